// The provider's coupon for an offer on its tier's product: made the first time the offer is
// redeemed, then kept in offer_coupons, which also maps a subscription's or an invoice's coupon
// back to the offer when the sync reads it.
import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { offerDiscountOf } from "../../db/offer-discount";
import { creatorPrices, offerCoupons, offers } from "../../db/schema";
import type { BillingDeps } from "./deps";
import type { OfferRow } from "./offers";

/** The provider product a price of ours belongs to (a tier's prices share one). */
export async function productOfPrice(deps: BillingDeps, priceId: string) {
  const [row] = await deps.db
    .select({ productId: creatorPrices.productId })
    .from(creatorPrices)
    .where(and(eq(creatorPrices.provider, deps.payments.name), eq(creatorPrices.priceId, priceId)));
  if (!row) throw new Error(`price ${priceId} is not one of ours`);
  return row.productId;
}

/** The offer's coupon on this product at the provider, made once (the idempotency key makes a race harmless). */
export async function ensureOfferCoupon(deps: BillingDeps, offer: OfferRow, productId: string) {
  const provider = deps.payments.name;
  const key = and(
    eq(offerCoupons.offerId, offer.id),
    eq(offerCoupons.provider, provider),
    eq(offerCoupons.productId, productId),
  );
  const [known] = await deps.db.select({ couponId: offerCoupons.couponId }).from(offerCoupons).where(key);
  if (known) return known.couponId;
  const { couponId } = await deps.payments.createCoupon({
    productId,
    discount: offerDiscountOf(offer),
    months: offer.months,
    idempotencyKey: `offer-${offer.id}-${productId}`,
  });
  await deps.db.insert(offerCoupons).values({ offerId: offer.id, provider, productId, couponId }).onConflictDoNothing();
  return couponId;
}

/** The offer behind a provider coupon, or null for a coupon that is not an offer's. */
export async function couponOffer(db: Queryable, provider: BillingDeps["payments"]["name"], couponId: string) {
  const [row] = await db
    .select({ offerId: offers.id, creatorId: offers.creatorId })
    .from(offerCoupons)
    .innerJoin(offers, eq(offers.id, offerCoupons.offerId))
    .where(and(eq(offerCoupons.provider, provider), eq(offerCoupons.couponId, couponId)));
  return row ?? null;
}
