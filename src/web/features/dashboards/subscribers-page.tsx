// /dashboard/influencer/subscribers: the creator's active subscribers, newest first, with "Load more".
import { useTranslation } from "../../i18n";
import { ButtonLink } from "../../ui/button";
import { useSession } from "../../lib/session";
import { PagedList } from "../../ui/paged-list";
import { MetricIcon } from "../../ui/metric-icons";
import { LoadingList, SkeletonRow } from "../../ui/skeleton-list";
import { useSubscribers } from "./queries";
import { SubscriberRow } from "./subscriber-row";

function RowSkeleton() {
  return (
    <SkeletonRow
      className="items-center gap-3 p-4 sm:px-5"
      lead="h-12 w-12 shrink-0 rounded-full bg-slate-200"
      lines={["h-4 w-36 rounded bg-slate-200", "h-4 w-14 rounded-full bg-slate-100"]}
      trail="hidden h-4 w-40 rounded bg-slate-100 sm:block"
    />
  );
}

function NoSubscribers() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        <MetricIcon name="users" className="h-7 w-7" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-slate-900">{t("dashboard.subscribers.empty.title")}</h3>
      <p className="mx-auto mt-1 max-w-md text-slate-600">{t("dashboard.subscribers.empty.text")}</p>
      {user && (
        <ButtonLink to={`/influencer/${encodeURIComponent(user.username)}`} variant="secondary" className="mt-5">
          {t("dashboard.actions.publicProfile.title")}
        </ButtonLink>
      )}
    </div>
  );
}

function SubscriberList() {
  const { t } = useTranslation();
  const list = "divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm";
  return (
    <PagedList
      query={useSubscribers()}
      itemsOf={(pages) => pages.flatMap((page) => page.subscribers)}
      loading={
        <LoadingList label={t("dashboard.subscribers.loading")} className={list} count={4} row={<RowSkeleton />} />
      }
      loadFailed={t("dashboard.subscribers.loadFailed")}
      empty={<NoSubscribers />}
      loadMoreLabel={t("dashboard.subscribers.loadMore")}
    >
      {(subscribers) => (
        <ul className={list}>
          {subscribers.map((subscriber) => (
            <SubscriberRow key={subscriber.username} subscriber={subscriber} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

export function SubscribersPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("dashboard.subscribers.title")}</h1>
        <p className="mt-2 text-slate-600">{t("dashboard.subscribers.intro")}</p>
      </header>
      <section aria-labelledby="subscriber-list-title">
        <h2 id="subscriber-list-title" className="mb-3 text-lg font-semibold text-slate-900">
          {t("dashboard.subscribers.activeTitle")}
        </h2>
        <SubscriberList />
      </section>
    </div>
  );
}
