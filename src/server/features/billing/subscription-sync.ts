// The heart of billing: read a subscription's current state from the provider, keep our copy,
// and derive the follower's membership with the creator from it. Whatever order webhooks,
// redirects and jobs arrive in, the last sync reads the provider's latest truth, so they all
// end in the same memberships.
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { liveSubscriptionStatuses, type SubscriptionStatus } from "../../../domain/billing";
import { membershipWithPause } from "../../../domain/pauses";
import type { BillingInterval, Plan } from "../../../domain/billing-intervals";
import type { PaidTier } from "../../../domain/memberships";
import type { Transaction } from "../../db/client";
import { memberships, subscriptions } from "../../db/schema";
import type { SubscriptionSnapshot } from "../../adapters/payments";
import { recountMembers } from "../memberships";
import { customerOwner } from "./customers";
import { lockFor, type BillingDeps } from "./deps";
import { runningGiftGrant } from "./gift-grants";
import { couponOffer } from "./offer-coupons";
import { recordRedemption } from "./offer-redemptions";
import { priceOwner } from "./prices";
import { namedUser, notify } from "../notifications";

export async function syncSubscription(deps: BillingDeps, subscriptionId: string) {
  const provider = deps.payments.name;
  await deps.db.transaction(async (tx) => {
    await lockFor(tx, `subscription:${provider}:${subscriptionId}`);
    const snapshot = await deps.payments.getSubscription(subscriptionId);
    const [followerId, price, scheduled, offer] = await Promise.all([
      customerOwner(deps, snapshot.customerId),
      priceOwner(deps, snapshot.priceId),
      snapshot.scheduledPriceId ? priceOwner(deps, snapshot.scheduledPriceId) : null,
      snapshot.discount ? couponOffer(deps.db, provider, snapshot.discount.couponId) : null,
    ]);
    if (!followerId || !price) {
      // Another product's subscription on the same provider account: not ours to keep.
      deps.logger.info({ subscriptionId }, "ignoring a subscription that is not a membership");
      return;
    }
    let current = snapshot;
    if (
      isLive(snapshot.status) &&
      (await otherLiveSubscription(tx, provider, subscriptionId, followerId, price.creatorId))
    ) {
      // Checkout is refused while a live subscription exists, so this only slips through a race
      // at the provider; the follower keeps the first one and is not charged twice.
      deps.logger.warn({ subscriptionId, followerId, creatorId: price.creatorId }, "ending a duplicate subscription");
      current = await deps.payments.cancelNow(subscriptionId);
    }
    const isFirstSight = await saveSubscription(tx, provider, current, {
      followerId,
      creatorId: price.creatorId,
      tier: price.tier,
      interval: price.interval,
      scheduledTier: scheduled?.tier ?? null,
      scheduledInterval: scheduled?.interval ?? null,
      offerId: offer?.offerId ?? null,
    });
    // The first sync that sees an offer's discount records its redemption, whichever event brought it.
    if (offer && current.discount) {
      await recordRedemption(tx, {
        provider,
        subscriptionId: current.id,
        offerId: offer.offerId,
        followerId,
        creatorId: offer.creatorId,
        redeemedAt: current.discount.startsAt,
      });
    }
    await applyPairMembership(tx, followerId, price.creatorId, { isFirstSight });
  });
}

const isLive = (status: SubscriptionStatus) => (liveSubscriptionStatuses as readonly string[]).includes(status);

async function otherLiveSubscription(
  tx: Transaction,
  provider: BillingDeps["payments"]["name"],
  subscriptionId: string,
  followerId: string,
  creatorId: string,
) {
  const [other] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.followerId, followerId),
        eq(subscriptions.creatorId, creatorId),
        inArray(subscriptions.status, liveSubscriptionStatuses),
        ne(subscriptions.subscriptionId, subscriptionId),
        eq(subscriptions.provider, provider),
      ),
    );
  return Boolean(other);
}

async function saveSubscription(
  tx: Transaction,
  provider: BillingDeps["payments"]["name"],
  snapshot: SubscriptionSnapshot,
  owner: { followerId: string; creatorId: string } & Plan & {
      scheduledTier: PaidTier | null;
      scheduledInterval: BillingInterval | null;
      /** The offer whose coupon the snapshot's discount is, if any. */
      offerId: string | null;
    },
) {
  const values = {
    customerId: snapshot.customerId,
    priceId: snapshot.priceId,
    tier: owner.tier,
    interval: owner.interval,
    scheduledTier: owner.scheduledTier,
    scheduledInterval: owner.scheduledInterval,
    status: snapshot.status,
    currentPeriodStart: snapshot.currentPeriodStart,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    paymentMethodBrand: snapshot.paymentMethod?.brand ?? null,
    paymentMethodLast4: snapshot.paymentMethod?.last4 ?? null,
    // A gift's free stretch shows as the provider's trial: the trial columns keep the real one's.
    ...(snapshot.giftedUntil
      ? {}
      : { trialStartedAt: snapshot.trial?.start ?? null, trialEndsAt: snapshot.trial?.end ?? null }),
    giftedUntil: snapshot.giftedUntil,
    pauseStartsAt: snapshot.pause?.startsAt ?? null,
    pauseResumesAt: snapshot.pause?.resumesAt ?? null,
    // Only an offer's discount is ours to show and count; another coupon is left to the provider.
    offerId: owner.offerId,
    discountStartsAt: owner.offerId ? (snapshot.discount?.startsAt ?? null) : null,
    discountEndsAt: owner.offerId ? (snapshot.discount?.endsAt ?? null) : null,
  };
  const [saved] = await tx
    .insert(subscriptions)
    .values({
      provider,
      subscriptionId: snapshot.id,
      followerId: owner.followerId,
      creatorId: owner.creatorId,
      ...values,
    })
    .onConflictDoUpdate({ target: [subscriptions.provider, subscriptions.subscriptionId], set: values })
    // xmax is 0 on a freshly inserted row: whether this is the first time we see the subscription.
    .returning({ isNew: sql<boolean>`(xmax = 0)` });
  return saved?.isNew ?? false;
}

