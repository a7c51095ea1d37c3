// Cards and payments: the test cards, payment methods (attached to a customer, or only used once),
// a charge attempt on a payment intent, and charging an invoice the way Stripe records it (a
// payment intent reused by every attempt, a charge per attempt, an invoice payment), with the
// events Stripe sends for each outcome.
import { cardDeclined } from "./errors";
import type {
  CardFields,
  ChargeObject,
  InvoiceObject,
  InvoicePaymentObject,
  PaymentIntentObject,
  PaymentMethodObject,
} from "./objects";
import { update, type FakeState } from "./state";
import { DAY } from "./time";

/** When Stripe tries a failed renewal again (its Smart Retries pick a day; three is typical). */
const RETRY_AFTER = 3 * DAY;

export type TestCard = "visa" | "mastercard" | "declined";
/** "declined" is Stripe's 4000 0000 0000 0341: it attaches to the customer, then every charge fails. */
export const testCards: Record<TestCard, CardFields & { declines: boolean }> = {
  visa: {
    brand: "visa",
    display_brand: "visa",
    last4: "4242",
    exp_month: 12,
    exp_year: 2034,
    funding: "credit",
    country: "US",
    declines: false,
  },
  mastercard: {
    brand: "mastercard",
    display_brand: "mastercard",
    last4: "4444",
    exp_month: 12,
    exp_year: 2034,
    funding: "credit",
    country: "US",
    declines: false,
  },
  declined: {
    brand: "visa",
    display_brand: "visa",
    last4: "0341",
    exp_month: 12,
    exp_year: 2034,
    funding: "credit",
    country: "US",
    declines: true,
  },
};

/** `customer` null: a card used for one payment and not saved (a payment-mode checkout's). */
export function createPaymentMethod(state: FakeState, customer: string | null, card: TestCard) {
  const { declines, ...fields } = testCards[card];
  const paymentMethod: PaymentMethodObject = {
    id: state.newId("pm"),
    object: "payment_method",
    card: fields,
    created: state.clock,
    customer,
    livemode: false,
    metadata: {},
    type: "card",
  };
  state.store.payment_methods.set(paymentMethod.id, paymentMethod);
  if (declines) state.decliningCards.add(paymentMethod.id);
  if (customer) state.emit("payment_method.attached", paymentMethod);
  return paymentMethod;
}

export function declines(state: FakeState, paymentMethodId: string | null) {
  return paymentMethodId !== null && state.decliningCards.has(paymentMethodId);
}

/** One charge attempt on the invoice's payment intent (Stripe reuses it for every retry). */
export function attemptPayment(state: FakeState, invoice: InvoiceObject, fail: boolean) {
  invoice.attempt_count += 1;
  invoice.attempted = true;
  if (invoice.amount_due === 0) {
    markPaid(state, invoice);
    return true;
  }
  const subscription = state.store.subscriptions.get(invoice.parent.subscription_details.subscription)!;
  const paymentMethodId = subscription.default_payment_method!;
  const invoicePayment =
    [...state.store.invoice_payments.values()].find((candidate) => candidate.invoice === invoice.id) ??
    createInvoicePayment(state, invoice, paymentMethodId);
  const paymentIntent = state.store.payment_intents.get(invoicePayment.payment.payment_intent)!;
  paymentIntent.payment_method = paymentMethodId;
  const charge = createCharge(state, paymentIntent, fail, {
    description: invoice.billing_reason === "subscription_create" ? "Subscription creation" : "Subscription update",
    transfer_data: paymentIntent.transfer_data
      ? { amount: paymentIntent.transfer_data.amount ?? null, destination: paymentIntent.transfer_data.destination }
      : null,
  });
  settleAttempt(state, paymentIntent, charge);
  if (fail) {
    invoice.next_payment_attempt = state.clock + RETRY_AFTER;
    state.emit("invoice.payment_failed", invoice);
    return false;
  }
  update(invoicePayment, { status: "paid", amount_paid: charge.amount });
  invoicePayment.status_transitions.paid_at = state.clock;
  state.emit("invoice_payment.paid", invoicePayment);
  markPaid(state, invoice);
  return true;
}

