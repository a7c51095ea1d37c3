// The API for what a checkout sells from: customers, products and prices (POST creates them;
// GET /v1/<collection>/<id> in lists.ts retrieves them).
import { missingParam, noSuch } from "./errors";
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
  state.store.prices.set(price.id, price);
  return price;
}
