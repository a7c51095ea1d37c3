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
  | "scheduled";

export interface ViewerPlan {
  /** No membership counts as the free plan. */
  currentTier: Tier;
  isSignedIn: boolean;
  scheduledTier: PaidTier | null;
  /** Cancelled (or unfollowed): nothing renews, so there is nothing to switch down to. */
  isEnding: boolean;
}

export function planChoice(tier: Tier, viewer: ViewerPlan): PlanChoice {
  if (tier === viewer.currentTier) return viewer.scheduledTier ? "keep" : "current";
  if (isBelow(tier, viewer.currentTier)) {
    if (tier === "rookie" || viewer.isEnding) return "included";
    return viewer.scheduledTier === tier ? "scheduled" : "switch";
  }
  if (!viewer.isSignedIn) return "logIn";
  return viewer.currentTier === "rookie" ? "subscribe" : "upgrade";
}
