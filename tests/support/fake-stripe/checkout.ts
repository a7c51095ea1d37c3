// The API for Checkout Sessions, in subscription mode (a recurring price, monthly or yearly) and
// in payment mode (one payment of an amount given with price_data): creating one, with a
// destination for Connect, and expiring it. Paying one is a test control (completeCheckout), as
// it happens on Stripe's page, not through the API.
import { discountedCents } from "../../../src/domain/offers";
import { offOf, redeemableCoupon } from "./coupons";
import { invalidRequest, missingParam, noSuch } from "./errors";
import type { CheckoutSessionObject, CouponObject } from "./objects";
import { checkParams, expandOnly, type Reader, type Spec } from "./params";
import { update, type FakeState } from "./state";
import { DAY } from "./time";

const CHECKOUT_LIFETIME = DAY;
/** Stripe's smallest charge in USD, in cents. */
const MINIMUM_USD_AMOUNT = 50;

const checkoutSessionParams: Spec = {
  mode: true,
  customer: true,
  line_items: [
    {
      price: true,
      price_data: { currency: true, unit_amount: true, product_data: { name: true, description: true } },
      quantity: true,
    },
  ],
  success_url: true,
  cancel_url: true,
  metadata: "map",
  client_reference_id: true,
  expires_at: true,
  discounts: [{ coupon: true, promotion_code: true }],
  subscription_data: {
    metadata: "map",
    description: true,
    transfer_data: { destination: true, amount_percent: true },
    trial_period_days: true,
  },
  payment_intent_data: {
    application_fee_amount: true,
    description: true,
    metadata: "map",
    transfer_data: { destination: true },
  },
  expand: [true],
};

export function createCheckoutSession(state: FakeState, params: Reader) {
  checkParams(params.params, checkoutSessionParams);
  const mode = params.requiredOneOf("mode", ["payment", "setup", "subscription"]);
  if (mode === "setup") throw invalidRequest("This fake supports mode=payment and mode=subscription.", "mode");
  // Each mode takes the data of what it creates, and refuses the other's.
  const otherData = mode === "payment" ? "subscription_data" : "payment_intent_data";
  if (params.params[otherData] !== undefined)
    throw invalidRequest(`You can not pass \`${otherData}\` in \`${mode}\` mode.`, otherData);
  const customer = params.required("customer");
  if (!state.store.customers.has(customer)) throw noSuch("customer", customer, "customer");
  const successUrl = params.required("success_url");
  const lineItems = params.children("line_items");
  if (lineItems.length !== 1) throw invalidRequest("This fake supports exactly one line item.", "line_items");
  const lineItem = lineItems[0]!;
  if (lineItem.params.price !== undefined && lineItem.params.price_data !== undefined)
    throw invalidRequest("You may only specify one of these parameters: price, price_data.", "line_items[0]");
  const id = state.newId("cs_test");
  const coupon = couponOf(state, params, mode);
  const fields =
    mode === "payment"
      ? paymentSession(state, id, params, lineItem)
      : subscriptionSession(state, id, params, lineItem, coupon);
  const session: CheckoutSessionObject = {
    id,
    object: "checkout.session",
    cancel_url: params.text("cancel_url") ?? null,
    client_reference_id: params.text("client_reference_id") ?? null,
    created: state.clock,
    customer,
    discounts: coupon ? [{ coupon: coupon.id, promotion_code: null }] : [],
    expires_at: params.integer("expires_at") ?? state.clock + CHECKOUT_LIFETIME,
    invoice: null,
    livemode: false,
    metadata: params.metadata(),
    mode,
    // Since API version 2022-08-01 a payment intent is made only when the customer confirms.
    payment_intent: null,
    payment_method_types: ["card"],
    payment_status: "unpaid",
    status: "open",
    subscription: null,
    // Stripe fills {CHECKOUT_SESSION_ID} in when it redirects; the session keeps the template.
    success_url: successUrl,
    ui_mode: "hosted_page",
    url: `https://checkout.stripe.com/c/pay/${id}#fakestripe`,
    ...fields,
  };
  state.store["checkout/sessions"].set(session.id, session);
  return session;
}

/** discounts[0][coupon]: the coupon a subscription-mode session starts its subscription with. */
function couponOf(state: FakeState, params: Reader, mode: "payment" | "subscription") {
  const discounts = params.children("discounts");
  if (discounts.length === 0) return null;
  if (mode === "payment") throw invalidRequest("This fake supports discounts in subscription mode only.", "discounts");
  if (discounts.length > 1) throw invalidRequest("This fake supports one discount per session.", "discounts");
  if (discounts[0]!.params.promotion_code !== undefined)
    throw invalidRequest("This fake supports discounts[0][coupon] only.", "discounts[0][promotion_code]");
  return redeemableCoupon(state, discounts[0]!.required("coupon"), "discounts[0][coupon]");
}

