// What a follower can do with one of their memberships, and what it needs to be told about it.
import type { OwnMembership } from "../../../domain/billing";
import type { BillingInterval } from "../../../domain/billing-intervals";
import type { PaidTier } from "../../../domain/memberships";

type MembershipFacts = Pick<
  OwnMembership,
  | "tier"
  | "interval"
  | "status"
  | "isActive"
  | "cancelAtPeriodEnd"
  | "scheduledTier"
  | "scheduledInterval"
  | "leavesAtPeriodEnd"
  | "trialEndsAt"
  | "pause"
  | "giftEndsAt"
>;

/** Nothing renews: the follower cancelled, or unfollowed (which cancels too). */
export const endsAtPeriodEnd = (membership: Pick<OwnMembership, "cancelAtPeriodEnd" | "leavesAtPeriodEnd">) =>
  membership.cancelAtPeriodEnd || membership.leavesAtPeriodEnd;

export interface MembershipOptions {
  /** A live paid membership: its plan can change, and it can be cancelled or resumed. */
  isPaid: boolean;
  /**
   * A gift's tier with no paid membership behind it: nothing to cancel, pause or change (the server
   * refuses) until it ends and the membership goes back to the free follow.
   */
  isGift: boolean;
  /** A paid membership that renews, or a paused one (which then ends at once). */
  canCancel: boolean;
  canResume: boolean;
  /**
   * Can be paused instead of cancelled: a plain monthly plan that renews, paid (no trial, no failed
   * renewal), with no plan change waiting and no pause set. The server refuses anything else.
   */
  canPause: boolean;
  /** A pause starts when the paid period ends: it can be undone, and the plan cannot change meanwhile. */
  pauseScheduled: boolean;
  /** A free follow until the pause ends, when the paid tier comes back (and is charged). */
  isPaused: boolean;
  /** The provider is retrying a failed renewal; access stays while it does. */
  isPastDue: boolean;
  /** A switch to another plan that waits for the end of the paid period: its tier and interval, or both null. */
  scheduledTier: PaidTier | null;
  scheduledInterval: BillingInterval | null;
}

/** A gift's tier with no paid membership behind it (see MembershipOptions.isGift). */
export const isGiftOnly = (membership: Pick<OwnMembership, "tier" | "isActive" | "interval" | "giftEndsAt">) =>
  membership.tier !== "rookie" && membership.isActive && membership.interval === null && membership.giftEndsAt !== null;

export function membershipOptions(membership: MembershipFacts): MembershipOptions {
  const isGift = isGiftOnly(membership);
  const isPaid = membership.tier !== "rookie" && membership.isActive && !isGift;
  const isEnding = endsAtPeriodEnd(membership);
  const { pause } = membership;
  // Paused, the membership is a free follow (tier rookie) that still has a subscription to end.
  const isPaused = membership.isActive && pause?.phase === "paused";
  return {
    isPaid,
    isGift,
    canCancel: (isPaid && !isEnding) || isPaused,
    canResume: isPaid && isEnding,
    canPause:
      isPaid &&
      !isEnding &&
      membership.interval === "month" &&
      membership.status === "active" &&
      membership.trialEndsAt === null &&
      membership.scheduledTier === null &&
      pause === null,
    pauseScheduled: isPaid && !isEnding && pause?.phase === "scheduled",
    isPaused,
    isPastDue: isPaid && membership.status === "past_due",
    // A cancellation wins over a pending downgrade: nothing renews.
    ...(isPaid && !isEnding && membership.scheduledTier
      ? {
          scheduledTier: membership.scheduledTier,
          scheduledInterval: membership.scheduledInterval ?? membership.interval ?? "month",
        }
      : { scheduledTier: null, scheduledInterval: null }),
  };
}

/**
 * How a scheduled switch is worded: a new tier ("Switches to PRO"), a new billing interval only
 * ("Switches to monthly billing"), or both ("Switches to PRO, billed monthly").
 */
export function scheduledChange(
  membership: Pick<OwnMembership, "tier" | "interval">,
  options: Pick<MembershipOptions, "scheduledTier" | "scheduledInterval">,
) {
  const { scheduledTier: tier, scheduledInterval: interval } = options;
  if (!tier || !interval) return null;
  const keepsInterval = interval === (membership.interval ?? "month");
  if (tier !== membership.tier) return { tier, interval, shape: keepsInterval ? "tier" : "both" } as const;
  return keepsInterval ? null : ({ tier, interval, shape: "interval" } as const);
}
