// A buyer takes back a gift nobody redeemed, within 90 days of paying for it: the provider refunds
// the whole payment (the creator's share and the platform's fee both), the redeem link stops
// working, and the ledger records the refund at 70/30 like any other.
import { and, eq } from "drizzle-orm";
import { isGiftRefundable, type GivenGift } from "../../../domain/gifts";
import { gifts } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { isUuid } from "../../lib/ids";
import type { BillingDeps } from "./deps";
import { syncRefund } from "./event-sync";
import { findGivenGift } from "./gifts";

const notFound = () => new AppError("gift_not_found", 404, "We could not find this gift.");

export async function refundGift(deps: BillingDeps, buyerId: string, giftId: string): Promise<GivenGift> {
  if (!isUuid(giftId)) throw notFound();
  const refundId = await deps.db.transaction(async (tx) => {
    // The row stays locked until the refund is recorded: a redemption at the same moment waits, then finds it refunded.
    const [gift] = await tx
      .select()
      .from(gifts)
      .where(and(eq(gifts.id, giftId), eq(gifts.buyerId, buyerId)))
      .for("update");
    if (!gift) throw notFound();
    if (!isGiftRefundable(gift) || !gift.paymentId) {
      throw new AppError("gift_not_refundable", 409, "This gift can no longer be refunded.");
    }
    const refund = await deps.payments.refundPayment({
      paymentId: gift.paymentId,
      idempotencyKey: `gift-refund-${gift.id}`,
    });
    await tx.update(gifts).set({ status: "refunded", refundedAt: new Date() }).where(eq(gifts.id, gift.id));
    return refund.id;
  });
  // Into the ledger now rather than when the provider's event comes (which then changes nothing).
  await syncRefund(deps, refundId);
  return (await findGivenGift(deps.db, buyerId, { id: giftId }))!;
}
