// A fake Stripe API for tests: node:http on 127.0.0.1 speaking API version 2026-10-28 for the
// calls the Stripe payments adapter makes (form-encoded bodies, Idempotency-Key, Stripe's error
// and list shapes). Objects live in memory. Test controls change them the way Stripe would (a
// completed checkout, a renewal, a declined card, a refund, a dispute, an account review) and
// return the webhook events Stripe would send for that change; sign() makes them deliverable.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export const FAKE_STRIPE_API_VERSION = Stripe.API_VERSION;

const DAY = 86_400;
/** When Stripe tries a failed renewal again (its Smart Retries pick a day; three is typical). */
const RETRY_AFTER = 3 * DAY;
const CHECKOUT_LIFETIME = DAY;

// ---- Object shapes ----------------------------------------------------------------------------

/**
 * The fields of a Stripe object this fake keeps, typed as the SDK types them, so a field in the
 * wrong place for this API version (a period on the subscription) does not compile. `Own` holds
 * fields the fake keeps in a narrower form (an id where Stripe may expand an object).
 */
type Shape<T, K extends keyof T, Own extends { [P in keyof Own]: P extends keyof T ? unknown : never } = Record<never, never>> = Pick<
  T,
  Exclude<K, keyof Own>
> &
  Own;

interface ListOf<T> {
  object: "list";
  data: T[];
  has_more: boolean;
  url: string;
}

type Metadata = Record<string, string>;
type CardFields = Pick<Stripe.PaymentMethod.Card, "brand" | "country" | "display_brand" | "exp_month" | "exp_year" | "funding" | "last4">;

type CustomerObject = Shape<
  Stripe.Customer,
  "id" | "object" | "balance" | "created" | "currency" | "delinquent" | "description" | "email" | "livemode" | "metadata" | "name" | "phone",
  { invoice_settings: { custom_fields: null; default_payment_method: string | null; footer: null; rendering_options: null } }
>;
type ProductObject = Shape<
  Stripe.Product,
  "id" | "object" | "active" | "created" | "description" | "images" | "livemode" | "metadata" | "name" | "shippable" | "type" | "updated" | "url",
  { default_price: string | null }
>;
type PriceObject = Shape<
  Stripe.Price,
  "id" | "object" | "active" | "billing_scheme" | "created" | "currency" | "livemode" | "lookup_key" | "metadata" | "nickname" | "recurring" | "tax_behavior" | "type" | "unit_amount",
  // Decimals travel as strings; the SDK turns them into its Decimal type.
  { product: string; unit_amount_decimal: string }
>;
type PaymentMethodObject = Shape<Stripe.PaymentMethod, "id" | "object" | "created" | "livemode" | "metadata" | "type", { customer: string; card: CardFields }>;
type CheckoutSessionObject = Shape<
  Stripe.Checkout.Session,
  | "id"
  | "object"
  | "amount_subtotal"
  | "amount_total"
  | "cancel_url"
  | "client_reference_id"
  | "created"
  | "currency"
  | "expires_at"
  | "livemode"
  | "metadata"
  | "mode"
  | "payment_method_types"
  | "payment_status"
  | "status"
  | "success_url"
  | "ui_mode"
  | "url",
  { customer: string; subscription: string | null; invoice: string | null }
>;
type SubscriptionItemObject = Shape<
  Stripe.SubscriptionItem,
  "id" | "object" | "billing_thresholds" | "created" | "current_period_end" | "current_period_start" | "discounts" | "metadata" | "quantity" | "subscription" | "tax_rates",
  { price: PriceObject }
>;
type SubscriptionObject = Shape<
  Stripe.Subscription,
  | "id"
  | "object"
  | "application_fee_percent"
  | "billing_cycle_anchor"
  | "cancel_at"
  | "cancel_at_period_end"
  | "canceled_at"
  | "collection_method"
  | "created"
  | "currency"
  | "description"
  | "discounts"
  | "ended_at"
  | "livemode"
  | "metadata"
  | "pending_update"
  | "start_date"
  | "status"
  | "trial_end"
  | "trial_start",
  {
    cancellation_details: Stripe.Subscription.CancellationDetails;
    customer: string;
    default_payment_method: string | null;
    items: ListOf<SubscriptionItemObject>;
    latest_invoice: string | null;
    schedule: string | null;
    transfer_data: { amount_percent: number | null; destination: string } | null;
  }
>;
type PhaseItemObject = Shape<Stripe.SubscriptionSchedule.Phase.Item, "billing_thresholds" | "discounts" | "metadata" | "quantity" | "tax_rates", { price: string; plan: string }>;
type PhaseObject = Shape<
  Stripe.SubscriptionSchedule.Phase,
  "add_invoice_items" | "application_fee_percent" | "billing_cycle_anchor" | "currency" | "description" | "discounts" | "end_date" | "metadata" | "proration_behavior" | "start_date" | "trial_end",
  { items: PhaseItemObject[] }
>;
type ScheduleObject = Shape<
  Stripe.SubscriptionSchedule,
  "id" | "object" | "canceled_at" | "completed_at" | "created" | "current_phase" | "end_behavior" | "livemode" | "metadata" | "released_at" | "released_subscription" | "status",
  { customer: string; subscription: string | null; phases: PhaseObject[] }
>;
type InvoiceLineObject = Shape<
  Stripe.InvoiceLineItem,
  "id" | "object" | "amount" | "currency" | "description" | "discount_amounts" | "discountable" | "discounts" | "livemode" | "metadata" | "period" | "quantity" | "subtotal" | "taxes",
  {
    invoice: string;
    subscription: string;
    parent: {
      type: "subscription_item_details";
      invoice_item_details: null;
      subscription_item_details: { invoice_item: null; proration: boolean; proration_details: { credited_items: null }; subscription: string; subscription_item: string };
    };
    pricing: { type: "price_details"; price_details: { price: string; product: string }; unit_amount_decimal: string };
  }
>;
type InvoiceObject = Shape<
  Stripe.Invoice,
  | "id"
  | "object"
  | "account_country"
  | "account_name"
  | "amount_due"
  | "amount_overpaid"
  | "amount_paid"
  | "amount_remaining"
  | "amount_shipping"
  | "attempt_count"
  | "attempted"
  | "auto_advance"
  | "automatically_finalizes_at"
  | "billing_reason"
  | "collection_method"
  | "created"
  | "currency"
  | "customer_email"
  | "customer_name"
  | "description"
  | "discounts"
  | "due_date"
  | "effective_at"
  | "ending_balance"
  | "hosted_invoice_url"
  | "invoice_pdf"
  | "livemode"
  | "metadata"
  | "next_payment_attempt"
  | "number"
  | "period_end"
  | "period_start"
  | "receipt_number"
  | "starting_balance"
  | "statement_descriptor"
  | "status"
  | "status_transitions"
  | "subtotal"
  | "total"
  | "webhooks_delivered_at",
  {
    customer: string;
    default_payment_method: string | null;
    lines: ListOf<InvoiceLineObject>;
    // Since 2025-03-31 the subscription is named here; invoices have no `subscription` field.
    parent: { type: "subscription_details"; quote_details: null; subscription_details: { metadata: Metadata; subscription: string } };
  }
>;
type CardError = Pick<Stripe.PaymentIntent.LastPaymentError, "charge" | "code" | "decline_code" | "doc_url" | "message" | "type">;
type PaymentIntentObject = Shape<
  Stripe.PaymentIntent,
  "id" | "object" | "amount" | "amount_received" | "created" | "currency" | "description" | "livemode" | "metadata" | "status",
  { customer: string; latest_charge: string | null; payment_method: string; last_payment_error: CardError | null }
>;
type ChargeObject = Shape<
  Stripe.Charge,
  | "id"
  | "object"
  | "amount"
  | "amount_captured"
  | "amount_refunded"
  | "captured"
  | "created"
  | "currency"
  | "description"
  | "disputed"
  | "failure_code"
  | "failure_message"
  | "livemode"
  | "metadata"
  | "paid"
  | "refunded"
  | "status",
  {
    customer: string;
    payment_intent: string;
    payment_method: string;
    payment_method_details: { type: "card"; card: CardFields };
    transfer_data: { amount: number | null; destination: string } | null;
  }
>;
type InvoicePaymentObject = Shape<
  Stripe.InvoicePayment,
  "id" | "object" | "amount_paid" | "amount_requested" | "created" | "currency" | "is_default" | "livemode" | "status" | "status_transitions",
  { invoice: string; payment: { type: "payment_intent"; payment_intent: string } }
>;
type RefundObject = Shape<
  Stripe.Refund,
  "id" | "object" | "amount" | "balance_transaction" | "created" | "currency" | "metadata" | "reason" | "receipt_number" | "source_transfer_reversal" | "status" | "transfer_reversal",
  { charge: string; payment_intent: string }
>;
type DisputeObject = Shape<
  Stripe.Dispute,
  "id" | "object" | "amount" | "balance_transactions" | "created" | "currency" | "is_charge_refundable" | "livemode" | "metadata" | "reason" | "status",
  { charge: string; payment_intent: string; evidence_details: { due_by: number | null; has_evidence: boolean; past_due: boolean; submission_count: number } }
>;
type CapabilityStatus = "active" | "inactive" | "pending";
type AccountObject = Shape<
  Stripe.Account,
  "id" | "object" | "business_type" | "charges_enabled" | "country" | "created" | "default_currency" | "details_submitted" | "email" | "metadata" | "payouts_enabled" | "type",
  { capabilities: { card_payments: CapabilityStatus; transfers: CapabilityStatus }; requirements: Stripe.Account.Requirements }
>;

type StoredObject =
  | CustomerObject
  | ProductObject
  | PriceObject
  | PaymentMethodObject
  | CheckoutSessionObject
  | SubscriptionObject
  | ScheduleObject
  | InvoiceObject
  | PaymentIntentObject
  | ChargeObject
  | InvoicePaymentObject
  | RefundObject
  | DisputeObject
  | AccountObject;

