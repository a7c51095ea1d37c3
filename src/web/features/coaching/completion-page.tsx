// /dashboard/influencer/programs/:programId/completion: for each training day of a program, how
// many of the members following it did it, and where those who stopped early most often stopped.
import { Link, useParams } from "react-router";
import { useTranslation } from "../../i18n";
import { QueryStatus } from "../../ui/query-status";
import { CompletionWeekTable } from "./completion-week-table";
import { localToday } from "./plan-dates";
import { useProgramCompletion, type CompletionDay } from "./queries";

/** The days grouped by week, in order. */
function byWeek(days: CompletionDay[]) {
  const weeks = new Map<number, CompletionDay[]>();
  for (const day of days) weeks.set(day.week, [...(weeks.get(day.week) ?? []), day]);
  return [...weeks.entries()];
}

export function CompletionPage() {
  const { t } = useTranslation();
  const { programId = "" } = useParams();
  const completion = useProgramCompletion(programId, localToday());
  const data = completion.data;
  const nothingDue = data !== undefined && data.days.every((day) => day.due === 0);

  return (
    <div className="space-y-6">
      <title>{t("coaching.completion.documentTitle")}</title>
      <header>
        <Link to="/dashboard/influencer/programs" className="text-sm font-medium text-brand-700 hover:underline">
          {t("coaching.builder.back")}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
          {data ? t("coaching.completion.title", { name: data.program.name }) : t("coaching.completion.heading")}
        </h1>
        <p className="mt-2 text-slate-600">{t("coaching.completion.intro")}</p>
        {data && (
          <p className="mt-1 text-sm text-slate-600">
            {t("coaching.programs.assignedCount", { count: data.assigned })} ·{" "}
            <Link
              to={`/dashboard/influencer/programs/${programId}`}
              className="font-medium text-brand-700 hover:underline"
            >
              {t("coaching.completion.editProgram")}
            </Link>
          </p>
        )}
      </header>
      <QueryStatus
        query={completion}
        loading={t("coaching.completion.loading")}
        failed={t("coaching.completion.loadFailed")}
      />
      {data && nothingDue && (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {data.assigned === 0 ? t("coaching.completion.nobodyAssigned") : t("coaching.completion.nothingDue")}
        </p>
      )}
      {data &&
        !nothingDue &&
        byWeek(data.days).map(([week, days]) => <CompletionWeekTable key={week} week={week} days={days} />)}
    </div>
  );
}
