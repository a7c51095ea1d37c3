// One day of a plan in a list: its date, what it holds and how it went, linking to its log.
import clsx from "clsx";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { planDate, useFormatPlanDate } from "./plan-dates";
import type { DayState, ScheduledDay } from "./plan-schedule";

const stateTones: Record<DayState, string> = {
  done: "bg-green-100 text-green-800",
  partial: "bg-amber-100 text-amber-800",
  skipped: "bg-slate-200 text-slate-700",
  started: "bg-sky-100 text-sky-800",
  missed: "bg-red-100 text-red-800",
  rest: "bg-slate-100 text-slate-600",
  upcoming: "bg-brand-50 text-brand-700",
};

/** `to` is where the day opens: the member's log, or the coach's view of it. */
export function PlanDayLink({ to, startDate, item }: { to: string; startDate: string; item: ScheduledDay }) {
  const { t } = useTranslation();
  const formatDate = useFormatPlanDate();
  const week = Math.floor(item.dayIndex / 7) + 1;
  const summary =
    item.day.rest || item.day.exercises.length === 0
      ? t("coaching.plan.restDay")
      : item.day.exercises.map((exercise) => exercise.name).join(", ");
  return (
    <li>
      <Link
        to={to}
        className="block min-h-14 rounded-xl border border-slate-200 bg-white px-3 py-2 hover:border-brand-300 hover:bg-brand-50/40"
      >
        <span className="flex items-center justify-between gap-2">
          <span className="text-sm font-medium text-slate-900">
            {formatDate(planDate(startDate, item.dayIndex))}
            <span className="font-normal text-slate-500">
              {" · "}
              {t("coaching.plan.weekDay", { week, day: (item.dayIndex % 7) + 1 })}
            </span>
          </span>
          <span className={clsx("shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold", stateTones[item.state])}>
            {t(`coaching.plan.states.${item.state}`, { count: item.loggedSets })}
          </span>
        </span>
        <span className="mt-0.5 block truncate text-sm text-slate-700">{summary}</span>
      </Link>
    </li>
  );
}
