// The API's reads: lists of refunds, invoices, invoice payments and checkout sessions (newest
// first, as Stripe lists), and retrieving any stored object by its collection and id.
import { ApiError, noSuch } from "./errors";
import type { ListOf } from "./objects";
import { checkParams, expandOnly, type Reader, type Spec } from "./params";
import type { FakeState, Store } from "./state";

const listRefundsParams: Spec = { charge: true, payment_intent: true, limit: true, expand: [true] };
const listInvoicesParams: Spec = { customer: true, subscription: true, status: true, limit: true, expand: [true] };
const listInvoicePaymentsParams: Spec = {
  invoice: true,
  payment: { type: true, payment_intent: true },
  status: true,
  limit: true,
  expand: [true],
};

const listCheckoutSessionsParams: Spec = {
  customer: true,
  payment_intent: true,
  subscription: true,
  status: true,
  limit: true,
  expand: [true],
};

export function listCheckoutSessions(state: FakeState, params: Reader) {
  checkParams(params.params, listCheckoutSessionsParams);
  const customer = params.text("customer");
  const paymentIntent = params.text("payment_intent");
  const subscription = params.text("subscription");
  const status = params.text("status");
  const sessions = [...state.store["checkout/sessions"].values()].filter(
    (session) =>
      (!customer || session.customer === customer) &&
      (!paymentIntent || session.payment_intent === paymentIntent) &&
      (!subscription || session.subscription === subscription) &&
      (!status || session.status === status),
  );
  return list("/v1/checkout/sessions", sessions, params.integer("limit"));
}

export function listRefunds(state: FakeState, params: Reader) {
  checkParams(params.params, listRefundsParams);
  const charge = params.text("charge");
  const paymentIntent = params.text("payment_intent");
  const refunds = [...state.store.refunds.values()].filter(
    (refund) => (!charge || refund.charge === charge) && (!paymentIntent || refund.payment_intent === paymentIntent),
  );
  return list("/v1/refunds", refunds, params.integer("limit"));
}

export function listInvoices(state: FakeState, params: Reader) {
  checkParams(params.params, listInvoicesParams);
  const customer = params.text("customer");
  const subscription = params.text("subscription");
  const status = params.text("status");
  const invoices = [...state.store.invoices.values()].filter(
    (invoice) =>
      (!customer || invoice.customer === customer) &&
      (!subscription || invoice.parent.subscription_details.subscription === subscription) &&
      (!status || invoice.status === status),
  );
  return list("/v1/invoices", invoices, params.integer("limit"));
}

export function listInvoicePayments(state: FakeState, params: Reader) {
  checkParams(params.params, listInvoicePaymentsParams);
  const invoice = params.text("invoice");
  const payment = params.child("payment");
  payment?.requiredOneOf("type", ["payment_intent", "payment_record"]);
  const paymentIntent = payment?.text("payment_intent");
  const status = params.text("status");
  const payments = [...state.store.invoice_payments.values()].filter(
    (candidate) =>
      (!invoice || candidate.invoice === invoice) &&
      (!paymentIntent || candidate.payment.payment_intent === paymentIntent) &&
      (!status || candidate.status === status),
  );
  return list("/v1/invoice_payments", payments, params.integer("limit"));
}

/** Stripe lists newest first, ten by default. */
function list<T extends { created: number }>(url: string, items: T[], limit = 10): ListOf<T> {
  const newestFirst = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.created - a.item.created || b.index - a.index);
  return {
    object: "list",
    data: newestFirst.slice(0, limit).map(({ item }) => item),
    has_more: newestFirst.length > limit,
    url,
  };
}

export function retrieveRequest(state: FakeState, path: string, params: Reader) {
  checkParams(params.params, expandOnly);
  const slash = path.lastIndexOf("/");
  const collection = path.slice(0, slash);
  const id = path.slice(slash + 1);
  if (!(collection in state.store))
    throw new ApiError(404, { type: "invalid_request_error", message: `Unrecognized request URL (GET: /v1/${path}).` });
  const object = state.store[collection as keyof Store].get(id);
  if (!object) throw noSuch(collection.replace(/^checkout\/sessions$/, "checkout.session").replace(/s$/, ""), id);
  return object;
}
