// The follower overview's three figures: active subscriptions, membership status and content watched this week.
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { TierBadge } from "../../ui/tier-badge";
import { LoadError } from "../../ui/load-error";
import { useFollowerStats } from "./queries";
import { StatCard, StatGrid } from "../../ui/stat-card";

export function FollowerStatCards() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: stats, isPending, isError, refetch, isRefetching } = useFollowerStats();

  if (isError)
    return (
      <LoadError message={t("dashboard.metrics.loadFailed")} onRetry={() => void refetch()} isRetrying={isRefetching} />
    );
  return (
    <StatGrid count={3} isLoading={isPending} loadingLabel={t("dashboard.metrics.loading")}>
      {stats && (
        <>
          <StatCard
            icon="users"
            label={t("dashboard.follower.stats.activeSubscriptions")}
            value={format.count(stats.activeSubscriptions)}
          />
          <StatCard
            icon="badge"
            tone="amber"
            label={t("dashboard.follower.stats.membershipStatus")}
            value={
              <TierBadge
                tier={stats.membershipStatus === "free" ? "rookie" : stats.membershipStatus}
                size="lg"
                className="align-middle"
              />
            }
            detail={t(`dashboard.follower.stats.statusHint.${stats.membershipStatus}`)}
          />
          <StatCard
            icon="play"
            tone="sky"
            label={t("dashboard.follower.stats.contentWatched")}
            value={format.count(stats.contentWatchedThisWeek)}
          />
        </>
      )}
    </StatGrid>
  );
}
