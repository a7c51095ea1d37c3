// A gift redeemed without going through checkout and email (gifts.test.ts covers those): its row,
// and the membership the billing sync derives from it, for tests about what a gift's time opens.
import type { PaidTier } from "../../src/domain/memberships";
import { gifts } from "../../src/server/db/schema";
import { applyPairMembership } from "../../src/server/features/billing";
import type { TestApp } from "./test-app";

export async function redeemedGift(
  t: TestApp,
  gift: { member: { id: string; email: string }; creatorId: string; tier: PaidTier; startsAt: Date; endsAt: Date },
) {
  const reference = crypto.randomUUID();
  await t.db.insert(gifts).values({
    provider: "sandbox",
    sessionId: `cs_sbx_gift_${reference}`,
    paymentId: `pi_sbx_gift_${reference}`,
    creatorId: gift.creatorId,
    tier: gift.tier,
    months: 1,
    amountCents: 999,
    recipientEmail: gift.member.email,
    language: "en",
    status: "redeemed",
    paidAt: gift.startsAt,
    redeemedBy: gift.member.id,
    redeemedAt: gift.startsAt,
    grantStartsAt: gift.startsAt,
    grantEndsAt: gift.endsAt,
  });
  await t.db.transaction((tx) => applyPairMembership(tx, gift.member.id, gift.creatorId, { isFirstSight: true }));
}
