// The follower overview's 'My Subscriptions': a card per membership, a way to explore more, an empty state.
import { useTranslation } from "../../i18n";
import { OverviewSection } from "../../ui/overview-section";
import { Link } from "react-router";
import { NoSubscriptions } from "./no-subscriptions";
import { useOwnMemberships } from "./queries";
import { SubscriptionCard } from "./subscription-card";
import { LoadError } from "../../ui/load-error";

function CardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <div className="h-12 w-12 rounded-full bg-slate-200" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-28 rounded bg-slate-200" />
          <div className="h-3 w-16 rounded bg-slate-100" />
        </div>
      </div>
      <div className="mt-4 h-3 w-40 rounded bg-slate-100" />
      <div className="mt-5 h-9 rounded-lg bg-slate-200" />
    </div>
  );
}

/** `limit` caps the cards shown; the full list lives at /dashboard/follower/subscriptions. */
export function MySubscriptionsGrid({ limit = 6 }: { limit?: number }) {
  const { t } = useTranslation();
  const { data: memberships, isPending, isError, refetch, isRefetching } = useOwnMemberships();
  const grid = "grid gap-4 sm:grid-cols-2 xl:grid-cols-3";

  let body;
  if (isPending) {
    body = (
      <div role="status" className={grid}>
        <span className="sr-only">{t("memberships.loading")}</span>
        {Array.from({ length: 3 }, (_, index) => (
          <CardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (isError) {
    body = <LoadError message={t("memberships.loadFailed")} onRetry={() => void refetch()} isRetrying={isRefetching} />;
  } else if (memberships.length === 0) {
    body = <NoSubscriptions />;
  } else {
    body = (
      <>
        <ul className={grid}>
          {memberships.slice(0, limit).map((membership) => (
            <li key={membership.creator.username}>
              <SubscriptionCard membership={membership} />
            </li>
          ))}
        </ul>
        {memberships.length > limit && (
          <p className="mt-3 text-right">
            <Link
              to="/dashboard/follower/subscriptions"
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              {t("memberships.seeAll", { count: memberships.length })}
            </Link>
          </p>
        )}
      </>
    );
  }

  return (
    <OverviewSection
      id="my-subscriptions-title"
      title={t("memberships.mySubscriptions")}
      link={{ to: "/explore", label: t("memberships.exploreMore") }}
    >
      {body}
    </OverviewSection>
  );
}