/** Everything the fake keeps, by the URL collection Stripe serves it under. */
interface Store {
  customers: Map<string, CustomerObject>;
  products: Map<string, ProductObject>;
  prices: Map<string, PriceObject>;
  payment_methods: Map<string, PaymentMethodObject>;
  "checkout/sessions": Map<string, CheckoutSessionObject>;
  subscriptions: Map<string, SubscriptionObject>;
  subscription_schedules: Map<string, ScheduleObject>;
  invoices: Map<string, InvoiceObject>;
  payment_intents: Map<string, PaymentIntentObject>;
  charges: Map<string, ChargeObject>;
  invoice_payments: Map<string, InvoicePaymentObject>;
  refunds: Map<string, RefundObject>;
  disputes: Map<string, DisputeObject>;
  accounts: Map<string, AccountObject>;
}
type StoreItem<K extends keyof Store> = Store[K] extends Map<string, infer T> ? T : never;

// ---- Errors -----------------------------------------------------------------------------------

type ErrorBody = Pick<Stripe.StripeRawError, "code" | "decline_code" | "doc_url" | "message" | "param" | "charge"> & { type: Stripe.RawErrorType };

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

function invalidRequest(message: string, param?: string, code?: string) {
  return new ApiError(400, { type: "invalid_request_error", message, ...(param && { param }), ...(code && { code }) });
}

const missingParam = (param: string) => invalidRequest(`Missing required param: ${param}.`, param, "parameter_missing");

