// The creator overview's four figures: subscribers, monthly revenue, content views and average rating.
import { useTranslation } from "../../i18n";
import { CREATOR_SHARE } from "../../../domain/money";
import { useFormat } from "../../lib/format";
import { LoadError } from "../../ui/load-error";
import { useInfluencerMetrics } from "./queries";
import { StatCard, StatGrid } from "../../ui/stat-card";

const creatorPercent = Math.round(CREATOR_SHARE * 100);
const tierOrder = ["rookie", "pro", "all_star"] as const;

export function InfluencerMetricCards() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { data: metrics, isPending, isError, refetch, isRefetching } = useInfluencerMetrics();

  if (isError)
    return (
      <LoadError message={t("dashboard.metrics.loadFailed")} onRetry={() => void refetch()} isRetrying={isRefetching} />
    );
  const rating = (value: number) =>
    new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(value);

  return (
    <StatGrid count={4} isLoading={isPending} loadingLabel={t("dashboard.metrics.loading")}>
      {metrics && (
        <>
          <StatCard
            icon="users"
            label={t("dashboard.influencer.metrics.totalSubscribers")}
            value={format.count(metrics.totalSubscribers)}
            detail={tierOrder
              .map((tier) => (
                <span key={tier} className="whitespace-nowrap">
                  {t("dashboard.influencer.metrics.tierCount", {
                    count: metrics.membersByTier[tier],
                    formatted: format.count(metrics.membersByTier[tier]),
                    tier: t(`memberships.tier.${tier}`),
                  })}
                </span>
              ))
              .flatMap((part, index) => (index === 0 ? [part] : [" · ", part]))}
          />
          <StatCard
            icon="money"
            tone="green"
            label={t("dashboard.influencer.metrics.monthlyRevenue")}
            value={format.money(metrics.monthlyRevenue.grossCents)}
            detail={
              <>
                <span className="block">
                  {t("dashboard.influencer.metrics.net", {
                    amount: format.money(metrics.monthlyRevenue.netCents),
                    percent: creatorPercent,
                  })}
                </span>
                <span className="block text-slate-500">
                  {t("dashboard.influencer.metrics.platformFee", {
                    amount: format.money(metrics.monthlyRevenue.platformFeeCents),
                    percent: 100 - creatorPercent,
                  })}
                </span>
              </>
            }
          />
          <StatCard
            icon="eye"
            tone="sky"
            label={t("dashboard.influencer.metrics.contentViews")}
            value={format.count(metrics.contentViews)}
            emptyText={metrics.contentViews === 0 ? t("dashboard.influencer.metrics.noViews") : null}
          />
          <StatCard
            icon="star"
            tone="amber"
            label={t("dashboard.influencer.metrics.averageRating")}
            value={
              metrics.averageRating === null
                ? null
                : t("dashboard.influencer.metrics.ratingValue", { rating: rating(metrics.averageRating) })
            }
            emptyText={metrics.averageRating === null ? t("dashboard.influencer.metrics.noRatings") : null}
            detail={
              metrics.averageRating === null
                ? null
                : t("dashboard.influencer.metrics.ratingCount", { count: metrics.ratingCount })
            }
          />
        </>
      )}
    </StatGrid>
  );
}
