// /dashboard/follower/membership: what the paid plans add (the plan page's cards and words), a
// way to the plans, and the follower's current paid memberships in short.
import { use } from "react";
import { loadStrings, useTranslation } from "../i18n";
import { paidTiers } from "../../domain/memberships";
import { ButtonLink } from "../ui/button";
import { PlanCard } from "../features/plans/plan-card";
import { PaidMembershipsSummary } from "../features/billing/paid-memberships-summary";

// The plan cards speak the plan page's strings; they start loading with this page's code.
const plansStrings = loadStrings("plans");

export function MembershipPage() {
  use(plansStrings);
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <header>
        <p className="text-sm font-semibold text-brand-700">{t("dashboard.follower.title")}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t("dashboard.follower.nav.membership")}</h1>
        <p className="mt-2 text-slate-600">{t("billing.membership.intro")}</p>
      </header>

      <section aria-labelledby="paid-plans-title">
        <h2 id="paid-plans-title" className="text-lg font-semibold text-slate-900">
          {t("billing.membership.plansTitle")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("billing.membership.plansText")}</p>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {paidTiers.map((tier) => (
            <PlanCard key={tier} tier={tier} isHighlighted={false} />
          ))}
        </ul>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/subscription" size="lg">
            {t("billing.membership.seePlans")}
          </ButtonLink>
          <ButtonLink to="/explore" variant="secondary" size="lg">
            {t("billing.membership.findCreator")}
          </ButtonLink>
        </div>
      </section>

      <PaidMembershipsSummary />
    </div>
  );
}
