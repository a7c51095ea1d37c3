// The retention offer (decision 027): the cancel dialog makes the creator's offer for the member's
// tier, once per member and creator, to a plain monthly membership; taking it puts the offer's
// coupon on the subscription from the next invoice and keeps the membership, so a cancellation at
// the period end is undone. Who may take it is what the member's list says (retentionOffer), read
// again under a lock so two clicks take it once.
import { eq } from "drizzle-orm";
import { offers } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { ownMembershipWith } from "../memberships";
import { lockFor, type BillingDeps } from "./deps";
import { afterChange, liveSubscription } from "./live-subscription";
import { ensureOfferCoupon, productOfPrice } from "./offer-coupons";
import { recordRedemption } from "./offer-redemptions";

const notAvailable = () => new AppError("retention_offer_not_available", 409, "This offer is no longer available.");

export async function acceptRetentionOffer(deps: BillingDeps, followerId: string, creatorUsername: string) {
  const { creatorId, subscription } = await liveSubscription(deps, followerId, creatorUsername);
  await deps.db.transaction(async (tx) => {
    await lockFor(tx, `retention-offer:${followerId}:${creatorId}`);
    const offered = (await ownMembershipWith(deps.db, followerId, creatorId))?.retentionOffer;
    if (!offered) throw notAvailable();
    const [offer] = await tx.select().from(offers).where(eq(offers.id, offered.id));
    if (!offer) throw notAvailable();
    // The subscription's own product: the coupon discounts its invoices.
    const couponId = await ensureOfferCoupon(deps, offer, await productOfPrice(deps, subscription.priceId));
    const applied = await deps.payments.applyCoupon(subscription.subscriptionId, couponId);
    // Recorded now, under the lock, rather than by the sync alone: a second click must see it.
    await recordRedemption(tx, {
      provider: deps.payments.name,
      subscriptionId: subscription.subscriptionId,
      offerId: offer.id,
      followerId,
      creatorId,
      redeemedAt: applied.discount?.startsAt ?? new Date(),
    });
  });
  // Taking the offer is staying: a cancellation at the period end is resumed.
  if (subscription.cancelAtPeriodEnd) await deps.payments.resumeSubscription(subscription.subscriptionId);
  return afterChange(deps, followerId, creatorId, subscription.subscriptionId);
}
