// Stripe objects (API version 2026-10-28) in the payments adapter's own words.
import type Stripe from "stripe";
import { subscriptionStatuses, type SubscriptionStatus } from "../../../domain/billing";
import type { PauseWindow } from "../../../domain/pauses";
import {
  GIFTED_UNTIL_METADATA_KEY,
  giftedUntilOf,
  type CardSummary,
  type CheckoutSessionSnapshot,
  type DisputeSnapshot,
  type InvoiceSnapshot,
  type OneOffPayment,
  type PayoutAccountSnapshot,
  type RefundSnapshot,
  type SubscriptionDiscount,
  type SubscriptionSnapshot,
} from "./index";

/** A field Stripe returns as an id, or as the object when expanded. */
export function idOf(value: string | { id: string }): string;
export function idOf(value: string | { id: string } | null | undefined): string | null;
export function idOf(value: string | { id: string } | null | undefined) {
  if (value === null || value === undefined) return null;
  return typeof value === "string" ? value : value.id;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);
const fromUnixOrNull = (seconds: number | null | undefined) => (seconds ? fromUnix(seconds) : null);

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Stripe answered without ${what}`);
  return value;
}

const checkoutStatuses = ["open", "complete", "expired"] as const;

/**
 * A paid payment-mode session's payment. A subscription's payments are its invoices', so a
 * subscription-mode session has none even when paid.
 */
function oneOffPaymentOf(session: Stripe.Checkout.Session): OneOffPayment | null {
  if (session.mode !== "payment" || session.payment_status !== "paid") return null;
  const paymentIntent = required(session.payment_intent, `the payment intent of ${session.id}`);
  const charge = typeof paymentIntent === "string" ? null : paymentIntent.latest_charge;
  if (typeof paymentIntent === "string" || !charge || typeof charge === "string")
    throw new Error(`Expected ${session.id} with payment_intent.latest_charge expanded`);
  return {
    id: paymentIntent.id,
    amountCents: paymentIntent.amount_received,
    currency: paymentIntent.currency,
    // When the card was charged. The payment intent is older: Checkout makes it at the first
    // attempt, which may have been a declined card minutes before; and the session keeps no time
    // of completion. Once the intent has succeeded its latest charge is the one that paid.
    paidAt: fromUnix(charge.created),
  };
}

/** Expects `payment_intent.latest_charge` expanded on a paid payment-mode session (see CHECKOUT_EXPAND). */
export function checkoutSessionSnapshot(session: Stripe.Checkout.Session): CheckoutSessionSnapshot {
  const status = checkoutStatuses.find((candidate) => candidate === session.status);
  if (!status) throw new Error(`Unexpected checkout session status: ${session.status}`);
  return {
    id: session.id,
    status,
    subscriptionId: idOf(session.subscription),
    payment: oneOffPaymentOf(session),
    customerId: required(idOf(session.customer), `the customer of ${session.id}`),
    // Stripe keeps the URL only while the session can still be paid.
    url: status === "open" ? session.url : null,
    expiresAt: fromUnix(session.expires_at),
  };
}

/** The subscription's one item: this platform sells one price per subscription. */
export function firstItem(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  return required(subscription.items.data[0], `an item on ${subscription.id}`);
}

function subscriptionStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  const known = subscriptionStatuses.find((candidate) => candidate === status);
  if (!known) throw new Error(`Unexpected subscription status: ${status}`);
  return known;
}

function cardOf(paymentMethod: Stripe.Subscription["default_payment_method"]): CardSummary | null {
  if (!paymentMethod || typeof paymentMethod === "string" || !paymentMethod.card) return null;
  return { brand: paymentMethod.card.brand, last4: paymentMethod.card.last4 };
}

/**
 * The price a schedule switches to when the current period ends, when it differs from the
 * current one. Only a live schedule counts: a released one no longer drives the subscription.
 */
function scheduledPriceOf(
  schedule: Stripe.Subscription["schedule"],
  currentPriceId: string,
  periodEnd: number,
): string | null {
  if (!schedule || typeof schedule === "string") return null;
  if (schedule.status !== "active" && schedule.status !== "not_started") return null;
  const next = schedule.phases.find((phase) => phase.start_date >= periodEnd);
  const nextPriceId = idOf(next?.items[0]?.price);
  return nextPriceId && nextPriceId !== currentPriceId ? nextPriceId : null;
}

/**
 * Where the adapter keeps a pause's window on the subscription, in Unix seconds. Not in
 * pause_collection: Stripe clears that by itself at its resumes_at, and the sync must still see
 * the window afterwards to tell that the pause is over.
 */
export const pauseMetadataKeys = { startsAt: "fc_pause_starts_at", resumesAt: "fc_pause_resumes_at" } as const;

function unixMetadata(subscription: Stripe.Subscription, key: string) {
  const value = subscription.metadata[key];
  if (!value) return null;
  if (!/^\d+$/.test(value)) throw new Error(`Unexpected ${key} on ${subscription.id}: ${value}`);
  return fromUnix(Number(value));
}

function pauseOf(subscription: Stripe.Subscription): PauseWindow | null {
  const startsAt = unixMetadata(subscription, pauseMetadataKeys.startsAt);
  const resumesAt = unixMetadata(subscription, pauseMetadataKeys.resumesAt);
  return startsAt && resumesAt ? { startsAt, resumesAt } : null;
}

/** What we attached at creation: the pause's keys are read as `pause`, the gifted stretch's as `giftedUntil`. */
function metadataOf(subscription: Stripe.Subscription) {
  const readKeys: string[] = [...Object.values(pauseMetadataKeys), GIFTED_UNTIL_METADATA_KEY];
  return Object.fromEntries(Object.entries(subscription.metadata).filter(([key]) => !readKeys.includes(key)));
}

/** The discount as an object; `what` names the expansion a caller forgot. */
function expandedDiscount<T extends Stripe.Discount | Stripe.DeletedDiscount>(discount: string | T, what: string) {
  if (typeof discount === "string") throw new Error(`Expected ${what} expanded`);
  return discount;
}

/** Since API version 2025-09-30 a discount names its coupon under `source`, no longer as `coupon`. */
const couponOfDiscount = (discount: Stripe.Discount | Stripe.DeletedDiscount) => idOf(discount.source.coupon);

/**
 * The subscription's coupon discount (the platform puts one at most); expects `discounts`
 * expanded (see SUBSCRIPTION_EXPAND). Stripe sets `end` for a repeating coupon, none for a forever one.
 */
function discountOf(subscription: Stripe.Subscription): SubscriptionDiscount | null {
  for (const item of subscription.discounts) {
    const discount = expandedDiscount(item, `the discounts of ${subscription.id}`);
    const couponId = couponOfDiscount(discount);
    if (couponId) return { couponId, startsAt: fromUnix(discount.start), endsAt: fromUnixOrNull(discount.end) };
  }
  return null;
}

/** Expects `default_payment_method`, `schedule` and `discounts` expanded (see SUBSCRIPTION_EXPAND). */
export function subscriptionSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  // Since API version 2025-03-31 the billing period lives on each item, not on the subscription.
  const item = firstItem(subscription);
  const trial =
    subscription.trial_start && subscription.trial_end
      ? { start: fromUnix(subscription.trial_start), end: fromUnix(subscription.trial_end) }
      : null;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    priceId: item.price.id,
    status: subscriptionStatus(subscription.status),
    currentPeriodStart: fromUnix(item.current_period_start),
    currentPeriodEnd: fromUnix(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    scheduledPriceId: scheduledPriceOf(subscription.schedule, item.price.id, item.current_period_end),
    paymentMethod: cardOf(subscription.default_payment_method),
    latestInvoiceId: idOf(subscription.latest_invoice),
    metadata: metadataOf(subscription),
    trial,
    // extendFreePeriod's stretch, while the subscription's trial is still the one it set.
    giftedUntil: giftedUntilOf(subscription.metadata, trial?.end ?? null),
    pause: pauseOf(subscription),
    discount: discountOf(subscription),
  };
}

const billingReasons = ["subscription_create", "subscription_cycle", "subscription_update"] as const;
const invoiceStatuses = ["draft", "open", "paid", "void", "uncollectible"] as const;

/**
 * The coupon whose discount took something off the invoice. A discount that did not apply (another
 * product's price, a proration) may still be listed with nothing off, so only an amount counts.
 * Expects `total_discount_amounts.discount` expanded (see INVOICE_EXPAND).
 */
function couponOfInvoice(invoice: Stripe.Invoice): string | null {
  const applied = (invoice.total_discount_amounts ?? []).find((total) => total.amount > 0);
  if (!applied) return null;
  return couponOfDiscount(expandedDiscount(applied.discount, `total_discount_amounts.discount on ${invoice.id}`));
}

/** Expects `total_discount_amounts.discount` expanded (see INVOICE_EXPAND). */
export function invoiceSnapshot(invoice: Stripe.Invoice): InvoiceSnapshot {
  // Only preview invoices have no status, and those are never stored.
  const status = invoiceStatuses.find((candidate) => candidate === (invoice.status ?? "draft"));
  if (!status) throw new Error(`Unexpected invoice status: ${invoice.status}`);
  return {
    id: invoice.id,
    customerId: required(idOf(invoice.customer), `the customer of ${invoice.id}`),
    // Since API version 2025-03-31 an invoice names its subscription under parent.subscription_details.
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    status,
    amountPaidCents: invoice.amount_paid,
    amountDueCents: invoice.amount_due,
    currency: invoice.currency,
    paidAt: fromUnixOrNull(invoice.status_transitions.paid_at),
    attemptCount: invoice.attempt_count,
    nextPaymentAttemptAt: fromUnixOrNull(invoice.next_payment_attempt),
    billingReason: billingReasons.find((reason) => reason === invoice.billing_reason) ?? "other",
    number: invoice.number,
    hostedUrl: invoice.hosted_invoice_url ?? null,
    couponId: couponOfInvoice(invoice),
  };
}

const refundStatuses = ["pending", "succeeded", "failed", "canceled", "requires_action"] as const;

/** `invoiceId`: the invoice the refunded payment intent paid, if any; otherwise it was a one-off payment. */
export function refundSnapshot(refund: Stripe.Refund, invoiceId: string | null): RefundSnapshot {
  return {
    id: refund.id,
    invoiceId,
    paymentId: invoiceId ? null : idOf(refund.payment_intent),
    amountCents: refund.amount,
    // A status Stripe adds later is treated as not final yet; the next refund event syncs again.
    status: refundStatuses.find((status) => status === refund.status) ?? "pending",
    createdAt: fromUnix(refund.created),
  };
}

const disputeStatuses = [
  "warning_needs_response",
  "warning_under_review",
  "warning_closed",
  "needs_response",
  "under_review",
  "won",
  "lost",
  "prevented",
] as const;

function disputeStatus(status: Stripe.Dispute.Status): DisputeSnapshot["status"] {
  const known = disputeStatuses.find((candidate) => candidate === status);
  if (known) return known;
  // An appeal reopens a lost dispute: the money is withheld again, as before the first answer.
  // Any status Stripe adds later is read the same way: undecided, funds not back.
  return status === "appeal_needs_response" ? "needs_response" : "under_review";
}

/** `invoiceId`: the invoice the disputed payment intent paid, if any; otherwise it was a one-off payment. */
export function disputeSnapshot(dispute: Stripe.Dispute, invoiceId: string | null): DisputeSnapshot {
  return {
    id: dispute.id,
    invoiceId,
    paymentId: invoiceId ? null : idOf(dispute.payment_intent),
    amountCents: dispute.amount,
    status: disputeStatus(dispute.status),
    createdAt: fromUnix(dispute.created),
  };
}

/**
 * Verified once Stripe lets the account take charges and receive payouts. Until the creator has
 * submitted the onboarding form the account is pending, even though Stripe already reports its
 * requirements as past due (every new account starts with disabled_reason
 * "requirements.past_due"); afterwards, anything Stripe holds against it other than its own
 * ongoing verification makes it restricted.
 */
export function payoutAccountSnapshot(account: Stripe.Account): PayoutAccountSnapshot {
  if (account.charges_enabled && account.payouts_enabled) return { id: account.id, status: "verified" };
  const requirements = account.requirements;
  const disabledReason = requirements?.disabled_reason ?? null;
  const hasPastDue = (requirements?.past_due?.length ?? 0) > 0;
  const isBlocked = (disabledReason !== null && disabledReason !== "requirements.pending_verification") || hasPastDue;
  return { id: account.id, status: account.details_submitted && isBlocked ? "restricted" : "pending" };
}