/** A missing object in the URL answers 404; one named by a parameter answers 400. */
function noSuch(what: string, id: string, param?: string) {
  return new ApiError(param ? 400 : 404, { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}: '${id}'`, param: param ?? "id" });
}

function cardDeclined(chargeId?: string): ErrorBody {
  return {
    type: "card_error",
    code: "card_declined",
    decline_code: "generic_decline",
    message: "Your card was declined.",
    doc_url: "https://stripe.com/docs/error-codes/card-declined",
    ...(chargeId && { charge: chargeId }),
  };
}

// ---- Request parameters -----------------------------------------------------------------------

type Param = string | Param[] | ParamObject;
interface ParamObject {
  [name: string]: Param;
}

/** `a[b][0][c]=v&expand[]=x` into nested objects and arrays, as Stripe reads form bodies. */
function parseForm(text: string): ParamObject {
  const root: ParamObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const segments = [...key.matchAll(/^[^[\]]+|\[([^[\]]*)\]/g)].map((match) => match[1] ?? match[0]);
    let node = root;
    segments.forEach((segment, index) => {
      const name = segment === "" ? String(Object.keys(node).length) : segment;
      if (index === segments.length - 1) {
        node[name] = value;
        return;
      }
      const child = node[name] ?? {};
      if (typeof child === "string" || Array.isArray(child)) throw invalidRequest(`Invalid parameter: ${key}`, key);
      node[name] = child;
      node = child;
    });
  }
  return withArrays(root) as ParamObject;
}

function withArrays(param: Param): Param {
  if (typeof param === "string" || Array.isArray(param)) return param;
  const entries = Object.entries(param).map(([name, value]) => [name, withArrays(value)] as const);
  const isIndexed = entries.length > 0 && entries.every(([name]) => /^\d+$/.test(name));
  if (!isIndexed) return Object.fromEntries(entries);
  return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, value]) => value);
}

/** Which parameters an endpoint accepts: Stripe answers any other with parameter_unknown. */
type Rule = true | "map" | Spec | [Rule];
interface Spec {
  [name: string]: Rule;
}

function checkParams(params: ParamObject, spec: Spec, prefix = "") {
  for (const [name, value] of Object.entries(params)) {
    const path = prefix ? `${prefix}[${name}]` : name;
    const rule = spec[name];
    if (rule === undefined) throw invalidRequest(`Received unknown parameter: ${path}`, path, "parameter_unknown");
    checkValue(value, rule, path);
  }
}

function checkValue(value: Param, rule: Rule, path: string) {
  if (rule === true) {
    if (typeof value !== "string") throw invalidRequest(`Invalid value for ${path}: expected a string.`, path);
  } else if (rule === "map") {
    // metadata: free keys with string values; an empty string clears it.
    const isMap = typeof value === "object" && !Array.isArray(value) && Object.values(value).every((item) => typeof item === "string");
    if (value !== "" && !isMap) throw invalidRequest(`Invalid object: ${path}`, path);
  } else if (Array.isArray(rule)) {
    if (!Array.isArray(value)) throw invalidRequest(`Invalid array: ${path}`, path);
    value.forEach((item, index) => checkValue(item, rule[0], `${path}[${index}]`));
  } else {
    if (typeof value !== "object" || Array.isArray(value)) throw invalidRequest(`Invalid object: ${path}`, path);
    checkParams(value, rule, path);
  }
}

/** Reads one endpoint's parameters, typed, with Stripe's messages for bad values. */
class Reader {
  constructor(
    readonly params: ParamObject,
    private readonly prefix = "",
  ) {}

  private path(name: string) {
    return this.prefix ? `${this.prefix}[${name}]` : name;
  }

  text(name: string) {
    const value = this.params[name];
    if (value === undefined || value === "") return undefined;
    if (typeof value !== "string") throw invalidRequest(`Invalid string: ${this.path(name)}`, this.path(name));
    return value;
  }

  required(name: string) {
    const value = this.text(name);
    if (value === undefined) throw missingParam(this.path(name));
    return value;
  }

  integer(name: string) {
    const value = this.text(name);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, this.path(name));
    return Number(value);
  }

  decimal(name: string) {
    const value = this.text(name);
    if (value === undefined) return undefined;
    if (!/^-?\d+(\.\d+)?$/.test(value)) throw invalidRequest(`Invalid decimal: ${value}`, this.path(name));
    return Number(value);
  }

  flag(name: string) {
    const value = this.text(name);
    if (value === undefined) return undefined;
    if (value !== "true" && value !== "false") throw invalidRequest(`Invalid boolean: ${value}`, this.path(name));
    return value === "true";
  }

  oneOf<T extends string>(name: string, values: readonly T[]): T | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    const known = values.find((candidate) => candidate === value);
    if (!known) throw invalidRequest(`Invalid ${this.path(name)}: must be one of ${values.join(", ")}`, this.path(name));
    return known;
  }

  requiredOneOf<T extends string>(name: string, values: readonly T[]): T {
    const value = this.oneOf(name, values);
    if (value === undefined) throw missingParam(this.path(name));
    return value;
  }

  child(name: string) {
    const value = this.params[name];
    if (value === undefined || typeof value === "string" || Array.isArray(value)) return undefined;
    return new Reader(value, this.path(name));
  }

  children(name: string) {
    const value = this.params[name];
    if (!Array.isArray(value)) return [];
    return value.map((item, index) => new Reader(typeof item === "object" && !Array.isArray(item) ? item : {}, `${this.path(name)}[${index}]`));
  }

  metadata(name = "metadata"): Metadata {
    const value = this.params[name];
    if (value === undefined || typeof value === "string" || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""));
  }

  expand() {
    const value = this.params.expand;
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  }
}

const expandOnly: Spec = { expand: [true] };
const phaseSpec: Spec = {
  items: [{ price: true, quantity: true, metadata: "map" }],
  start_date: true,
  end_date: true,
  duration: { interval: true, interval_count: true },
  proration_behavior: true,
  metadata: "map",
  description: true,
};
const specs = {
  customer: { email: true, name: true, description: true, phone: true, metadata: "map", expand: [true] },
  product: { name: true, description: true, active: true, metadata: "map", expand: [true] },
  price: {
    product: true,
    unit_amount: true,
    currency: true,
    recurring: { interval: true, interval_count: true },
    metadata: "map",
    nickname: true,
    lookup_key: true,
    active: true,
    expand: [true],
  },
  checkoutSession: {
    mode: true,
    customer: true,
    line_items: [{ price: true, quantity: true }],
    success_url: true,
    cancel_url: true,
    metadata: "map",
    client_reference_id: true,
    expires_at: true,
    subscription_data: { metadata: "map", description: true, transfer_data: { destination: true, amount_percent: true } },
    expand: [true],
  },
  subscriptionUpdate: {
    items: [{ id: true, price: true, quantity: true }],
    proration_behavior: true,
    payment_behavior: true,
    cancel_at_period_end: true,
    metadata: "map",
    default_payment_method: true,
    expand: [true],
  },
  subscriptionCancel: { prorate: true, invoice_now: true, cancellation_details: { comment: true, feedback: true }, expand: [true] },
  scheduleCreate: { from_subscription: true, customer: true, start_date: true, end_behavior: true, phases: [phaseSpec], metadata: "map", expand: [true] },
  scheduleUpdate: { end_behavior: true, proration_behavior: true, phases: [phaseSpec], metadata: "map", expand: [true] },
  scheduleRelease: { preserve_cancel_date: true, expand: [true] },
  portalSession: { customer: true, return_url: true, configuration: true, locale: true, expand: [true] },
  account: {
    type: true,
    country: true,
    email: true,
    business_type: true,
    capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
    metadata: "map",
    expand: [true],
  },
  accountLink: { account: true, refresh_url: true, return_url: true, type: true, collect: true, expand: [true] },
  listRefunds: { charge: true, payment_intent: true, limit: true, expand: [true] },
  listInvoices: { customer: true, subscription: true, status: true, limit: true, expand: [true] },
  listInvoicePayments: { invoice: true, payment: { type: true, payment_intent: true }, status: true, limit: true, expand: [true] },
} satisfies Record<string, Spec>;

// ---- Time ----------------------------------------------------------------------------------------

/** Months after a billing anchor, keeping its day where the month has it (Jan 31 -> Feb 28 -> Mar 31). */
function monthsAfter(anchor: number, months: number) {
  const date = new Date(anchor * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}

function after(start: number, interval: string, count: number) {
  if (interval === "day") return start + count * DAY;
  if (interval === "week") return start + count * 7 * DAY;
  return monthsAfter(start, interval === "year" ? 12 * count : count);
}

// ---- Webhook signatures ------------------------------------------------------------------------

/**
 * The body and Stripe-Signature header Stripe would deliver for this event to an endpoint with
 * this signing secret. `timestamp` (Unix seconds) signs it as of another time.
 */
export function sign(event: Stripe.Event, secret: string, options: { timestamp?: number } = {}) {
  const payload = JSON.stringify(event, null, 2);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: options.timestamp });
  return { payload, header };
}

// ---- The fake ----------------------------------------------------------------------------------

export type TestCard = "visa" | "mastercard" | "declined";
/** "declined" is Stripe's 4000 0000 0000 0341: it attaches to the customer, then every charge fails. */
const testCards: Record<TestCard, CardFields & { declines: boolean }> = {
  visa: { brand: "visa", display_brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034, funding: "credit", country: "US", declines: false },
  mastercard: { brand: "mastercard", display_brand: "mastercard", last4: "4444", exp_month: 12, exp_year: 2034, funding: "credit", country: "US", declines: false },
  declined: { brand: "visa", display_brand: "visa", last4: "0341", exp_month: 12, exp_year: 2034, funding: "credit", country: "US", declines: true },
};

export type PayoutAccountState = "pending" | "verified" | "restricted";

export interface RecordedRequest {
  method: string;
  path: string;
  params: ParamObject;
  idempotencyKey: string | null;
}

interface SavedResponse {
  fingerprint: string;
  status: number;
  body: string;
  requestId: string;
}

type Route = [method: string, pattern: RegExp, handler: (id: string, params: Reader) => unknown];

export class FakeStripe {
  /** Every event emitted, in order, whether a control or an API call caused it. */
  readonly events: Stripe.Event[] = [];
  /** Every API request received, for assertions on what the adapter sent. */
  readonly requests: RecordedRequest[] = [];

  private server: http.Server | null = null;
  private baseUrl: string | null = null;
  private clock: number;
  private takenEvents = 0;
  private readonly store: Store = {
    customers: new Map(),
    products: new Map(),
    prices: new Map(),
    payment_methods: new Map(),
    "checkout/sessions": new Map(),
    subscriptions: new Map(),
    subscription_schedules: new Map(),
    invoices: new Map(),
    payment_intents: new Map(),
    charges: new Map(),
    invoice_payments: new Map(),
    refunds: new Map(),
    disputes: new Map(),
    accounts: new Map(),
  };
  /** What a checkout session will create; Stripe keeps this off the session object. */
  private readonly checkoutPlans = new Map<string, { priceId: string; metadata: Metadata; transferData: { destination: string; amount_percent: number } | null }>();
  private readonly decliningCards = new Set<string>();
  private readonly idempotent = new Map<string, SavedResponse>();
  private readonly invoiceCounts = new Map<string, number>();
  private currentRequest: { id: string | null; idempotency_key: string | null } = { id: null, idempotency_key: null };
  private readonly routes: Route[];

  constructor(options: { now?: Date } = {}) {
    this.clock = Math.floor((options.now ?? new Date()).getTime() / 1000);
    this.routes = [
      ["POST", /^\/v1\/customers$/, (_, params) => this.createCustomer(params)],
      ["POST", /^\/v1\/products$/, (_, params) => this.createProduct(params)],
      ["POST", /^\/v1\/prices$/, (_, params) => this.createPrice(params)],
      ["POST", /^\/v1\/checkout\/sessions$/, (_, params) => this.createCheckoutSession(params)],
      ["POST", /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, (id, params) => this.expireCheckoutSession(id, params)],
      ["POST", /^\/v1\/subscriptions\/([^/]+)$/, (id, params) => this.updateSubscription(id, params)],
      ["DELETE", /^\/v1\/subscriptions\/([^/]+)$/, (id, params) => this.cancelSubscriptionRequest(id, params)],
      ["POST", /^\/v1\/subscription_schedules$/, (_, params) => this.createSchedule(params)],
      ["POST", /^\/v1\/subscription_schedules\/([^/]+)\/release$/, (id, params) => this.releaseScheduleRequest(id, params)],
      ["POST", /^\/v1\/subscription_schedules\/([^/]+)$/, (id, params) => this.updateSchedule(id, params)],
      ["POST", /^\/v1\/billing_portal\/sessions$/, (_, params) => this.createPortalSession(params)],
      ["POST", /^\/v1\/accounts$/, (_, params) => this.createAccount(params)],
      ["POST", /^\/v1\/account_links$/, (_, params) => this.createAccountLink(params)],
      ["POST", /^\/v1\/accounts\/([^/]+)\/login_links$/, (id, params) => this.createLoginLink(id, params)],
      ["GET", /^\/v1\/refunds$/, (_, params) => this.listRefunds(params)],
      ["GET", /^\/v1\/invoices$/, (_, params) => this.listInvoices(params)],
      ["GET", /^\/v1\/invoice_payments$/, (_, params) => this.listInvoicePayments(params)],
      ["GET", /^\/v1\/(checkout\/sessions|[a-z_]+)\/([^/]+)$/, (path, params) => this.retrieveRequest(path, params)],
    ];
  }

  /** The API base for STRIPE_API_BASE / StripeSettings.apiBase. */
  get url(): string {
    if (!this.baseUrl) throw new Error("The fake Stripe server is not started");
    return this.baseUrl;
  }

  /** The fake's clock (Stripe's "now"), which the controls move forward. */
  get now(): Date {
    return new Date(this.clock * 1000);
  }

  async start() {
    const server = http.createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.server = server;
    this.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    const server = this.server;
    if (!server) return;
    this.server = null;
    const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    // The SDK keeps connections alive; end them so the server stops at once.
    server.closeAllConnections();
    await closed;
  }

  /** Events emitted since the previous call (by API calls and controls alike), in order. */
  takeEvents(): Stripe.Event[] {
    const events = this.events.slice(this.takenEvents);
    this.takenEvents = this.events.length;
    return events;
  }

  /** A copy of a stored object, as Stripe would answer it, for assertions. */
  peek<K extends keyof Store>(collection: K, id: string): StoreItem<K> {
    return structuredClone(this.mustGet(collection, id));
  }

  readonly sign = sign;

  // ---- Controls: what happens at Stripe between API calls ----------------------------------

  /** Moves the clock forward, e.g. into the middle of a period before an upgrade. */
  advance(seconds: number) {
    this.clock += seconds;
  }

  /**
   * The follower pays on the hosted checkout page. Creates the card, the subscription (period of
   * one month from now, metadata and transfer_data from subscription_data) and its first
   * invoice, paid. Events: payment_method.attached, customer.subscription.created,
   * invoice.created, invoice.finalized, charge.succeeded, payment_intent.succeeded,
   * invoice_payment.paid, invoice.paid, invoice.payment_succeeded, checkout.session.completed.
   * A "declined" card is refused on the page: nothing changes and no event is sent (the follower
   * may try another card).
   */
  completeCheckout(sessionId: string, options: { card?: TestCard } = {}): Stripe.Event[] {
    return this.collect(() => {
      const session = this.mustGet("checkout/sessions", sessionId);
      if (session.status !== "open") throw new Error(`Checkout session ${sessionId} is ${session.status}`);
      const card = options.card ?? "visa";
      if (testCards[card].declines) return;
      const plan = this.checkoutPlans.get(sessionId)!;
      const paymentMethod = this.createPaymentMethod(session.customer, card);
      const subscription = this.createSubscription(session.customer, plan, paymentMethod.id);
      this.emit("customer.subscription.created", subscription);
      const invoice = this.createInvoice(subscription, "subscription_create", [this.itemLine(subscription)]);
      this.finalizeInvoice(invoice);
      this.attemptPayment(invoice, false);
      update(session, {
        status: "complete",
        payment_status: "paid",
        subscription: subscription.id,
        invoice: invoice.id,
        url: null,
        amount_subtotal: invoice.amount_due,
        amount_total: invoice.amount_due,
      });
      this.emit("checkout.session.completed", session);
    });
  }

  /** 24 hours pass without payment. Event: checkout.session.expired. */
  expireCheckout(sessionId: string): Stripe.Event[] {
    return this.collect(() => {
      const session = this.mustGet("checkout/sessions", sessionId);
      if (session.status !== "open") throw new Error(`Checkout session ${sessionId} is ${session.status}`);
      this.clock = Math.max(this.clock, session.expires_at);
      this.expire(session);
    });
  }

  /**
   * The customer replaces the card in the billing portal. Events: payment_method.attached,
   * customer.subscription.updated.
   */
  setCard(subscriptionId: string, card: TestCard): Stripe.Event[] {
    return this.collect(() => {
      const subscription = this.mustGet("subscriptions", subscriptionId);
      const paymentMethod = this.createPaymentMethod(subscription.customer, card);
      this.updateAndEmit(subscription, () => (subscription.default_payment_method = paymentMethod.id));
    });
  }

  /**
   * The period ends and Stripe renews: the clock moves to the period end, a scheduled phase takes
   * over (or the schedule is released after its last phase), the period advances one month and
   * the cycle invoice is charged. Events: customer.subscription.updated (and
   * subscription_schedule.released), invoice.created, invoice.finalized, then either
   * charge.succeeded, payment_intent.succeeded, invoice_payment.paid, invoice.paid,
   * invoice.payment_succeeded, or charge.failed, payment_intent.payment_failed,
   * invoice.payment_failed and customer.subscription.updated (past_due). `fail` defaults to
   * whether the card declines.
   */
  renew(subscriptionId: string, options: { fail?: boolean } = {}): Stripe.Event[] {
    return this.collect(() => {
      const subscription = this.mustGet("subscriptions", subscriptionId);
      if (!["active", "past_due", "trialing"].includes(subscription.status)) throw new Error(`Subscription ${subscriptionId} is ${subscription.status}`);
      if (subscription.cancel_at_period_end) throw new Error(`Subscription ${subscriptionId} ends with its period: use endPeriod()`);
      const item = this.itemOf(subscription);
      const { current_period_start: previousStart, current_period_end: boundary } = item;
      this.clock = Math.max(this.clock, boundary);
      this.updateAndEmit(subscription, () => {
        this.advanceSchedule(subscription, boundary);
        item.current_period_start = boundary;
        item.current_period_end = monthsAfter(boundary, 1);
      });
      const invoice = this.createInvoice(subscription, "subscription_cycle", [this.itemLine(subscription)], { start: previousStart, end: boundary });
      this.finalizeInvoice(invoice);
      this.collectInvoice(subscription, invoice, options.fail);
    });
  }

  /**
   * Stripe tries the open invoice of a past_due subscription again, at its next_payment_attempt.
   * Success: invoice paid events and customer.subscription.updated (active). Failure:
   * charge.failed, payment_intent.payment_failed, invoice.payment_failed.
   */
  retryPayment(subscriptionId: string, options: { fail?: boolean } = {}): Stripe.Event[] {
    return this.collect(() => {
      const subscription = this.mustGet("subscriptions", subscriptionId);
      const invoice = this.openInvoiceOf(subscription);
      this.clock = Math.max(this.clock, invoice.next_payment_attempt ?? this.clock);
      this.collectInvoice(subscription, invoice, options.fail);
    });
  }

  /**
   * Stripe's retries are exhausted and the subscription is canceled (the "cancel the
   * subscription" setting). Events: invoice.updated (no further attempt),
   * customer.subscription.deleted (and subscription_schedule.canceled when one was attached).
   */
  giveUp(subscriptionId: string): Stripe.Event[] {
    return this.collect(() => {
      const subscription = this.mustGet("subscriptions", subscriptionId);
      if (subscription.status !== "past_due") throw new Error(`Subscription ${subscriptionId} is ${subscription.status}, not past_due`);
      const invoice = this.openInvoiceOf(subscription);
      this.clock = Math.max(this.clock, invoice.next_payment_attempt ?? this.clock);
      this.updateAndEmit(invoice, () => (invoice.next_payment_attempt = null), "invoice.updated");
      this.cancel(subscription, "payment_failed");
    });
  }

  /** The period of a cancel_at_period_end subscription ends. Event: customer.subscription.deleted. */
  endPeriod(subscriptionId: string): Stripe.Event[] {
    return this.collect(() => {
      const subscription = this.mustGet("subscriptions", subscriptionId);
      if (!subscription.cancel_at_period_end) throw new Error(`Subscription ${subscriptionId} is not set to cancel at period end`);
      this.clock = Math.max(this.clock, this.itemOf(subscription).current_period_end);
      this.cancel(subscription, "cancellation_requested");
    });
  }

  /**
   * The customer cancels in the billing portal (at the period end, the portal's default).
   * Event: customer.subscription.updated.
   */
  cancelFromPortal(subscriptionId: string): Stripe.Event[] {
    return this.collect(() => {
      const subscription = this.mustGet("subscriptions", subscriptionId);
      if (subscription.schedule) this.release(this.mustGet("subscription_schedules", subscription.schedule));
      this.updateAndEmit(subscription, () => this.setCancelAtPeriodEnd(subscription, true));
    });
  }

  /**
   * The platform refunds an invoice's charge from the Dashboard (all that is left when no amount
   * is given). Events: refund.created, charge.refunded (whose charge no longer embeds refunds).
   */
  refund(invoiceId: string, amount?: number): Stripe.Event[] {
    return this.collect(() => {
      const charge = this.paidChargeOf(invoiceId);
      const refundable = charge.amount - charge.amount_refunded;
      const refunded = amount ?? refundable;
      if (refunded <= 0 || refunded > refundable) throw new Error(`Cannot refund ${refunded} of ${refundable} left on ${charge.id}`);
      const refund: RefundObject = {
        id: this.newId("re"),
        object: "refund",
        amount: refunded,
        balance_transaction: this.newId("txn"),
        charge: charge.id,
        created: this.clock,
        currency: charge.currency,
        metadata: {},
        payment_intent: charge.payment_intent,
        reason: "requested_by_customer",
        receipt_number: null,
        source_transfer_reversal: null,
        status: "succeeded",
        transfer_reversal: null,
      };
      this.store.refunds.set(refund.id, refund);
      this.emit("refund.created", refund);
      charge.amount_refunded += refunded;
      charge.refunded = charge.amount_refunded === charge.amount;
      this.emit("charge.refunded", charge);
    });
  }

  /**
   * The cardholder disputes the invoice's charge (status needs_response). Events:
   * charge.dispute.created, charge.dispute.funds_withdrawn; their object is the dispute.
   */
  dispute(invoiceId: string): Stripe.Event[] {
    return this.collect(() => {
      const charge = this.paidChargeOf(invoiceId);
      const dispute: DisputeObject = {
        id: this.newId("dp"),
        object: "dispute",
        amount: charge.amount,
        balance_transactions: [],
        charge: charge.id,
        created: this.clock,
        currency: charge.currency,
        evidence_details: { due_by: this.clock + 7 * DAY, has_evidence: false, past_due: false, submission_count: 0 },
        is_charge_refundable: false,
        livemode: false,
        metadata: {},
        payment_intent: charge.payment_intent,
        reason: "fraudulent",
        status: "needs_response",
      };
      this.store.disputes.set(dispute.id, dispute);
      charge.disputed = true;
      this.emit("charge.dispute.created", dispute);
      this.emit("charge.dispute.funds_withdrawn", dispute);
    });
  }

  /** A day later the card network decides. Events: charge.dispute.closed (and charge.dispute.funds_reinstated when won). */
  closeDispute(disputeId: string, outcome: "won" | "lost"): Stripe.Event[] {
    return this.collect(() => {
      const dispute = this.mustGet("disputes", disputeId);
      this.clock += DAY;
      dispute.status = outcome;
      this.emit("charge.dispute.closed", dispute);
      if (outcome === "won") this.emit("charge.dispute.funds_reinstated", dispute);
    });
  }

  /**
   * Stripe reviews a connected account: "pending" (form submitted, being verified), "verified"
   * (charges and payouts enabled) or "restricted" (more information past due). Event:
   * account.updated, with `account` set as on every Connect event.
   */
  updateAccount(accountId: string, state: PayoutAccountState): Stripe.Event[] {
    return this.collect(() => {
      const account = this.mustGet("accounts", accountId);
      this.updateAndEmit(account, () => update(account, accountStateFields(state)), "account.updated", accountId);
    });
  }

  // ---- HTTP ----------------------------------------------------------------------------------

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const requestId = this.newId("req");
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "content-type": "application/json", "request-id": requestId, "stripe-version": FAKE_STRIPE_API_VERSION, ...headers });
      response.end(body);
    };
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString("utf8");
      const method = request.method ?? "GET";
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const key = header(request, "idempotency-key");
      const fingerprint = `${method} ${url.pathname} ${body}`;
      const saved = method === "POST" && key ? this.idempotent.get(key) : undefined;
      if (saved && saved.fingerprint === fingerprint) {
        return send(saved.status, saved.body, { "idempotent-replayed": "true", "original-request": saved.requestId });
      }
      const { status, json } = this.execute(request, method, url, body, requestId, key, saved);
      // Stripe saves the result of every request that ran, a declined card included, but not of
      // one refused before it ran (bad parameters, a missing object): that key may be used again.
      if (method === "POST" && key && (status < 400 || status === 402)) this.idempotent.set(key, { fingerprint, status, body: json, requestId });
      send(status, json);
    } catch (error) {
      // A bug in the fake: say so, and ask the SDK not to retry it.
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      send(500, JSON.stringify({ error: { type: "api_error", message: `Fake Stripe failed: ${message}` } }), { "stripe-should-retry": "false" });
    }
  }

  private execute(
    request: http.IncomingMessage,
    method: string,
    url: URL,
    body: string,
    requestId: string,
    key: string | undefined,
    saved: SavedResponse | undefined,
  ): { status: number; json: string } {
    try {
      const authorization = header(request, "authorization") ?? "";
      if (!/^Bearer (sk|rk)_(test|live)_\w+/.test(authorization)) {
        throw new ApiError(401, { type: "invalid_request_error", message: "Invalid API Key provided." });
      }
      const version = header(request, "stripe-version");
      if (version && version !== FAKE_STRIPE_API_VERSION) throw invalidRequest(`Invalid Stripe API version: ${version}`);
      if (saved) {
        throw new ApiError(400, {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      }
      const params = parseForm(method === "POST" ? body : url.search.slice(1));
      this.requests.push({ method, path: url.pathname, params, idempotencyKey: key ?? null });
      const route = this.routes.find(([routeMethod, pattern]) => routeMethod === method && pattern.test(url.pathname));
      if (!route) throw new ApiError(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${url.pathname}).` });
      const match = route[1].exec(url.pathname)!;
      const id = decodeURIComponent(match.slice(1).join("/"));
      this.currentRequest = { id: requestId, idempotency_key: key ?? null };
      const reader = new Reader(params);
      const result = route[2](id, reader);
      return { status: 200, json: JSON.stringify(this.render(result, reader.expand())) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { status: error.status, json: JSON.stringify({ error: { ...error.body, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` } }) };
    } finally {
      this.currentRequest = { id: null, idempotency_key: null };
    }
  }

  /** A copy of the answer with the `expand[]` paths replaced by the objects they name. */
  private render(result: unknown, expand: string[]) {
    const copy = structuredClone(result);
    for (const path of expand) this.expandPath(copy, path.split("."), path);
    return copy;
  }

  private expandPath(value: unknown, path: string[], fullPath: string) {
    if (typeof value !== "object" || value === null) return;
    const [field, ...rest] = path as [string, ...string[]];
    const record = value as Record<string, unknown>;
    const target = record[field];
    if (rest.length > 0) {
      if (Array.isArray(target)) target.forEach((item) => this.expandPath(item, rest, fullPath));
      else this.expandPath(target, rest, fullPath);
      return;
    }
    if (target === null) return;
    const found = typeof target === "string" ? this.find(target) : undefined;
    if (!found) throw invalidRequest(`This property cannot be expanded (${fullPath}).`, "expand");
    record[field] = structuredClone(found);
  }

  private find(id: string): StoredObject | undefined {
    for (const collection of Object.values(this.store) as Map<string, StoredObject>[]) {
      const found = collection.get(id);
      if (found) return found;
    }
    return undefined;
  }

  // ---- API: customers, products, prices ------------------------------------------------------

  private createCustomer(params: Reader) {
    checkParams(params.params, specs.customer);
    const customer: CustomerObject = {
      id: this.newId("cus"),
      object: "customer",
      balance: 0,
      created: this.clock,
      currency: null,
      delinquent: false,
      description: params.text("description") ?? null,
      email: params.text("email") ?? null,
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: params.metadata(),
      name: params.text("name") ?? null,
      phone: params.text("phone") ?? null,
    };
    this.store.customers.set(customer.id, customer);
    return customer;
  }

  private createProduct(params: Reader) {
    checkParams(params.params, specs.product);
    const product: ProductObject = {
      id: this.newId("prod"),
      object: "product",
      active: params.flag("active") ?? true,
      created: this.clock,
      default_price: null,
      description: params.text("description") ?? null,
      images: [],
      livemode: false,
      metadata: params.metadata(),
      name: params.required("name"),
      shippable: null,
      type: "service",
      updated: this.clock,
      url: null,
    };
    this.store.products.set(product.id, product);
    return product;
  }

  private createPrice(params: Reader) {
    checkParams(params.params, specs.price);
    const productId = params.required("product");
    if (!this.store.products.has(productId)) throw noSuch("product", productId, "product");
    const unitAmount = params.integer("unit_amount");
    if (unitAmount === undefined) throw missingParam("unit_amount");
    const recurring = params.child("recurring");
    const price: PriceObject = {
      id: this.newId("price"),
      object: "price",
      active: params.flag("active") ?? true,
      billing_scheme: "per_unit",
      created: this.clock,
      currency: params.required("currency").toLowerCase(),
      livemode: false,
      lookup_key: params.text("lookup_key") ?? null,
      metadata: params.metadata(),
      nickname: params.text("nickname") ?? null,
      product: productId,
      recurring: recurring
        ? {
            interval: recurring.requiredOneOf("interval", ["day", "week", "month", "year"]),
            interval_count: recurring.integer("interval_count") ?? 1,
            meter: null,
            trial_period_days: null,
            usage_type: "licensed",
          }
        : null,
      tax_behavior: "unspecified",
      type: recurring ? "recurring" : "one_time",
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    };
    this.store.prices.set(price.id, price);
    return price;
  }

  // ---- API: checkout ---------------------------------------------------------------------------

  private createCheckoutSession(params: Reader) {
    checkParams(params.params, specs.checkoutSession);
    if (params.required("mode") !== "subscription") throw invalidRequest("This fake supports mode=subscription only.", "mode");
    const customer = params.required("customer");
    if (!this.store.customers.has(customer)) throw noSuch("customer", customer, "customer");
    const successUrl = params.required("success_url");
    const lineItems = params.children("line_items");
    if (lineItems.length !== 1) throw invalidRequest("This fake supports exactly one line item.", "line_items");
    const priceId = lineItems[0]!.required("price");
    const price = this.store.prices.get(priceId);
    if (!price) throw noSuch("price", priceId, "line_items[0][price]");
    if (!price.recurring) throw invalidRequest("You must provide at least one recurring price in `subscription` mode when using prices.", "line_items[0][price]");
    const subscriptionData = params.child("subscription_data");
    const transfer = subscriptionData?.child("transfer_data");
    let transferData: { destination: string; amount_percent: number } | null = null;
    if (transfer) {
      const destination = transfer.required("destination");
      const account = this.store.accounts.get(destination);
      if (!account) throw noSuch("destination", destination, "subscription_data[transfer_data][destination]");
      // A destination charge needs an account Stripe lets receive transfers (a verified one).
      if (account.capabilities.transfers !== "active") {
        throw invalidRequest(
          "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments",
          "subscription_data[transfer_data][destination]",
          "insufficient_capabilities_for_transfer",
        );
      }
      const percent = transfer.decimal("amount_percent") ?? 100;
      if (percent < 0 || percent > 100) throw invalidRequest("amount_percent must be between 0 and 100.", "subscription_data[transfer_data][amount_percent]");
      transferData = { destination, amount_percent: percent };
    }
    const id = this.newId("cs_test");
    const session: CheckoutSessionObject = {
      id,
      object: "checkout.session",
      amount_subtotal: price.unit_amount,
      amount_total: price.unit_amount,
      cancel_url: params.text("cancel_url") ?? null,
      client_reference_id: params.text("client_reference_id") ?? null,
      created: this.clock,
      currency: price.currency,
      customer,
      expires_at: params.integer("expires_at") ?? this.clock + CHECKOUT_LIFETIME,
      invoice: null,
      livemode: false,
      metadata: params.metadata(),
      mode: "subscription",
      payment_method_types: ["card"],
      payment_status: "unpaid",
      status: "open",
      subscription: null,
      // Stripe fills {CHECKOUT_SESSION_ID} in when it redirects; the session keeps the template.
      success_url: successUrl,
      ui_mode: "hosted_page",
      url: `https://checkout.stripe.com/c/pay/${id}#fakestripe`,
    };
    this.store["checkout/sessions"].set(session.id, session);
    this.checkoutPlans.set(session.id, { priceId, metadata: subscriptionData?.metadata() ?? {}, transferData });
    return session;
  }

  private expireCheckoutSession(id: string, params: Reader) {
    checkParams(params.params, expandOnly);
    const session = this.mustFind("checkout/sessions", "checkout.session", id);
    if (session.status !== "open") throw invalidRequest(`Only Checkout Sessions with a status in ["open"] can be expired.`);
    this.expire(session);
    return session;
  }

  private expire(session: CheckoutSessionObject) {
    update(session, { status: "expired", url: null });
    this.emit("checkout.session.expired", session);
  }

  // ---- API: subscriptions ----------------------------------------------------------------------

  private updateSubscription(id: string, params: Reader) {
    checkParams(params.params, specs.subscriptionUpdate);
    const subscription = this.mustFind("subscriptions", "subscription", id);
    if (subscription.status === "canceled") throw invalidRequest("A canceled subscription can only update its cancellation_details and metadata.");
    const cancelAtPeriodEnd = params.flag("cancel_at_period_end");
    if (cancelAtPeriodEnd !== undefined && subscription.schedule) {
      throw invalidRequest(
        `The subscription is managed by the subscription schedule \`${subscription.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
      );
    }
    const prorationBehavior = params.oneOf("proration_behavior", ["always_invoice", "create_prorations", "none"]) ?? "create_prorations";
    const paymentBehavior = params.oneOf("payment_behavior", ["allow_incomplete", "default_incomplete", "error_if_incomplete", "pending_if_incomplete"]) ?? "allow_incomplete";
    const paymentMethodId = params.text("default_payment_method");
    if (paymentMethodId && !this.store.payment_methods.has(paymentMethodId)) throw noSuch("PaymentMethod", paymentMethodId, "default_payment_method");
    const change = this.priceChange(subscription, params.children("items"));
    const invoiceLines = change && prorationBehavior === "always_invoice" ? this.prorationLines(subscription, change.price) : null;
    const amountDue = invoiceLines?.reduce((sum, line) => sum + line.amount, 0) ?? 0;
    if (amountDue > 0 && paymentBehavior === "error_if_incomplete" && this.declines(paymentMethodId ?? subscription.default_payment_method)) {
      // The whole update is refused and nothing is kept, as Stripe does with error_if_incomplete.
      throw new ApiError(402, cardDeclined(this.newId("ch")));
    }
    this.updateAndEmit(subscription, () => {
      if (change) change.item.price = structuredClone(change.price);
      if (cancelAtPeriodEnd !== undefined) this.setCancelAtPeriodEnd(subscription, cancelAtPeriodEnd);
      if (paymentMethodId) subscription.default_payment_method = paymentMethodId;
      update(subscription.metadata, params.metadata());
    });
    if (invoiceLines) {
      const invoice = this.createInvoice(subscription, "subscription_update", invoiceLines);
      this.finalizeInvoice(invoice);
      this.collectInvoice(subscription, invoice);
    }
    return subscription;
  }

  private priceChange(subscription: SubscriptionObject, items: Reader[]) {
    if (items.length === 0) return null;
    if (items.length > 1) throw invalidRequest("This fake supports one subscription item.", "items");
    const itemId = items[0]!.required("id");
    const item = subscription.items.data.find((candidate) => candidate.id === itemId);
    if (!item) throw invalidRequest(`Invalid subscription_item: ${itemId}`, "items[0][id]");
    const priceId = items[0]!.text("price");
    if (!priceId || priceId === item.price.id) return null;
    const price = this.store.prices.get(priceId);
    if (!price) throw noSuch("price", priceId, "items[0][price]");
    if (price.currency !== item.price.currency || price.recurring?.interval !== item.price.recurring?.interval) {
      throw invalidRequest("The price specified has a different currency or billing interval than the current price.", "items[0][price]");
    }
    return { item, price };
  }

  /** Stripe's proration: credit for the unused time on the old price, charge for the rest on the new one. */
  private prorationLines(subscription: SubscriptionObject, price: PriceObject) {
    const item = this.itemOf(subscription);
    const total = item.current_period_end - item.current_period_start;
    const left = Math.min(Math.max(item.current_period_end - this.clock, 0), total);
    const period = { start: this.clock, end: item.current_period_end };
    const since = new Date(this.clock * 1000).toDateString();
    return [
      this.lineFor(subscription, item.price, -Math.round(((item.price.unit_amount ?? 0) * left) / total), `Unused time on ${item.price.id} after ${since}`, period, true),
      this.lineFor(subscription, price, Math.round(((price.unit_amount ?? 0) * left) / total), `Remaining time on ${price.id} after ${since}`, period, true),
    ];
  }

  private cancelSubscriptionRequest(id: string, params: Reader) {
    checkParams(params.params, specs.subscriptionCancel);
    const subscription = this.mustFind("subscriptions", "subscription", id);
    if (subscription.status === "canceled") throw invalidRequest(`This subscription is already canceled: '${id}'`);
    // `prorate` makes Stripe credit the unused time to the customer's balance; not modelled here.
    this.cancel(subscription, "cancellation_requested");
    return subscription;
  }

  // ---- API: subscription schedules -----------------------------------------------------------

  private createSchedule(params: Reader) {
    checkParams(params.params, specs.scheduleCreate);
    const subscriptionId = params.text("from_subscription");
    if (!subscriptionId) throw invalidRequest("This fake supports schedules made from_subscription only.", "from_subscription");
    for (const name of ["phases", "end_behavior", "start_date", "customer"]) {
      if (params.params[name] !== undefined) throw invalidRequest(`You cannot set \`${name}\` if \`from_subscription\` is set.`, name);
    }
    const subscription = this.store.subscriptions.get(subscriptionId);
    if (!subscription) throw noSuch("subscription", subscriptionId, "from_subscription");
    if (subscription.status === "canceled") throw invalidRequest("You cannot migrate a canceled subscription to a subscription schedule.", "from_subscription");
    if (subscription.schedule) {
      throw invalidRequest(`You cannot migrate a subscription that is already attached to a schedule: \`${subscription.schedule}\`.`, "from_subscription");
    }
    const item = this.itemOf(subscription);
    const phase = this.phase(item.current_period_start, item.current_period_end, item.price.id, {});
    const schedule: ScheduleObject = {
      id: this.newId("sub_sched"),
      object: "subscription_schedule",
      canceled_at: null,
      completed_at: null,
      created: this.clock,
      current_phase: { start_date: phase.start_date, end_date: phase.end_date },
      customer: subscription.customer,
      end_behavior: subscription.cancel_at_period_end ? "cancel" : "release",
      livemode: false,
      metadata: params.metadata(),
      phases: [phase],
      released_at: null,
      released_subscription: null,
      status: "active",
      subscription: subscription.id,
    };
    this.store.subscription_schedules.set(schedule.id, schedule);
    subscription.schedule = schedule.id;
    this.emit("subscription_schedule.created", schedule);
    return schedule;
  }

  private updateSchedule(id: string, params: Reader) {
    checkParams(params.params, specs.scheduleUpdate);
    const schedule = this.mustFind("subscription_schedules", "subscription schedule", id);
    this.mustBeLive(schedule, "update");
    const endBehavior = params.oneOf("end_behavior", ["cancel", "none", "release", "renew"]);
    params.oneOf("proration_behavior", ["always_invoice", "create_prorations", "none"]);
    const phaseInputs = params.children("phases");
    if (params.params.phases !== undefined) schedule.phases = this.phasesFrom(schedule, phaseInputs);
    if (endBehavior) schedule.end_behavior = endBehavior;
    update(schedule.metadata ?? {}, params.metadata());
    const current = schedule.phases.find((phase) => phase.start_date <= this.clock && this.clock < phase.end_date);
    schedule.current_phase = current ? { start_date: current.start_date, end_date: current.end_date } : null;
    this.emit("subscription_schedule.updated", schedule);
    // A new price for the phase in progress applies at once (without proration in this fake).
    const subscription = schedule.subscription ? this.store.subscriptions.get(schedule.subscription) : undefined;
    const currentPrice = current?.items[0]?.price;
    if (subscription && currentPrice && currentPrice !== this.itemOf(subscription).price.id) {
      this.updateAndEmit(subscription, () => (this.itemOf(subscription).price = structuredClone(this.store.prices.get(currentPrice)!)));
    }
    return schedule;
  }

  private phasesFrom(schedule: ScheduleObject, inputs: Reader[]): PhaseObject[] {
    if (inputs.length === 0) throw missingParam("phases");
    let start: number | undefined;
    return inputs.map((input, index) => {
      const path = `phases[${index}]`;
      const startDate = input.text("start_date") === "now" ? this.clock : input.integer("start_date");
      if (index === 0) {
        if (startDate === undefined) throw missingParam(`${path}[start_date]`);
        if (schedule.status === "active" && schedule.current_phase && startDate !== schedule.current_phase.start_date) {
          throw invalidRequest("You can not modify the start date of the current phase.", `${path}[start_date]`);
        }
        start = startDate;
      } else if (startDate !== undefined && startDate !== start) {
        throw invalidRequest("The start date of a phase must be the end date of the phase before it.", `${path}[start_date]`);
      }
      const duration = input.child("duration");
      const endDateParam = input.text("end_date") === "now" ? this.clock : input.integer("end_date");
      if (duration && endDateParam !== undefined) throw invalidRequest("You may only specify one of these parameters: duration, end_date.", path);
      const items = input.children("items");
      if (items.length !== 1) throw invalidRequest("This fake supports one item per phase.", `${path}[items]`);
      const priceId = items[0]!.required("price");
      const price = this.store.prices.get(priceId);
      if (!price) throw noSuch("price", priceId, `${path}[items][0][price]`);
      const phaseStart = start!;
      let end: number;
      if (endDateParam !== undefined) end = endDateParam;
      else if (duration) {
        const interval = duration.requiredOneOf("interval", ["day", "week", "month", "year"]);
        end = after(phaseStart, interval, duration.integer("interval_count") ?? 1);
      } else if (index === inputs.length - 1) {
        // The last phase lasts one billing period of its price when nothing says otherwise.
        end = after(phaseStart, price.recurring?.interval ?? "month", price.recurring?.interval_count ?? 1);
      } else throw missingParam(`${path}[end_date]`);
      if (end <= phaseStart) throw invalidRequest("The end date of a phase must be after its start date.", `${path}[end_date]`);
      start = end;
      return this.phase(phaseStart, end, priceId, { proration_behavior: input.oneOf("proration_behavior", ["always_invoice", "create_prorations", "none"]), metadata: input.metadata() });
    });
  }

  private phase(start: number, end: number, priceId: string, options: { proration_behavior?: PhaseObject["proration_behavior"]; metadata?: Metadata }): PhaseObject {
    return {
      add_invoice_items: [],
      application_fee_percent: null,
      billing_cycle_anchor: null,
      currency: "usd",
      description: null,
      discounts: [],
      end_date: end,
      items: [{ billing_thresholds: null, discounts: [], metadata: {}, plan: priceId, price: priceId, quantity: 1, tax_rates: [] }],
      metadata: options.metadata ?? {},
      proration_behavior: options.proration_behavior ?? "create_prorations",
      start_date: start,
      trial_end: null,
    };
  }

  private releaseScheduleRequest(id: string, params: Reader) {
    checkParams(params.params, specs.scheduleRelease);
    const schedule = this.mustFind("subscription_schedules", "subscription schedule", id);
    this.mustBeLive(schedule, "release");
    this.release(schedule);
    return schedule;
  }

  private mustBeLive(schedule: ScheduleObject, action: string) {
    if (schedule.status !== "active" && schedule.status !== "not_started") {
      throw invalidRequest(
        `You cannot ${action} a subscription schedule that is currently in the \`${schedule.status}\` status. It must be in one of the following statuses: not_started, active.`,
      );
    }
  }

  private release(schedule: ScheduleObject) {
    const subscription = schedule.subscription ? this.store.subscriptions.get(schedule.subscription) : undefined;
    update(schedule, { status: "released", released_at: this.clock, released_subscription: schedule.subscription, subscription: null, current_phase: null });
    if (subscription) subscription.schedule = null;
    this.emit("subscription_schedule.released", schedule);
  }

  /** At a period boundary: the phase starting there takes over, or a finished schedule lets go. */
  private advanceSchedule(subscription: SubscriptionObject, at: number) {
    const schedule = subscription.schedule ? this.store.subscription_schedules.get(subscription.schedule) : undefined;
    if (!schedule || (schedule.status !== "active" && schedule.status !== "not_started")) return;
    const next = schedule.phases.find((phase) => phase.start_date <= at && at < phase.end_date);
    if (next) {
      schedule.current_phase = { start_date: next.start_date, end_date: next.end_date };
      const priceId = next.items[0]!.price;
      if (priceId !== this.itemOf(subscription).price.id) this.itemOf(subscription).price = structuredClone(this.store.prices.get(priceId)!);
      return;
    }
    // Past the last phase: end_behavior "release" hands the subscription back; "cancel" ends it.
    if (schedule.end_behavior === "cancel") throw new Error("A schedule ending in cancel: use cancel_at_period_end in this fake");
    this.release(schedule);
  }

  // ---- API: portal, invoices, payments --------------------------------------------------------

  private createPortalSession(params: Reader) {
    checkParams(params.params, specs.portalSession);
    const customer = params.required("customer");
    if (!this.store.customers.has(customer)) throw noSuch("customer", customer, "customer");
    const session: Shape<
      Stripe.BillingPortal.Session,
      "id" | "object" | "configuration" | "created" | "customer" | "flow" | "livemode" | "locale" | "on_behalf_of" | "return_url" | "url"
    > = {
      id: this.newId("bps"),
      object: "billing_portal.session",
      configuration: "bpc_fakestripedefault",
      created: this.clock,
      customer,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: params.text("return_url") ?? null,
      url: `https://billing.stripe.com/p/session/test_${token()}`,
    };
    return session;
  }

  private listRefunds(params: Reader) {
    checkParams(params.params, specs.listRefunds);
    const charge = params.text("charge");
    const paymentIntent = params.text("payment_intent");
    const refunds = [...this.store.refunds.values()].filter(
      (refund) => (!charge || refund.charge === charge) && (!paymentIntent || refund.payment_intent === paymentIntent),
    );
    return this.list("/v1/refunds", refunds, params.integer("limit"));
  }

  private listInvoices(params: Reader) {
    checkParams(params.params, specs.listInvoices);
    const customer = params.text("customer");
    const subscription = params.text("subscription");
    const status = params.text("status");
    const invoices = [...this.store.invoices.values()].filter(
      (invoice) =>
        (!customer || invoice.customer === customer) &&
        (!subscription || invoice.parent.subscription_details.subscription === subscription) &&
        (!status || invoice.status === status),
    );
    return this.list("/v1/invoices", invoices, params.integer("limit"));
  }

  private listInvoicePayments(params: Reader) {
    checkParams(params.params, specs.listInvoicePayments);
    const invoice = params.text("invoice");
    const payment = params.child("payment");
    payment?.requiredOneOf("type", ["payment_intent", "payment_record"]);
    const paymentIntent = payment?.text("payment_intent");
    const status = params.text("status");
    const payments = [...this.store.invoice_payments.values()].filter(
      (candidate) =>
        (!invoice || candidate.invoice === invoice) &&
        (!paymentIntent || candidate.payment.payment_intent === paymentIntent) &&
        (!status || candidate.status === status),
    );
    return this.list("/v1/invoice_payments", payments, params.integer("limit"));
  }

  /** Stripe lists newest first, ten by default. */
  private list<T extends { created: number }>(url: string, items: T[], limit = 10): ListOf<T> {
    const newestFirst = items.map((item, index) => ({ item, index })).sort((a, b) => b.item.created - a.item.created || b.index - a.index);
    return { object: "list", data: newestFirst.slice(0, limit).map(({ item }) => item), has_more: newestFirst.length > limit, url };
  }

  private retrieveRequest(path: string, params: Reader) {
    checkParams(params.params, expandOnly);
    const slash = path.lastIndexOf("/");
    const collection = path.slice(0, slash);
    const id = path.slice(slash + 1);
    if (!(collection in this.store)) throw new ApiError(404, { type: "invalid_request_error", message: `Unrecognized request URL (GET: /v1/${path}).` });
    const object = this.store[collection as keyof Store].get(id);
    if (!object) throw noSuch(collection.replace(/^checkout\/sessions$/, "checkout.session").replace(/s$/, ""), id);
    return object;
  }

  // ---- API: connected accounts ---------------------------------------------------------------

  private createAccount(params: Reader) {
    checkParams(params.params, specs.account);
    const type = params.oneOf("type", ["custom", "express", "standard"]);
    if (!type) throw invalidRequest("This fake supports accounts created with a type.", "type");
    const account: AccountObject = {
      id: this.newId("acct"),
      object: "account",
      business_type: null,
      country: params.text("country") ?? "US",
      created: this.clock,
      default_currency: "usd",
      email: params.text("email") ?? null,
      metadata: params.metadata(),
      type,
      ...accountStateFields("new"),
    };
    this.store.accounts.set(account.id, account);
    return account;
  }

  private createAccountLink(params: Reader) {
    checkParams(params.params, specs.accountLink);
    const accountId = params.required("account");
    if (!this.store.accounts.has(accountId)) throw noSuch("account", accountId, "account");
    params.requiredOneOf("type", ["account_onboarding", "account_update"]);
    const link: Stripe.AccountLink = {
      object: "account_link",
      created: this.clock,
      expires_at: this.clock + 300,
      url: `https://connect.stripe.com/setup/e/${accountId}/${token()}`,
    };
    return link;
  }

  private createLoginLink(accountId: string, params: Reader) {
    checkParams(params.params, expandOnly);
    const account = this.mustFind("accounts", "account", accountId);
    if (!account.details_submitted) throw invalidRequest("Cannot create a login link for an account that has not completed onboarding.");
    const link: Stripe.LoginLink = { object: "login_link", created: this.clock, url: `https://connect.stripe.com/express/${token()}` };
    return link;
  }

  // ---- Billing machinery ----------------------------------------------------------------------

  private createPaymentMethod(customer: string, card: TestCard) {
    const { declines, ...fields } = testCards[card];
    const paymentMethod: PaymentMethodObject = {
      id: this.newId("pm"),
      object: "payment_method",
      card: fields,
      created: this.clock,
      customer,
      livemode: false,
      metadata: {},
      type: "card",
    };
    this.store.payment_methods.set(paymentMethod.id, paymentMethod);
    if (declines) this.decliningCards.add(paymentMethod.id);
    this.emit("payment_method.attached", paymentMethod);
    return paymentMethod;
  }

  private createSubscription(customer: string, plan: { priceId: string; metadata: Metadata; transferData: SubscriptionObject["transfer_data"] }, paymentMethod: string) {
    const id = this.newId("sub");
    const item: SubscriptionItemObject = {
      id: this.newId("si"),
      object: "subscription_item",
      billing_thresholds: null,
      created: this.clock,
      current_period_end: monthsAfter(this.clock, 1),
      current_period_start: this.clock,
      discounts: [],
      metadata: {},
      price: structuredClone(this.store.prices.get(plan.priceId)!),
      quantity: 1,
      subscription: id,
      tax_rates: [],
    };
    const subscription: SubscriptionObject = {
      id,
      object: "subscription",
      application_fee_percent: null,
      billing_cycle_anchor: this.clock,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
      collection_method: "charge_automatically",
      created: this.clock,
      currency: item.price.currency,
      customer,
      default_payment_method: paymentMethod,
      description: null,
      discounts: [],
      ended_at: null,
      items: { object: "list", data: [item], has_more: false, url: `/v1/subscription_items?subscription=${id}` },
      latest_invoice: null,
      livemode: false,
      metadata: plan.metadata,
      pending_update: null,
      schedule: null,
      start_date: this.clock,
      status: "active",
      transfer_data: plan.transferData,
      trial_end: null,
      trial_start: null,
    };
    this.store.subscriptions.set(id, subscription);
    return subscription;
  }

  private itemOf(subscription: SubscriptionObject) {
    return subscription.items.data[0]!;
  }

  private itemLine(subscription: SubscriptionObject) {
    const item = this.itemOf(subscription);
    const period = { start: item.current_period_start, end: item.current_period_end };
    return this.lineFor(subscription, item.price, item.price.unit_amount ?? 0, `1 × ${item.price.id} (at $${((item.price.unit_amount ?? 0) / 100).toFixed(2)} / month)`, period, false);
  }

  private lineFor(subscription: SubscriptionObject, price: PriceObject, amount: number, description: string, period: { start: number; end: number }, proration: boolean) {
    const line: InvoiceLineObject = {
      id: this.newId("il"),
      object: "line_item",
      amount,
      currency: price.currency,
      description,
      discount_amounts: [],
      discountable: true,
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
          subscription_item: this.itemOf(subscription).id,
        },
      },
      period,
      pricing: { type: "price_details", price_details: { price: price.id, product: price.product }, unit_amount_decimal: String(price.unit_amount ?? 0) },
      quantity: 1,
      subscription: subscription.id,
      subtotal: amount,
      taxes: [],
    };
    return line;
  }

  /** `period` is the one that just ended for a renewal; other invoices span no time. */
  private createInvoice(
    subscription: SubscriptionObject,
    reason: "subscription_create" | "subscription_cycle" | "subscription_update",
    lines: InvoiceLineObject[],
    period = { start: this.clock, end: this.clock },
  ) {
    const customer = this.store.customers.get(subscription.customer)!;
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const id = this.newId("in");
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
      automatically_finalizes_at: this.clock + 3600,
      billing_reason: reason,
      collection_method: "charge_automatically",
      created: this.clock,
      currency: subscription.currency,
      customer: subscription.customer,
      customer_email: customer.email ?? null,
      customer_name: customer.name ?? null,
      default_payment_method: null,
      description: null,
      discounts: [],
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
      parent: { type: "subscription_details", quote_details: null, subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id } },
      period_end: period.end,
      period_start: period.start,
      receipt_number: null,
      starting_balance: 0,
      statement_descriptor: null,
      status: "draft",
      status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
      subtotal: total,
      total,
      webhooks_delivered_at: null,
    };
    this.store.invoices.set(id, invoice);
    subscription.latest_invoice = id;
    this.emit("invoice.created", invoice);
    return invoice;
  }

  private finalizeInvoice(invoice: InvoiceObject) {
    const count = (this.invoiceCounts.get(invoice.customer) ?? 0) + 1;
    this.invoiceCounts.set(invoice.customer, count);
    update(invoice, {
      status: "open",
      number: `${invoice.customer.slice(4, 12).toUpperCase()}-${String(count).padStart(4, "0")}`,
      effective_at: this.clock,
      ending_balance: 0,
      hosted_invoice_url: `https://invoice.stripe.com/i/acct_fakestripe/test_${token()}`,
      invoice_pdf: `https://pay.stripe.com/invoice/acct_fakestripe/test_${token()}/pdf`,
      automatically_finalizes_at: null,
    });
    invoice.status_transitions.finalized_at = this.clock;
    this.emit("invoice.finalized", invoice);
  }

  /** Charges an invoice and moves its subscription to active or past_due accordingly. */
  private collectInvoice(subscription: SubscriptionObject, invoice: InvoiceObject, fail?: boolean) {
    const isPaid = this.attemptPayment(invoice, fail ?? this.declines(subscription.default_payment_method));
    const status = isPaid ? "active" : "past_due";
    if (subscription.status !== status) this.updateAndEmit(subscription, () => (subscription.status = status));
  }

  /** One charge attempt on the invoice's payment intent (Stripe reuses it for every retry). */
  private attemptPayment(invoice: InvoiceObject, fail: boolean) {
    invoice.attempt_count += 1;
    invoice.attempted = true;
    if (invoice.amount_due === 0) {
      this.markPaid(invoice);
      return true;
    }
    const subscription = this.store.subscriptions.get(invoice.parent.subscription_details.subscription)!;
    const paymentMethodId = subscription.default_payment_method!;
    const paymentMethod = this.store.payment_methods.get(paymentMethodId)!;
    const invoicePayment = [...this.store.invoice_payments.values()].find((candidate) => candidate.invoice === invoice.id) ?? this.createInvoicePayment(invoice, paymentMethodId);
    const paymentIntent = this.store.payment_intents.get(invoicePayment.payment.payment_intent)!;
    const charge: ChargeObject = {
      id: this.newId("ch"),
      object: "charge",
      amount: invoice.amount_due,
      amount_captured: fail ? 0 : invoice.amount_due,
      amount_refunded: 0,
      captured: !fail,
      created: this.clock,
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
        ? { amount: Math.round((invoice.amount_due * (subscription.transfer_data.amount_percent ?? 100)) / 100), destination: subscription.transfer_data.destination }
        : null,
    };
    this.store.charges.set(charge.id, charge);
    paymentIntent.latest_charge = charge.id;
    if (fail) {
      update(paymentIntent, { status: "requires_payment_method", last_payment_error: cardDeclined(charge.id) });
      invoice.next_payment_attempt = this.clock + RETRY_AFTER;
      this.emit("charge.failed", charge);
      this.emit("payment_intent.payment_failed", paymentIntent);
      this.emit("invoice.payment_failed", invoice);
      return false;
    }
    update(paymentIntent, { status: "succeeded", amount_received: charge.amount, last_payment_error: null });
    update(invoicePayment, { status: "paid", amount_paid: charge.amount });
    invoicePayment.status_transitions.paid_at = this.clock;
    this.emit("charge.succeeded", charge);
    this.emit("payment_intent.succeeded", paymentIntent);
    this.emit("invoice_payment.paid", invoicePayment);
    this.markPaid(invoice);
    return true;
  }

  private createInvoicePayment(invoice: InvoiceObject, paymentMethod: string) {
    const paymentIntent: PaymentIntentObject = {
      id: this.newId("pi"),
      object: "payment_intent",
      amount: invoice.amount_due,
      amount_received: 0,
      created: this.clock,
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
    this.store.payment_intents.set(paymentIntent.id, paymentIntent);
    const invoicePayment: InvoicePaymentObject = {
      id: this.newId("inpay"),
      object: "invoice_payment",
      amount_paid: null,
      amount_requested: invoice.amount_due,
      created: this.clock,
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { type: "payment_intent", payment_intent: paymentIntent.id },
      status: "open",
      status_transitions: { canceled_at: null, paid_at: null },
    };
    this.store.invoice_payments.set(invoicePayment.id, invoicePayment);
    return invoicePayment;
  }

  private markPaid(invoice: InvoiceObject) {
    update(invoice, { status: "paid", amount_paid: invoice.amount_due, amount_remaining: 0, next_payment_attempt: null });
    invoice.status_transitions.paid_at = this.clock;
    this.emit("invoice.paid", invoice);
    this.emit("invoice.payment_succeeded", invoice);
  }

  private declines(paymentMethodId: string | null) {
    return paymentMethodId !== null && this.decliningCards.has(paymentMethodId);
  }

  private openInvoiceOf(subscription: SubscriptionObject) {
    const invoice = subscription.latest_invoice ? this.store.invoices.get(subscription.latest_invoice) : undefined;
    if (!invoice || invoice.status !== "open") throw new Error(`Subscription ${subscription.id} has no open invoice`);
    return invoice;
  }

  private paidChargeOf(invoiceId: string) {
    const invoice = this.mustGet("invoices", invoiceId);
    const payment = [...this.store.invoice_payments.values()].find((candidate) => candidate.invoice === invoiceId && candidate.status === "paid");
    const chargeId = payment && this.store.payment_intents.get(payment.payment.payment_intent)?.latest_charge;
    if (invoice.status !== "paid" || !chargeId) throw new Error(`Invoice ${invoiceId} has no paid charge`);
    return this.store.charges.get(chargeId)!;
  }

  private setCancelAtPeriodEnd(subscription: SubscriptionObject, value: boolean) {
    // Since 2025 Stripe also sets cancel_at to the period end, and canceled_at to the request time.
    subscription.cancel_at_period_end = value;
    subscription.cancel_at = value ? this.itemOf(subscription).current_period_end : null;
    subscription.canceled_at = value ? this.clock : null;
    subscription.cancellation_details.reason = value ? "cancellation_requested" : null;
  }

  private cancel(subscription: SubscriptionObject, reason: "cancellation_requested" | "payment_failed") {
    const schedule = subscription.schedule ? this.store.subscription_schedules.get(subscription.schedule) : undefined;
    if (schedule) {
      update(schedule, { status: "canceled", canceled_at: this.clock, current_phase: null });
      this.emit("subscription_schedule.canceled", schedule);
    }
    update(subscription, { status: "canceled", canceled_at: subscription.canceled_at ?? this.clock, ended_at: this.clock });
    subscription.cancellation_details.reason = reason;
    this.emit("customer.subscription.deleted", subscription);
  }

  // ---- Events and ids ------------------------------------------------------------------------

  private collect(change: () => void): Stripe.Event[] {
    const start = this.events.length;
    change();
    return this.events.slice(start);
  }

  /** Applies a change and emits the object's *.updated event with what the change replaced. */
  private updateAndEmit<T extends StoredObject>(object: T, change: () => void, type?: Stripe.Event.Type, account?: string) {
    const before = structuredClone(object) as Record<string, unknown>;
    change();
    const after = object as Record<string, unknown>;
    const previous = Object.fromEntries(Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).map((key) => [key, before[key]]));
    if (Object.keys(previous).length === 0) return;
    this.emit(type ?? "customer.subscription.updated", object, { previous, account });
  }

  private emit(type: Stripe.Event.Type, object: StoredObject, options: { previous?: Record<string, unknown>; account?: string } = {}) {
    const event = {
      id: this.newId("evt"),
      object: "event",
      ...(options.account && { account: options.account }),
      api_version: FAKE_STRIPE_API_VERSION,
      created: this.clock,
      data: { object: structuredClone(object), ...(options.previous && { previous_attributes: options.previous }) },
      livemode: false,
      pending_webhooks: 1,
      request: { ...this.currentRequest },
      type,
    };
    // The fake keeps the fields it models of each object, not every field Stripe sends.
    this.events.push(event as unknown as Stripe.Event);
  }

  private mustGet<K extends keyof Store>(collection: K, id: string): StoreItem<K> {
    const object = this.store[collection].get(id);
    if (!object) throw new Error(`The fake has no ${collection} ${id}`);
    return object as StoreItem<K>;
  }

  private mustFind<K extends keyof Store>(collection: K, what: string, id: string): StoreItem<K> {
    const object = this.store[collection].get(id);
    if (!object) throw noSuch(what, id);
    return object as StoreItem<K>;
  }

  private newId(prefix: string) {
    return `${prefix}_${token()}`;
  }
}

