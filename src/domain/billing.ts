// Paid memberships: what a provider's subscription means for a membership, which way a
// plan change goes, payout account states, and the billing API's payloads.
import { z } from "zod";
import type { ImageUrls } from "./images";
import { paidTiers, tierRank, type PaidTier, type Tier } from "./memberships";

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
      /** A downgrade that takes effect when the paid period ends. */
      scheduledTier: PaidTier | null;
    }
  /** No live subscription: the follower keeps the free follow, unless they asked to leave. */
  | { kind: "ended" };

export interface SubscriptionFacts {
  status: SubscriptionStatus;
  tier: PaidTier;
  scheduledTier: PaidTier | null;
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
    // A cancellation wins over a pending downgrade: nothing renews.
    scheduledTier:
      subscription.cancelAtPeriodEnd || subscription.scheduledTier === subscription.tier
        ? null
        : subscription.scheduledTier,
  };
}

/**
 * PRO to ALL STAR takes effect at once with the prorated difference charged; ALL STAR to PRO
 * waits for the end of the paid period (DECISIONS.md, downgrade and cancel).
 */
export function planChange(from: PaidTier, to: PaidTier): "upgrade" | "downgrade" | "none" {
  if (from === to) return "none";
  return tierRank(to) > tierRank(from) ? "upgrade" : "downgrade";
}

/**
 * The prorated difference for an upgrade: the new price minus the old, for the part of the
 * paid period still ahead, rounded to the cent. Never negative.
 */
export function proratedUpgradeCents(options: {
  fromCents: number;
  toCents: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}) {
  const total = options.periodEnd.getTime() - options.periodStart.getTime();
  const left = Math.min(Math.max(options.periodEnd.getTime() - options.now.getTime(), 0), total);
  if (total <= 0 || options.toCents <= options.fromCents) return 0;
  return Math.round(((options.toCents - options.fromCents) * left) / total);
}

/** `days` whole days of 24 hours later: a retry's date, a free trial's end. */
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** One calendar month later, kept on the same day where the month has it (Jan 31 -> Feb 28/29). */
export function addOneMonth(date: Date) {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

// ---- API payloads -------------------------------------------------------------------------

export const checkoutRequestSchema = z.object({
  /** The creator's username. */
  creator: z.string().trim().min(1).max(64),
  tier: z.enum(paidTiers),
  /** The page the follower started from, for the creator's analytics. */
  source: z.enum(["profile", "explore", "home"]).optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const changeTierSchema = z.object({ tier: z.enum(paidTiers) });
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
  /** A downgrade waiting for the end of the paid period. */
  scheduledTier: PaidTier | null;
  /** The follower unfollowed: when the paid period ends the membership ends too (no free follow left). */
  leavesAtPeriodEnd: boolean;
  /** In a free trial until this date, when the first charge is made (none if cancelled). Null otherwise. */
  trialEndsAt: string | null;
}

/** GET /api/me/payout-account. */
export interface PayoutAccountResponse {
  status: PayoutStatus;
  onboardedAt: string | null;
  country: typeof PAYOUT_COUNTRY;
}
