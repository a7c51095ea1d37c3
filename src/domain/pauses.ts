// A pause instead of a cancellation (issue 25): a member of a monthly plan stops paying for 1, 2
// or 3 months. The paid period runs out first, so access stops at its end; billing comes back by
// itself when the pause is over. The pause is a window of billing periods, read from the
// provider's subscription like everything else, so it needs no clock of its own.
import { z } from "zod";
import { addOneMonth, membershipFromSubscription, type PaidMembershipState, type SubscriptionFacts } from "./billing";
import type { PaidTier } from "./memberships";

export const pauseMonths = [1, 2, 3] as const;
export type PauseMonths = (typeof pauseMonths)[number];

/** Body of POST /api/me/memberships/:username/pause. */
export const pauseRequestSchema = z.object({
  months: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type PauseRequest = z.infer<typeof pauseRequestSchema>;

/** The billing periods that are not charged: those starting from `startsAt` and before `resumesAt`. */
export interface PauseWindow {
  startsAt: Date;
  resumesAt: Date;
}

/**
 * A pause asked for during a paid period starts when that period ends and lasts `months` monthly
 * periods. The end steps month by month, as the sandbox's billing cycle does (Jan 31 for two
 * months: Feb 28, then Mar 28). Stripe keeps the anchor day (Mar 31), so there the window still
 * ends before the renewal that charges again; only the date shown can be up to three days early.
 */
export function pauseWindow(periodEnd: Date, months: PauseMonths): PauseWindow {
  let resumesAt = periodEnd;
  for (let month = 0; month < months; month++) resumesAt = addOneMonth(resumesAt);
  return { startsAt: periodEnd, resumesAt };
}

/**
 * Where a subscription stands with its pause, from the period it is in: still in the paid period
 * before it ("scheduled"), in an unpaid period of it ("paused"), or back to paying ("over").
 */
export type PausePhase = "scheduled" | "paused" | "over";

export function pausePhase(window: PauseWindow, currentPeriodStart: Date): PausePhase {
  if (currentPeriodStart < window.startsAt) return "scheduled";
  return currentPeriodStart < window.resumesAt ? "paused" : "over";
}

/** A paused membership grants nothing beyond the free follow; a scheduled pause changes nothing yet. */
export type PausableMembershipState =
  | (Extract<PaidMembershipState, { kind: "paid" }> & { pause: PauseWindow | null })
  | { kind: "paused"; tier: PaidTier; pause: PauseWindow }
  | { kind: "ended" };

/**
 * membershipFromSubscription, with the pause: in an unpaid period of it the member is paused (a
 * free follow that knows which tier comes back, and when). Cancelled during a pause, nothing comes
 * back: that is an ended membership.
 */
export function membershipWithPause(
  subscription: (SubscriptionFacts & { pause: PauseWindow | null }) | null,
): PausableMembershipState {
  const state = membershipFromSubscription(subscription);
  if (state.kind === "ended" || !subscription?.pause) return state.kind === "ended" ? state : { ...state, pause: null };
  const phase = pausePhase(subscription.pause, subscription.currentPeriodStart);
  if (phase === "over") return { ...state, pause: null };
  if (phase === "scheduled") return { ...state, pause: subscription.pause };
  if (subscription.cancelAtPeriodEnd) return { kind: "ended" };
  return { kind: "paused", tier: subscription.tier, pause: subscription.pause };
}
