// /dashboard/follower/plan: "My plan", every program a creator gave the member, newest first.
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { buttonClasses } from "../../ui/button";
import { QueryStatus } from "../../ui/query-status";
import { PlanCard } from "./plan-card";
import { localToday } from "./plan-dates";
import { useMyPlans } from "./queries";

export function MyPlanPage() {
  const { t } = useTranslation();
  const plans = useMyPlans();
  const today = localToday();
  return (
    <div className="space-y-6">
      <title>{t("coaching.plan.documentTitle")}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("coaching.plan.title")}</h1>
          <p className="mt-2 text-slate-600">{t("coaching.plan.intro")}</p>
        </div>
        <Link to="/dashboard/follower/records" className={buttonClasses("secondary")}>
          {t("coaching.records.title")}
        </Link>
      </header>
      <QueryStatus query={plans} loading={t("coaching.plan.loading")} failed={t("coaching.plan.loadFailed")} />
      {plans.data?.length === 0 && (
        <section className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{t("coaching.plan.emptyTitle")}</h2>
          <p className="mt-2 text-slate-600">{t("coaching.plan.emptyText")}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Link to="/subscription" className={buttonClasses("primary")}>
              {t("coaching.plan.seePlans")}
            </Link>
            <Link to="/explore" className={buttonClasses("secondary")}>
              {t("coaching.plan.explore")}
            </Link>
          </div>
        </section>
      )}
      {plans.data?.map((plan) => (
        <PlanCard key={plan.id} plan={plan} today={today} />
      ))}
    </div>
  );
}
