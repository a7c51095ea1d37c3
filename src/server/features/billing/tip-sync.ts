// A tip's checkout, as the provider reports it: paid once (the ledger entry, at 70/30, and the
// creator's notification, whatever order the events come in and however often), or lapsed.
import { and, eq } from "drizzle-orm";
import type { CheckoutSessionSnapshot } from "../../adapters/payments";
import { posts, tips } from "../../db/schema";
import { namedUser, notify } from "../notifications";
import type { BillingDeps } from "./deps";
import { recordLedgerEntry } from "./ledger";

export async function syncTipCheckout(deps: BillingDeps, checkout: CheckoutSessionSnapshot) {
  const provider = deps.payments.name;
  const ofSession = and(eq(tips.provider, provider), eq(tips.sessionId, checkout.id), eq(tips.status, "pending"));
  if (checkout.status === "expired") {
    await deps.db.update(tips).set({ status: "expired" }).where(ofSession);
    return;
  }
  const payment = checkout.payment;
  if (!payment) return;
  await deps.db.transaction(async (tx) => {
    // Only the first sync finds it pending: a replay or a second event changes nothing.
    const [tip] = await tx
      .update(tips)
      .set({ status: "paid", paymentId: payment.id, paidAt: payment.paidAt })
      .where(ofSession)
      .returning();
    if (!tip) return;
    await recordLedgerEntry(tx, {
      provider,
      kind: "payment",
      source: "tip",
      reference: payment.id,
      paymentId: payment.id,
      followerId: tip.followerId,
      creatorId: tip.creatorId,
      tier: null,
      grossCents: payment.amountCents,
      currency: payment.currency,
      occurredAt: payment.paidAt,
    });
    if (!tip.creatorId || !tip.followerId) return;
    const [post] = tip.postId
      ? await tx.select({ id: posts.id, title: posts.title }).from(posts).where(eq(posts.id, tip.postId))
      : [];
    await notify(
      tx,
      tip.creatorId,
      "tip_received",
      {
        follower: await namedUser(tx, tip.followerId),
        amountCents: payment.amountCents,
        currency: payment.currency,
        note: tip.note,
        post: post ?? null,
      },
      `tip:${tip.id}`,
    );
  });
}
