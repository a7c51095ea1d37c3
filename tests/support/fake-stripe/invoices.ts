// A subscription's invoices: their lines (a period of the price, or a proration), the
// subscription's discount on them, creating and finalizing them as Stripe numbers and links them,
// and collecting one, which moves the subscription to active or past_due.
import {
  itemOf,
  recurringOf,
  type InvoiceLineObject,
  type InvoiceObject,
  type PriceObject,
  type SubscriptionObject,
} from "./objects";
import { discountOnLine, runningDiscount } from "./coupons";
import { attemptPayment, declines } from "./payments";
import { token, update, type FakeState } from "./state";

/** The item's current period at its price: a renewal's or a first invoice's line. */
export function itemLine(state: FakeState, subscription: SubscriptionObject) {
  const item = itemOf(subscription);
  return periodLine(state, subscription, item.price, {
    start: item.current_period_start,
    end: item.current_period_end,
  });
}

/** One whole billing period of a price, as Stripe describes it ("1 × price (at $102.00 / year)"). */
export function periodLine(
  state: FakeState,
  subscription: SubscriptionObject,
  price: PriceObject,
  period: { start: number; end: number },
) {
  const amount = price.unit_amount ?? 0;
  const { interval, interval_count: count } = recurringOf(price);
  const every = count === 1 ? interval : `every ${count} ${interval}s`;
  return lineFor(
    state,
    subscription,
    price,
    amount,
    `1 × ${price.id} (at $${(amount / 100).toFixed(2)} / ${every})`,
    period,
    false,
  );
}

/** A free trial's line on the subscription's first invoice: nothing to pay. */
export function trialLine(state: FakeState, subscription: SubscriptionObject) {
  const item = itemOf(subscription);
  const period = { start: item.current_period_start, end: item.current_period_end };
  return lineFor(state, subscription, item.price, 0, `Trial period for ${item.price.id}`, period, false);
}

export function lineFor(
  state: FakeState,
  subscription: SubscriptionObject,
  price: PriceObject,
  amount: number,
  description: string,
  period: { start: number; end: number },
  proration: boolean,
) {
  const line: InvoiceLineObject = {
    id: state.newId("il"),
    object: "line_item",
    amount,
    currency: price.currency,
    description,
    discount_amounts: [],
    // Stripe never discounts a proration.
    discountable: !proration,
    discounts: [],
    invoice: "",
    livemode: false,
    metadata: {},
    parent: {
      type: "subscription_item_details",
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration,
        proration_details: { credited_items: null },
        subscription: subscription.id,
        subscription_item: itemOf(subscription).id,
      },
    },
    period,
    pricing: {
      type: "price_details",
      price_details: { price: price.id, product: price.product },
      unit_amount_decimal: String(price.unit_amount ?? 0),
    },
    quantity: 1,
    subscription: subscription.id,
    subtotal: amount,
    taxes: [],
  };
  return line;
}

/**
 * The subscription's running discount on the lines: each line's share in its discount_amounts,
 * and the invoice's in total. A discount that takes nothing off (another product's line, a
 * proration) is still listed, with 0.
 */
function discountLines(state: FakeState, subscription: SubscriptionObject, lines: InvoiceLineObject[]) {
  const discount = runningDiscount(state, subscription);
  if (!discount) return { discounts: [], total_discount_amounts: [] };
  let amount = 0;
  for (const line of lines) {
    const off = discountOnLine(state, discount, line);
    if (off === 0) continue;
    if (amount > 0) throw new Error("This fake discounts one line per invoice");
    line.discount_amounts = [{ amount: off, discount: discount.id }];
    amount = off;
  }
  return { discounts: [discount.id], total_discount_amounts: [{ amount, discount: discount.id }] };
}

