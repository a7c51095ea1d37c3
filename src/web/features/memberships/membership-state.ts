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
>;

/** Nothing renews: the follower cancelled, or unfollowed (which cancels too). */
export const endsAtPeriodEnd = (membership: Pick<OwnMembership, "cancelAtPeriodEnd" | "leavesAtPeriodEnd">) =>
  membership.cancelAtPeriodEnd || membership.leavesAtPeriodEnd;

export interface MembershipOptions {
  /** A live paid membership: its plan can change, and it can be cancelled or resumed. */
  isPaid: boolean;
  canCancel: boolean;
  canResume: boolean;
  /** The provider is retrying a failed renewal; access stays while it does. */
  isPastDue: boolean;
  /** A switch to another plan that waits for the end of the paid period: its tier and interval, or both null. */
  scheduledTier: PaidTier | null;
  scheduledInterval: BillingInterval | null;
}

export function membershipOptions(membership: MembershipFacts): MembershipOptions {
  const isPaid = membership.tier !== "rookie" && membership.isActive;
  const isEnding = endsAtPeriodEnd(membership);
  return {
    isPaid,
    canCancel: isPaid && !isEnding,
    canResume: isPaid && isEnding,
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