/** One charge attempt on a payment intent, with the card's outcome; it becomes the intent's latest charge. */
export function createCharge(
  state: FakeState,
  paymentIntent: PaymentIntentObject,
  fail: boolean,
  fields: Pick<ChargeObject, "description" | "transfer_data"> & Partial<ChargeObject>,
) {
  const paymentMethod = state.store.payment_methods.get(paymentIntent.payment_method)!;
  const charge: ChargeObject = {
    id: state.newId("ch"),
    object: "charge",
    amount: paymentIntent.amount,
    amount_captured: fail ? 0 : paymentIntent.amount,
    amount_refunded: 0,
    application_fee: null,
    application_fee_amount: null,
    captured: !fail,
    created: state.clock,
    currency: paymentIntent.currency,
    customer: paymentIntent.customer,
    disputed: false,
    failure_code: fail ? "card_declined" : null,
    failure_message: fail ? "Your card was declined." : null,
    livemode: false,
    metadata: {},
    paid: !fail,
    payment_intent: paymentIntent.id,
    payment_method: paymentMethod.id,
    payment_method_details: { type: "card", card: paymentMethod.card },
    refunded: false,
    status: fail ? "failed" : "succeeded",
    ...fields,
  };
  state.store.charges.set(charge.id, charge);
  paymentIntent.latest_charge = charge.id;
  return charge;
}

/**
 * The payment intent takes the charge's outcome. Events: charge.succeeded and
 * payment_intent.succeeded, or charge.failed and payment_intent.payment_failed (the intent then
 * waits for another payment method).
 */
export function settleAttempt(state: FakeState, paymentIntent: PaymentIntentObject, charge: ChargeObject) {
  if (charge.status === "failed") {
    update(paymentIntent, { status: "requires_payment_method", last_payment_error: cardDeclined(charge.id) });
    state.emit("charge.failed", charge);
    state.emit("payment_intent.payment_failed", paymentIntent);
    return;
  }
  update(paymentIntent, { status: "succeeded", amount_received: charge.amount, last_payment_error: null });
  state.emit("charge.succeeded", charge);
  state.emit("payment_intent.succeeded", paymentIntent);
}

function createInvoicePayment(state: FakeState, invoice: InvoiceObject, paymentMethod: string) {
  const subscription = state.store.subscriptions.get(invoice.parent.subscription_details.subscription)!;
  const transfer = subscription.transfer_data;
  const paymentIntent: PaymentIntentObject = {
    id: state.newId("pi"),
    object: "payment_intent",
    amount: invoice.amount_due,
    amount_received: 0,
    application_fee_amount: null,
    created: state.clock,
    currency: invoice.currency,
    customer: invoice.customer,
    description: `Invoice ${invoice.number}`,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: {},
    payment_method: paymentMethod,
    status: "processing",
    // The subscription's destination share of this invoice.
    transfer_data: transfer
      ? {
          amount: Math.round((invoice.amount_due * (transfer.amount_percent ?? 100)) / 100),
          destination: transfer.destination,
        }
      : null,
  };
  state.store.payment_intents.set(paymentIntent.id, paymentIntent);
  const invoicePayment: InvoicePaymentObject = {
    id: state.newId("inpay"),
    object: "invoice_payment",
    amount_paid: null,
    amount_requested: invoice.amount_due,
    created: state.clock,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: "payment_intent", payment_intent: paymentIntent.id },
    status: "open",
    status_transitions: { canceled_at: null, paid_at: null },
  };
  state.store.invoice_payments.set(invoicePayment.id, invoicePayment);
  return invoicePayment;
}

function markPaid(state: FakeState, invoice: InvoiceObject) {
  update(invoice, { status: "paid", amount_paid: invoice.amount_due, amount_remaining: 0, next_payment_attempt: null });
  invoice.status_transitions.paid_at = state.clock;
  state.emit("invoice.paid", invoice);
  state.emit("invoice.payment_succeeded", invoice);
}

/** The succeeded charge of a paid invoice, or of a one-off payment (by its payment intent's id). */
export function paidChargeOf(state: FakeState, invoiceOrPaymentIntentId: string) {
  const paymentIntent = state.store.payment_intents.get(invoiceOrPaymentIntentId);
  if (paymentIntent) {
    if (paymentIntent.status !== "succeeded" || !paymentIntent.latest_charge)
      throw new Error(`Payment intent ${paymentIntent.id} has no paid charge`);
    return state.store.charges.get(paymentIntent.latest_charge)!;
  }
  const invoiceId = invoiceOrPaymentIntentId;
  const invoice = state.mustGet("invoices", invoiceId);
  const payment = [...state.store.invoice_payments.values()].find(
    (candidate) => candidate.invoice === invoiceId && candidate.status === "paid",
  );
  const chargeId = payment && state.store.payment_intents.get(payment.payment.payment_intent)?.latest_charge;
  if (invoice.status !== "paid" || !chargeId) throw new Error(`Invoice ${invoiceId} has no paid charge`);
  return state.store.charges.get(chargeId)!;
}
