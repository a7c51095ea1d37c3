// Check-ins the creator's members sent, newest first, a page at a time.
import { useTranslation } from "../../i18n";
import { PagedList } from "../../ui/paged-list";
import { LoadingList, SkeletonRow } from "../../ui/skeleton-list";
import { useReceivedCheckins } from "./checkin-queries";
import { ReceivedCheckinItem } from "./received-checkin-item";

const list = "divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm";

export function ReceivedCheckins() {
  const { t } = useTranslation();
  const query = useReceivedCheckins();
  const unit = query.data?.pages[0]?.unit ?? "kg";
  return (
    <PagedList
      query={query}
      itemsOf={(pages) => pages.flatMap((page) => page.checkins)}
      loading={
        <LoadingList
          label={t("checkins.received.loading")}
          className={list}
          count={3}
          row={
            <SkeletonRow
              className="items-center gap-3 p-4 sm:px-5"
              lead="h-8 w-8 shrink-0 rounded-full bg-slate-200"
              lines={["h-4 w-36 rounded bg-slate-200", "h-4 w-52 rounded bg-slate-100"]}
            />
          }
        />
      }
      loadFailed={t("checkins.received.loadFailed")}
      empty={
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <h3 className="text-lg font-bold text-slate-900">{t("checkins.received.emptyTitle")}</h3>
          <p className="mx-auto mt-1 max-w-md text-slate-600">{t("checkins.received.emptyText")}</p>
        </div>
      }
      loadMoreLabel={t("checkins.received.loadMore")}
    >
      {(checkins) => (
        <ul className={list}>
          {checkins.map((checkin) => (
            <ReceivedCheckinItem key={checkin.id} checkin={checkin} unit={unit} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}
