// Subscriptions: the one a completed checkout creates (with its coupon's discount), the API's
// update (a plan change with its proration, or a new billing cycle when the interval changes or
// the anchor is reset; a new card; cancel at the period end; a pause of collection; discounts; a
// trial, which may be put on a paid subscription)
// and cancel, the cancellation moves the controls share, and time passing, which ends pauses of
// collection.
import { proratedUpgradeCents } from "../../../src/domain/billing";
import { createDiscount, redeemableCoupon, setDiscounts } from "./coupons";
import { ApiError, cardDeclined, invalidRequest, noSuch } from "./errors";
import { createInvoice, finalizeInvoice, isCollectionPaused, lineFor, periodLine, settleInvoice } from "./invoices";
import { itemOf, recurringOf, type PriceObject, type SubscriptionItemObject, type SubscriptionObject } from "./objects";
import { checkParams, emptyable, type Reader, type Spec } from "./params";
import { declines } from "./payments";
import { update, type CheckoutPlan, type FakeState } from "./state";
import { DAY, periodAfter, sameRecurrence } from "./time";

type ProrationBehavior = "always_invoice" | "create_prorations" | "none";
type Period = { start: number; end: number };

const subscriptionUpdateParams: Spec = {
  items: [{ id: true, price: true, quantity: true }],
  // Since API version 2026-09-30 an object: billing_cycle_anchor[type]=now, no longer =now.
  billing_cycle_anchor: { type: true },
  proration_behavior: true,
  payment_behavior: true,
  cancel_at_period_end: true,
  pause_collection: emptyable({ behavior: true, resumes_at: true }),
  discounts: emptyable([{ coupon: true, discount: true, promotion_code: true }]),
  metadata: "map",
  default_payment_method: true,
  trial_end: true,
  expand: [true],
};
const subscriptionCancelParams: Spec = {
  prorate: true,
  invoice_now: true,
  cancellation_details: { comment: true, feedback: true },
  expand: [true],
};

/**
 * The subscription a completed checkout creates: active, its first period one billing period of
 * the price (a month, a year) from now; or trialing, its first period the trial, when the checkout
 * had trial_period_days. The billing cycle is anchored where the first paid period starts.
 */