/** `period` is the one that just ended for a renewal; other invoices span no time. */
export function createInvoice(
  state: FakeState,
  subscription: SubscriptionObject,
  reason: "subscription_create" | "subscription_cycle" | "subscription_update",
  lines: InvoiceLineObject[],
  period = { start: state.clock, end: state.clock },
) {
  const customer = state.store.customers.get(subscription.customer)!;
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const discounted = discountLines(state, subscription, lines);
  const total = subtotal - discounted.total_discount_amounts.reduce((sum, applied) => sum + applied.amount, 0);
  const id = state.newId("in");
  for (const line of lines) line.invoice = id;
  const invoice: InvoiceObject = {
    id,
    object: "invoice",
    account_country: "US",
    account_name: "FitCreators",
    amount_due: Math.max(total, 0),
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: Math.max(total, 0),
    amount_shipping: 0,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatically_finalizes_at: state.clock + 3600,
    billing_reason: reason,
    collection_method: "charge_automatically",
    created: state.clock,
    currency: subscription.currency,
    customer: subscription.customer,
    customer_email: customer.email ?? null,
    customer_name: customer.name ?? null,
    default_payment_method: null,
    description: null,
    discounts: discounted.discounts,
    due_date: null,
    effective_at: null,
    ending_balance: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    lines: { object: "list", data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
    },
    period_end: period.end,
    period_start: period.start,
    receipt_number: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: "draft",
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal,
    total,
    total_discount_amounts: discounted.total_discount_amounts,
    webhooks_delivered_at: null,
  };
  state.store.invoices.set(id, invoice);
  subscription.latest_invoice = id;
  state.emit("invoice.created", invoice);
  return invoice;
}

export function finalizeInvoice(state: FakeState, invoice: InvoiceObject) {
  const count = (state.invoiceCounts.get(invoice.customer) ?? 0) + 1;
  state.invoiceCounts.set(invoice.customer, count);
  update(invoice, {
    status: "open",
    number: `${invoice.customer.slice(4, 12).toUpperCase()}-${String(count).padStart(4, "0")}`,
    effective_at: state.clock,
    ending_balance: 0,
    hosted_invoice_url: `https://invoice.stripe.com/i/acct_fakestripe/test_${token()}`,
    invoice_pdf: `https://pay.stripe.com/invoice/acct_fakestripe/test_${token()}/pdf`,
    automatically_finalizes_at: null,
  });
  invoice.status_transitions.finalized_at = state.clock;
  state.emit("invoice.finalized", invoice);
}

/**
 * Whether an invoice made at `at` falls in a pause of collection with behavior void: Stripe then
 * voids it at once, charges nothing, and leaves the subscription's status as it is.
 */
export function isCollectionPaused(pauseCollection: SubscriptionObject["pause_collection"], at: number) {
  if (!pauseCollection || pauseCollection.behavior !== "void") return false;
  return pauseCollection.resumes_at === null || at < pauseCollection.resumes_at;
}

/** A finalized invoice voided: nothing is owed on it any more. Event: invoice.voided. */
export function voidInvoice(state: FakeState, invoice: InvoiceObject) {
  update(invoice, { status: "void", auto_advance: false, next_payment_attempt: null });
  invoice.status_transitions.voided_at = state.clock;
  state.emit("invoice.voided", invoice);
}

/**
 * A subscription's new invoice, finalized: charged, and the subscription moved to active or
 * past_due accordingly; or voided while its collection is paused.
 */
export function settleInvoice(
  state: FakeState,
  subscription: SubscriptionObject,
  invoice: InvoiceObject,
  fail?: boolean,
) {
  if (isCollectionPaused(subscription.pause_collection, invoice.created)) voidInvoice(state, invoice);
  else collectInvoice(state, subscription, invoice, fail);
}

/** Charges an invoice and moves its subscription to active or past_due accordingly. */
export function collectInvoice(
  state: FakeState,
  subscription: SubscriptionObject,
  invoice: InvoiceObject,
  fail?: boolean,
) {
  const isPaid = attemptPayment(state, invoice, fail ?? declines(state, subscription.default_payment_method));
  const status = isPaid ? "active" : "past_due";
  if (subscription.status !== status) state.updateAndEmit(subscription, () => (subscription.status = status));
}

export function openInvoiceOf(state: FakeState, subscription: SubscriptionObject) {
  const invoice = subscription.latest_invoice ? state.store.invoices.get(subscription.latest_invoice) : undefined;
  if (!invoice || invoice.status !== "open") throw new Error(`Subscription ${subscription.id} has no open invoice`);
  return invoice;
}
