// Redeeming a gift from its email's link: the recipient, signed in as a member, gets the gift's
// tier for its months without a card. With nothing running, its time starts now; after gifts of
// the same tier, where they end; on top of a paid membership of the same tier, the provider's next
// charge moves that many months later. Another tier running, or a pause, a plan change or a payment
// problem waiting, is refused: the member redeems the gift once that is over.
import { and, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { liveSubscriptionStatuses } from "../../../domain/billing";
import { giftEndsAt, type GiftMonths, type GiftPreview, type RedeemedGift } from "../../../domain/gifts";
import { tierNames, type PaidTier } from "../../../domain/memberships";
import { pausePhase } from "../../../domain/pauses";
import type { SessionUser } from "../../../domain/roles";
import type { Transaction } from "../../db/client";
import { gifts, subscriptions, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { lockFor, type BillingDeps } from "./deps";
import { runningGiftGrant } from "./gift-grants";
import { applyPairMembership, syncSubscription } from "./subscription-sync";

const notFound = () =>
  new AppError("gift_not_found", 404, "We could not find this gift. Check the link in your email.");
const busy = (creator: string) =>
  new AppError(
    "gift_membership_busy",
    409,
    `Your membership with ${creator} has a change waiting. Redeem this gift once it is settled.`,
  );
const creator = alias(users, "creator");
const buyer = alias(users, "buyer");

const tierDiffers = (creator: string, tier: PaidTier) =>
  new AppError(
    "gift_tier_differs",
    409,
    `You already have ${tierNames[tier]} with ${creator}. Redeem this gift once that ends.`,
  );

/** The gift a redeem link names, with its creator and buyer, or 404. */
async function giftOfToken(deps: BillingDeps, token: string) {
  const giftId = deps.giftTokens.verify(token);
  if (!giftId) throw notFound();
  const [row] = await deps.db
    .select({ gift: gifts, creator: { username: creator.username, name: creator.name }, from: buyer.name })
    .from(gifts)
    .innerJoin(creator, eq(creator.id, gifts.creatorId))
    .leftJoin(buyer, eq(buyer.id, gifts.buyerId))
    .where(eq(gifts.id, giftId));
  // A gift is only emailed once paid; a link to one never paid is no gift.
  if (!row || row.gift.status === "pending" || row.gift.status === "expired") throw notFound();
  return row;
}

export async function previewGift(deps: BillingDeps, token: string): Promise<GiftPreview> {
  const { gift, creator, from } = await giftOfToken(deps, token);
  return {
    creator,
    tier: gift.tier as PaidTier,
    months: gift.months as GiftMonths,
    message: gift.message,
    from,
    status: gift.status === "paid" ? "ready" : gift.status === "redeemed" ? "redeemed" : "refunded",
  };
}

export async function redeemGift(deps: BillingDeps, member: SessionUser, token: string): Promise<RedeemedGift> {
  const { gift, creator } = await giftOfToken(deps, token);
  if (gift.status !== "paid") throw unavailable(gift.status);
  const creatorId = gift.creatorId!;
  const tier = gift.tier as PaidTier;
  const result = await deps.db.transaction(async (tx) => {
    // One redemption at a time per member and creator: each sees where the one before left off.
    await lockFor(tx, `gift-redeem:${member.id}:${creatorId}`);
    const [live] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.followerId, member.id),
          eq(subscriptions.creatorId, creatorId),
          eq(subscriptions.provider, deps.payments.name),
          inArray(subscriptions.status, liveSubscriptionStatuses),
        ),
      );
    if (live) {
      if (live.tier !== tier) throw tierDiffers(creator.name, live.tier as PaidTier);
      const pause =
        live.pauseStartsAt && live.pauseResumesAt
          ? { startsAt: live.pauseStartsAt, resumesAt: live.pauseResumesAt }
          : null;
      const isSettled =
        live.status !== "past_due" &&
        !live.scheduledTier &&
        !live.scheduledInterval &&
        (!pause || pausePhase(pause, live.currentPeriodStart) === "over");
      if (!isSettled) throw busy(creator.name);
      // The provider's period end, not our copy's: a renewal may have happened since the last sync.
      const current = await deps.payments.getSubscription(live.subscriptionId);
      const endsAt = giftEndsAt(current.currentPeriodEnd, gift.months);
      await claim(tx, gift.id, member.id, { startsAt: current.currentPeriodEnd, endsAt, subscriptionId: current.id });
      await deps.payments.extendFreePeriod(current.id, endsAt);
      return { endsAt, extendedPaidMembership: true, subscriptionId: current.id };
    }
    const running = await runningGiftGrant(tx, member.id, creatorId);
    if (running && running.tier !== tier) throw tierDiffers(creator.name, running.tier);
    const startsAt = running?.endsAt ?? new Date();
    const endsAt = giftEndsAt(startsAt, gift.months);
    await claim(tx, gift.id, member.id, { startsAt, endsAt, subscriptionId: null });
    await applyPairMembership(tx, member.id, creatorId);
    return { endsAt, extendedPaidMembership: false, subscriptionId: null };
  });
  // Our copy of the subscription and the membership follow the provider's new next charge.
  if (result.subscriptionId) await syncSubscription(deps, result.subscriptionId);
  return {
    creator,
    tier,
    months: gift.months as GiftMonths,
    endsAt: result.endsAt.toISOString(),
    extendedPaidMembership: result.extendedPaidMembership,
  };
}

/** Marks the gift redeemed, if nobody redeemed or refunded it first; otherwise says which. */
async function claim(
  tx: Transaction,
  giftId: string,
  memberId: string,
  grant: { startsAt: Date; endsAt: Date; subscriptionId: string | null },
) {
  const [claimed] = await tx
    .update(gifts)
    .set({
      status: "redeemed",
      redeemedBy: memberId,
      redeemedAt: new Date(),
      grantStartsAt: grant.startsAt,
      grantEndsAt: grant.endsAt,
      subscriptionId: grant.subscriptionId,
    })
    .where(and(eq(gifts.id, giftId), eq(gifts.status, "paid")))
    .returning({ id: gifts.id });
  if (claimed) return;
  const [now] = await tx.select({ status: gifts.status }).from(gifts).where(eq(gifts.id, giftId));
  throw unavailable(now?.status ?? "redeemed");
}

/** Why a gift no longer can be redeemed: refunded by its buyer, or redeemed already. */
const unavailable = (status: string) =>
  status === "refunded"
    ? new AppError("gift_refunded", 409, "This gift was refunded and can no longer be redeemed.")
    : new AppError("gift_already_redeemed", 409, "This gift has already been redeemed.");
