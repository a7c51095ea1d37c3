// /dashboard/follower/gifts: the memberships the member gave, newest first, with "Load more".
import { useTranslation } from "../../i18n";
import { PagedList } from "../../ui/paged-list";
import { LoadingList, SkeletonRow } from "../../ui/skeleton-list";
import { GivenGiftRow } from "./given-gift-row";
import { NoGifts } from "./no-gifts";
import { useGivenGifts } from "./queries";

const listClasses = "divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm";

function RowSkeleton() {
  return (
    <SkeletonRow
      className="gap-3 p-4 sm:gap-4 sm:px-5"
      lead="h-10 w-10 shrink-0 rounded-full bg-slate-200"
      lines={[
        "h-4 w-40 rounded bg-slate-200",
        "h-3 w-56 max-w-full rounded bg-slate-100",
        "h-3 w-32 rounded bg-slate-100",
      ]}
      trail="h-5 w-14 rounded bg-slate-200"
    />
  );
}

export function GivenGiftsPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <title>{t("gifts.given.documentTitle")}</title>
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("gifts.given.title")}</h1>
        <p className="mt-2 text-slate-600">{t("gifts.given.intro")}</p>
      </header>
      <PagedList
        query={useGivenGifts()}
        itemsOf={(pages) => pages.flatMap((page) => page.gifts)}
        loading={
          <LoadingList label={t("gifts.given.loading")} className={listClasses} count={3} row={<RowSkeleton />} />
        }
        loadFailed={t("gifts.given.loadFailed")}
        empty={<NoGifts />}
        loadMoreLabel={t("gifts.given.loadMore")}
      >
        {(gifts) => (
          <ul className={listClasses} aria-label={t("gifts.given.listLabel")}>
            {gifts.map((gift) => (
              <GivenGiftRow key={gift.id} gift={gift} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
