// Provider events, from Stripe's webhooks or the sandbox, land here. Each is recorded once (a
// replay changes nothing), then the object it names is read afresh from the provider and our
// books are brought in line: checkouts, subscriptions and memberships, the ledger, payout accounts.
import { and, eq, isNull, lte } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PaidTier } from "../../../domain/memberships";
import { splitRefund } from "../../../domain/money";
import {
  billingEvents,
  checkoutSessions,
  membershipPauses,
  payoutAccounts,
  subscriptions,
  users,
} from "../../db/schema";
import type { InvoiceSnapshot, PaymentEvent } from "../../adapters/payments";
import type { Transaction } from "../../db/client";
import type { BillingDeps } from "./deps";
import { queueBillingEmail, sendBillingEmails } from "./email-outbox";
import { paymentEntry, recordLedgerEntry, refundedBefore, type PaymentEntry } from "./ledger";
import { syncGiftCheckout } from "./gift-sync";
import { couponOffer } from "./offer-coupons";
import { syncSubscription } from "./subscription-sync";
import { revokeReturnedPurchase, syncPurchaseCheckout } from "./purchase-sync";
import { namedUser, notify } from "../notifications";

const creatorUser = alias(users, "creator_user");

export async function handlePaymentEvent(deps: BillingDeps, event: PaymentEvent): Promise<"processed" | "duplicate"> {
  const provider = deps.payments.name;
  const stored = await deps.db
    .insert(billingEvents)
    .values({ provider, eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ eventId: billingEvents.eventId });
  if (stored.length === 0) return "duplicate";
  try {
    await syncObject(deps, event.object);
  } catch (error) {
    // Forget the event so the provider's retry is processed, not taken for a replay.
    await deps.db
      .delete(billingEvents)
      .where(and(eq(billingEvents.provider, provider), eq(billingEvents.eventId, event.id)));
    throw error;
  }
  return "processed";
}

export function syncObject(deps: BillingDeps, object: PaymentEvent["object"]): Promise<unknown> {
  switch (object.kind) {
    case "checkout_session":
      return syncCheckout(deps, object.id);
    case "subscription":
      return syncSubscription(deps, object.id);
    case "invoice":
      return syncInvoice(deps, object.id);
    case "refund":
      return syncRefund(deps, object.id);
    case "dispute":
      return syncDispute(deps, object.id);
    case "account":
      return syncPayoutAccount(deps, object.id);
    case "other":
      return Promise.resolve();
  }
}

/** Where a checkout stands at the provider; a completed one brings its subscription, purchase or gift in. */
export async function syncCheckout(deps: BillingDeps, sessionId: string) {
  const snapshot = await deps.payments.getCheckoutSession(sessionId);
  if (snapshot.subscriptionId) await syncSubscription(deps, snapshot.subscriptionId);
  await syncPurchaseCheckout(deps, snapshot);
  await syncGiftCheckout(deps, snapshot);
  await deps.db
    .update(checkoutSessions)
    .set({ status: snapshot.status, url: snapshot.url })
    .where(and(eq(checkoutSessions.provider, deps.payments.name), eq(checkoutSessions.sessionId, sessionId)));
  return snapshot;
}

/**
 * A paid invoice goes into the ledger with a receipt to the follower; a failed renewal tells the
 * follower how to fix the card. Both happen once per invoice, however often it is synced.
 */
export async function syncInvoice(deps: BillingDeps, invoiceId: string) {
  const invoice = await deps.payments.getInvoice(invoiceId);
  if (!invoice.subscriptionId) return;
  await syncSubscription(deps, invoice.subscriptionId);
  const [subscription] = await deps.db
    .select({ subscription: subscriptions, follower: users.username, creator: creatorUser.username })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.followerId))
    .innerJoin(creatorUser, eq(creatorUser.id, subscriptions.creatorId))
    .where(
      and(eq(subscriptions.provider, deps.payments.name), eq(subscriptions.subscriptionId, invoice.subscriptionId)),
    );
  if (!subscription) return;
  const { followerId, creatorId, tier, currentPeriodEnd, cancelAtPeriodEnd } = subscription.subscription;
  const facts = { username: subscription.follower, creator: subscription.creator, tier: tier as PaidTier };

  // An invoice an offer's coupon discounted counts as revenue at that offer's price.
  const offer = invoice.couponId ? await couponOffer(deps.db, deps.payments.name, invoice.couponId) : null;

  const emails = await deps.db.transaction(async (tx) => {
    const queued: (string | null)[] = [];
    if (invoice.status === "paid" && invoice.amountPaidCents > 0) {
      const paidAt = invoice.paidAt ?? new Date();
      const isNew = await recordLedgerEntry(tx, {
        provider: deps.payments.name,
        kind: "payment",
        reference: invoice.id,
        invoiceId: invoice.id,
        followerId,
        creatorId,
        tier,
        offerId: offer?.offerId ?? null,
        grossCents: invoice.amountPaidCents,
        currency: invoice.currency,
        occurredAt: paidAt,
      });
      if (isNew) {
        // A trial's invoices are $0: the first paid one is the trial becoming a paid membership.
        if (subscription.subscription.trialStartedAt) {
          await tx
            .update(subscriptions)
            .set({ trialConvertedAt: paidAt })
            .where(and(eq(subscriptions.id, subscription.subscription.id), isNull(subscriptions.trialConvertedAt)));
        }
        // The first payment after a pause began is the member coming back.
        await tx
          .update(membershipPauses)
          .set({ resumedAt: paidAt })
          .where(
            and(
              eq(membershipPauses.provider, deps.payments.name),
              eq(membershipPauses.subscriptionId, subscription.subscription.subscriptionId),
              isNull(membershipPauses.undoneAt),
              isNull(membershipPauses.resumedAt),
              lte(membershipPauses.startsAt, paidAt),
            ),
          );
        await notifyPayment(tx, invoice, { followerId, creatorId, tier: tier as PaidTier });
        queued.push(
          await queueBillingEmail(tx, followerId, invoice.id, {
            kind: "receipt",
            facts: {
              ...facts,
              amountCents: invoice.amountPaidCents,
              paidAt: paidAt.toISOString(),
              invoiceNumber: invoice.number,
              renewsAt: cancelAtPeriodEnd ? null : currentPeriodEnd.toISOString(),
            },
          }),
        );
      }
    }
    // A renewal the card refused: the membership is past_due and the provider retries.
    if (invoice.status === "open" && invoice.attemptCount > 0 && invoice.billingReason === "subscription_cycle") {
      queued.push(
        await queueBillingEmail(tx, followerId, invoice.id, {
          kind: "payment_failed",
          facts: { ...facts, amountCents: invoice.amountDueCents },
        }),
      );
      await notify(
        tx,
        followerId,
        "payment_failed",
        {
          creator: await namedUser(tx, creatorId),
          tier: tier as PaidTier,
          amountCents: invoice.amountDueCents,
          currency: invoice.currency,
        },
        `payment_failed:${invoice.id}`,
      );
    }
    return queued.filter((id): id is string => id !== null);
  });
  await sendBillingEmails(deps, emails);
}