/** A recurring price from line_items[0][price]; what the subscription will be is kept as its plan. */
function subscriptionSession(
  state: FakeState,
  id: string,
  params: Reader,
  lineItem: Reader,
  coupon: CouponObject | null,
) {
  if (lineItem.params.price_data !== undefined)
    throw invalidRequest("This fake supports price_data in payment mode only.", "line_items[0][price_data]");
  const priceId = lineItem.required("price");
  const price = state.store.prices.get(priceId);
  if (!price) throw noSuch("price", priceId, "line_items[0][price]");
  if (!price.recurring)
    throw invalidRequest(
      "You must provide at least one recurring price in `subscription` mode when using prices.",
      "line_items[0][price]",
    );
  const subscriptionData = params.child("subscription_data");
  const transfer = subscriptionData?.child("transfer_data");
  let transferData: { destination: string; amount_percent: number } | null = null;
  if (transfer) {
    const destination = destinationAccount(state, transfer, "subscription_data[transfer_data][destination]");
    const percent = transfer.decimal("amount_percent") ?? 100;
    if (percent < 0 || percent > 100)
      throw invalidRequest(
        "amount_percent must be between 0 and 100.",
        "subscription_data[transfer_data][amount_percent]",
      );
    transferData = { destination, amount_percent: percent };
  }
  const trialDays = subscriptionData?.integer("trial_period_days") ?? null;
  if (trialDays !== null && (trialDays < 1 || trialDays > 730))
    throw invalidRequest("The trial period days must be between 1 and 730.", "subscription_data[trial_period_days]");
  state.checkoutPlans.set(id, {
    priceId,
    metadata: subscriptionData?.metadata() ?? {},
    transferData,
    trialDays,
    couponId: coupon?.id ?? null,
  });
  // The price, less the coupon's discount when it is for the price's product.
  const amount = price.unit_amount ?? 0;
  const isDiscounted = coupon && (!coupon.applies_to || coupon.applies_to.products.includes(price.product));
  const total = isDiscounted ? discountedCents(amount, offOf(coupon)) : amount;
  return { amount_subtotal: amount, amount_total: total, currency: price.currency };
}

/**
 * One payment of line_items[0][price_data]'s amount; what its payment intent will carry
 * (payment_intent_data: the application fee, the destination, metadata) is kept as its plan.
 */
function paymentSession(state: FakeState, id: string, params: Reader, lineItem: Reader) {
  if (lineItem.params.price !== undefined) {
    const price = state.store.prices.get(lineItem.text("price") ?? "");
    if (price?.recurring)
      throw invalidRequest(
        "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.",
        "line_items[0]",
      );
    throw invalidRequest("This fake supports price_data in payment mode.", "line_items[0][price]");
  }
  const priceData = lineItem.child("price_data");
  if (!priceData) throw missingParam("line_items[0][price_data]");
  const currency = priceData.required("currency").toLowerCase();
  const unitAmount = priceData.integer("unit_amount");
  if (unitAmount === undefined) throw missingParam("line_items[0][price_data][unit_amount]");
  const productData = priceData.child("product_data");
  if (!productData) throw missingParam("line_items[0][price_data][product_data]");
  productData.required("name");
  const quantity = lineItem.integer("quantity");
  if (quantity === undefined) throw missingParam("line_items[0][quantity]");
  if (unitAmount < 0 || quantity < 1) throw invalidRequest("Invalid line item amount or quantity.", "line_items[0]");
  const amount = unitAmount * quantity;
  if (currency === "usd" && amount < MINIMUM_USD_AMOUNT)
    throw invalidRequest("The Checkout Session's total amount due must add up to at least $0.50 usd", "line_items");

  const paymentIntentData = params.child("payment_intent_data");
  const transfer = paymentIntentData?.child("transfer_data");
  const destination = transfer
    ? destinationAccount(state, transfer, "payment_intent_data[transfer_data][destination]")
    : null;
  const applicationFeeAmount = paymentIntentData?.integer("application_fee_amount") ?? null;
  if (applicationFeeAmount !== null) {
    if (!destination)
      throw invalidRequest(
        "Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).",
        "payment_intent_data[application_fee_amount]",
      );
    // Stripe refuses a fee below zero or above what is charged; the wording here is the fake's.
    if (applicationFeeAmount < 0 || applicationFeeAmount > amount)
      throw invalidRequest(
        `The application fee must be between 0 and the amount charged (${amount}).`,
        "payment_intent_data[application_fee_amount]",
      );
  }
  state.paymentPlans.set(id, { applicationFeeAmount, destination, metadata: paymentIntentData?.metadata() ?? {} });
  return { amount_subtotal: amount, amount_total: amount, currency };
}

/** A destination charge needs an account Stripe lets receive transfers (a verified one). */
function destinationAccount(state: FakeState, transfer: Reader, param: string) {
  const destination = transfer.required("destination");
  const account = state.store.accounts.get(destination);
  if (!account) throw noSuch("destination", destination, param);
  if (account.capabilities.transfers !== "active") {
    throw invalidRequest(
      "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments",
      param,
      "insufficient_capabilities_for_transfer",
    );
  }
  return destination;
}

export function expireCheckoutSession(state: FakeState, id: string, params: Reader) {
  checkParams(params.params, expandOnly);
  const session = state.mustFind("checkout/sessions", "checkout.session", id);
  if (session.status !== "open")
    throw invalidRequest(`Only Checkout Sessions with a status in ["open"] can be expired.`);
  expire(state, session);
  return session;
}

export function expire(state: FakeState, session: CheckoutSessionObject) {
  update(session, { status: "expired", url: null });
  // A declined attempt left a payment intent behind; nothing can pay it any more, so Stripe cancels it.
  const paymentIntent = session.payment_intent ? state.store.payment_intents.get(session.payment_intent) : undefined;
  if (paymentIntent && paymentIntent.status !== "succeeded") {
    paymentIntent.status = "canceled";
    state.emit("payment_intent.canceled", paymentIntent);
  }
  state.emit("checkout.session.expired", session);
}
