// Subscription schedules, as the adapter uses them for a downgrade at the period end: made from
// a subscription, given phases (which may bill another interval, a month after a year or the
// reverse, and keep the subscription's discounts or drop them), released; and, at a renewal, the
// next phase taking over.
import { invalidRequest, missingParam, noSuch } from "./errors";
import {
  itemOf,
  recurringOf,
  type Metadata,
  type PhaseObject,
  type ScheduleObject,
  type SubscriptionObject,
} from "./objects";
import { setDiscounts } from "./coupons";
import { checkParams, emptyable, type Reader, type Spec } from "./params";
import { update, type FakeState } from "./state";
import { after, periodAfter, sameRecurrence } from "./time";

const phaseParams: Spec = {
  items: [{ price: true, quantity: true, metadata: "map" }],
  discounts: emptyable([{ coupon: true, discount: true, promotion_code: true }]),
  start_date: true,
  end_date: true,
  duration: { interval: true, interval_count: true },
  proration_behavior: true,
  trial_end: true,
  metadata: "map",
  description: true,
};
const scheduleCreateParams: Spec = {
  from_subscription: true,
  customer: true,
  start_date: true,
  end_behavior: true,
  phases: [phaseParams],
  metadata: "map",
  expand: [true],
};
const scheduleUpdateParams: Spec = {
  end_behavior: true,
  proration_behavior: true,
  phases: [phaseParams],
  metadata: "map",
  expand: [true],
};
const scheduleReleaseParams: Spec = { preserve_cancel_date: true, expand: [true] };

