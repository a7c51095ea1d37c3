// The plan page's billing period (Monthly or Yearly) and what each card shows in it: a tier sold
// by the year shows its yearly plan in the Yearly view; one sold monthly only stays monthly.
import type { BillingInterval, YearlyPlan } from "../../../domain/billing-intervals";
import type { PaidTier, Tier } from "../../../domain/memberships";
import type { ShownPlan } from "./plan-choice";

export type YearlyPlans = Record<PaidTier, YearlyPlan | null>;

export const sellsYearly = (yearlyPlans: YearlyPlans) => yearlyPlans.pro !== null || yearlyPlans.all_star !== null;

const isInterval = (value: string | null): value is BillingInterval => value === "month" || value === "year";

/**
 * The period the page shows: the one in the URL (?interval=year), else how the member pays now,
 * else monthly; always monthly when the creator sells no yearly plan.
 */
export function shownInterval(
  yearlyPlans: YearlyPlans,
  param: string | null,
  memberInterval: BillingInterval | null | undefined,
): BillingInterval {
  if (!sellsYearly(yearlyPlans)) return "month";
  return isInterval(param) ? param : (memberInterval ?? "month");
}

export interface CardPlan {
  plan: ShownPlan;
  /** What the plan costs per its own interval (per year for a yearly plan). */
  priceCents: number;
  /** The yearly plan shown, for its saving and discount. */
  yearly: YearlyPlan | null;
  /** The Yearly view, for a tier the creator sells by the month only. */
  isMonthlyOnly: boolean;
}

export function cardPlan(
  tier: Tier,
  view: BillingInterval,
  monthlyCents: Record<Tier, number>,
  yearlyPlans: YearlyPlans,
): CardPlan {
  const yearly = tier === "rookie" || view === "month" ? null : yearlyPlans[tier];
  if (yearly) return { plan: { tier, interval: "year" }, priceCents: yearly.priceCents, yearly, isMonthlyOnly: false };
  return {
    plan: { tier, interval: "month" },
    priceCents: monthlyCents[tier],
    yearly: null,
    isMonthlyOnly: view === "year" && tier !== "rookie",
  };
}
