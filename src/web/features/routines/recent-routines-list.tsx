// The creator's latest 14 routines (date, title, block count); picking one opens its day in the editor.
import clsx from "clsx";
import { useTranslation } from "../../i18n";
import { LoadError } from "../../ui/load-error";
import { useOwnRoutines } from "./queries";
import { useFormatRoutineDate } from "./routine-dates";

export function RecentRoutinesList({
  selectedDate,
  onSelect,
}: {
  selectedDate: string;
  onSelect: (date: string) => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatRoutineDate();
  const { data: routines, isPending, isError, refetch, isRefetching } = useOwnRoutines();

  return (
    <section aria-labelledby="recent-routines-title" className="space-y-3">
      <h2 id="recent-routines-title" className="text-lg font-semibold text-slate-900">
        {t("routines.recent.title")}
      </h2>
      {isPending ? (
        <div role="status">
          <span className="sr-only">{t("routines.recent.loading")}</span>
          <ul aria-hidden="true" className="space-y-2">
            {Array.from({ length: 4 }, (_, index) => (
              <li key={index} className="h-16 animate-pulse rounded-xl bg-slate-200/70" />
            ))}
          </ul>
        </div>
      ) : isError ? (
        <LoadError message={t("routines.errors.load")} onRetry={() => void refetch()} isRetrying={isRefetching} />
      ) : routines.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
          {t("routines.recent.empty")}
        </p>
      ) : (
        <ul className="space-y-2">
          {routines.map((routine) => (
            <li key={routine.id}>
              <button
                type="button"
                onClick={() => onSelect(routine.routineDate)}
                aria-current={routine.routineDate === selectedDate ? "date" : undefined}
                className={clsx(
                  "w-full rounded-xl border bg-white px-4 py-3 text-left transition-colors hover:border-brand-400",
                  routine.routineDate === selectedDate ? "border-brand-500 ring-2 ring-brand-200" : "border-slate-200",
                )}
              >
                <span className="block text-sm font-semibold text-slate-900">{formatDate(routine.routineDate)}</span>
                <span className="mt-0.5 flex justify-between gap-2 text-sm text-slate-600">
                  <span className="truncate">{routine.title || t("routines.recent.untitled")}</span>
                  <span className="shrink-0">{t("routines.recent.blockCount", { count: routine.blocks.length })}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
