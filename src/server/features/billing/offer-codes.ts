// Promo codes as members meet them: the plan page's lookup (an offer link or a typed code) and
// checkout. We check the code, its end date, its limit and "once per member" ourselves; the
// provider only applies the coupon (decision 027).
import { and, count, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { Plan } from "../../../domain/billing-intervals";
import { normalizeOfferCode, OFFER_CODE_PATTERN, offerUnavailable, type PublicOffer } from "../../../domain/offers";
import { tierNames, type PaidTier } from "../../../domain/memberships";
import type { Database, Queryable } from "../../db/client";
import { leavesMinimumCharge, offerDiscountOf } from "../../db/offer-discount";
import { checkoutSessions, offerRedemptions, offers } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { findCreatorId } from "../memberships";
import { lockFor } from "./deps";
import { tierMonthlyCents, type OfferRow } from "./offers";

const offerNotFound = () => new AppError("offer_not_found", 404, "This offer code isn't valid.");
const offerUsedUp = () => new AppError("offer_used_up", 409, "This offer is no longer available.");

/**
 * The creator's promo offer with this code (any case), if a member can redeem it now. A code
 * ended and then given to a new offer names the new one.
 */
export async function redeemableOffer(db: Database, creatorId: string, typedCode: string, now = new Date()) {
  const code = normalizeOfferCode(typedCode);
  if (!OFFER_CODE_PATTERN.test(code)) throw offerNotFound();
  const [offer] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.creatorId, creatorId), eq(offers.purpose, "code"), eq(offers.code, code)))
    .orderBy(sql`${offers.endedAt} is null desc`, desc(offers.createdAt))
    .limit(1);
  if (!offer) throw offerNotFound();
  const unavailable = offerUnavailable(offer, now);
  if (unavailable === "ended") throw new AppError("offer_ended", 409, "This offer has ended.");
  if (unavailable === "used_up") throw offerUsedUp();
  // The creator lowered the price below what an amount off leaves: it would make the membership free.
  const tier = offer.tier as PaidTier;
  if (!leavesMinimumCharge(await tierMonthlyCents(db, creatorId, tier), offerDiscountOf(offer))) throw offerUsedUp();
  return offer;
}

/** GET /api/creators/:username/offers/:code: what the plan page shows for a code or an offer link. */
export async function getPublicOffer(db: Database, username: string, code: string): Promise<{ offer: PublicOffer }> {
  const offer = await redeemableOffer(db, await findCreatorId(db, username), code);
  return {
    offer: {
      code: offer.code!,
      tier: offer.tier as PaidTier,
      discount: offerDiscountOf(offer),
      months: offer.months,
      endsAt: offer.endsAt?.toISOString() ?? null,
    },
  };
}

/** The offer a checkout redeems: redeemable, and for this plan (its tier, billed monthly). */
export async function checkoutOffer(db: Database, creatorId: string, code: string, plan: Plan) {
  const offer = await redeemableOffer(db, creatorId, code);
  if (offer.tier !== plan.tier || plan.interval !== "month") {
    const name = tierNames[offer.tier as PaidTier];
    throw new AppError("offer_wrong_plan", 409, `This offer is for the ${name} monthly plan.`);
  }
  return offer;
}

/**
 * Under the pair's lock (checkout holds it): refuses an offer this follower used already, then,
 * under the offer's own lock, one whose redemptions and other members' open checkouts with it
 * reach its limit, so two last-minute checkouts cannot both take the last one.
 */
export async function claimOffer(tx: Queryable, offer: OfferRow, followerId: string, now = new Date()) {
  const redeemed = and(eq(offerRedemptions.offerId, offer.id), eq(offerRedemptions.followerId, followerId));
  // A checkout paid whose subscription is not synced yet has no redemption so far.
  const paid = and(
    eq(checkoutSessions.followerId, followerId),
    eq(checkoutSessions.creatorId, offer.creatorId),
    eq(checkoutSessions.offerId, offer.id),
    eq(checkoutSessions.status, "complete"),
  );
  const {
    rows: [used],
  } = await tx.execute<{ used: boolean }>(
    sql`select exists (select 1 from ${offerRedemptions} where ${redeemed})
      or exists (select 1 from ${checkoutSessions} where ${paid}) as used`,
  );
  if (used?.used) {
    throw new AppError("offer_already_redeemed", 409, "You have already used this offer.");
  }
  await lockFor(tx, `offer:${offer.id}`);
  const [current] = await tx.select().from(offers).where(eq(offers.id, offer.id));
  // Ended while the checkout was on its way.
  if (!current || offerUnavailable(current, now) === "ended") {
    throw new AppError("offer_ended", 409, "This offer has ended.");
  }
  if (current.redemptionLimit === null) return;
  const [pending] = await tx
    .select({ value: count() })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.offerId, offer.id),
        eq(checkoutSessions.status, "open"),
        gt(checkoutSessions.expiresAt, now),
        ne(checkoutSessions.followerId, followerId),
      ),
    );
  if (current.redemptions + (pending?.value ?? 0) >= current.redemptionLimit) throw offerUsedUp();
}
