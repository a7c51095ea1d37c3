// What the fake keeps between requests, shared by its API handlers and its test controls: the
// objects by collection, its clock, the events emitted so far, and the moves every part makes on
// them (emit an event, find an object, make an id).
import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import { noSuch } from "./errors";
import {
  FAKE_STRIPE_API_VERSION,
  type AccountObject,
  type ApplicationFeeObject,
  type ChargeObject,
  type CheckoutSessionObject,
  type CouponObject,
  type CustomerObject,
  type DiscountObject,
  type DisputeObject,
  type InvoiceObject,
  type InvoicePaymentObject,
  type Metadata,
  type PaymentIntentObject,
  type PaymentMethodObject,
  type PriceObject,
  type ProductObject,
  type RefundObject,
  type ScheduleObject,
  type StoredObject,
  type SubscriptionObject,
} from "./objects";

/** Everything the fake keeps, by the URL collection Stripe serves it under. */
export interface Store {
  customers: Map<string, CustomerObject>;
  products: Map<string, ProductObject>;
  prices: Map<string, PriceObject>;
  coupons: Map<string, CouponObject>;
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
  application_fees: Map<string, ApplicationFeeObject>;
  accounts: Map<string, AccountObject>;
}
export type StoreItem<K extends keyof Store> = Store[K] extends Map<string, infer T> ? T : never;

/** What a checkout session will create; Stripe keeps this off the session object. */
export interface CheckoutPlan {
  priceId: string;
  metadata: Metadata;
  transferData: { destination: string; amount_percent: number } | null;
  /** subscription_data.trial_period_days: the subscription starts trialing for that long. */
  trialDays: number | null;
  /** discounts[0][coupon]: the subscription starts with its discount. */
  couponId: string | null;
}

/** What a payment-mode checkout session's payment intent will carry (its payment_intent_data). */
export interface PaymentPlan {
  applicationFeeAmount: number | null;
  destination: string | null;
  metadata: Metadata;
}

export class FakeState {
  /** Every event emitted, in order, whether a control or an API call caused it. */
  readonly events: Stripe.Event[] = [];
  readonly store: Store = {
    customers: new Map(),
    products: new Map(),
    prices: new Map(),
    coupons: new Map(),
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
    application_fees: new Map(),
    accounts: new Map(),
  };
  /** Discounts by id: expandable where an object names them, but no URL retrieves one, as at Stripe. */
  readonly discounts = new Map<string, DiscountObject>();
  /** What a checkout session will create; Stripe keeps this off the session object. */
  readonly checkoutPlans = new Map<string, CheckoutPlan>();
  /** The same for payment-mode sessions: what their payment intent will carry. */
  readonly paymentPlans = new Map<string, PaymentPlan>();
  /** Payment methods made from the "declined" test card: every charge on them fails. */
  readonly decliningCards = new Set<string>();
  /** Invoices finalized per customer, for their numbers. */
  readonly invoiceCounts = new Map<string, number>();
  /** The API request being handled, which the events it causes name; none for a control. */
  currentRequest: { id: string | null; idempotency_key: string | null } = { id: null, idempotency_key: null };
  /** Stripe's "now", in Unix seconds; the controls move it forward. */
  clock: number;

  constructor(now: Date) {
    this.clock = Math.floor(now.getTime() / 1000);
  }

  /** Runs a change and returns the events it emitted. */
  collect(change: () => void): Stripe.Event[] {
    const start = this.events.length;
    change();
    return this.events.slice(start);
  }

  /** Applies a change and emits the object's *.updated event with what the change replaced. */
  updateAndEmit<T extends StoredObject>(object: T, change: () => void, type?: Stripe.Event.Type, account?: string) {
    const before = structuredClone(object) as Record<string, unknown>;
    change();
    const after = object as Record<string, unknown>;
    const previous = Object.fromEntries(
      Object.keys(after)
        .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
        .map((key) => [key, before[key]]),
    );
    if (Object.keys(previous).length === 0) return;
    this.emit(type ?? "customer.subscription.updated", object, { previous, account });
  }

  emit(
    type: Stripe.Event.Type,
    object: StoredObject,
    options: { previous?: Record<string, unknown>; account?: string } = {},
  ) {
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

  /** The stored object with this id, whatever its collection, or the discount: what expand[] can name. */
  find(id: string): StoredObject | undefined {
    for (const collection of Object.values(this.store) as Map<string, StoredObject>[]) {
      const found = collection.get(id);
      if (found) return found;
    }
    return this.discounts.get(id);
  }

  /** For the controls: a missing object is a mistake in the test. */
  mustGet<K extends keyof Store>(collection: K, id: string): StoreItem<K> {
    const object = this.store[collection].get(id);
    if (!object) throw new Error(`The fake has no ${collection} ${id}`);
    return object as StoreItem<K>;
  }

  /** For the API: a missing object in the URL answers Stripe's 404. */
  mustFind<K extends keyof Store>(collection: K, what: string, id: string): StoreItem<K> {
    const object = this.store[collection].get(id);
    if (!object) throw noSuch(what, id);
    return object as StoreItem<K>;
  }

  newId(prefix: string) {
    return `${prefix}_${token()}`;
  }
}

/** Object.assign that checks the fields against the object's type. */
export function update<T extends object>(object: T, fields: Partial<T>) {
  Object.assign(object, fields);
}

/** The random part of an id or a link. */
export function token() {
  return randomBytes(18).toString("base64url").replace(/[-_]/g, "").slice(0, 24);
}
