// /dashboard/follower/subscriptions: every membership the follower holds, with its tier, billing,
// renewal, and the actions on it (change plan, cancel or pause, resume).
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button, ButtonLink } from "../../ui/button";
import { NoSubscriptions } from "./no-subscriptions";
import { useOwnMemberships } from "./queries";
import { SubscriptionRow } from "./subscription-row";
import { SubscriptionRowSkeleton } from "./subscription-row-skeleton";

const list = "divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm";

function SubscriptionList() {
  const { t } = useTranslation();
  const { data: memberships, isPending, isError, refetch, isRefetching } = useOwnMemberships();

  if (isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t("memberships.loading")}</span>
        <ul className={list}>
          {Array.from({ length: 3 }, (_, index) => (
            <SubscriptionRowSkeleton key={index} />
          ))}
        </ul>
      </div>
    );
  }
  if (isError) {
    return (
      <Alert tone="error" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-medium">{t("memberships.loadFailed")}</p>
        <Button variant="danger" size="sm" onClick={() => void refetch()} isLoading={isRefetching}>
          {t("common.retry")}
        </Button>
      </Alert>
    );
  }
  if (memberships.length === 0) return <NoSubscriptions showPlansLink />;
  return (
    <ul className={list}>
      {memberships.map((membership) => (
        <SubscriptionRow key={membership.creator.username} membership={membership} />
      ))}
    </ul>
  );
}

export function SubscriptionsPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("memberships.page.title")}</h1>
          <p className="mt-2 text-slate-600">{t("memberships.page.intro")}</p>
        </div>
        <ButtonLink to="/dashboard/follower/settings" variant="secondary" className="shrink-0">
          {t("memberships.page.managePayments")}
        </ButtonLink>
      </header>
      <section aria-labelledby="subscription-list-title">
        <h2 id="subscription-list-title" className="mb-3 text-lg font-semibold text-slate-900">
          {t("memberships.page.listTitle")}
        </h2>
        <SubscriptionList />
      </section>
    </div>
  );
}
