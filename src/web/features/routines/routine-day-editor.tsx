// The chosen day's routine: loads it, shows the form and the notices of what the creator did.
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { PageSpinner } from "../../ui/spinner";
import { LoadError } from "../../ui/load-error";
import { useOwnRoutine } from "./queries";
import { useFormatRoutineDate } from "./routine-dates";
import { RoutineForm, type Notice } from "./routine-form";
import { useTimedNotice } from "../../lib/use-timed-notice";
import { useState } from "react";

export function RoutineDayEditor({ date }: { date: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatRoutineDate();
  const day = useOwnRoutine(date);
  // Success shows for 3 s (spec); an error stays until the next action.
  const success = useTimedNotice<string>();
  const [error, setError] = useState<string | null>(null);

  const onNotice = (notice: Notice | null) => {
    if (notice?.tone === "success") {
      setError(null);
      success.show(notice.message);
    } else {
      success.hide();
      setError(notice?.message ?? null);
    }
  };

  return (
    <section
      aria-labelledby="routine-day-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="routine-day-title" className="text-lg font-semibold text-slate-900">
          {t("routines.editor.heading", { date: formatDate(date) })}
        </h2>
        {day.isSuccess && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
            {day.data ? t("routines.editor.saved") : t("routines.editor.new")}
          </span>
        )}
      </div>
      {success.notice && <Alert tone="success">{success.notice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {day.isPending ? (
        <PageSpinner />
      ) : day.isError ? (
        <LoadError
          message={t("routines.errors.load")}
          onRetry={() => void day.refetch()}
          isRetrying={day.isRefetching}
        />
      ) : (
        // A new key after each save, copy or delete: the form starts again from what the server keeps (sorted blocks).
        <RoutineForm
          key={`${date}:${day.data?.updatedAt ?? "new"}`}
          date={date}
          routine={day.data}
          onNotice={onNotice}
        />
      )}
    </section>
  );
}
