// What a plan card offers this viewer, from their current tier with the creator.
import type { PaidTier, Tier } from "../../../domain/memberships";
import { isBelow } from "./plan-features";

export type PlanChoice =
  /** Their plan (disabled 'Current Plan'). */
  | "current"
  /** A lower plan their plan already includes. */
  | "included"
  /** A visitor: log in first. */
  | "logIn"
  /** No paid membership yet: the provider's checkout. */
  | "subscribe"
  /** PRO to ALL STAR: at once, the prorated difference charged now. */
  | "upgrade"
  /** ALL STAR to PRO: at the end of the paid period. */
  | "switch"
  /** ALL STAR with a switch to PRO scheduled: keep ALL STAR instead. */
  | "keep"
  /** The plan a scheduled switch leads to. */
  | "scheduled"
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
  isSignedIn: boolean;
  scheduledTier: PaidTier | null;
  /** Cancelled (or unfollowed): nothing renews, so there is nothing to switch down to. */
  isEnding: boolean;
}

export function planChoice(tier: Tier, viewer: ViewerPlan, paidPlans: PaidPlans = "offered"): PlanChoice {
  if (tier === viewer.currentTier) return viewer.scheduledTier ? "keep" : "current";
  if (isBelow(tier, viewer.currentTier)) {
    if (tier === "rookie" || viewer.isEnding) return "included";
    return viewer.scheduledTier === tier ? "scheduled" : "switch";
  }
  // What they hold stays manageable above; only a new or higher paid plan waits for payouts.
  if (paidPlans === "notTaken") return "notTaking";
  if (!viewer.isSignedIn) return "logIn";
  if (paidPlans === "noCreator") return "pickCreator";
  return viewer.currentTier === "rookie" ? "subscribe" : "upgrade";
}
