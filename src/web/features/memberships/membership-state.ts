// What a follower can do with one of their memberships, and what it needs to be told about it.
import type { OwnMembership } from "../../../domain/billing";
import type { PaidTier } from "../../../domain/memberships";

type MembershipFacts = Pick<
  OwnMembership,
  "tier" | "status" | "isActive" | "cancelAtPeriodEnd" | "scheduledTier" | "leavesAtPeriodEnd"
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
  /** A switch to a lower tier that waits for the end of the paid period. */
  scheduledTier: PaidTier | null;
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
    scheduledTier: isPaid && !isEnding ? membership.scheduledTier : null,
  };
}
