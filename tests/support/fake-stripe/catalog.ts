// The API for what a checkout sells from: customers, products and prices (POST creates them;
// GET /v1/<collection>/<id> in lists.ts retrieves them).
import { invalidRequest, missingParam, noSuch } from "./errors";
import type { CustomerObject, PriceObject, ProductObject } from "./objects";
import { checkParams, type Reader, type Spec } from "./params";
import type { FakeState } from "./state";

const customerParams: Spec = {
  email: true,
  name: true,
  description: true,
  phone: true,
  metadata: "map",
  expand: [true],
};
const productParams: Spec = { name: true, description: true, active: true, metadata: "map", expand: [true] };
const priceParams: Spec = {
  product: true,
  unit_amount: true,
  currency: true,
  recurring: { interval: true, interval_count: true },
  metadata: "map",
  nickname: true,
  lookup_key: true,
  active: true,
  expand: [true],
};

export function createCustomer(state: FakeState, params: Reader) {
  checkParams(params.params, customerParams);
  const customer: CustomerObject = {
    id: state.newId("cus"),
    object: "customer",
    balance: 0,
    created: state.clock,
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
  state.store.customers.set(customer.id, customer);
  return customer;
}

export function createProduct(state: FakeState, params: Reader) {
  checkParams(params.params, productParams);
  const product: ProductObject = {
    id: state.newId("prod"),
    object: "product",
    active: params.flag("active") ?? true,
    created: state.clock,
    default_price: null,
    description: params.text("description") ?? null,
    images: [],
    livemode: false,
    metadata: params.metadata(),
    name: params.required("name"),
    shippable: null,
    type: "service",
    updated: state.clock,
    url: null,
  };
  state.store.products.set(product.id, product);
  return product;
}

export function createPrice(state: FakeState, params: Reader) {
  checkParams(params.params, priceParams);
  const productId = params.required("product");
  if (!state.store.products.has(productId)) throw noSuch("product", productId, "product");
  const unitAmount = params.integer("unit_amount");
  if (unitAmount === undefined) throw missingParam("unit_amount");
  const recurring = params.child("recurring");
  const interval = recurring?.requiredOneOf("interval", ["day", "week", "month", "year"]);
  const intervalCount = recurring?.integer("interval_count") ?? 1;
  if (interval && !isBillingPeriod(interval, intervalCount))
    // Stripe bills at least one interval and at most three years; the wording here is the fake's.
    throw invalidRequest(
      "Invalid recurring[interval_count]: a billing period is one interval or more, and three years at most (3 years, 36 months, or 156 weeks).",
      "recurring[interval_count]",
    );
  const price: PriceObject = {
    id: state.newId("price"),
    object: "price",
    active: params.flag("active") ?? true,
    billing_scheme: "per_unit",
    created: state.clock,
    currency: params.required("currency").toLowerCase(),
    livemode: false,
    lookup_key: params.text("lookup_key") ?? null,
    metadata: params.metadata(),
    nickname: params.text("nickname") ?? null,
    product: productId,
    recurring: interval
      ? {
          interval,
          interval_count: intervalCount,
          meter: null,
          trial_period_days: null,
          usage_type: "licensed",
        }
      : null,
    tax_behavior: "unspecified",
    type: interval ? "recurring" : "one_time",
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  };
  state.store.prices.set(price.id, price);
  return price;
}

/** Stripe's longest billing period, three years, in each interval (days are the fake's reckoning). */
const maxIntervalCount = { day: 1095, week: 156, month: 36, year: 3 } as const;

function isBillingPeriod(interval: keyof typeof maxIntervalCount, count: number) {
  return count >= 1 && count <= maxIntervalCount[interval];
}
