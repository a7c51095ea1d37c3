// Sandbox rows in the payments interface's words.
import type { SubscriptionStatus } from "../../../../domain/billing";
import type {
  sandboxCheckoutSessions,
  sandboxCustomers,
  sandboxInvoices,
  sandboxPayments,
  sandboxRefunds,
  sandboxSubscriptions,
} from "../../../db/schema";
import {
  giftedUntilOf,
  withoutGiftedUntil,
  type CheckoutSessionSnapshot,
  type InvoiceSnapshot,
  type RefundSnapshot,
  type SubscriptionSnapshot,
} from "../index";

type CheckoutRow = typeof sandboxCheckoutSessions.$inferSelect;
type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
type CustomerRow = typeof sandboxCustomers.$inferSelect;
type InvoiceRow = typeof sandboxInvoices.$inferSelect;
type PaymentRow = typeof sandboxPayments.$inferSelect;
type RefundRow = typeof sandboxRefunds.$inferSelect;

/** `payment` is the one-off payment a completed "payment" checkout made. */
export function checkoutSnapshot(
  row: CheckoutRow,
  publicUrl: string,
  payment: PaymentRow | null = null,
  now = new Date(),
): CheckoutSessionSnapshot {
  // An open session past its expiry is expired, whether or not anything has said so yet.
  const status =
    row.status === "open" && row.expiresAt.getTime() <= now.getTime()
      ? "expired"
      : (row.status as CheckoutSessionSnapshot["status"]);
  return {
    id: row.id,
    status,
    subscriptionId: row.subscriptionId,
    payment: payment
      ? { id: payment.id, amountCents: payment.amountCents, currency: "usd", paidAt: payment.paidAt }
      : null,
    customerId: row.customerId,
    url: status === "open" ? `${publicUrl}/sandbox/checkout/${row.id}` : null,
    expiresAt: row.expiresAt,
  };
}

export function subscriptionSnapshot(
  row: SubscriptionRow,
  customer: CustomerRow | undefined,
  latestInvoiceId: string | null,
): SubscriptionSnapshot {
  return {
    id: row.id,
    customerId: row.customerId,
    priceId: row.priceId,
    status: row.status as SubscriptionStatus,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    scheduledPriceId: row.scheduledPriceId,
    paymentMethod:
      customer?.cardBrand && customer.cardLast4 ? { brand: customer.cardBrand, last4: customer.cardLast4 } : null,
    latestInvoiceId,
    metadata: withoutGiftedUntil(row.metadata),
    trial: row.trialStart && row.trialEnd ? { start: row.trialStart, end: row.trialEnd } : null,
    giftedUntil: giftedUntilOf(row.metadata, row.trialEnd),
    pause:
      row.pauseStartsAt && row.pauseResumesAt ? { startsAt: row.pauseStartsAt, resumesAt: row.pauseResumesAt } : null,
    discount:
      row.couponId && row.discountStart
        ? { couponId: row.couponId, startsAt: row.discountStart, endsAt: row.discountEnd }
        : null,
  };
}

export function invoiceSnapshot(row: InvoiceRow): InvoiceSnapshot {
  return {
    id: row.id,
    customerId: row.customerId,
    subscriptionId: row.subscriptionId,
    status: row.status as InvoiceSnapshot["status"],
    amountPaidCents: row.amountPaidCents,
    amountDueCents: row.amountDueCents,
    currency: "usd",
    paidAt: row.paidAt,
    attemptCount: row.attemptCount,
    nextPaymentAttemptAt: row.nextPaymentAttemptAt,
    billingReason: row.billingReason as InvoiceSnapshot["billingReason"],
    number: row.number,
    // The sandbox lists invoices in its portal only.
    hostedUrl: null,
    couponId: row.couponId,
  };
}

/** A refund of a one-off payment: the whole payment, done at once (the sandbox moves no real money). */
export function refundSnapshot(row: RefundRow): RefundSnapshot {
  return {
    id: row.id,
    invoiceId: null,
    paymentId: row.paymentId,
    amountCents: row.amountCents,
    status: "succeeded",
    createdAt: row.createdAt,
  };
}
