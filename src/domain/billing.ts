// Paid memberships: what a provider's subscription means for a membership, which way a
// plan change goes, payout account states, and the billing API's payloads.
import { z } from "zod";
import type { ImageUrls } from "./images";
import { billingIntervals, type BillingInterval } from "./billing-intervals";
import { addMonths } from "./calendar-months";
import { paidTiers, type PaidTier, type Tier } from "./memberships";
import type { MembershipDiscount, RetentionOffer } from "./offers";

/** A creator's payout connection with the payment provider (spec 4). */
export const payoutStatuses = ["not_connected", "pending", "verified", "restricted"] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** Only a verified payout account can receive the 70% of a membership. */
export const canReceivePayouts = (status: PayoutStatus) => status === "verified";

/** Payout onboarding runs in the United States first (spec 7 and 9). */
export const PAYOUT_COUNTRY = "US";

/** A provider subscription's status (Stripe's words; the sandbox uses the same). */
export const subscriptionStatuses = [
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "unpaid",
  "canceled",
  "paused",
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * Live subscriptions grant their tier. past_due still does: the provider is retrying the card,
 * and access ends only when it gives up (DECISIONS.md, failed renewal).
 */
export const liveSubscriptionStatuses = [
  "trialing",
  "active",
  "past_due",
] as const satisfies readonly SubscriptionStatus[];
export const isLiveSubscription = (status: SubscriptionStatus) =>
  (liveSubscriptionStatuses as readonly string[]).includes(status);

/** What a membership becomes from the follower's live subscription with the creator, if any. */
export type PaidMembershipState =
  | {
      kind: "paid";
      tier: PaidTier;
      status: "active" | "past_due";
      currentPeriodStart: Date;
      currentPeriodEnd: Date;
      cancelAtPeriodEnd: boolean;
      interval: BillingInterval;
      /** A downgrade that takes effect when the paid period ends: its tier and interval, or both null. */
      scheduledTier: PaidTier | null;
      scheduledInterval: BillingInterval | null;
    }
  /** No live subscription: the follower keeps the free follow, unless they asked to leave. */
  | { kind: "ended" };

export interface SubscriptionFacts {
  status: SubscriptionStatus;
  tier: PaidTier;
  interval: BillingInterval;
  scheduledTier: PaidTier | null;
  scheduledInterval: BillingInterval | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

export function membershipFromSubscription(subscription: SubscriptionFacts | null): PaidMembershipState {
  if (!subscription || !isLiveSubscription(subscription.status)) return { kind: "ended" };
  return {
    kind: "paid",
    tier: subscription.tier,
    status: subscription.status === "past_due" ? "past_due" : "active",
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    interval: subscription.interval,
    ...scheduledPlan(subscription),
  };
}

/** The plan waiting for the period's end, if it is another one. A cancellation wins: nothing renews. */
function scheduledPlan(subscription: SubscriptionFacts) {
  const { tier, interval, scheduledTier, scheduledInterval } = subscription;
  const next = scheduledTier ? { tier: scheduledTier, interval: scheduledInterval ?? interval } : null;
  if (!next || subscription.cancelAtPeriodEnd || (next.tier === tier && next.interval === interval))
    return { scheduledTier: null, scheduledInterval: null };
  return { scheduledTier: next.tier, scheduledInterval: next.interval };
}

/**
 * What an upgrade charges now: the new price for the part of the paid period still ahead, less
 * the old price for that part, each to the cent, never negative. A move to a longer billing interval
 * starts a new period at once, as Stripe does: the whole new price, less the unused old time.
 */
export function proratedUpgradeCents(options: {
  fromCents: number;
  toCents: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
  /** The billing interval changes, so a new period starts now. */
  startsNewPeriod?: boolean;
}) {
  const total = options.periodEnd.getTime() - options.periodStart.getTime();
  if (total <= 0) return options.startsNewPeriod ? options.toCents : 0;
  const left = Math.min(Math.max(options.periodEnd.getTime() - options.now.getTime(), 0), total);
  // Rounded line by line, as Stripe's invoice does: the unused old time and the new time left.
  const unusedCents = Math.round((options.fromCents * left) / total);
  if (options.startsNewPeriod) return Math.max(options.toCents - unusedCents, 0);
  if (options.toCents <= options.fromCents) return 0;
  return Math.round((options.toCents * left) / total) - unusedCents;
}

/** `days` whole days of 24 hours later: a retry's date, a free trial's end. */
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

export const addOneMonth = (date: Date) => addMonths(date, 1);

/** One calendar year later (Feb 29 -> Feb 28). */
export const addOneYear = (date: Date) => addMonths(date, 12);

/** The end of a billing period that starts at `date`. */
export const addInterval = (date: Date, interval: BillingInterval) =>
  interval === "year" ? addOneYear(date) : addOneMonth(date);

// ---- API payloads -------------------------------------------------------------------------

export const checkoutRequestSchema = z.object({
  /** The creator's username. */
  creator: z.string().trim().min(1).max(64),
  tier: z.enum(paidTiers),
  /** Billed monthly unless a yearly plan is asked for (and the creator sells one). */
  interval: z.enum(billingIntervals).optional(),
  /** The page the follower started from, for the creator's analytics. */
  source: z.enum(["profile", "explore", "home"]).optional(),
  /** An offer's code (domain/offers), typed or from an offer link; any case. */
  offer: z.string().trim().min(1).max(64).optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const changeTierSchema = z.object({
  tier: z.enum(paidTiers),
  /** The billing interval to change to; the current one when left out. */
  interval: z.enum(billingIntervals).optional(),
});
export type ChangeTierRequest = z.infer<typeof changeTierSchema>;

/** POST /api/billing/checkout, /api/billing/portal, /api/me/payout-account/link. */
export interface RedirectResponse {
  url: string;
}

/** POST /api/billing/checkout/:sessionId/sync: where the checkout the follower came back from stands. */
export interface CheckoutSyncResponse {
  status: "open" | "complete" | "expired";
  creator: { username: string };
  tier: PaidTier;
}

/** A follower's membership with one creator, as /api/me/memberships lists it. */
export interface OwnMembership {
  creator: { username: string; avatarUrls: ImageUrls | null };
  tier: Tier;
  status: "active" | "past_due" | "canceled";
  /** Whether it grants its tier right now. */
  isActive: boolean;
  subscribedAt: string;
  /** End of the paid period: the renewal date, or the last day when cancelAtPeriodEnd. Null for free follows. */
  renewsAt: string | null;
  cancelAtPeriodEnd: boolean;
  /** How often it is billed; null for free follows. */
  interval: BillingInterval | null;
  /** A downgrade waiting for the end of the paid period: its tier and interval (set together). */
  scheduledTier: PaidTier | null;
  scheduledInterval: BillingInterval | null;
  /** The follower unfollowed: when the paid period ends the membership ends too (no free follow left). */
  leavesAtPeriodEnd: boolean;
  /** In a free trial until this date, when the first charge is made (none if cancelled). Null otherwise. */
  trialEndsAt: string | null;
  /** A pause waiting for the paid period's end, or running (then `tier` is rookie until it resumes). */
  pause: MembershipPause | null;
  /** An offer's discount on its invoices (domain/offers), while it lasts. */
  discount: MembershipDiscount | null;
  /** The creator's retention offer, when the cancel dialog may make it to this member; else null. */
  retentionOffer: RetentionOffer | null;
  /**
   * A gift (domain/gifts) gives the tier until this date. With no paid membership behind it
   * (`interval` null) the membership goes back to the free follow then, and nothing in it can be
   * managed (no cancel, pause or plan change); on a paid one it is the next charge's date.
   */
  giftEndsAt: string | null;
}

/** A member's pause as their lists show it: `tier` is the paid tier that comes back on `resumesAt`. */
export interface MembershipPause {
  phase: "scheduled" | "paused";
  tier: PaidTier;
  startsAt: string;
  resumesAt: string;
}

/** GET /api/me/payout-account. */
export interface PayoutAccountResponse {
  status: PayoutStatus;
  onboardedAt: string | null;
  country: typeof PAYOUT_COUNTRY;
}