/**
 * The membership of a follower with a creator, from their live subscription if there is one, else
 * from the gifts they redeemed while one runs (gift-grants). When neither is left, a paid
 * membership falls back to the free follow, or ends altogether if the follower unfollowed. A
 * subscription first seen already ended (its events came late) still leaves the free follow, as
 * it would had they come in order.
 */
export async function applyPairMembership(
  tx: Transaction,
  followerId: string,
  creatorId: string,
  options: { isFirstSight?: boolean } = {},
) {
  await lockFor(tx, `pair:${followerId}:${creatorId}`);
  const pair = and(eq(memberships.followerId, followerId), eq(memberships.creatorId, creatorId));
  const [live] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.followerId, followerId),
        eq(subscriptions.creatorId, creatorId),
        inArray(subscriptions.status, liveSubscriptionStatuses),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  const state = membershipWithPause(
    live
      ? {
          ...live,
          status: live.status as SubscriptionStatus,
          tier: live.tier as PaidTier,
          scheduledTier: live.scheduledTier as PaidTier | null,
          pause:
            live.pauseStartsAt && live.pauseResumesAt
              ? { startsAt: live.pauseStartsAt, resumesAt: live.pauseResumesAt }
              : null,
        }
      : null,
  );
  const [existing] = await tx.select().from(memberships).where(pair).for("update");
  const gift = state.kind === "ended" ? await runningGiftGrant(tx, followerId, creatorId) : null;

  if (state.kind === "paid") {
    const isGiftedStretch = live?.status === "trialing" && isSameTime(live.giftedUntil, live.currentPeriodEnd);
    const values = {
      tier: state.tier,
      status: state.status,
      currentPeriodStart: state.currentPeriodStart,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      interval: state.interval,
      scheduledTier: state.scheduledTier,
      scheduledInterval: state.scheduledInterval,
      // Leaving is a cancellation; a resumed membership stays.
      leavesAtPeriodEnd: state.cancelAtPeriodEnd && (existing?.leavesAtPeriodEnd ?? false),
      trialEndsAt: live?.status === "trialing" && !isGiftedStretch ? live.trialEndsAt : null,
      pauseStartsAt: state.pause?.startsAt ?? null,
      pauseResumesAt: state.pause?.resumesAt ?? null,
      pausedTier: null,
      giftEndsAt: isGiftedStretch ? live.currentPeriodEnd : null,
    };
    if (existing) await tx.update(memberships).set(values).where(pair);
    else await tx.insert(memberships).values({ followerId, creatorId, ...values });
    // A new paid member (first membership, or up from the free follow) is news for the creator; one
    // back from a pause is not.
    if (!existing || (existing.tier === "rookie" && !existing.pausedTier)) {
      await notify(tx, creatorId, "new_subscriber", { follower: await namedUser(tx, followerId), tier: state.tier });
    }
  } else if (state.kind === "paused") {
    // A paused member keeps the free follow, and knows which tier comes back when.
    const values = {
      ...freeFollow(),
      currentPeriodStart: existing?.currentPeriodStart ?? new Date(),
      pauseStartsAt: state.pause.startsAt,
      pauseResumesAt: state.pause.resumesAt,
      pausedTier: state.tier,
    };
    if (existing) await tx.update(memberships).set(values).where(pair);
    else await tx.insert(memberships).values({ followerId, creatorId, ...values });
  } else if (gift) {
    // Redeemed gifts with no paid membership behind them: their tier until their time is up.
    const values = {
      ...freeFollow(),
      tier: gift.tier,
      currentPeriodStart: gift.startsAt,
      currentPeriodEnd: gift.endsAt,
      cancelAtPeriodEnd: true,
      giftEndsAt: gift.endsAt,
    };
    if (existing) await tx.update(memberships).set(values).where(pair);
    else await tx.insert(memberships).values({ followerId, creatorId, ...values });
  } else if (existing && (existing.tier !== "rookie" || existing.pausedTier)) {
    if (existing.leavesAtPeriodEnd) await tx.delete(memberships).where(pair);
    else await tx.update(memberships).set(freeFollow()).where(pair);
  } else if (!existing && options.isFirstSight) {
    await tx.insert(memberships).values({ followerId, creatorId, ...freeFollow() });
  }
  await recountMembers(tx, creatorId);
}

/** A free follow: active, never expiring (DECISIONS.md, follow period). */
export const freeFollow = () => ({
  tier: "rookie" as const,
  status: "active" as const,
  currentPeriodStart: new Date(),
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  interval: null,
  scheduledTier: null,
  scheduledInterval: null,
  leavesAtPeriodEnd: false,
  trialEndsAt: null,
  pauseStartsAt: null,
  pauseResumesAt: null,
  pausedTier: null,
  giftEndsAt: null,
});

const isSameTime = (a: Date | null, b: Date) => a !== null && a.getTime() === b.getTime();
