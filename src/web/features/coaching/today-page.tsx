// /dashboard/follower/today: "Today's routine", the routine of the day from every creator the member
// has a PRO or ALL STAR membership with (the installed app's "Today's routine" shortcut opens it).
// Only reads the service worker keeps (memberships, plans, creators' routines), so it opens offline.
import { Link } from "react-router";
import type { OwnMembership } from "../../../domain/billing";
import { canAccessTier } from "../../../domain/memberships";
import { useTranslation } from "../../i18n";
import { buttonClasses } from "../../ui/button";
import { QueryStatus } from "../../ui/query-status";
import { useOwnMemberships } from "../memberships";
import { localToday, useFormatPlanDate } from "./plan-dates";
import { useMyPlans } from "./queries";
import { TodayRoutineCard } from "./today-routine-card";

/** Daily routines are a PRO benefit: a membership that grants PRO or more right now. */
const grantsRoutines = (membership: OwnMembership) => membership.isActive && canAccessTier("pro", membership.tier);

export function TodayPage() {
  const { t } = useTranslation();
  const formatDate = useFormatPlanDate();
  const today = localToday();
  const memberships = useOwnMemberships();
  const plans = useMyPlans();
  const creators = memberships.data?.filter(grantsRoutines).map((membership) => membership.creator);
  return (
    <div className="space-y-6">
      <title>{t("coaching.today.documentTitle")}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("routines.public.todayTitle")}</h1>
          <p className="mt-2 text-slate-600">{formatDate(today)}</p>
        </div>
        {plans.data && plans.data.length > 0 && (
          <Link to="/dashboard/follower/plan" className={buttonClasses("secondary")}>
            {t("coaching.plan.title")}
          </Link>
        )}
      </header>
      <QueryStatus query={memberships} loading={t("coaching.today.loading")} failed={t("coaching.today.loadFailed")} />
      {creators?.length === 0 && (
        <section
          aria-labelledby="today-empty-title"
          className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center"
        >
          <h2 id="today-empty-title" className="text-lg font-semibold text-slate-900">
            {t("coaching.today.emptyTitle")}
          </h2>
          <p className="mx-auto mt-2 max-w-md text-slate-600">{t("coaching.today.emptyText")}</p>
          <Link to="/explore" className={buttonClasses("primary", "md", "mt-4")}>
            {t("coaching.plan.explore")}
          </Link>
        </section>
      )}
      {creators && creators.length > 0 && (
        <ul aria-label={t("coaching.today.listLabel")} className="grid gap-4 lg:grid-cols-2">
          {creators.map((creator) => (
            <li key={creator.username}>
              <TodayRoutineCard creator={creator} today={today} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
