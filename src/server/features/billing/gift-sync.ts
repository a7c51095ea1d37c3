// A gift's checkout, as the provider reports it: paid once (the ledger entry at 70/30, then the
// recipient's email), whatever order the events come in and however often; or lapsed unpaid.
import { and, eq } from "drizzle-orm";
import type { CheckoutSessionSnapshot } from "../../adapters/payments";
import { gifts } from "../../db/schema";
import type { BillingDeps } from "./deps";
import { sendGiftEmails } from "./gift-outbox";
import { recordLedgerEntry } from "./ledger";

export async function syncGiftCheckout(deps: BillingDeps, checkout: CheckoutSessionSnapshot) {
  const provider = deps.payments.name;
  const ofSession = and(eq(gifts.provider, provider), eq(gifts.sessionId, checkout.id), eq(gifts.status, "pending"));
  if (checkout.status === "expired") {
    await deps.db.update(gifts).set({ status: "expired" }).where(ofSession);
    return;
  }
  const payment = checkout.payment;
  if (!payment) return;
  const paidGift = await deps.db.transaction(async (tx) => {
    // Only the first sync finds it pending: a replay or a second event changes nothing.
    const [gift] = await tx
      .update(gifts)
      .set({ status: "paid", paymentId: payment.id, paidAt: payment.paidAt })
      .where(ofSession)
      .returning();
    if (!gift) return null;
    await recordLedgerEntry(tx, {
      provider,
      kind: "payment",
      source: "gift",
      reference: payment.id,
      paymentId: payment.id,
      followerId: gift.buyerId,
      creatorId: gift.creatorId,
      tier: gift.tier,
      grossCents: payment.amountCents,
      currency: payment.currency,
      occurredAt: payment.paidAt,
    });
    return gift.id;
  });
  if (paidGift) await sendGiftEmails(deps, [paidGift]);
}
