// Cards and payments: the test cards, payment methods attached to a customer, and charging an
// invoice the way Stripe records it (a payment intent reused by every attempt, a charge per
// attempt, an invoice payment), with the events Stripe sends for each outcome.
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

export function createPaymentMethod(state: FakeState, customer: string, card: TestCard) {
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
  state.emit("payment_method.attached", paymentMethod);
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
  const paymentMethod = state.store.payment_methods.get(paymentMethodId)!;
  const invoicePayment =
    [...state.store.invoice_payments.values()].find((candidate) => candidate.invoice === invoice.id) ??
    createInvoicePayment(state, invoice, paymentMethodId);
  const paymentIntent = state.store.payment_intents.get(invoicePayment.payment.payment_intent)!;
  const charge: ChargeObject = {
    id: state.newId("ch"),
    object: "charge",
    amount: invoice.amount_due,
    amount_captured: fail ? 0 : invoice.amount_due,
    amount_refunded: 0,
    captured: !fail,
    created: state.clock,
    currency: invoice.currency,
    customer: invoice.customer,
    description: invoice.billing_reason === "subscription_create" ? "Subscription creation" : "Subscription update",
    disputed: false,
    failure_code: fail ? "card_declined" : null,
    failure_message: fail ? "Your card was declined." : null,
    livemode: false,
    metadata: {},
    paid: !fail,
    payment_intent: paymentIntent.id,
    payment_method: paymentMethodId,
    payment_method_details: { type: "card", card: paymentMethod.card },
    refunded: false,
    status: fail ? "failed" : "succeeded",
    transfer_data: subscription.transfer_data
      ? {
          amount: Math.round((invoice.amount_due * (subscription.transfer_data.amount_percent ?? 100)) / 100),
          destination: subscription.transfer_data.destination,
        }
      : null,
  };
  state.store.charges.set(charge.id, charge);
  paymentIntent.latest_charge = charge.id;
  if (fail) {
    update(paymentIntent, { status: "requires_payment_method", last_payment_error: cardDeclined(charge.id) });
    invoice.next_payment_attempt = state.clock + RETRY_AFTER;
    state.emit("charge.failed", charge);
    state.emit("payment_intent.payment_failed", paymentIntent);
    state.emit("invoice.payment_failed", invoice);
    return false;
  }
  update(paymentIntent, { status: "succeeded", amount_received: charge.amount, last_payment_error: null });
  update(invoicePayment, { status: "paid", amount_paid: charge.amount });
  invoicePayment.status_transitions.paid_at = state.clock;
  state.emit("charge.succeeded", charge);
  state.emit("payment_intent.succeeded", paymentIntent);
  state.emit("invoice_payment.paid", invoicePayment);
  markPaid(state, invoice);
  return true;
}

function createInvoicePayment(state: FakeState, invoice: InvoiceObject, paymentMethod: string) {
  const paymentIntent: PaymentIntentObject = {
    id: state.newId("pi"),
    object: "payment_intent",
    amount: invoice.amount_due,
    amount_received: 0,
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

export function paidChargeOf(state: FakeState, invoiceId: string) {
  const invoice = state.mustGet("invoices", invoiceId);
  const payment = [...state.store.invoice_payments.values()].find(
    (candidate) => candidate.invoice === invoiceId && candidate.status === "paid",
  );
  const chargeId = payment && state.store.payment_intents.get(payment.payment.payment_intent)?.latest_charge;
  if (invoice.status !== "paid" || !chargeId) throw new Error(`Invoice ${invoiceId} has no paid charge`);
  return state.store.charges.get(chargeId)!;
}
