// Annual billing (issue 25): a creator may sell each paid tier by the year as well as by the
// month, at a discount of 0-40% on twelve months. A plan is a tier and how often it is billed.
import { tierRank, type PaidTier } from "./memberships";

export const billingIntervals = ["month", "year"] as const;
export type BillingInterval = (typeof billingIntervals)[number];

export const YEARLY_DISCOUNT_MAX_PERCENT = 40;

/** Each paid tier's yearly discount in whole percent; null when the tier is sold by the month only. */
export type YearlyDiscounts = Record<PaidTier, number | null>;

/** Twelve months at the monthly price, less the discount, to the nearest cent. */
export const yearlyPriceCents = (monthlyCents: number, discountPercent: number) =>
  Math.round((monthlyCents * 12 * (100 - discountPercent)) / 100);

/** What a year costs less than twelve months: the saving the plan page shows in money. */
export const yearlySavingCents = (monthlyCents: number, yearlyCents: number) => monthlyCents * 12 - yearlyCents;

/** A creator's yearly plan for one tier, as the public profile offers it. */
export interface YearlyPlan {
  priceCents: number;
  discountPercent: number;
  savingCents: number;
}

export function yearlyPlan(monthlyCents: number, discountPercent: number | null): YearlyPlan | null {
  if (discountPercent === null) return null;
  const priceCents = yearlyPriceCents(monthlyCents, discountPercent);
  return { priceCents, discountPercent, savingCents: yearlySavingCents(monthlyCents, priceCents) };
}

/** What a membership is billed: a tier, monthly or yearly. */
export interface Plan {
  tier: PaidTier;
  interval: BillingInterval;
}

const intervalRank: Record<BillingInterval, number> = { month: 0, year: 1 };

export const samePlan = (a: Plan, b: Plan) => a.tier === b.tier && a.interval === b.interval;

/**
 * Which way a plan change goes (DECISIONS.md, downgrade and cancel, extended to yearly plans): a
 * change that takes nothing away (the tier not lower, the billing not shorter) happens at once with
 * the prorated difference charged; anything else waits for the end of the paid period, so money
 * already paid is never turned into a credit.
 */
export function planChange(from: Plan, to: Plan): "upgrade" | "downgrade" | "none" {
  if (samePlan(from, to)) return "none";
  const keepsTier = tierRank(to.tier) >= tierRank(from.tier);
  const keepsInterval = intervalRank[to.interval] >= intervalRank[from.interval];
  return keepsTier && keepsInterval ? "upgrade" : "downgrade";
}
