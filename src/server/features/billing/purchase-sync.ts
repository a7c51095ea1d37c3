// A one-off checkout (a tip, a post bought), as the provider reports it: paid once (the ledger
// entry at 70/30 and the creator's notification, whatever order the events come in and however
// often), or lapsed. And a post's purchase whose money all went back opens nothing any more.
import { and, eq, sql } from "drizzle-orm";
import type { CheckoutSessionSnapshot } from "../../adapters/payments";
import type { Queryable, Transaction } from "../../db/client";
import { ledgerEntries, posts, purchases } from "../../db/schema";
import { namedUser, notify } from "../notifications";
import type { BillingDeps } from "./deps";
import { recordLedgerEntry, type PaymentEntry } from "./ledger";

type Purchase = typeof purchases.$inferSelect;

export async function syncPurchaseCheckout(deps: BillingDeps, checkout: CheckoutSessionSnapshot) {
  const provider = deps.payments.name;
  const ofSession = and(
    eq(purchases.provider, provider),
    eq(purchases.sessionId, checkout.id),
    eq(purchases.status, "pending"),
  );
  if (checkout.status === "expired") {
    await deps.db.update(purchases).set({ status: "expired" }).where(ofSession);
    return;
  }
  const payment = checkout.payment;
  if (!payment) return;
  await deps.db.transaction(async (tx) => {
    // Only the first sync finds it pending: a replay or a second event changes nothing.
    const [purchase] = await tx
      .update(purchases)
      .set({ status: "paid", paymentId: payment.id, paidAt: payment.paidAt })
      .where(ofSession)
      .returning();
    if (!purchase) return;
    await recordLedgerEntry(tx, {
      provider,
      kind: "payment",
      source: purchase.kind,
      reference: payment.id,
      paymentId: payment.id,
      followerId: purchase.followerId,
      creatorId: purchase.creatorId,
      tier: null,
      grossCents: payment.amountCents,
      currency: payment.currency,
      occurredAt: payment.paidAt,
    });
    await notifyCreator(tx, purchase, payment);
  });
}

async function notifyCreator(
  tx: Transaction,
  purchase: Purchase,
  payment: NonNullable<CheckoutSessionSnapshot["payment"]>,
) {
  if (!purchase.creatorId || !purchase.followerId) return;
  const [post] = purchase.postId
    ? await tx.select({ id: posts.id, title: posts.title }).from(posts).where(eq(posts.id, purchase.postId))
    : [];
  const follower = await namedUser(tx, purchase.followerId);
  const money = { amountCents: payment.amountCents, currency: payment.currency };
  if (purchase.kind === "tip") {
    await notify(
      tx,
      purchase.creatorId,
      "tip_received",
      { follower, ...money, note: purchase.note, post: post ?? null },
      `tip:${purchase.id}`,
    );
  } else if (post) {
    await notify(tx, purchase.creatorId, "post_purchased", { follower, ...money, post }, `purchase:${purchase.id}`);
  }
}

/**
 * After a refund or a dispute of a post's purchase: once what was paid has all gone back, the
 * purchase opens the post no more (a partial refund, a goodwill gesture, leaves it open).
 */
export async function revokeReturnedPurchase(tx: Queryable, payment: PaymentEntry) {
  if (payment.source !== "post" || !payment.paymentId) return;
  // One refund or dispute of a payment at a time, so each sums what the others recorded.
  await tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.id, payment.id)).for("update");
  const [left] = await tx
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.grossCents}), 0)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.provider, payment.provider), eq(ledgerEntries.paymentId, payment.paymentId)));
  const isReturned = (left?.cents ?? 0) <= 0;
  await tx
    .update(purchases)
    .set({ status: isReturned ? "refunded" : "paid" })
    .where(and(eq(purchases.provider, payment.provider), eq(purchases.paymentId, payment.paymentId)));
}
