// What the member's lists say of offers (decision 027): the discount running on the membership,
// and the creator's retention offer when the cancel dialog may make it. Joined into the list's one
// query (the live subscription by the pair's index, the offers by their own), so a list of any
// length is still one query.
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { liveSubscriptionStatuses } from "../../../domain/billing";
import type { BillingInterval } from "../../../domain/billing-intervals";
import type { Tier } from "../../../domain/memberships";
import type { MembershipDiscount, RetentionOffer } from "../../../domain/offers";
import type { Database } from "../../db/client";
import { leavesMinimumCharge, offerDiscountOf } from "../../db/offer-discount";
import { creatorPrices, memberships, offers, subscriptions } from "../../db/schema";

export const discountOffer = alias(offers, "discount_offer");
export const retentionOffer = alias(offers, "retention_offer");

/** The pair's live subscription, as the sync picks it (the latest period), with what its price costs. */
export const liveSubscription = (db: Database) =>
  db
    .select({
      status: subscriptions.status,
      currentPeriodStart: subscriptions.currentPeriodStart,
      offerId: subscriptions.offerId,
      discountEndsAt: subscriptions.discountEndsAt,
      priceCents: creatorPrices.amountCents,
    })
    .from(subscriptions)
    .leftJoin(
      creatorPrices,
      and(eq(creatorPrices.provider, subscriptions.provider), eq(creatorPrices.priceId, subscriptions.priceId)),
    )
    .where(
      and(
        eq(subscriptions.followerId, memberships.followerId),
        eq(subscriptions.creatorId, memberships.creatorId),
        inArray(subscriptions.status, liveSubscriptionStatuses),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1)
    .as("live");

export type LiveSubscription = ReturnType<typeof liveSubscription>;

/** The running retention offer for the membership's tier: at most one (offers_one_retention). */
export const retentionOfferJoin = and(
  eq(retentionOffer.creatorId, memberships.creatorId),
  eq(retentionOffer.purpose, "retention"),
  isNull(retentionOffer.endedAt),
  eq(retentionOffer.tier, memberships.tier),
);

/** The columns the list selects for offers, from the live subscription and the two offers joined. */
export const offerColumns = (live: LiveSubscription) => ({
  liveStatus: live.status,
  liveCurrentPeriodStart: live.currentPeriodStart,
  liveOfferId: live.offerId,
  discountEndsAt: live.discountEndsAt,
  priceCents: live.priceCents,
  discountPercentOff: discountOffer.percentOff,
  discountAmountOffCents: discountOffer.amountOffCents,
  retentionOfferId: retentionOffer.id,
  retentionPercentOff: retentionOffer.percentOff,
  retentionAmountOffCents: retentionOffer.amountOffCents,
  retentionMonths: retentionOffer.months,
  // Once per member and creator, ever: any retention offer of theirs this follower redeemed.
  // Read by the offers' creator index, then the redemptions' (offer, follower) index.
  hasTakenRetentionOffer: sql<boolean>`(${retentionOffer.id} is not null and exists (
    select 1 from offers taken join offer_redemptions redeemed on redeemed.offer_id = taken.id
    where taken.creator_id = ${memberships.creatorId} and taken.purpose = 'retention'
      and redeemed.follower_id = ${memberships.followerId}))`,
});

/** A list row's fields that decide what it says of offers. */
interface OfferFields {
  tier: Tier;
  interval: BillingInterval | null;
  scheduledTier: string | null;
  scheduledInterval: BillingInterval | null;
  pauseStartsAt: Date | null;
  pausedTier: string | null;
  liveStatus: string | null;
  liveCurrentPeriodStart: Date | null;
  liveOfferId: string | null;
  discountEndsAt: Date | null;
  priceCents: number | null;
  discountPercentOff: number | null;
  discountAmountOffCents: number | null;
  retentionOfferId: string | null;
  retentionPercentOff: number | null;
  retentionAmountOffCents: number | null;
  retentionMonths: number | null;
  hasTakenRetentionOffer: boolean;
}

/**
 * Whether the live subscription's offer still discounts: its window ends after the current period
 * began. By the provider's period rather than our clock, as a pause's phase is, so the sandbox's
 * moved clock and ours agree.
 */
const isDiscountRunning = (row: OfferFields) =>
  row.liveOfferId !== null &&
  row.liveCurrentPeriodStart !== null &&
  (row.discountEndsAt === null || row.liveCurrentPeriodStart < row.discountEndsAt);

export function membershipDiscount(row: OfferFields): MembershipDiscount | null {
  if (!isDiscountRunning(row) || (row.discountPercentOff === null && row.discountAmountOffCents === null)) return null;
  return {
    discount: offerDiscountOf({ percentOff: row.discountPercentOff, amountOffCents: row.discountAmountOffCents }),
    endsAt: row.discountEndsAt?.toISOString() ?? null,
  };
}

/**
 * The creator's retention offer, when the cancel dialog may make it: to a plain monthly membership
 * (paying, not a trial, not past due, no pause, no plan change waiting, no discount running) of a
 * member who never took one from this creator. A cancellation at the period end does not stop it:
 * taking it keeps the membership.
 */
export function retentionOfferFor(row: OfferFields): RetentionOffer | null {
  if (row.retentionOfferId === null || row.hasTakenRetentionOffer) return null;
  const isPlainMonthly =
    row.tier !== "rookie" &&
    row.liveStatus === "active" &&
    row.interval === "month" &&
    row.pauseStartsAt === null &&
    row.pausedTier === null &&
    row.scheduledTier === null &&
    row.scheduledInterval === null;
  if (!isPlainMonthly || isDiscountRunning(row)) return null;
  const discount = offerDiscountOf({
    percentOff: row.retentionPercentOff,
    amountOffCents: row.retentionAmountOffCents,
  });
  // The member's own price, which may be older than the one the offer was checked against.
  if (row.priceCents === null || !leavesMinimumCharge(row.priceCents, discount)) return null;
  return { id: row.retentionOfferId, discount, months: row.retentionMonths };
}
