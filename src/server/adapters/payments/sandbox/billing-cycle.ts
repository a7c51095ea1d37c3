// The sandbox's billing cycle, run on its clock: renew subscriptions whose period ended, for a
// month or a year as their price says (switching to a scheduled downgrade first; the end of a free
// trial, or of a free stretch extendFreePeriod gave, is its next charge), end those cancelled at
// the period end (a trial cancelled in time costs nothing), and retry failed renewals until the
// card works or the retries run out. Like Stripe, it advances the period at renewal even when the
// charge fails: the subscription is then past_due. A period inside a member's pause is not charged
// at all (Stripe voids its invoice). A coupon's discount applies to the periods that start inside
// its window (domain/offers).
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { addDays, addInterval } from "../../../../domain/billing";
import { pausePhase } from "../../../../domain/pauses";
import type { Database, Queryable } from "../../../db/client";
import { sandboxInvoices, sandboxSubscriptions } from "../../../db/schema";
import {
  billCustomer,
  describePrice,
  findCustomer,
  findSubscription,
  lockCustomer,
  periodCharge,
  updateSubscription,
} from "./books";
import { canCharge, RETRY_AFTER_DAYS } from "./charges";
import { emitEvent } from "./events";

export interface CycleOutcome {
  renewed: number;
  failed: number;
  canceled: number;
  recovered: number;
  /** Periods that began unpaid inside a pause. */
  paused: number;
}