export function createSubscription(state: FakeState, customer: string, plan: CheckoutPlan, paymentMethod: string) {
  const id = state.newId("sub");
  const trialEnd = plan.trialDays ? state.clock + plan.trialDays * DAY : null;
  const price = structuredClone(state.store.prices.get(plan.priceId)!);
  const item: SubscriptionItemObject = {
    id: state.newId("si"),
    object: "subscription_item",
    billing_thresholds: null,
    created: state.clock,
    current_period_end: trialEnd ?? periodAfter(state.clock, recurringOf(price)),
    current_period_start: state.clock,
    discounts: [],
    metadata: {},
    price,
    quantity: 1,
    subscription: id,
    tax_rates: [],
  };
  const subscription: SubscriptionObject = {
    id,
    object: "subscription",
    application_fee_percent: null,
    billing_cycle_anchor: trialEnd ?? state.clock,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: "charge_automatically",
    created: state.clock,
    currency: item.price.currency,
    customer,
    default_payment_method: paymentMethod,
    description: null,
    discounts: [],
    ended_at: null,
    items: { object: "list", data: [item], has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    metadata: { ...plan.metadata },
    pause_collection: null,
    pending_update: null,
    schedule: null,
    start_date: state.clock,
    status: trialEnd ? "trialing" : "active",
    transfer_data: plan.transferData,
    trial_end: trialEnd,
    trial_start: trialEnd ? state.clock : null,
  };
  state.store.subscriptions.set(id, subscription);
  // A checkout's coupon: the discount starts with the subscription, so its first invoice is discounted.
  if (plan.couponId) {
    const coupon = state.store.coupons.get(plan.couponId)!;
    subscription.discounts = [createDiscount(state, coupon, subscription).id];
  }
  return subscription;
}

export function updateSubscription(state: FakeState, id: string, params: Reader) {
  checkParams(params.params, subscriptionUpdateParams);
  const subscription = state.mustFind("subscriptions", "subscription", id);
  if (subscription.status === "canceled")
    throw invalidRequest("A canceled subscription can only update its cancellation_details and metadata.");
  const cancelAtPeriodEnd = params.flag("cancel_at_period_end");
  if (cancelAtPeriodEnd !== undefined && subscription.schedule) {
    throw invalidRequest(
      `The subscription is managed by the subscription schedule \`${subscription.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
    );
  }
  const prorationBehavior: ProrationBehavior =
    params.oneOf("proration_behavior", ["always_invoice", "create_prorations", "none"]) ?? "create_prorations";
  const paymentBehavior =
    params.oneOf("payment_behavior", [
      "allow_incomplete",
      "default_incomplete",
      "error_if_incomplete",
      "pending_if_incomplete",
    ]) ?? "allow_incomplete";
  const paymentMethodId = params.text("default_payment_method");
  if (paymentMethodId && !state.store.payment_methods.has(paymentMethodId))
    throw noSuch("PaymentMethod", paymentMethodId, "default_payment_method");
  const change = priceChange(state, subscription, params.children("items"));
  const pauseCollection = pauseCollectionOf(params);
  const discounts = discountsOf(state, subscription, params);
  // A trial is free on any price: a change during it is first charged when it ends, and the
  // trial keeps its end whatever the new price's interval.
  const isTrialing = subscription.status === "trialing";
  const resetsAnchor = params.child("billing_cycle_anchor")?.oneOf("type", ["now", "unchanged"]) === "now";
  if (resetsAnchor && isTrialing)
    throw invalidRequest(
      "This fake does not model resetting the billing cycle anchor of a trial.",
      "billing_cycle_anchor",
    );
  const trialEnd = trialEndOf(state, subscription, params, prorationBehavior);
  if (trialEnd !== undefined && (change || resetsAnchor || pauseCollection !== undefined))
    throw invalidRequest("This fake models trial_end alone, not with a price change, an anchor reset or a pause.");
  const price = change?.price ?? itemOf(subscription).price;
  // A reset anchor, or a price of another billing interval (Stripe resets the anchor then), starts a
  // new billing cycle now.
  const newPeriod =
    resetsAnchor ||
    (change && !isTrialing && !sameRecurrence(recurringOf(change.item.price), recurringOf(change.price)))
      ? { start: state.clock, end: periodAfter(state.clock, recurringOf(price)) }
      : null;
  let invoiceLines = null;
  if (newPeriod) invoiceLines = newCycleLines(state, subscription, price, newPeriod, prorationBehavior);
  else if (change && !isTrialing && prorationBehavior === "always_invoice")
    invoiceLines = prorationLines(state, subscription, change.price);
  const amountDue = invoiceLines?.reduce((sum, line) => sum + line.amount, 0) ?? 0;
  // The pause as this update leaves it decides whether the update's own invoice is charged.
  const isCharged = !isCollectionPaused(
    pauseCollection === undefined ? subscription.pause_collection : pauseCollection,
    state.clock,
  );
  if (
    amountDue > 0 &&
    isCharged &&
    paymentBehavior === "error_if_incomplete" &&
    declines(state, paymentMethodId ?? subscription.default_payment_method)
  ) {
    // The whole update is refused and nothing is kept, as Stripe does with error_if_incomplete.
    throw new ApiError(402, cardDeclined(state.newId("ch")));
  }
  state.updateAndEmit(subscription, () => {
    if (change) change.item.price = structuredClone(change.price);
    if (newPeriod) {
      update(itemOf(subscription), { current_period_start: newPeriod.start, current_period_end: newPeriod.end });
      subscription.billing_cycle_anchor = newPeriod.start;
    }
    if (trialEnd !== undefined) startTrial(state, subscription, trialEnd);
    if (cancelAtPeriodEnd !== undefined) setCancelAtPeriodEnd(state, subscription, cancelAtPeriodEnd);
    // Cancelling "at the period end" follows the period when a new cycle or a trial moves it.
    else if ((newPeriod || trialEnd !== undefined) && subscription.cancel_at_period_end)
      subscription.cancel_at = itemOf(subscription).current_period_end;
    if (paymentMethodId) subscription.default_payment_method = paymentMethodId;
    if (pauseCollection !== undefined) subscription.pause_collection = pauseCollection;
    if (discounts) setDiscounts(state, subscription, discounts());
    subscription.metadata = params.metadataAfter(subscription.metadata);
  });
  if (invoiceLines) {
    const invoice = createInvoice(state, subscription, "subscription_update", invoiceLines);
    finalizeInvoice(state, invoice);
    settleInvoice(state, subscription, invoice);
  }
  return subscription;
}

/**
 * `trial_end` as the update sets it, checked: a time to come. On a paid subscription (not trialing
 * yet) this fake models it without proration only: Stripe would otherwise credit the unused time.
 */
function trialEndOf(
  state: FakeState,
  subscription: SubscriptionObject,
  params: Reader,
  prorationBehavior: ProrationBehavior,
) {
  if (params.params.trial_end === undefined) return undefined;
  if (params.text("trial_end") === "now")
    throw invalidRequest("This fake does not model ending a trial now.", "trial_end");
  const trialEnd = params.integer("trial_end")!;
  if (trialEnd <= state.clock)
    throw invalidRequest("Invalid timestamp: must be an integer Unix timestamp in the future.", "trial_end");
  if (subscription.status !== "trialing" && prorationBehavior !== "none")
    throw invalidRequest(
      "This fake models a trial on a paid subscription with proration_behavior=none only.",
      "proration_behavior",
    );
  return trialEnd;
}

/**
 * A trial until `trialEnd`, as Stripe makes one on a subscription: trialing, the current period
 * the trial (from now on a paid subscription, whose paid period ends here; an ongoing trial keeps
 * its start), and the billing cycle anchored at its end, where the price is next charged (renew()).
 */
function startTrial(state: FakeState, subscription: SubscriptionObject, trialEnd: number) {
  const item = itemOf(subscription);
  const isTrialing = subscription.status === "trialing";
  const start = isTrialing ? item.current_period_start : state.clock;
  update(item, { current_period_start: start, current_period_end: trialEnd });
  update(subscription, {
    status: "trialing",
    trial_start: isTrialing ? subscription.trial_start : state.clock,
    trial_end: trialEnd,
    billing_cycle_anchor: trialEnd,
  });
}

/**
 * `discounts` as the update sets them: a list replaces the subscription's (a coupon makes a new
 * discount, starting now; `discount` keeps one of its own), "" removes them, none leaves them.
 * Checked before anything changes; made when the update applies (a function of no arguments).
 */
function discountsOf(state: FakeState, subscription: SubscriptionObject, params: Reader) {
  const value = params.params.discounts;
  if (value === undefined) return null;
  if (value === "") return () => [];
  const entries = params.children("discounts").map((entry, index) => {
    const path = `discounts[${index}]`;
    if (entry.params.promotion_code !== undefined)
      throw invalidRequest("This fake supports coupon and discount only.", `${path}[promotion_code]`);
    const discountId = entry.text("discount");
    if (discountId) {
      if (!subscription.discounts.includes(discountId))
        throw invalidRequest(`No such discount on the subscription: '${discountId}'`, `${path}[discount]`);
      return () => discountId;
    }
    const coupon = redeemableCoupon(state, entry.required("coupon"), `${path}[coupon]`);
    return () => createDiscount(state, coupon, subscription).id;
  });
  if (entries.length > 1) throw invalidRequest("This fake supports one discount per subscription.", "discounts");
  return () => entries.map((make) => make());
}

/** `pause_collection` as the update sets it: null when unset (""), undefined when not given. */
function pauseCollectionOf(params: Reader): SubscriptionObject["pause_collection"] | undefined {
  if (params.params.pause_collection === undefined) return undefined;
  const pause = params.child("pause_collection");
  if (!pause) return null;
  const behavior = pause.requiredOneOf("behavior", ["keep_as_draft", "mark_uncollectible", "void"]);
  if (behavior !== "void")
    throw invalidRequest("This fake models pause_collection[behavior]=void only.", "pause_collection[behavior]");
  return { behavior, resumes_at: pause.integer("resumes_at") ?? null };
}

/**
 * Stripe's clock moves on to `to` (never back). Collection resumes by itself at each
 * pause_collection[resumes_at] passed on the way: Stripe clears pause_collection then. Event:
 * customer.subscription.updated, at that time.
 */
export function passTime(state: FakeState, to: number) {
  if (to <= state.clock) return;
  const resuming = [...state.store.subscriptions.values()]
    .map((subscription) => ({ subscription, resumesAt: subscription.pause_collection?.resumes_at ?? null }))
    .filter(
      (entry): entry is { subscription: SubscriptionObject; resumesAt: number } =>
        entry.resumesAt !== null && entry.resumesAt <= to && entry.subscription.status !== "canceled",
    )
    .sort((a, b) => a.resumesAt - b.resumesAt);
  for (const { subscription, resumesAt } of resuming) {
    state.clock = Math.max(state.clock, resumesAt);
    state.updateAndEmit(subscription, () => (subscription.pause_collection = null));
  }
  state.clock = to;
}

function priceChange(state: FakeState, subscription: SubscriptionObject, items: Reader[]) {
  if (items.length === 0) return null;
  if (items.length > 1) throw invalidRequest("This fake supports one subscription item.", "items");
  const itemId = items[0]!.required("id");
  const item = subscription.items.data.find((candidate) => candidate.id === itemId);
  if (!item) throw invalidRequest(`Invalid subscription_item: ${itemId}`, "items[0][id]");
  const priceId = items[0]!.text("price");
  if (!priceId || priceId === item.price.id) return null;
  const price = state.store.prices.get(priceId);
  if (!price) throw noSuch("price", priceId, "items[0][price]");
  if (!price.recurring)
    throw invalidRequest(
      "The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.",
      "items[0][price]",
    );
  // Another interval is a new billing cycle (newCycleLines); another currency Stripe refuses.
  if (price.currency !== item.price.currency)
    throw invalidRequest("The price specified has a different currency than the current price.", "items[0][price]");
  return { item, price };
}

/**
 * What Stripe invoices at once when the billing interval changes: the new price's whole first
 * period, less the old price's unused time (no credit with proration_behavior "none"). When the
 * credit is the larger, Stripe keeps the rest as customer balance; this fake invoices nothing then
 * (amount_due never goes below zero) and does not model the balance.
 */
function newCycleLines(
  state: FakeState,
  subscription: SubscriptionObject,
  price: PriceObject,
  period: Period,
  prorationBehavior: ProrationBehavior,
) {
  const item = itemOf(subscription);
  const fullPeriod = periodLine(state, subscription, price, period);
  if (prorationBehavior === "none") return [fullPeriod];
  const since = new Date(state.clock * 1000).toDateString();
  const credit = lineFor(
    state,
    subscription,
    item.price,
    -unusedCents(state, item),
    `Unused time on ${item.price.id} after ${since}`,
    { start: state.clock, end: item.current_period_end },
    true,
  );
  return [credit, fullPeriod];
}

/**
 * The old price's unused time in the current period, to the cent. Taken from the app's own rule
 * (domain/billing's proratedUpgradeCents) so the fake and the app agree: a new cycle at the same
 * amount charges that amount less exactly the unused time.
 */
function unusedCents(state: FakeState, item: SubscriptionItemObject) {
  const amount = item.price.unit_amount ?? 0;
  const charged = proratedUpgradeCents({
    fromCents: amount,
    toCents: amount,
    periodStart: new Date(item.current_period_start * 1000),
    periodEnd: new Date(item.current_period_end * 1000),
    now: new Date(state.clock * 1000),
    startsNewPeriod: true,
  });
  return amount - charged;
}

/**
 * Stripe's proration within the same billing cycle: credit for the unused time on the old price,
 * charge for the rest on the new one.
 */
function prorationLines(state: FakeState, subscription: SubscriptionObject, price: PriceObject) {
  const item = itemOf(subscription);
  const total = item.current_period_end - item.current_period_start;
  const left = Math.min(Math.max(item.current_period_end - state.clock, 0), total);
  const period = { start: state.clock, end: item.current_period_end };
  const since = new Date(state.clock * 1000).toDateString();
  return [
    lineFor(
      state,
      subscription,
      item.price,
      -Math.round(((item.price.unit_amount ?? 0) * left) / total),
      `Unused time on ${item.price.id} after ${since}`,
      period,
      true,
    ),
    lineFor(
      state,
      subscription,
      price,
      Math.round(((price.unit_amount ?? 0) * left) / total),
      `Remaining time on ${price.id} after ${since}`,
      period,
      true,
    ),
  ];
}

export function cancelSubscriptionRequest(state: FakeState, id: string, params: Reader) {
  checkParams(params.params, subscriptionCancelParams);
  const subscription = state.mustFind("subscriptions", "subscription", id);
  if (subscription.status === "canceled") throw invalidRequest(`This subscription is already canceled: '${id}'`);
  // prorate=true makes Stripe credit the unused time to the customer's balance, which this fake
  // does not model; prorate=false credits nothing. Read only so a non-boolean is refused as Stripe does.
  params.flag("prorate");
  cancel(state, subscription, "cancellation_requested");
  return subscription;
}

export function setCancelAtPeriodEnd(state: FakeState, subscription: SubscriptionObject, value: boolean) {
  // Since 2025 Stripe also sets cancel_at to the period end, and canceled_at to the request time.
  subscription.cancel_at_period_end = value;
  subscription.cancel_at = value ? itemOf(subscription).current_period_end : null;
  subscription.canceled_at = value ? state.clock : null;
  subscription.cancellation_details.reason = value ? "cancellation_requested" : null;
}

export function cancel(
  state: FakeState,
  subscription: SubscriptionObject,
  reason: "cancellation_requested" | "payment_failed",
) {
  const schedule = subscription.schedule ? state.store.subscription_schedules.get(subscription.schedule) : undefined;
  if (schedule) {
    update(schedule, { status: "canceled", canceled_at: state.clock, current_phase: null });
    state.emit("subscription_schedule.canceled", schedule);
  }
  update(subscription, {
    status: "canceled",
    canceled_at: subscription.canceled_at ?? state.clock,
    ended_at: state.clock,
  });
  subscription.cancellation_details.reason = reason;
  state.emit("customer.subscription.deleted", subscription);
}
