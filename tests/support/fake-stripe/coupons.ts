// Coupons and the discounts they make: creating a coupon (a percentage or an amount off, for some
// months or forever, perhaps for some products only), a discount when a subscription takes one
// (at checkout, or by an update), and what a discount takes off an invoice line.
import { discountedCents, type OfferDiscount } from "../../../src/domain/offers";
import { invalidRequest, missingParam, noSuch } from "./errors";
import type { CouponObject, DiscountObject, InvoiceLineObject, SubscriptionObject } from "./objects";
import { checkParams, type Reader, type Spec } from "./params";
import { token, type FakeState } from "./state";
import { monthsAfter } from "./time";

const couponParams: Spec = {
  id: true,
  amount_off: true,
  currency: true,
  percent_off: true,
  duration: true,
  duration_in_months: true,
  applies_to: { products: [true] },
  max_redemptions: true,
  metadata: "map",
  name: true,
  redeem_by: true,
  expand: [true],
};

export function createCoupon(state: FakeState, params: Reader) {
  checkParams(params.params, couponParams);
  const percentOff = params.decimal("percent_off");
  const amountOff = params.integer("amount_off");
  if ((percentOff === undefined) === (amountOff === undefined))
    throw invalidRequest("You must pass exactly one of percent_off or amount_off.");
  if (percentOff !== undefined && (percentOff <= 0 || percentOff > 100))
    throw invalidRequest("Invalid percent_off: must be greater than 0 and at most 100.", "percent_off");
  if (amountOff !== undefined && amountOff <= 0)
    throw invalidRequest("Invalid amount_off: must be a positive integer.", "amount_off");
  const currency = params.text("currency")?.toLowerCase() ?? null;
  if (amountOff !== undefined && !currency) throw missingParam("currency");
  const duration = params.oneOf("duration", ["forever", "once", "repeating"]) ?? "once";
  if (duration === "once")
    throw invalidRequest("This fake models coupons that repeat for some months or last forever.", "duration");
  const months = params.integer("duration_in_months");
  if (duration === "repeating" && months === undefined) throw missingParam("duration_in_months");
  if (duration !== "repeating" && months !== undefined)
    throw invalidRequest("duration_in_months can only be set when duration is repeating.", "duration_in_months");
  if (months !== undefined && months < 1)
    throw invalidRequest("Invalid duration_in_months: must be a positive integer.", "duration_in_months");
  // Since API version 2025-03-31 Stripe refuses an amount off that lasts forever; the wording here is the fake's.
  if (amountOff !== undefined && duration === "forever")
    throw invalidRequest(
      "Coupons with amount_off can no longer have duration forever: give them an end (duration repeating).",
      "duration",
    );
  const products = params.child("applies_to")?.params.products;
  const productIds = Array.isArray(products) ? products.filter((id): id is string => typeof id === "string") : null;
  productIds?.forEach((id, index) => {
    if (!state.store.products.has(id)) throw noSuch("product", id, `applies_to[products][${index}]`);
  });
  // Stripe names a coupon by eight letters and digits when the request gives no id.
  const id = params.text("id") ?? token().slice(0, 8);
  if (state.store.coupons.has(id)) throw invalidRequest("Coupon already exists.", "id", "resource_already_exists");
  const coupon: CouponObject = {
    id,
    object: "coupon",
    amount_off: amountOff ?? null,
    ...(productIds && { applies_to: { products: productIds } }),
    created: state.clock,
    currency,
    duration,
    duration_in_months: months ?? null,
    livemode: false,
    max_redemptions: params.integer("max_redemptions") ?? null,
    metadata: params.metadata(),
    name: params.text("name") ?? null,
    percent_off: percentOff ?? null,
    redeem_by: params.integer("redeem_by") ?? null,
    times_redeemed: 0,
    valid: true,
  };
  state.store.coupons.set(coupon.id, coupon);
  return coupon;
}

/** The coupon's discount in the app's words, so the fake takes off to the cent what the app expects. */
export const offOf = (coupon: CouponObject): OfferDiscount =>
  coupon.percent_off !== null
    ? { type: "percent", percentOff: coupon.percent_off }
    : { type: "amount", amountOffCents: coupon.amount_off! };

/** A coupon that can be redeemed now, named by a request parameter. The wording is the fake's. */
export function redeemableCoupon(state: FakeState, id: string, param: string) {
  const coupon = state.store.coupons.get(id);
  if (!coupon) throw noSuch("coupon", id, param);
  const isUsedUp = coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions;
  const isPastRedeemBy = coupon.redeem_by !== null && state.clock > coupon.redeem_by;
  if (!coupon.valid || isUsedUp || isPastRedeemBy) throw invalidRequest(`Coupon ${id} is no longer valid.`, param);
  return coupon;
}

/**
 * The subscription's new discount from the coupon, starting now: it ends `duration_in_months`
 * months later, or never. Event: customer.discount.created.
 */
export function createDiscount(state: FakeState, coupon: CouponObject, subscription: SubscriptionObject) {
  const discount: DiscountObject = {
    id: state.newId("di"),
    object: "discount",
    checkout_session: null,
    customer: subscription.customer,
    customer_account: null,
    end: coupon.duration_in_months === null ? null : monthsAfter(state.clock, coupon.duration_in_months),
    invoice: null,
    invoice_item: null,
    promotion_code: null,
    source: { coupon: coupon.id, type: "coupon" },
    start: state.clock,
    subscription: subscription.id,
    subscription_item: null,
  };
  state.discounts.set(discount.id, discount);
  coupon.times_redeemed += 1;
  state.emit("customer.discount.created", discount);
  return discount;
}

/**
 * Replaces the subscription's discounts with these (ids of its own or new ones). Event:
 * customer.discount.deleted for each it loses.
 */
export function setDiscounts(state: FakeState, subscription: SubscriptionObject, ids: string[]) {
  for (const id of subscription.discounts) {
    if (!ids.includes(id)) state.emit("customer.discount.deleted", state.discounts.get(id)!);
  }
  subscription.discounts = ids;
}

/**
 * The subscription's discount that runs at the clock's now, if any. One that ran out stays on the
 * subscription (the interface documents it kept, like Stripe's) but is no invoice's any more.
 */
export function runningDiscount(state: FakeState, subscription: SubscriptionObject) {
  if (subscription.discounts.length > 1) throw new Error("This fake models one discount per subscription");
  const discount = subscription.discounts[0] ? state.discounts.get(subscription.discounts[0]) : undefined;
  if (!discount || (discount.end !== null && discount.end <= state.clock)) return undefined;
  return discount;
}

/**
 * What the discount takes off a line: a line that can be discounted (no proration), of a product
 * the coupon applies to, for a period starting while the discount runs.
 */
export function discountOnLine(state: FakeState, discount: DiscountObject, line: InvoiceLineObject) {
  const coupon = state.store.coupons.get(discount.source.coupon)!;
  const products = coupon.applies_to?.products;
  const periodStart = line.period.start;
  const isRunning = periodStart >= discount.start && (discount.end === null || periodStart < discount.end);
  if (!line.discountable || !isRunning) return 0;
  if (products && !products.includes(line.pricing.price_details.product)) return 0;
  return line.amount - discountedCents(line.amount, offOf(coupon));
}