export function createSchedule(state: FakeState, params: Reader) {
  checkParams(params.params, scheduleCreateParams);
  const subscriptionId = params.text("from_subscription");
  if (!subscriptionId)
    throw invalidRequest("This fake supports schedules made from_subscription only.", "from_subscription");
  for (const name of ["phases", "end_behavior", "start_date", "customer"]) {
    if (params.params[name] !== undefined)
      throw invalidRequest(`You cannot set \`${name}\` if \`from_subscription\` is set.`, name);
  }
  const subscription = state.store.subscriptions.get(subscriptionId);
  if (!subscription) throw noSuch("subscription", subscriptionId, "from_subscription");
  if (subscription.status === "canceled")
    throw invalidRequest("You cannot migrate a canceled subscription to a subscription schedule.", "from_subscription");
  if (subscription.schedule) {
    throw invalidRequest(
      `You cannot migrate a subscription that is already attached to a schedule: \`${subscription.schedule}\`.`,
      "from_subscription",
    );
  }
  const item = itemOf(subscription);
  // The phase in progress keeps the subscription's discounts, and its trial.
  const phase = newPhase(item.current_period_start, item.current_period_end, item.price.id, {
    discounts: subscription.discounts,
    trial_end: subscription.status === "trialing" ? subscription.trial_end : null,
  });
  const schedule: ScheduleObject = {
    id: state.newId("sub_sched"),
    object: "subscription_schedule",
    canceled_at: null,
    completed_at: null,
    created: state.clock,
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
  state.store.subscription_schedules.set(schedule.id, schedule);
  subscription.schedule = schedule.id;
  state.emit("subscription_schedule.created", schedule);
  return schedule;
}

export function updateSchedule(state: FakeState, id: string, params: Reader) {
  checkParams(params.params, scheduleUpdateParams);
  const schedule = state.mustFind("subscription_schedules", "subscription schedule", id);
  mustBeLive(schedule, "update");
  const endBehavior = params.oneOf("end_behavior", ["cancel", "none", "release", "renew"]);
  params.oneOf("proration_behavior", ["always_invoice", "create_prorations", "none"]);
  const phaseInputs = params.children("phases");
  const subscription = schedule.subscription ? state.store.subscriptions.get(schedule.subscription) : undefined;
  const phases =
    params.params.phases !== undefined ? phasesFrom(state, schedule, subscription, phaseInputs) : schedule.phases;
  const current = phases.find((phase) => phase.start_date <= state.clock && state.clock < phase.end_date);
  const currentPrice = current?.items[0]?.price;
  if (subscription && currentPrice && isNewCycle(state, subscription, currentPrice)) {
    // Stripe would start a new billing cycle with prorations; this fake does not model that.
    throw invalidRequest(
      "This fake does not change the billing interval of the phase in progress; end the phase at the period end instead.",
      "phases[0][items][0][price]",
    );
  }
  schedule.phases = phases;
  if (endBehavior) schedule.end_behavior = endBehavior;
  update(schedule.metadata ?? {}, params.metadata());
  schedule.current_phase = current ? { start_date: current.start_date, end_date: current.end_date } : null;
  state.emit("subscription_schedule.updated", schedule);
  // The phase in progress applies at once: a new price (without proration in this fake), and its
  // discounts, so a discount the phase does not carry is gone from the subscription.
  if (subscription && current) {
    state.updateAndEmit(subscription, () => {
      if (currentPrice && currentPrice !== itemOf(subscription).price.id)
        itemOf(subscription).price = structuredClone(state.store.prices.get(currentPrice)!);
      setDiscounts(state, subscription, discountIdsOf(current));
    });
  }
  return schedule;
}

/** Whether moving the subscription to this price now would change its billing interval. */
function isNewCycle(state: FakeState, subscription: SubscriptionObject, priceId: string) {
  const current = itemOf(subscription).price;
  const price = state.store.prices.get(priceId)!;
  return priceId !== current.id && !sameRecurrence(recurringOf(current), recurringOf(price));
}

/** The discount ids a phase gives its subscription. */
const discountIdsOf = (phase: PhaseObject) => phase.discounts.map((entry) => entry.discount as string);

/**
 * A phase's `discounts`: none given, the customer's (none in this fake), so the subscription loses
 * its own when the phase applies. This fake takes the subscription's own discounts
 * (discounts[][discount]), not new coupons.
 */
function phaseDiscountsFrom(subscription: SubscriptionObject | undefined, input: Reader, path: string) {
  return input.children("discounts").map((entry, index) => {
    const param = `${path}[discounts][${index}]`;
    if (entry.params.coupon !== undefined || entry.params.promotion_code !== undefined)
      throw invalidRequest("This fake supports a phase keeping the subscription's discounts only.", param);
    const discountId = entry.required("discount");
    if (!subscription?.discounts.includes(discountId))
      throw invalidRequest(`No such discount on the subscription: '${discountId}'`, `${param}[discount]`);
    return discountId;
  });
}

function phasesFrom(
  state: FakeState,
  schedule: ScheduleObject,
  subscription: SubscriptionObject | undefined,
  inputs: Reader[],
): PhaseObject[] {
  if (inputs.length === 0) throw missingParam("phases");
  let start: number | undefined;
  return inputs.map((input, index) => {
    const path = `phases[${index}]`;
    const startDate = input.text("start_date") === "now" ? state.clock : input.integer("start_date");
    if (index === 0) {
      if (startDate === undefined) throw missingParam(`${path}[start_date]`);
      if (schedule.status === "active" && schedule.current_phase && startDate !== schedule.current_phase.start_date) {
        throw invalidRequest("You can not modify the start date of the current phase.", `${path}[start_date]`);
      }
      start = startDate;
    } else if (startDate !== undefined && startDate !== start) {
      throw invalidRequest(
        "The start date of a phase must be the end date of the phase before it.",
        `${path}[start_date]`,
      );
    }
    const duration = input.child("duration");
    const endDateParam = input.text("end_date") === "now" ? state.clock : input.integer("end_date");
    if (duration && endDateParam !== undefined)
      throw invalidRequest("You may only specify one of these parameters: duration, end_date.", path);
    const items = input.children("items");
    if (items.length !== 1) throw invalidRequest("This fake supports one item per phase.", `${path}[items]`);
    const priceId = items[0]!.required("price");
    const price = state.store.prices.get(priceId);
    if (!price) throw noSuch("price", priceId, `${path}[items][0][price]`);
    if (!price.recurring)
      throw invalidRequest(
        "The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.",
        `${path}[items][0][price]`,
      );
    const phaseStart = start!;
    let end: number;
    if (endDateParam !== undefined) end = endDateParam;
    else if (duration) {
      const interval = duration.requiredOneOf("interval", ["day", "week", "month", "year"]);
      end = after(phaseStart, interval, duration.integer("interval_count") ?? 1);
    } else if (index === inputs.length - 1) {
      // The last phase lasts one billing period of its price when nothing says otherwise.
      end = periodAfter(phaseStart, price.recurring);
    } else throw missingParam(`${path}[end_date]`);
    if (end <= phaseStart)
      throw invalidRequest("The end date of a phase must be after its start date.", `${path}[end_date]`);
    // The phase is a trial from its start to trial_end (the fake only keeps it: trials are the subscription's).
    const trialEnd = input.integer("trial_end");
    if (trialEnd !== undefined && (trialEnd <= phaseStart || trialEnd > end))
      throw invalidRequest("The trial end of a phase must be within the phase.", `${path}[trial_end]`);
    start = end;
    return newPhase(phaseStart, end, priceId, {
      trial_end: trialEnd ?? null,
      proration_behavior: input.oneOf("proration_behavior", ["always_invoice", "create_prorations", "none"]),
      metadata: input.metadata(),
      discounts: phaseDiscountsFrom(subscription, input, path),
    });
  });
}

/** A phase with its one item, the other fields as Stripe fills them in. */
function newPhase(
  start: number,
  end: number,
  priceId: string,
  options: {
    proration_behavior?: PhaseObject["proration_behavior"];
    metadata?: Metadata;
    discounts?: string[];
    trial_end?: number | null;
  },
): PhaseObject {
  return {
    add_invoice_items: [],
    application_fee_percent: null,
    billing_cycle_anchor: null,
    currency: "usd",
    description: null,
    discounts: (options.discounts ?? []).map((discount) => ({ coupon: null, discount, promotion_code: null })),
    end_date: end,
    items: [
      {
        billing_thresholds: null,
        discounts: [],
        metadata: {},
        plan: priceId,
        price: priceId,
        quantity: 1,
        tax_rates: [],
      },
    ],
    metadata: options.metadata ?? {},
    proration_behavior: options.proration_behavior ?? "create_prorations",
    start_date: start,
    trial_end: options.trial_end ?? null,
  };
}

export function releaseScheduleRequest(state: FakeState, id: string, params: Reader) {
  checkParams(params.params, scheduleReleaseParams);
  const schedule = state.mustFind("subscription_schedules", "subscription schedule", id);
  mustBeLive(schedule, "release");
  release(state, schedule);
  return schedule;
}

function mustBeLive(schedule: ScheduleObject, action: string) {
  if (schedule.status !== "active" && schedule.status !== "not_started") {
    throw invalidRequest(
      `You cannot ${action} a subscription schedule that is currently in the \`${schedule.status}\` status. It must be in one of the following statuses: not_started, active.`,
    );
  }
}

export function release(state: FakeState, schedule: ScheduleObject) {
  const subscription = schedule.subscription ? state.store.subscriptions.get(schedule.subscription) : undefined;
  update(schedule, {
    status: "released",
    released_at: state.clock,
    released_subscription: schedule.subscription,
    subscription: null,
    current_phase: null,
  });
  if (subscription) subscription.schedule = null;
  state.emit("subscription_schedule.released", schedule);
}

/** At a period boundary: the phase starting there takes over, or a finished schedule lets go. */
export function advanceSchedule(state: FakeState, subscription: SubscriptionObject, at: number) {
  const schedule = subscription.schedule ? state.store.subscription_schedules.get(subscription.schedule) : undefined;
  if (!schedule || (schedule.status !== "active" && schedule.status !== "not_started")) return;
  const next = schedule.phases.find((phase) => phase.start_date <= at && at < phase.end_date);
  if (next) {
    schedule.current_phase = { start_date: next.start_date, end_date: next.end_date };
    const priceId = next.items[0]!.price;
    if (priceId !== itemOf(subscription).price.id)
      itemOf(subscription).price = structuredClone(state.store.prices.get(priceId)!);
    setDiscounts(state, subscription, discountIdsOf(next));
    return;
  }
  // Past the last phase: end_behavior "release" hands the subscription back; "cancel" ends it.
  if (schedule.end_behavior === "cancel")
    throw new Error("A schedule ending in cancel: use cancel_at_period_end in this fake");
  release(state, schedule);
}