/** A payment is news for the creator; a renewal's also for the follower. Once per invoice. */
async function notifyPayment(
  tx: Transaction,
  invoice: InvoiceSnapshot,
  pair: { followerId: string; creatorId: string; tier: PaidTier },
) {
  const money = { tier: pair.tier, amountCents: invoice.amountPaidCents, currency: invoice.currency };
  await notify(
    tx,
    pair.creatorId,
    "payment_received",
    { follower: await namedUser(tx, pair.followerId), ...money },
    `payment:${invoice.id}`,
  );
  if (invoice.billingReason === "subscription_cycle") {
    await notify(
      tx,
      pair.followerId,
      "subscription_renewal",
      { creator: await namedUser(tx, pair.creatorId), ...money },
      `renewal:${invoice.id}`,
    );
  }
}

/** The payment an invoice or a one-off checkout made, synced first if it has not been yet. */
async function paymentBehind(deps: BillingDeps, of: { invoiceId: string | null; paymentId: string | null }) {
  const reference = of.invoiceId ?? of.paymentId;
  if (!reference) return null;
  const provider = deps.payments.name;
  const known = await paymentEntry(deps.db, provider, reference);
  if (known) return known;
  if (of.invoiceId) await syncInvoice(deps, of.invoiceId);
  else {
    const sessionId = await deps.payments.checkoutOfPayment(reference);
    if (sessionId) await syncCheckout(deps, sessionId);
  }
  return paymentEntry(deps.db, provider, reference);
}

export async function syncRefund(deps: BillingDeps, refundId: string) {
  const refund = await deps.payments.getRefund(refundId);
  if (refund.status !== "succeeded") return;
  const payment = await paymentBehind(deps, refund);
  if (!payment) return;
  await deps.db.transaction(async (tx) => {
    // Refunds that add up to the payment take back exactly its split (splitRefund).
    const split = splitRefund(await refundedBefore(tx, payment, refund.id), refund.amountCents);
    const entry = {
      ...ledgerParties(payment),
      provider: deps.payments.name,
      kind: "refund" as const,
      reference: refund.id,
    };
    await recordLedgerEntry(tx, { ...entry, grossCents: -refund.amountCents, occurredAt: refund.createdAt }, split);
    await revokeReturnedPurchase(tx, payment);
  });
}

/** A dispute takes the money back (inquiries only warn); winning it returns the money. */
export async function syncDispute(deps: BillingDeps, disputeId: string) {
  const dispute = await deps.payments.getDispute(disputeId);
  if (dispute.status.startsWith("warning_") || dispute.status === "prevented") return;
  const payment = await paymentBehind(deps, dispute);
  if (!payment) return;
  const entry = {
    ...ledgerParties(payment),
    provider: deps.payments.name,
    reference: dispute.id,
    occurredAt: dispute.createdAt,
  };
  await deps.db.transaction(async (tx) => {
    await recordLedgerEntry(tx, { ...entry, kind: "dispute", grossCents: -dispute.amountCents });
    if (dispute.status === "won")
      await recordLedgerEntry(tx, {
        ...entry,
        kind: "dispute_won",
        grossCents: dispute.amountCents,
        occurredAt: new Date(),
      });
    await revokeReturnedPurchase(tx, payment);
  });
}

/** What a refund or dispute entry repeats of its payment's: what it was for and between whom. */
const ledgerParties = (payment: PaymentEntry) => ({
  source: payment.source,
  invoiceId: payment.invoiceId,
  paymentId: payment.paymentId,
  followerId: payment.followerId,
  creatorId: payment.creatorId,
  tier: payment.tier,
  offerId: payment.offerId,
  currency: payment.currency,
});

/** A creator's payout account, as the provider now sees it. */
export async function syncPayoutAccount(deps: BillingDeps, accountId: string) {
  const account = await deps.payments.getAccount(accountId);
  const where = and(eq(payoutAccounts.provider, deps.payments.name), eq(payoutAccounts.accountId, accountId));
  const [row] = await deps.db.select({ onboardedAt: payoutAccounts.onboardedAt }).from(payoutAccounts).where(where);
  if (!row) return null;
  await deps.db
    .update(payoutAccounts)
    .set({
      status: account.status,
      onboardedAt: row.onboardedAt ?? (account.status === "verified" ? new Date() : null),
    })
    .where(where);
  return account.status;
}
