// One plan as a card: name, price (when a creator is chosen) per month or per year with a yearly
// plan's saving or an offer's price, what it includes, and an action.
import clsx from "clsx";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import type { BillingInterval, YearlyPlan } from "../../../domain/billing-intervals";
import type { Tier } from "../../../domain/memberships";
import { useFormat } from "../../lib/format";
import { benefitPath, planFeatures } from "./plan-features";

interface PlanCardProps {
  tier: Tier;
  /** Price in cents per `interval`; undefined when no creator is chosen (prices are set per creator). */
  priceCents?: number;
  interval?: BillingInterval;
  /** The yearly plan shown (interval "year"), for its discount and saving. */
  yearly?: YearlyPlan | null;
  /** The Yearly view, for a tier sold by the month only: its monthly price, said so. */
  isMonthlyOnly?: boolean;
  /** The plan the visitor came to look at (?tier=...). */
  isHighlighted: boolean;
  action?: ReactNode;
  /** The creator whose plans these are: each benefit links to where it is on their pages. */
  username?: string;
  /** The free trial this viewer would start (0: none). */
  trialDays?: number;
  /** An offer code's price for this monthly plan, and how long it lasts ("$4.99/month for 3 months, then ..."). */
  offer?: { code: string; priceCents: number; terms: ReactNode };
}

export function PlanCard({
  tier,
  priceCents,
  interval = "month",
  yearly,
  isMonthlyOnly = false,
  isHighlighted,
  action,
  username,
  trialDays = 0,
  offer,
}: PlanCardProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const titleId = `plan-${tier}-title`;
  return (
    <li
      aria-labelledby={titleId}
      aria-current={isHighlighted || undefined}
      className={clsx(
        "relative flex flex-col rounded-2xl bg-white p-6 shadow-sm",
        isHighlighted ? "ring-2 ring-brand-600" : "ring-1 ring-slate-200",
        tier === "all_star" && "bg-gradient-to-br from-white to-amber-50",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="text-xl font-extrabold text-slate-900">
          {t(`plans.tiers.${tier}`)}
        </h2>
        {tier === "pro" && (
          <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-bold text-white">
            {t("plans.mostPopular")}
          </span>
        )}
        {isHighlighted && (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-bold text-brand-700 ring-1 ring-brand-500/40">
            {t("plans.selected")}
          </span>
        )}
      </div>
      <p className="mt-4 text-slate-900">
        {tier === "rookie" ? (
          <span className="text-3xl font-extrabold">{t("plans.free")}</span>
        ) : priceCents !== undefined ? (
          <>
            <span className="text-3xl font-extrabold">{format.money(offer?.priceCents ?? priceCents)}</span>
            <span className="text-sm text-slate-500">
              {interval === "year" ? t("plans.yearly.perYear") : t("creators.card.perMonth")}
            </span>
          </>
        ) : (
          <span className="text-sm text-slate-600">{t("plans.pricedByCreator")}</span>
        )}
      </p>
      {yearly && yearly.discountPercent > 0 && (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm font-semibold text-green-800">
          <span className="rounded-full bg-green-50 px-2.5 py-0.5 ring-1 ring-green-600/30">
            {t("plans.yearly.discount", {
              percent: new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, { style: "percent" }).format(
                yearly.discountPercent / 100,
              ),
            })}
          </span>
          <span>{t("plans.yearly.saving", { amount: format.money(yearly.savingCents) })}</span>
        </p>
      )}
      {isMonthlyOnly && <p className="mt-2 text-sm text-slate-600">{t("plans.yearly.monthlyOnly")}</p>}
      {offer && (
        <div className="mt-2 space-y-1 text-sm">
          <p className="w-fit rounded-full bg-green-50 px-2.5 py-0.5 font-semibold text-green-800 ring-1 ring-green-600/30">
            {t("plans.offer.badge", { code: offer.code })}
          </p>
          <p className="text-slate-700">{offer.terms}</p>
        </div>
      )}
      {trialDays > 0 && (
        <p className="mt-2 w-fit rounded-full bg-green-50 px-2.5 py-0.5 text-sm font-semibold text-green-800 ring-1 ring-green-600/30">
          {t("plans.trial.badge", { days: trialDays })}
        </p>
      )}
      <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
        {planFeatures[tier].map((feature) => (
          <li key={feature} className="flex gap-2">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="mt-0.5 h-4 w-4 shrink-0 text-brand-600"
              fill="currentColor"
            >
              <path d="M7.7 13.3 4.4 10l-1.1 1.1 4.4 4.4 9-9-1.1-1.1z" />
            </svg>
            <Link to={benefitPath(feature, username)} className="underline-offset-2 hover:underline">
              {t(`plans.features.${tier}.${feature}`)}
            </Link>
          </li>
        ))}
      </ul>
      {action && <div className="mt-6">{action}</div>}
    </li>
  );
}
