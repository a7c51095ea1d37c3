// One plan in "My plan": who gave it, today's session, the week ahead and the weeks behind. A
// member no longer ALL STAR with its creator reads it all and is shown the way back.
import { Link } from "react-router";
import { addDays } from "../../../domain/coaching";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { buttonClasses } from "../../ui/button";
import { PlanDayLink } from "./plan-day-link";
import { useFormatPlanDate } from "./plan-dates";
import { adherence, planSchedule } from "./plan-schedule";
import type { MyPlan } from "./queries";

export function PlanCard({ plan, today }: { plan: MyPlan; today: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatPlanDate();
  const schedule = planSchedule(plan, today);
  const creatorName = plan.creator.name || `@${plan.creator.username}`;
  // Today counts once it is done: until then it is still ahead, not missed.
  const todayDone = schedule.today?.state === "done" || schedule.today?.state === "partial";
  const soFar = adherence(todayDone ? [schedule.today!, ...schedule.behind] : schedule.behind);
  const dayLink = (item: (typeof schedule.ahead)[number]) => (
    <PlanDayLink
      key={item.dayIndex}
      to={`/dashboard/follower/plan/${plan.id}/${item.dayIndex}`}
      startDate={plan.startDate}
      item={item}
    />
  );

  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <header>
        <h2 id={`plan-${plan.id}`} className="text-xl font-bold text-slate-900">
          {plan.name}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t("coaching.plan.byCreator", { name: creatorName })} ·{" "}
          {t("coaching.plan.dates", {
            start: formatDate(plan.startDate),
            end: formatDate(addDays(plan.endDate, -1)),
          })}
        </p>
        {plan.description && <p className="mt-2 text-sm text-slate-700">{plan.description}</p>}
        {soFar.planned > 0 && (
          <p className="mt-2 text-sm font-medium text-slate-800">
            {t("coaching.plan.adherence", { done: soFar.done, count: soFar.planned })}
          </p>
        )}
      </header>

      {!plan.canLog && (
        <Alert tone="info" className="space-y-2">
          <p>{t("coaching.plan.readOnly", { name: creatorName })}</p>
          <Link
            to={`/subscription/${encodeURIComponent(plan.creator.username)}`}
            className="font-semibold text-brand-700 underline"
          >
            {t("coaching.plan.upgrade")}
          </Link>
        </Alert>
      )}

      {schedule.phase === "upcoming" && (
        <p className="text-slate-700">{t("coaching.plan.startsOn", { date: formatDate(plan.startDate) })}</p>
      )}
      {schedule.phase === "finished" && <p className="text-slate-700">{t("coaching.plan.finished")}</p>}

      {schedule.today && (
        <section aria-labelledby={`today-${plan.id}`} className="rounded-xl bg-brand-50 p-4">
          <h3 id={`today-${plan.id}`} className="font-semibold text-slate-900">
            {t("coaching.plan.today")}
          </h3>
          <ul className="mt-2">{dayLink(schedule.today)}</ul>
          {!schedule.today.day.rest && schedule.today.day.exercises.length > 0 && (
            <Link
              to={`/dashboard/follower/plan/${plan.id}/${schedule.today.dayIndex}`}
              className={buttonClasses("primary", "lg", "mt-3 w-full sm:w-auto")}
            >
              {plan.canLog ? t("coaching.plan.logToday") : t("coaching.plan.viewToday")}
            </Link>
          )}
        </section>
      )}

      {schedule.ahead.length > 0 && (
        <section aria-labelledby={`ahead-${plan.id}`}>
          <h3 id={`ahead-${plan.id}`} className="font-semibold text-slate-900">
            {t("coaching.plan.weekAhead")}
          </h3>
          <ul className="mt-2 space-y-2">{schedule.ahead.map(dayLink)}</ul>
        </section>
      )}

      {schedule.behind.length > 0 && (
        <details className="group">
          <summary className="cursor-pointer font-semibold text-slate-900">
            {t("coaching.plan.pastDays", { count: schedule.behind.length })}
          </summary>
          <ul className="mt-2 space-y-2">{schedule.behind.map(dayLink)}</ul>
        </details>
      )}
    </article>
  );
}
