// What a plan card offers this viewer: a plan is a tier billed monthly or yearly, compared with the
// plan they hold with the creator and the one a switch has scheduled (domain planChange).
import { planChange, samePlan, type BillingInterval, type Plan } from "../../../domain/billing-intervals";
import { tierRank, type PaidTier, type Tier } from "../../../domain/memberships";

export type PlanChoice =
  /** Their plan (disabled 'Current Plan'). */
  | "current"
  /** A lower plan their plan already includes. */
  | "included"
  /** A visitor: log in first. */
  | "logIn"
  /** No paid membership yet: the provider's checkout. */
  | "subscribe"
  /** Takes nothing away (tier not lower, billing not shorter): at once, charged now. */
  | "upgrade"
  /** Anything else (a lower tier, or monthly after yearly): at the end of the paid period. */
  | "switch"
  /** Another plan is scheduled for the period's end: keep this one instead. */
  | "keep"
  /** The plan a scheduled switch leads to. */
  | "scheduled"
  /** The paid plan a running pause brings back by itself (disabled 'Paused'). */
  | "paused"
  /** The creator's payouts are not verified: no paid plan can be bought from them yet. */
  | "notTaking"
  /** The generic plans page, signed in: prices are per creator, so a creator is picked first. */
  | "pickCreator";

/**
 * Whether paid plans can be bought on this page: a creator who takes paid members, one who does
 * not yet (payouts not verified), or no creator chosen (the generic /subscription page).
 */
export type PaidPlans = "offered" | "notTaken" | "noCreator";

export interface ViewerPlan {
  /** No membership counts as the free plan. */
  currentTier: Tier;
  /** How their paid plan is billed (month when they have none). */
  currentInterval: BillingInterval;
  isSignedIn: boolean;
  /** The plan waiting for the end of the paid period, if any. */
  scheduled: Plan | null;
  /** Cancelled (or unfollowed): nothing renews, so there is nothing to switch down to. */
  isEnding: boolean;
  /** Paused: on the free plan until this monthly plan comes back. */
  pausedTier: PaidTier | null;
}

/** A card's plan: Rookie is free, so how it is billed does not matter. */
export interface ShownPlan {
  tier: Tier;
  interval: BillingInterval;
}

const isPaid = (plan: ShownPlan): plan is Plan => plan.tier !== "rookie";

export function planChoice(plan: ShownPlan, viewer: ViewerPlan, paidPlans: PaidPlans = "offered"): PlanChoice {
  const current: ShownPlan = { tier: viewer.currentTier, interval: viewer.currentInterval };
  if (!isPaid(plan)) return isPaid(current) ? "included" : "current";
  // Only monthly plans pause, so the plan that comes back is billed monthly.
  if (viewer.pausedTier === plan.tier && plan.interval === "month") return "paused";
  if (!isPaid(current)) {
    if (paidPlans === "notTaken") return "notTaking";
    if (!viewer.isSignedIn) return "logIn";
    return paidPlans === "noCreator" ? "pickCreator" : "subscribe";
  }
  const change = planChange(current, plan);
  if (change === "none") return viewer.scheduled ? "keep" : "current";
  if (change === "downgrade") {
    // Nothing renews, so no next period to switch: a lower tier is simply part of what they hold.
    if (viewer.isEnding && tierRank(plan.tier) <= tierRank(current.tier)) return "included";
    return viewer.scheduled && samePlan(viewer.scheduled, plan) ? "scheduled" : "switch";
  }
  // What they hold stays manageable; only buying more waits for the creator's payouts.
  return paidPlans === "notTaken" ? "notTaking" : "upgrade";
}

/** What a change between two paid plans alters, which decides how it is worded. */
export type ChangeShape = "tier" | "interval" | "both";

export const changeShape = (from: Plan, to: Plan): ChangeShape =>
  from.tier === to.tier ? "interval" : from.interval === to.interval ? "tier" : "both";

/** The viewer's current paid plan, or null on the free plan. */
export const currentPlanOf = (viewer: Pick<ViewerPlan, "currentTier" | "currentInterval">): Plan | null =>
  viewer.currentTier === "rookie" ? null : { tier: viewer.currentTier, interval: viewer.currentInterval };

/** A change the viewer is asked to confirm: to this plan, at once (upgrade) or at the period's end (switch). */
export interface PendingChange {
  kind: "upgrade" | "switch";
  plan: Plan;
}

/** Which group of plans.change.* strings words a change (an upgrade to monthly cannot happen). */
export function changeCopy(kind: PendingChange["kind"], from: Plan, to: Plan) {
  const shape = changeShape(from, to);
  if (shape === "tier") return kind;
  if (kind === "upgrade") return shape === "interval" ? "toYearly" : "upgradeYearly";
  if (shape === "interval") return "toMonthly";
  return to.interval === "year" ? "switchYearly" : "switchMonthly";
}
