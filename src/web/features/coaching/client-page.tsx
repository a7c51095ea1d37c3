// /dashboard/influencer/clients/:memberId: one client as their coach sees them: each plan from
// this coach with today, the days behind (how each went) and the week ahead, each day opening
// its log and thread.
import { Link, useParams } from "react-router";
import { useTranslation } from "../../i18n";
import { QueryStatus } from "../../ui/query-status";
import { PlanDayLink } from "./plan-day-link";
import { localToday } from "./plan-dates";
import { adherence, planSchedule } from "./plan-schedule";
import { useClient } from "./queries";

export function ClientPage() {
  const { t } = useTranslation();
  const memberId = useParams().memberId ?? "";
  const client = useClient(memberId);
  const today = localToday();

  return (
    <div className="space-y-6">
      <title>{t("coaching.client.documentTitle", { name: client.data?.member.name ?? "" })}</title>
      <header>
        <Link to="/dashboard/influencer/clients" className="text-sm font-medium text-brand-700 hover:underline">
          {t("coaching.client.back")}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
          {client.data ? client.data.member.name || `@${client.data.member.username}` : t("coaching.client.title")}
        </h1>
      </header>
      <QueryStatus query={client} loading={t("coaching.client.loading")} failed={t("coaching.client.loadFailed")} />
      {client.data?.plans.length === 0 && <p className="text-slate-600">{t("coaching.client.noPlans")}</p>}
      {client.data?.plans.map((plan) => {
        const schedule = planSchedule(plan, today);
        const soFar = adherence(schedule.behind);
        const link = (item: (typeof schedule.behind)[number]) => (
          <PlanDayLink
            key={item.dayIndex}
            to={`/dashboard/influencer/clients/${encodeURIComponent(memberId)}/${plan.id}/${item.dayIndex}`}
            startDate={plan.startDate}
            item={item}
          />
        );
        return (
          <article
            key={plan.id}
            aria-labelledby={`client-plan-${plan.id}`}
            className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <header>
              <h2 id={`client-plan-${plan.id}`} className="text-xl font-bold text-slate-900">
                {plan.name}
              </h2>
              {soFar.planned > 0 && (
                <p className="mt-1 text-sm text-slate-700">
                  {t("coaching.plan.adherence", { done: soFar.done, count: soFar.planned })}
                </p>
              )}
            </header>
            {schedule.today && (
              <section aria-label={t("coaching.plan.today")}>
                <h3 className="font-semibold text-slate-900">{t("coaching.plan.today")}</h3>
                <ul className="mt-2">{link(schedule.today)}</ul>
              </section>
            )}
            {schedule.behind.length > 0 && (
              <section aria-label={t("coaching.client.behind")}>
                <h3 className="font-semibold text-slate-900">{t("coaching.client.behind")}</h3>
                <ul className="mt-2 space-y-2">{schedule.behind.map(link)}</ul>
              </section>
            )}
            {schedule.ahead.length > 0 && (
              <details>
                <summary className="cursor-pointer font-semibold text-slate-900">
                  {t("coaching.plan.weekAhead")}
                </summary>
                <ul className="mt-2 space-y-2">{schedule.ahead.map(link)}</ul>
              </details>
            )}
          </article>
        );
      })}
    </div>
  );
}
