// /dashboard/influencer/tips: the tips members sent the creator, newest first, with "Load more".
import { useTranslation } from "../../i18n";
import { PagedList } from "../../ui/paged-list";
import { LoadingList, SkeletonRow } from "../../ui/skeleton-list";
import { NoTips } from "./no-tips";
import { useReceivedTips } from "./queries";
import { ReceivedTipRow } from "./received-tip-row";

const listClasses = "divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm";

function RowSkeleton() {
  return (
    <SkeletonRow
      className="gap-3 p-4 sm:gap-4 sm:px-5"
      lead="h-10 w-10 shrink-0 rounded-full bg-slate-200"
      lines={["h-4 w-40 rounded bg-slate-200", "h-3 w-56 max-w-full rounded bg-slate-100"]}
      trail="h-5 w-14 rounded bg-slate-200"
    />
  );
}

export function ReceivedTipsPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <title>{t("tips.received.documentTitle")}</title>
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("tips.received.title")}</h1>
        <p className="mt-2 text-slate-600">{t("tips.received.intro")}</p>
      </header>
      <PagedList
        query={useReceivedTips()}
        itemsOf={(pages) => pages.flatMap((page) => page.tips)}
        loading={
          <LoadingList label={t("tips.received.loading")} className={listClasses} count={4} row={<RowSkeleton />} />
        }
        loadFailed={t("tips.received.loadFailed")}
        empty={<NoTips />}
        loadMoreLabel={t("tips.received.loadMore")}
      >
        {(tips) => (
          <ul className={listClasses} aria-label={t("tips.received.listLabel")}>
            {tips.map((tip) => (
              <ReceivedTipRow key={tip.id} tip={tip} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
