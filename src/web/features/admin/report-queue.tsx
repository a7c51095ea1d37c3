// The owner's queue of open reports (posts, profiles, messages), oldest first, with its loading,
// empty and error states and a page at a time.
import { useTranslation } from "../../i18n";
import { LoadingLine } from "../../ui/loading-line";
import { PagedList } from "../../ui/paged-list";
import type { PendingAction } from "./moderation-dialog";
import { useReportQueue } from "./queries";
import { QueuedReportItem } from "./queued-report";

export function ReportQueue({ onAction }: { onAction: (action: PendingAction) => void }) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={useReportQueue()}
      itemsOf={(pages) => pages.flatMap((page) => page.reports)}
      loading={
        <LoadingLine
          label={t("moderation.queue.loading")}
          className="rounded-2xl border border-slate-200 bg-white p-5"
        />
      }
      loadFailed={t("moderation.queue.loadFailed")}
      empty={
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center">
          <p className="font-semibold text-slate-900">{t("moderation.queue.empty.title")}</p>
          <p className="mt-1 text-sm text-slate-600">{t("moderation.queue.empty.text")}</p>
        </div>
      }
      loadMoreLabel={t("moderation.queue.loadMore")}
    >
      {(reports) => (
        <div className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          {reports.map((report) => (
            <QueuedReportItem key={`${report.kind}:${report.id}`} report={report} onAction={onAction} />
          ))}
        </div>
      )}
    </PagedList>
  );
}