/** Everything due up to `now`, oldest first, so a clock moved two months ahead renews twice. */
export async function runBillingCycle(db: Database, now: Date): Promise<CycleOutcome> {
  const outcome: CycleOutcome = { renewed: 0, failed: 0, canceled: 0, recovered: 0, paused: 0 };
  // A bound against a bug looping forever; a real backlog is far smaller.
  for (let step = 0; step < 10_000; step++) {
    const didWork = await db.transaction(async (tx) => {
      const [periodEnd] = await tx
        .select({ id: sandboxSubscriptions.id, at: sandboxSubscriptions.currentPeriodEnd })
        .from(sandboxSubscriptions)
        .where(
          and(
            inArray(sandboxSubscriptions.status, ["trialing", "active", "past_due"]),
            lte(sandboxSubscriptions.currentPeriodEnd, now),
          ),
        )
        .orderBy(asc(sandboxSubscriptions.currentPeriodEnd))
        .limit(1)
        .for("update", { skipLocked: true });
      const [retry] = await tx
        .select({ id: sandboxInvoices.id, at: sandboxInvoices.nextPaymentAttemptAt })
        .from(sandboxInvoices)
        .where(and(eq(sandboxInvoices.status, "open"), lte(sandboxInvoices.nextPaymentAttemptAt, now)))
        .orderBy(asc(sandboxInvoices.nextPaymentAttemptAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (periodEnd && (!retry?.at || periodEnd.at <= retry.at)) {
        const result = await endPeriod(tx, periodEnd.id);
        outcome[result]++;
        return true;
      }
      if (retry?.at) {
        const result = await retryInvoice(tx, retry.id, retry.at, { giveUpOnFailure: true });
        if (result === "paid") outcome.recovered++;
        else if (result === "gave_up") outcome.canceled++;
        return true;
      }
      return false;
    });
    if (!didWork) break;
  }
  return outcome;
}

async function endPeriod(tx: Queryable, subscriptionId: string): Promise<"renewed" | "failed" | "canceled" | "paused"> {
  const subscription = await findSubscription(tx, subscriptionId, { lock: true });
  const at = subscription.currentPeriodEnd;
  // Cancelled at the period end, or still unpaid when the next period is due: it ends.
  if (subscription.cancelAtPeriodEnd || subscription.status === "past_due") {
    await cancelSubscription(tx, subscriptionId, at);
    return "canceled";
  }
  const priceId = subscription.scheduledPriceId ?? subscription.priceId;
  const price = await describePrice(tx, priceId);
  const { pauseStartsAt: startsAt, pauseResumesAt: resumesAt } = subscription;
  if (startsAt && resumesAt && pausePhase({ startsAt, resumesAt }, at) === "paused") {
    await updateSubscription(tx, subscriptionId, {
      currentPeriodStart: at,
      currentPeriodEnd: addInterval(at, price.interval),
    });
    return "paused";
  }
  await lockCustomer(tx, subscription.customerId);
  // Priced as the period now billed: a scheduled downgrade to another product loses a discount on this one.
  const charge = await periodCharge(tx, subscription, priceId, at);
  const invoice = await billCustomer(tx, {
    customerId: subscription.customerId,
    subscriptionId,
    description: price.name,
    amountCents: charge.amountCents,
    couponId: charge.couponId,
    reason: "subscription_cycle",
    now: at,
    retryAt: addDays(at, RETRY_AFTER_DAYS[0]),
  });
  await updateSubscription(tx, subscriptionId, {
    priceId,
    scheduledPriceId: null,
    currentPeriodStart: at,
    currentPeriodEnd: addInterval(at, price.interval),
    status: invoice.isPaid ? "active" : "past_due",
  });
  return invoice.isPaid ? "renewed" : "failed";
}

export async function cancelSubscription(tx: Queryable, subscriptionId: string, at: Date) {
  // Nothing more is collected for a subscription that ended.
  await tx
    .update(sandboxInvoices)
    .set({ status: "void", nextPaymentAttemptAt: null })
    .where(and(eq(sandboxInvoices.subscriptionId, subscriptionId), eq(sandboxInvoices.status, "open")));
  await updateSubscription(
    tx,
    subscriptionId,
    { status: "canceled", cancelAtPeriodEnd: false, scheduledPriceId: null, endedAt: at },
    "customer.subscription.deleted",
  );
}

/**
 * Tries an open invoice's card again. Paid: the subscription is active again. Failed: the next
 * retry is scheduled, or after the last one the invoice is uncollectible and the subscription ends.
 */
export async function retryInvoice(tx: Queryable, invoiceId: string, at: Date, options: { giveUpOnFailure: boolean }) {
  const [invoice] = await tx.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, invoiceId)).for("update");
  if (!invoice || invoice.status !== "open") return "skipped" as const;
  const subscription = await findSubscription(tx, invoice.subscriptionId, { lock: true });
  const customer = await findCustomer(tx, invoice.customerId);
  const attemptCount = invoice.attemptCount + 1;
  if (canCharge(customer, "later")) {
    await tx
      .update(sandboxInvoices)
      .set({
        status: "paid",
        amountPaidCents: invoice.amountDueCents,
        paidAt: at,
        attemptCount,
        nextPaymentAttemptAt: null,
      })
      .where(eq(sandboxInvoices.id, invoiceId));
    await emitEvent(tx, "invoice.paid", "invoice", invoiceId);
    if (subscription.status === "past_due") await updateSubscription(tx, subscription.id, { status: "active" });
    return "paid" as const;
  }
  if (!options.giveUpOnFailure) {
    await tx.update(sandboxInvoices).set({ attemptCount }).where(eq(sandboxInvoices.id, invoiceId));
    return "failed" as const;
  }
  const retryDays = RETRY_AFTER_DAYS[invoice.attemptCount];
  if (retryDays === undefined) {
    await tx
      .update(sandboxInvoices)
      .set({ status: "uncollectible", attemptCount, nextPaymentAttemptAt: null })
      .where(eq(sandboxInvoices.id, invoiceId));
    await emitEvent(tx, "invoice.payment_failed", "invoice", invoiceId);
    await cancelSubscription(tx, subscription.id, at);
    return "gave_up" as const;
  }
  await tx
    .update(sandboxInvoices)
    .set({ attemptCount, nextPaymentAttemptAt: addDays(at, retryDays) })
    .where(eq(sandboxInvoices.id, invoiceId));
  await emitEvent(tx, "invoice.payment_failed", "invoice", invoiceId);
  return "failed" as const;
}
