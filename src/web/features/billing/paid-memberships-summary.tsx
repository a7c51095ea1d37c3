// The follower's paid memberships in short (creator, tier, renews, ends or pauses), paused ones
// too, with the way to manage them on /subscriptions.
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { LoadError } from "../../ui/load-error";
import { useFormatDate } from "../../lib/format-date";
import { endsAtPeriodEnd, membershipOptions } from "../memberships";
import { useOwnMemberships } from "../memberships";
import { TierBadge } from "../../ui/tier-badge";

export function PaidMembershipsSummary() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { data, isPending, isError, refetch, isRefetching } = useOwnMemberships();
  const paid =
    data?.filter((membership) => membershipOptions(membership).isPaid || membership.pause?.phase === "paused") ?? [];

  let body;
  if (isPending) {
    body = (
      <div role="status" className="space-y-2">
        <span className="sr-only">{t("billing.membership.loading")}</span>
        <div aria-hidden="true" className="h-12 animate-pulse rounded-xl bg-slate-100" />
        <div aria-hidden="true" className="h-12 animate-pulse rounded-xl bg-slate-100" />
      </div>
    );
  } else if (isError) {
    body = (
      <LoadError
        message={t("billing.membership.loadFailed")}
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
      />
    );
  } else if (paid.length === 0) {
    body = <p className="text-slate-600">{t("billing.membership.none")}</p>;
  } else {
    body = (
      <ul className="divide-y divide-slate-100">
        {paid.map((membership) => (
          <li
            key={membership.creator.username}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
          >
            <span className="flex items-center gap-2">
              <span className="font-semibold text-slate-900">@{membership.creator.username}</span>
              <TierBadge tier={membership.pause?.tier ?? membership.tier} />
              {membership.interval === "year" && (
                <span className="text-sm text-slate-600">{t("billing.membership.yearly")}</span>
              )}
            </span>
            {membership.pause?.phase === "paused" ? (
              <span className="text-sm text-slate-600">
                {t("billing.membership.pausedUntil", { date: formatDate(membership.pause.resumesAt) })}
              </span>
            ) : (
              membership.renewsAt && (
                <span className="text-sm text-slate-600">
                  {t(
                    endsAtPeriodEnd(membership)
                      ? "billing.membership.endsOn"
                      : membership.pause
                        ? "billing.membership.pausesOn"
                        : membership.trialEndsAt
                          ? "billing.membership.trialUntil"
                          : "billing.membership.renewsOn",
                    { date: formatDate(membership.renewsAt) },
                  )}
                </span>
              )
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby="paid-memberships-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="paid-memberships-title" className="text-lg font-semibold text-slate-900">
          {t("billing.membership.yours")}
        </h2>
        <Link to="/dashboard/follower/subscriptions" className="text-sm font-semibold text-brand-700 hover:underline">
          {t("billing.membership.manage")}
        </Link>
      </div>
      {body}
    </section>
  );
}
