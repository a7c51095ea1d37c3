// The owner's queue of open reports (posts, profiles, messages), oldest first, with its loading,
// empty and error states and a page at a time.
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { LoadError } from "../../ui/load-error";
import { Spinner } from "../../ui/spinner";
import type { PendingAction } from "./moderation-dialog";
import { useReportQueue } from "./queries";
import { QueuedReportItem } from "./queued-report";

export function ReportQueue({ onAction }: { onAction: (action: PendingAction) => void }) {
  const { t } = useTranslation();
  const {
    data,
    isPending,
    isError,
    refetch,
    isRefetching,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useReportQueue();

  if (isPending) {
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-slate-600"
      >
        <Spinner className="h-5 w-5" />
        {t("moderation.queue.loading")}
      </div>
    );
  }
  if (isError && !isFetchNextPageError)
    return (
      <LoadError message={t("moderation.queue.loadFailed")} onRetry={() => void refetch()} isRetrying={isRefetching} />
    );
  const reports = data.pages.flatMap((page) => page.reports);
  if (reports.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center">
        <p className="font-semibold text-slate-900">{t("moderation.queue.empty.title")}</p>
        <p className="mt-1 text-sm text-slate-600">{t("moderation.queue.empty.text")}</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <div className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {reports.map((report) => (
          <QueuedReportItem key={`${report.kind}:${report.id}`} report={report} onAction={onAction} />
        ))}
      </div>
      {isFetchNextPageError && (
        <LoadError
          message={t("moderation.queue.loadFailed")}
          onRetry={() => void fetchNextPage()}
          isRetrying={isFetchingNextPage}
        />
      )}
      {hasNextPage && !isFetchNextPageError && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void fetchNextPage()} isLoading={isFetchingNextPage}>
            {t("moderation.queue.loadMore")}
          </Button>
        </div>
      )}
    </div>
  );
}