/** Object.assign that checks the fields against the object's type. */
function update<T extends object>(object: T, fields: Partial<T>) {
  Object.assign(object, fields);
}

function token() {
  return randomBytes(18).toString("base64url").replace(/[-_]/g, "").slice(0, 24);
}

function header(request: http.IncomingMessage, name: string) {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const NEW_ACCOUNT_DUE = ["business_type", "external_account", "individual.dob.day", "individual.first_name", "individual.last_name", "tos_acceptance.date", "tos_acceptance.ip"];

/** What Stripe reports in each stage of an Express account's life. */
function accountStateFields(state: PayoutAccountState | "new"): Pick<AccountObject, "capabilities" | "charges_enabled" | "details_submitted" | "payouts_enabled" | "requirements"> {
  const requirements = (fields: Partial<Stripe.Account.Requirements>): Stripe.Account.Requirements => ({
    alternatives: [],
    current_deadline: null,
    currently_due: [],
    disabled_reason: null,
    errors: [],
    eventually_due: [],
    past_due: [],
    pending_verification: [],
    ...fields,
  });
  switch (state) {
    case "new":
      // Before onboarding Stripe already reports everything as past due and the account disabled.
      return {
        capabilities: { card_payments: "inactive", transfers: "inactive" },
        charges_enabled: false,
        details_submitted: false,
        payouts_enabled: false,
        requirements: requirements({ currently_due: NEW_ACCOUNT_DUE, eventually_due: NEW_ACCOUNT_DUE, past_due: NEW_ACCOUNT_DUE, disabled_reason: "requirements.past_due" }),
      };
    case "pending":
      return {
        capabilities: { card_payments: "pending", transfers: "pending" },
        charges_enabled: false,
        details_submitted: true,
        payouts_enabled: false,
        requirements: requirements({ pending_verification: ["individual.verification.document"], disabled_reason: "requirements.pending_verification" }),
      };
    case "verified":
      return { capabilities: { card_payments: "active", transfers: "active" }, charges_enabled: true, details_submitted: true, payouts_enabled: true, requirements: requirements({}) };
    case "restricted":
      return {
        capabilities: { card_payments: "inactive", transfers: "inactive" },
        charges_enabled: false,
        details_submitted: true,
        payouts_enabled: false,
        requirements: requirements({
          currently_due: ["individual.verification.document"],
          past_due: ["individual.verification.document"],
          disabled_reason: "requirements.past_due",
          errors: [{ code: "verification_document_failed_other", reason: "The document could not be verified.", requirement: "individual.verification.document" }],
        }),
      };
  }
}

/** A started fake; call stop() when done. */
export async function startFakeStripe(options: { now?: Date } = {}) {
  return new FakeStripe(options).start();
}
