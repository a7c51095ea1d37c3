// The Stripe payments adapter against a fake Stripe API on this machine, which speaks API
// version 2026-10-28 and sends the events Stripe would (tests/support/fake-stripe/).
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe, type TestCard } from "../../../../tests/support/fake-stripe";
import { addInterval, proratedUpgradeCents } from "../../../domain/billing";
import { yearlyPriceCents, type BillingInterval } from "../../../domain/billing-intervals";
import { addMonths } from "../../../domain/calendar-months";
import type { PaidTier } from "../../../domain/memberships";
import { discountedCents, type OfferDiscount } from "../../../domain/offers";
import { pausePhase, pauseWindow, type PauseMonths } from "../../../domain/pauses";
import { PaymentDeclinedError, WebhookSignatureError, type PaymentProvider, type WebhookEndpoint } from "./index";
import { createStripeProvider } from "./stripe";

const secrets: Record<WebhookEndpoint, string> = {
  platform: "whsec_platform_test_secret",
  connect: "whsec_connect_test_secret",
};
const DAY = 86_400;

let fake: FakeStripe;
let stripe: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = createStripeProvider({
    secretKey: "sk_test_fakestripe",
    webhookSecret: secrets.platform,
    connectWebhookSecret: secrets.connect,
    apiBase: new URL(fake.url),
  });
});

afterAll(async () => {
  await fake.stop();
});

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${++sequence}`;

/** What each plan costs in cents: by the month, and by the year at 15% off twelve months. */
const amounts = {
  month: { pro: 1000, all_star: 2000 },
  year: { pro: yearlyPriceCents(1000, 15), all_star: yearlyPriceCents(2000, 15) },
} satisfies Record<BillingInterval, Record<PaidTier, number>>;

/** A creator with a verified payout account and both paid tiers priced by the month and by the year. */
async function createCreator() {
  const creatorId = nextId("creator");
  const accountId = await stripe.createConnectedAccount({
    creatorId,
    email: `${creatorId}@example.com`,
    country: "US",
  });
  fake.updateAccount(accountId, "verified");
  const price = (tier: PaidTier, interval: BillingInterval, productId: string | null) =>
    stripe.createPrice({
      productId,
      productName: "Coach Ana",
      creatorId,
      tier,
      interval,
      amountCents: amounts[interval][tier],
    });
  const pro = await price("pro", "month", null);
  const allStar = await price("all_star", "month", pro.productId);
  const yearlyPro = await price("pro", "year", pro.productId);
  const yearlyAllStar = await price("all_star", "year", pro.productId);
  return {
    creatorId,
    accountId,
    productId: pro.productId,
    prices: { pro: pro.priceId, all_star: allStar.priceId } satisfies Record<PaidTier, string>,
    yearlyPrices: { pro: yearlyPro.priceId, all_star: yearlyAllStar.priceId } satisfies Record<PaidTier, string>,
  };
}
type Creator = Awaited<ReturnType<typeof createCreator>>;

/** `options`: a creator made already (to give a coupon for its product first), and the coupon. */
async function startCheckout(
  tier: PaidTier = "pro",
  trialDays = 0,
  interval: BillingInterval = "month",
  options: { creator?: Creator; couponId?: string } = {},
) {
  const creator = options.creator ?? (await createCreator());
  const userId = nextId("user");
  const customerId = await stripe.createCustomer({ userId, email: `${userId}@example.com`, name: "Fan" });
  const input = {
    customerId,
    priceId: interval === "year" ? creator.yearlyPrices[tier] : creator.prices[tier],
    destinationAccountId: creator.accountId,
    creatorSharePercent: 70,
    trialDays,
    couponId: options.couponId ?? null,
    successUrl: "http://localhost:3000/billing/return?session={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://localhost:3000/ana",
    metadata: { followerId: userId, creatorId: creator.creatorId, tier },
    idempotencyKey: `checkout-${userId}-${tier}`,
  };
  const session = await stripe.createCheckoutSession(input);
  return { creator, userId, customerId, input, session };
}

async function subscribe(tier: PaidTier = "pro", card: TestCard = "visa", interval: BillingInterval = "month") {
  const started = await startCheckout(tier, 0, interval);
  const events = fake.completeCheckout(started.session.id, { card });
  const { subscriptionId } = await stripe.getCheckoutSession(started.session.id);
  return { ...started, events, subscriptionId: subscriptionId! };
}

function eventOf<Type extends Stripe.Event.Type>(events: Stripe.Event[], type: Type) {
  const event = events.find((candidate): candidate is Extract<Stripe.Event, { type: Type }> => candidate.type === type);
  if (!event) throw new Error(`No ${type} among ${events.map((candidate) => candidate.type).join(", ")}`);
  return event;
}

async function parse(event: Stripe.Event, endpoint: WebhookEndpoint = "platform") {
  const { payload, header } = fake.sign(event, secrets[endpoint]);
  return stripe.parseWebhook(endpoint, payload, header);
}

describe("customers and prices", () => {
  it("creates one customer per user, whatever the number of calls", async () => {
    const input = { userId: nextId("user"), email: "fan@example.com", name: "Fan" };
    const first = await stripe.createCustomer(input);
    expect(await stripe.createCustomer(input)).toBe(first);
    expect(fake.peek("customers", first)).toMatchObject({
      email: "fan@example.com",
      name: "Fan",
      metadata: { userId: input.userId },
    });
    expect(fake.requests.filter((request) => request.path === "/v1/customers").at(-1)?.idempotencyKey).toBe(
      `customer-${input.userId}`,
    );
  });

  it("creates the product with the first price and reuses it for the next", async () => {
    const { productId, prices } = await createCreator();
    expect(fake.peek("products", productId)).toMatchObject({ name: "Coach Ana", metadata: { tier: "pro" } });
    expect(fake.peek("prices", prices.all_star)).toMatchObject({
      product: productId,
      unit_amount: 2000,
      currency: "usd",
      recurring: { interval: "month", interval_count: 1 },
      metadata: { tier: "all_star" },
    });
  });

  it("creates a yearly price billed every year, on the same product", async () => {
    const { productId, yearlyPrices } = await createCreator();
    expect(fake.peek("prices", yearlyPrices.all_star)).toMatchObject({
      product: productId,
      unit_amount: amounts.year.all_star,
      recurring: { interval: "year", interval_count: 1 },
      metadata: { tier: "all_star" },
    });
    const request = fake.requests.filter((sent) => sent.path === "/v1/prices").at(-1);
    expect(request?.params.recurring).toEqual({ interval: "year" });
  });

  it("the fake refuses a billing interval Stripe does not have, or a period over three years", async () => {
    const { productId } = await createCreator();
    const price = { product: productId, unit_amount: "1000", currency: "usd" };
    expect(await postToFake("/v1/prices", { ...price, "recurring[interval]": "quarter" })).toMatchObject({
      status: 400,
      body: { error: { type: "invalid_request_error", param: "recurring[interval]" } },
    });
    expect(
      await postToFake("/v1/prices", { ...price, "recurring[interval]": "year", "recurring[interval_count]": "4" }),
    ).toMatchObject({ status: 400, body: { error: { param: "recurring[interval_count]" } } });
  });
});

describe("checkout", () => {
  it("opens a hosted subscription checkout with a destination charge", async () => {
    const { session, customerId } = await startCheckout();
    expect(session).toMatchObject({ status: "open", subscriptionId: null, payment: null, customerId });
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(session.expiresAt.getTime()).toBe(fake.now.getTime() + DAY * 1000);
  });

  it("answers the same session for the same idempotency key", async () => {
    const { session, input } = await startCheckout();
    expect((await stripe.createCheckoutSession(input)).id).toBe(session.id);
    // Stripe refuses a key reused with other parameters, and the adapter lets that through.
    await expect(
      stripe.createCheckoutSession({ ...input, cancelUrl: "http://localhost:3000/elsewhere" }),
    ).rejects.toThrow(/idempotent requests/);
  });

  it("names the subscription once completed, with the share and metadata on it", async () => {
    const { session, subscriptionId, creator, input } = await subscribe();
    const completed = await stripe.getCheckoutSession(session.id);
    // Paid, but its payments are the subscription's invoices, not a one-off payment.
    expect(completed).toMatchObject({ status: "complete", subscriptionId, url: null, payment: null });
    expect(fake.peek("checkout/sessions", session.id).payment_status).toBe("paid");
    expect(fake.peek("subscriptions", subscriptionId)).toMatchObject({
      transfer_data: { destination: creator.accountId, amount_percent: 70 },
      metadata: input.metadata,
    });
  });

  it("expires an open session, and answers the final state of one that already ended", async () => {
    const open = await startCheckout();
    expect(await stripe.expireCheckoutSession(open.session.id)).toMatchObject({ status: "expired", url: null });
    expect((await stripe.expireCheckoutSession(open.session.id)).status).toBe("expired");
    const completed = await subscribe();
    expect(await stripe.expireCheckoutSession(completed.session.id)).toMatchObject({
      status: "complete",
      subscriptionId: completed.subscriptionId,
    });
  });

  it("keeps the session open when the card is declined on the checkout page", async () => {
    const { session } = await startCheckout();
    expect(fake.completeCheckout(session.id, { card: "declined" })).toEqual([]);
    expect((await stripe.getCheckoutSession(session.id)).status).toBe("open");
  });
});

describe("subscriptions", () => {
  it("reads the price, the period from the item, the card and the metadata", async () => {
    const { subscriptionId, customerId, creator, input } = await subscribe();
    const start = fake.now;
    const subscription = await stripe.getSubscription(subscriptionId);
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(subscription).toEqual({
      id: subscriptionId,
      customerId,
      priceId: creator.prices.pro,
      status: "active",
      currentPeriodStart: start,
      currentPeriodEnd: expect.any(Date),
      cancelAtPeriodEnd: false,
      scheduledPriceId: null,
      paymentMethod: { brand: "visa", last4: "4242" },
      latestInvoiceId: expect.stringMatching(/^in_/),
      metadata: input.metadata,
      trial: null,
      giftedUntil: null,
      pause: null,
      discount: null,
    });
    // A calendar month, as Stripe bills (its day, clamped in short months).
    expect(subscription.currentPeriodEnd.getUTCMonth()).toBe(end.getUTCMonth());
  });

  it("starts a 7-day trial with the card taken and nothing charged, and charges the price when it ends", async () => {
    const started = await startCheckout("pro", 7);
    const trialStart = fake.now;
    fake.completeCheckout(started.session.id);
    const { subscriptionId } = await stripe.getCheckoutSession(started.session.id);
    const trialEnd = new Date(trialStart.getTime() + 7 * DAY * 1000);

    const trialing = await stripe.getSubscription(subscriptionId!);
    expect(trialing).toMatchObject({
      status: "trialing",
      currentPeriodEnd: trialEnd,
      trial: { start: trialStart, end: trialEnd },
      paymentMethod: { brand: "visa", last4: "4242" },
    });
    expect(await stripe.getInvoice(trialing.latestInvoiceId!)).toMatchObject({
      status: "paid",
      amountPaidCents: 0,
      billingReason: "subscription_create",
    });

    fake.renew(subscriptionId!);
    const paying = await stripe.getSubscription(subscriptionId!);
    expect(paying).toMatchObject({ status: "active", currentPeriodStart: trialEnd, trial: { end: trialEnd } });
    expect(await stripe.getInvoice(paying.latestInvoiceId!)).toMatchObject({
      status: "paid",
      amountPaidCents: 1000,
      billingReason: "subscription_cycle",
    });
  });

  it("ends a trial cancelled before its end without any charge", async () => {
    const started = await startCheckout("pro", 3);
    fake.completeCheckout(started.session.id);
    const { subscriptionId } = await stripe.getCheckoutSession(started.session.id);
    await stripe.cancelAtPeriodEnd(subscriptionId!);

    const firstInvoiceId = (await stripe.getSubscription(subscriptionId!)).latestInvoiceId;
    const events = fake.endPeriod(subscriptionId!);
    const ended = await stripe.getSubscription(subscriptionId!);
    expect(ended).toMatchObject({ status: "canceled", latestInvoiceId: firstInvoiceId });
    expect(await stripe.getInvoice(firstInvoiceId!)).toMatchObject({ amountPaidCents: 0 });
    expect(events.map((event) => event.type)).not.toContain("invoice.paid");
  });

  it("upgrades at once and charges the prorated difference", async () => {
    const { subscriptionId, creator } = await subscribe();
    const before = await stripe.getSubscription(subscriptionId);
    // Halfway through the period, half of the 10.00 difference is due.
    const half = (before.currentPeriodEnd.getTime() - before.currentPeriodStart.getTime()) / 2000;
    fake.advance(half);
    const upgraded = await stripe.upgradeSubscription(subscriptionId, creator.prices.all_star);
    expect(upgraded).toMatchObject({
      priceId: creator.prices.all_star,
      status: "active",
      currentPeriodEnd: before.currentPeriodEnd,
    });
    expect(upgraded.latestInvoiceId).not.toBe(before.latestInvoiceId);
    const invoice = await stripe.getInvoice(upgraded.latestInvoiceId!);
    expect(invoice).toMatchObject({ status: "paid", billingReason: "subscription_update", subscriptionId });
    expect(invoice.amountPaidCents).toBeCloseTo(500, -1);
  });

  it("refuses a declined upgrade and changes nothing", async () => {
    const { subscriptionId, creator } = await subscribe();
    fake.setCard(subscriptionId, "declined");
    const before = await stripe.getSubscription(subscriptionId);
    await expect(stripe.upgradeSubscription(subscriptionId, creator.prices.all_star)).rejects.toBeInstanceOf(
      PaymentDeclinedError,
    );
    expect(await stripe.getSubscription(subscriptionId)).toEqual(before);
  });

  it("schedules a downgrade for the end of the period, then bills it", async () => {
    const { subscriptionId, creator } = await subscribe("all_star");
    const scheduled = await stripe.scheduleDowngrade(subscriptionId, creator.prices.pro);
    expect(scheduled).toMatchObject({ priceId: creator.prices.all_star, scheduledPriceId: creator.prices.pro });
    const scheduleId = fake.peek("subscriptions", subscriptionId).schedule!;
    expect(fake.peek("subscription_schedules", scheduleId)).toMatchObject({
      end_behavior: "release",
      phases: [
        {
          start_date: scheduled.currentPeriodStart.getTime() / 1000,
          end_date: scheduled.currentPeriodEnd.getTime() / 1000,
        },
        { start_date: scheduled.currentPeriodEnd.getTime() / 1000, items: [{ price: creator.prices.pro }] },
      ],
    });

    // Asking again reshapes the same schedule (Stripe refuses a second one).
    await stripe.scheduleDowngrade(subscriptionId, creator.prices.pro);
    expect(fake.peek("subscriptions", subscriptionId).schedule).toBe(scheduleId);

    fake.renew(subscriptionId);
    const renewed = await stripe.getSubscription(subscriptionId);
    expect(renewed).toMatchObject({
      priceId: creator.prices.pro,
      scheduledPriceId: null,
      currentPeriodStart: scheduled.currentPeriodEnd,
    });
    expect(await stripe.getInvoice(renewed.latestInvoiceId!)).toMatchObject({
      amountPaidCents: 1000,
      billingReason: "subscription_cycle",
    });
    // After its last phase the schedule lets the subscription go.
    expect(fake.renew(subscriptionId).map((event) => event.type)).toContain("subscription_schedule.released");
    expect(fake.peek("subscriptions", subscriptionId).schedule).toBeNull();
  });

  it("drops a scheduled downgrade", async () => {
    const { subscriptionId, creator } = await subscribe("all_star");
    await stripe.scheduleDowngrade(subscriptionId, creator.prices.pro);
    expect(await stripe.cancelScheduledChange(subscriptionId)).toMatchObject({
      priceId: creator.prices.all_star,
      scheduledPriceId: null,
    });
    expect(fake.peek("subscriptions", subscriptionId).schedule).toBeNull();
    expect((await stripe.cancelScheduledChange(subscriptionId)).scheduledPriceId).toBeNull();
  });

  it("upgrades during the last phase of a finished downgrade", async () => {
    const { subscriptionId, creator } = await subscribe("all_star");
    await stripe.scheduleDowngrade(subscriptionId, creator.prices.pro);
    fake.renew(subscriptionId);
    expect(await stripe.upgradeSubscription(subscriptionId, creator.prices.all_star)).toMatchObject({
      priceId: creator.prices.all_star,
      scheduledPriceId: null,
    });
  });

  it("cancels at the period end (dropping a scheduled downgrade), resumes, and ends", async () => {
    const { subscriptionId, creator } = await subscribe("all_star");
    await stripe.scheduleDowngrade(subscriptionId, creator.prices.pro);
    expect(await stripe.cancelAtPeriodEnd(subscriptionId)).toMatchObject({
      cancelAtPeriodEnd: true,
      scheduledPriceId: null,
      status: "active",
    });
    expect((await stripe.resumeSubscription(subscriptionId)).cancelAtPeriodEnd).toBe(false);
    await stripe.cancelAtPeriodEnd(subscriptionId);
    expect(fake.endPeriod(subscriptionId).map((event) => event.type)).toEqual(["customer.subscription.deleted"]);
    expect((await stripe.getSubscription(subscriptionId)).status).toBe("canceled");
  });

  it("cancels at once, and answers the canceled state when asked again", async () => {
    const { subscriptionId } = await subscribe();
    expect((await stripe.cancelNow(subscriptionId)).status).toBe("canceled");
    expect((await stripe.cancelNow(subscriptionId)).status).toBe("canceled");
  });

  it("lets other provider errors through", async () => {
    await expect(stripe.getSubscription("sub_missing")).rejects.toThrow("No such subscription: 'sub_missing'");
    const { subscriptionId } = await subscribe();
    await expect(stripe.upgradeSubscription(subscriptionId, "price_missing")).rejects.toThrow(
      "No such price: 'price_missing'",
    );
  });

  it("opens the billing portal", async () => {
    const { customerId } = await subscribe();
    const { url } = await stripe.createPortalSession({ customerId, returnUrl: "http://localhost:3000/me/memberships" });
    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
  });
});

describe("pauses", () => {
  const seconds = (date: Date) => date.getTime() / 1000;
  const types = (events: Stripe.Event[]) => events.map((event) => event.type);
  const lastUpdate = (subscriptionId: string) =>
    fake.requests
      .filter((sent) => sent.method === "POST" && sent.path === `/v1/subscriptions/${subscriptionId}`)
      .at(-1);

  /** A monthly member who asked for a pause of `months` from the end of the paid period. */
  async function pause(months: PauseMonths = 1, tier: PaidTier = "pro") {
    const subscribed = await subscribe(tier);
    const before = await stripe.getSubscription(subscribed.subscriptionId);
    const window = pauseWindow(before.currentPeriodEnd, months);
    const paused = await stripe.pauseSubscription(subscribed.subscriptionId, window);
    return { ...subscribed, before, window, paused };
  }

  it("pauses from the period end: the renewal in the window is voided, the period advances", async () => {
    const { subscriptionId, input, before, window, paused } = await pause();
    // The paid period is untouched; the pause waits for its end.
    expect(paused).toMatchObject({
      status: "active",
      currentPeriodStart: before.currentPeriodStart,
      currentPeriodEnd: before.currentPeriodEnd,
      latestInvoiceId: before.latestInvoiceId,
      pause: window,
      metadata: input.metadata,
    });
    expect(lastUpdate(subscriptionId)?.params).toMatchObject({
      pause_collection: { behavior: "void", resumes_at: String(seconds(window.resumesAt) - DAY) },
      metadata: {
        fc_pause_starts_at: String(seconds(window.startsAt)),
        fc_pause_resumes_at: String(seconds(window.resumesAt)),
      },
    });
    expect(fake.peek("subscriptions", subscriptionId).pause_collection).toEqual({
      behavior: "void",
      resumes_at: seconds(window.resumesAt) - DAY,
    });

    const renewal = fake.renew(subscriptionId);
    expect(types(renewal)).toEqual([
      "customer.subscription.updated",
      "invoice.created",
      "invoice.finalized",
      "invoice.voided",
    ]);
    const unpaid = await stripe.getSubscription(subscriptionId);
    expect(unpaid).toMatchObject({ status: "active", currentPeriodStart: window.startsAt, pause: window });
    expect(pausePhase(window, unpaid.currentPeriodStart)).toBe("paused");
    expect(await stripe.getInvoice(unpaid.latestInvoiceId!)).toMatchObject({
      status: "void",
      amountPaidCents: 0,
      billingReason: "subscription_cycle",
      subscriptionId,
    });
    expect((await parse(eventOf(renewal, "invoice.voided"))).object).toEqual({
      kind: "invoice",
      id: unpaid.latestInvoiceId,
    });
  });

  it("charges the renewal that ends the window, pause_collection cleared and the window kept", async () => {
    const { subscriptionId, window } = await pause(2);
    fake.renew(subscriptionId);
    fake.renew(subscriptionId);
    expect(fake.peek("subscriptions", subscriptionId).pause_collection).not.toBeNull();

    const renewal = fake.renew(subscriptionId);
    // Stripe clears pause_collection by itself at resumes_at, before the renewal is made.
    const resumed = renewal[0]!;
    expect(resumed).toMatchObject({
      type: "customer.subscription.updated",
      created: seconds(window.resumesAt) - DAY,
      data: { object: { pause_collection: null }, previous_attributes: { pause_collection: { behavior: "void" } } },
    });
    expect(types(renewal)).toContain("invoice.paid");
    expect(fake.peek("subscriptions", subscriptionId).pause_collection).toBeNull();
    const paying = await stripe.getSubscription(subscriptionId);
    expect(paying).toMatchObject({ status: "active", pause: window });
    expect(pausePhase(window, paying.currentPeriodStart)).toBe("over");
    expect(await stripe.getInvoice(paying.latestInvoiceId!)).toMatchObject({
      status: "paid",
      amountPaidCents: amounts.month.pro,
      billingReason: "subscription_cycle",
    });
  });

  it("ends a pause that has not begun: nothing is charged, and the next renewal is", async () => {
    const { subscriptionId, input, before } = await pause(3);
    const ended = await stripe.endPause(subscriptionId);
    expect(ended).toMatchObject({
      pause: null,
      currentPeriodStart: before.currentPeriodStart,
      currentPeriodEnd: before.currentPeriodEnd,
      latestInvoiceId: before.latestInvoiceId,
    });
    expect(lastUpdate(subscriptionId)?.params).toEqual({
      pause_collection: "",
      metadata: { fc_pause_starts_at: "", fc_pause_resumes_at: "" },
      expand: ["default_payment_method", "schedule", "discounts"],
    });
    expect(fake.peek("subscriptions", subscriptionId)).toMatchObject({
      pause_collection: null,
      metadata: input.metadata,
    });
    expect(Object.keys(fake.peek("subscriptions", subscriptionId).metadata)).not.toContain("fc_pause_starts_at");

    fake.renew(subscriptionId);
    const renewed = await stripe.getSubscription(subscriptionId);
    expect(await stripe.getInvoice(renewed.latestInvoiceId!)).toMatchObject({
      status: "paid",
      amountPaidCents: amounts.month.pro,
    });
  });

  it("ends a pause during it: a new month starts now and is charged in full", async () => {
    const { subscriptionId } = await pause(2);
    fake.renew(subscriptionId);
    fake.advance(5 * DAY + 3600);
    const now = fake.now;
    fake.takeEvents();
    const ended = await stripe.endPause(subscriptionId);
    expect(ended).toMatchObject({
      status: "active",
      pause: null,
      currentPeriodStart: now,
      currentPeriodEnd: addInterval(now, "month"),
    });
    expect(lastUpdate(subscriptionId)?.params).toMatchObject({
      pause_collection: "",
      billing_cycle_anchor: { type: "now" },
      proration_behavior: "none",
      payment_behavior: "error_if_incomplete",
    });
    expect(fake.peek("subscriptions", subscriptionId).pause_collection).toBeNull();
    // The whole month, and no credit for the unpaid rest of the paused one.
    const invoice = await stripe.getInvoice(ended.latestInvoiceId!);
    expect(invoice).toMatchObject({
      status: "paid",
      amountPaidCents: amounts.month.pro,
      billingReason: "subscription_update",
      subscriptionId,
    });
    expect(fake.peek("invoices", invoice.id).lines.data).toMatchObject([
      { amount: amounts.month.pro, period: { start: seconds(now), end: seconds(addInterval(now, "month")) } },
    ]);
    expect(types(fake.takeEvents())).toEqual(expect.arrayContaining(["customer.subscription.updated", "invoice.paid"]));

    fake.renew(subscriptionId);
    const renewed = await stripe.getSubscription(subscriptionId);
    expect(renewed.currentPeriodStart).toEqual(addInterval(now, "month"));
    expect((await stripe.getInvoice(renewed.latestInvoiceId!)).amountPaidCents).toBe(amounts.month.pro);
  });

  it("ends no pause at all by unsetting both, charging nothing", async () => {
    const { subscriptionId } = await subscribe();
    const before = await stripe.getSubscription(subscriptionId);
    expect(await stripe.endPause(subscriptionId)).toEqual(before);
    expect(lastUpdate(subscriptionId)?.params).toMatchObject({
      pause_collection: "",
      metadata: { fc_pause_starts_at: "", fc_pause_resumes_at: "" },
    });
  });

  it("refuses a declined return from a pause and leaves it paused", async () => {
    const { subscriptionId, window } = await pause();
    fake.renew(subscriptionId);
    fake.setCard(subscriptionId, "declined");
    fake.advance(DAY);
    const before = await stripe.getSubscription(subscriptionId);
    const pauseCollection = fake.peek("subscriptions", subscriptionId).pause_collection;
    await expect(stripe.endPause(subscriptionId)).rejects.toBeInstanceOf(PaymentDeclinedError);
    expect(before.pause).toEqual(window);
    expect(await stripe.getSubscription(subscriptionId)).toEqual(before);
    expect(fake.peek("subscriptions", subscriptionId).pause_collection).toEqual(pauseCollection);
  });

  it("drops a pause that has not begun when cancelled at the period end, a schedule released first", async () => {
    // A downgrade already in effect leaves its schedule attached until its last phase ends.
    const { subscriptionId, creator } = await subscribe("all_star");
    await stripe.scheduleDowngrade(subscriptionId, creator.prices.pro);
    fake.renew(subscriptionId);
    const before = await stripe.getSubscription(subscriptionId);
    expect(fake.peek("subscriptions", subscriptionId).schedule).not.toBeNull();
    await stripe.pauseSubscription(subscriptionId, pauseWindow(before.currentPeriodEnd, 1));

    expect(await stripe.cancelAtPeriodEnd(subscriptionId)).toMatchObject({
      cancelAtPeriodEnd: true,
      pause: null,
      priceId: creator.prices.pro,
      scheduledPriceId: null,
    });
    expect(fake.peek("subscriptions", subscriptionId)).toMatchObject({ pause_collection: null, schedule: null });
    expect(fake.endPeriod(subscriptionId).map((event) => event.type)).toEqual(["customer.subscription.deleted"]);
  });

  it("keeps a pause that has begun when cancelled at the period end", async () => {
    const { subscriptionId, window } = await pause(2);
    fake.renew(subscriptionId);
    expect(await stripe.cancelAtPeriodEnd(subscriptionId)).toMatchObject({ cancelAtPeriodEnd: true, pause: window });
    expect(fake.peek("subscriptions", subscriptionId).pause_collection).not.toBeNull();
  });

  it("cancels a paused membership at once without proration, and others with it", async () => {
    const { subscriptionId } = await pause();
    fake.renew(subscriptionId);
    const { latestInvoiceId, customerId } = await stripe.getSubscription(subscriptionId);
    fake.takeEvents();
    expect(await stripe.cancelNow(subscriptionId, { prorate: false })).toMatchObject({
      status: "canceled",
      latestInvoiceId,
    });
    const cancellation = (id: string) =>
      fake.requests.filter((sent) => sent.method === "DELETE" && sent.path === `/v1/subscriptions/${id}`).at(-1);
    expect(cancellation(subscriptionId)?.params).toMatchObject({ prorate: "false" });
    // Nothing given back: no credit note, refund or balance.
    expect(types(fake.takeEvents())).toEqual(["customer.subscription.deleted"]);
    expect(fake.peek("customers", customerId).balance).toBe(0);

    const other = await subscribe();
    await stripe.cancelNow(other.subscriptionId);
    expect(cancellation(other.subscriptionId)?.params).toMatchObject({ prorate: "true" });
  });

  it("reads the pause from its two metadata keys only, and no pause when either is missing", async () => {
    const { subscriptionId, input } = await subscribe();
    expect((await stripe.getSubscription(subscriptionId)).pause).toBeNull();
    const path = `/v1/subscriptions/${subscriptionId}`;
    const startsAt = fake.now;
    const resumesAt = new Date(startsAt.getTime() + 30 * DAY * 1000);
    expect(await postToFake(path, { "metadata[fc_pause_starts_at]": String(seconds(startsAt)) })).toMatchObject({
      status: 200,
    });
    expect((await stripe.getSubscription(subscriptionId)).pause).toBeNull();
    await postToFake(path, { "metadata[fc_pause_resumes_at]": String(seconds(resumesAt)) });
    const paused = await stripe.getSubscription(subscriptionId);
    expect(paused.pause).toEqual({ startsAt, resumesAt });
    // The keys are the pause's, not part of what was attached at creation.
    expect(paused.metadata).toEqual(input.metadata);
    // An empty value unsets a key, as in Stripe.
    await postToFake(path, { "metadata[fc_pause_resumes_at]": "" });
    expect((await stripe.getSubscription(subscriptionId)).pause).toBeNull();
    expect(fake.peek("subscriptions", subscriptionId).metadata).not.toHaveProperty("fc_pause_resumes_at");
  });

  it("the fake takes billing_cycle_anchor as an object only, as this API version does", async () => {
    const { subscriptionId } = await subscribe();
    expect(await postToFake(`/v1/subscriptions/${subscriptionId}`, { billing_cycle_anchor: "now" })).toMatchObject({
      status: 400,
      body: { error: { type: "invalid_request_error", param: "billing_cycle_anchor" } },
    });
  });
});

describe("yearly plans", () => {
  const seconds = (date: Date) => date.getTime() / 1000;

  it("starts a yearly subscription whose first period is one year, charged the yearly price", async () => {
    const { subscriptionId, creator } = await subscribe("pro", "visa", "year");
    const start = fake.now;
    const subscription = await stripe.getSubscription(subscriptionId);
    expect(subscription).toMatchObject({
      priceId: creator.yearlyPrices.pro,
      status: "active",
      currentPeriodStart: start,
      currentPeriodEnd: addInterval(start, "year"),
      trial: null,
    });
    expect(await stripe.getInvoice(subscription.latestInvoiceId!)).toMatchObject({
      status: "paid",
      amountPaidCents: amounts.year.pro,
      billingReason: "subscription_create",
    });
  });

  it("keeps a trial as it is on a yearly price, then bills the first year from its end", async () => {
    const started = await startCheckout("pro", 7, "year");
    const trialEnd = new Date(fake.now.getTime() + 7 * DAY * 1000);
    fake.completeCheckout(started.session.id);
    const { subscriptionId } = await stripe.getCheckoutSession(started.session.id);
    expect(await stripe.getSubscription(subscriptionId!)).toMatchObject({
      status: "trialing",
      currentPeriodEnd: trialEnd,
    });
    fake.renew(subscriptionId!);
    const paying = await stripe.getSubscription(subscriptionId!);
    expect(paying).toMatchObject({
      status: "active",
      currentPeriodStart: trialEnd,
      currentPeriodEnd: addInterval(trialEnd, "year"),
    });
    expect((await stripe.getInvoice(paying.latestInvoiceId!)).amountPaidCents).toBe(amounts.year.pro);
  });

  it("renews a year later, charging the yearly price", async () => {
    const { subscriptionId } = await subscribe("all_star", "visa", "year");
    const first = await stripe.getSubscription(subscriptionId);
    fake.renew(subscriptionId);
    expect(fake.now).toEqual(first.currentPeriodEnd);
    const renewed = await stripe.getSubscription(subscriptionId);
    expect(renewed).toMatchObject({
      status: "active",
      currentPeriodStart: first.currentPeriodEnd,
      currentPeriodEnd: addInterval(first.currentPeriodEnd, "year"),
    });
    expect(await stripe.getInvoice(renewed.latestInvoiceId!)).toMatchObject({
      status: "paid",
      amountPaidCents: amounts.year.all_star,
      billingReason: "subscription_cycle",
    });
  });

  it("upgrades from monthly to yearly at once: a year from now, charged the year less the unused month", async () => {
    const { subscriptionId, creator } = await subscribe("pro");
    const month = await stripe.getSubscription(subscriptionId);
    // Ten days and seven hours in, so the unused part of the month is not a whole number of cents.
    fake.advance(10 * DAY + 7 * 3600);
    const now = fake.now;
    const upgraded = await stripe.upgradeSubscription(subscriptionId, creator.yearlyPrices.pro);
    expect(upgraded).toMatchObject({
      priceId: creator.yearlyPrices.pro,
      status: "active",
      currentPeriodStart: now,
      currentPeriodEnd: addInterval(now, "year"),
      scheduledPriceId: null,
    });

    const periodMs = month.currentPeriodEnd.getTime() - month.currentPeriodStart.getTime();
    const unusedMs = month.currentPeriodEnd.getTime() - now.getTime();
    const unusedCents = Math.round((amounts.month.pro * unusedMs) / periodMs);
    const invoice = await stripe.getInvoice(upgraded.latestInvoiceId!);
    expect(invoice).toMatchObject({
      status: "paid",
      billingReason: "subscription_update",
      subscriptionId,
      amountPaidCents: amounts.year.pro - unusedCents,
    });
    // The app's own rule for this change agrees to the cent.
    expect(
      proratedUpgradeCents({
        fromCents: amounts.month.pro,
        toCents: amounts.year.pro,
        periodStart: month.currentPeriodStart,
        periodEnd: month.currentPeriodEnd,
        now,
        startsNewPeriod: true,
      }),
    ).toBe(invoice.amountPaidCents);
    // As Stripe lists it: a credit for the unused month, and the whole first year.
    expect(fake.peek("invoices", invoice.id).lines.data).toMatchObject([
      {
        amount: -unusedCents,
        period: { start: seconds(now), end: seconds(month.currentPeriodEnd) },
        parent: { subscription_item_details: { proration: true } },
      },
      {
        amount: amounts.year.pro,
        period: { start: seconds(now), end: seconds(addInterval(now, "year")) },
        parent: { subscription_item_details: { proration: false } },
      },
    ]);

    fake.renew(subscriptionId);
    const renewed = await stripe.getSubscription(subscriptionId);
    expect(renewed.currentPeriodStart).toEqual(addInterval(now, "year"));
    expect((await stripe.getInvoice(renewed.latestInvoiceId!)).amountPaidCents).toBe(amounts.year.pro);
  });

  it("refuses a declined move to yearly and changes nothing", async () => {
    const { subscriptionId, creator } = await subscribe("pro");
    fake.setCard(subscriptionId, "declined");
    fake.advance(3 * DAY);
    const before = await stripe.getSubscription(subscriptionId);
    await expect(stripe.upgradeSubscription(subscriptionId, creator.yearlyPrices.all_star)).rejects.toBeInstanceOf(
      PaymentDeclinedError,
    );
    expect(await stripe.getSubscription(subscriptionId)).toEqual(before);
  });

  it("schedules a move from yearly to monthly for the end of the year, then bills by the month", async () => {
    const { subscriptionId, creator } = await subscribe("pro", "visa", "year");
    const scheduled = await stripe.scheduleDowngrade(subscriptionId, creator.prices.pro);
    const yearEnd = scheduled.currentPeriodEnd;
    expect(scheduled).toMatchObject({ priceId: creator.yearlyPrices.pro, scheduledPriceId: creator.prices.pro });
    const scheduleId = fake.peek("subscriptions", subscriptionId).schedule!;
    expect(fake.peek("subscription_schedules", scheduleId).phases).toMatchObject([
      {
        start_date: seconds(scheduled.currentPeriodStart),
        end_date: seconds(yearEnd),
        items: [{ price: creator.yearlyPrices.pro }],
      },
      // One month of the new price: the phase lasts the new price's interval.
      {
        start_date: seconds(yearEnd),
        end_date: seconds(addInterval(yearEnd, "month")),
        items: [{ price: creator.prices.pro }],
      },
    ]);

    fake.renew(subscriptionId);
    const monthly = await stripe.getSubscription(subscriptionId);
    expect(monthly).toMatchObject({
      priceId: creator.prices.pro,
      scheduledPriceId: null,
      currentPeriodStart: yearEnd,
      currentPeriodEnd: addInterval(yearEnd, "month"),
    });
    expect(await stripe.getInvoice(monthly.latestInvoiceId!)).toMatchObject({
      amountPaidCents: amounts.month.pro,
      billingReason: "subscription_cycle",
    });
    // After its one month the schedule lets go, and the subscription goes on by the month.
    expect(fake.renew(subscriptionId).map((event) => event.type)).toContain("subscription_schedule.released");
    expect(await stripe.getSubscription(subscriptionId)).toMatchObject({
      priceId: creator.prices.pro,
      currentPeriodEnd: addInterval(monthly.currentPeriodEnd, "month"),
    });
  });

  it("schedules a lower tier billed by the year for the end of the month, then bills a year", async () => {
    const { subscriptionId, creator } = await subscribe("all_star");
    const scheduled = await stripe.scheduleDowngrade(subscriptionId, creator.yearlyPrices.pro);
    const monthEnd = scheduled.currentPeriodEnd;
    expect(scheduled.scheduledPriceId).toBe(creator.yearlyPrices.pro);
    const scheduleId = fake.peek("subscriptions", subscriptionId).schedule!;
    expect(fake.peek("subscription_schedules", scheduleId).phases[1]).toMatchObject({
      start_date: seconds(monthEnd),
      end_date: seconds(addInterval(monthEnd, "year")),
    });

    fake.renew(subscriptionId);
    const yearly = await stripe.getSubscription(subscriptionId);
    expect(yearly).toMatchObject({
      priceId: creator.yearlyPrices.pro,
      currentPeriodStart: monthEnd,
      currentPeriodEnd: addInterval(monthEnd, "year"),
    });
    expect((await stripe.getInvoice(yearly.latestInvoiceId!)).amountPaidCents).toBe(amounts.year.pro);
  });
});

describe("coupons", () => {
  const percentOff = (percent: number): OfferDiscount => ({ type: "percent", percentOff: percent });
  const amountOff = (cents: number): OfferDiscount => ({ type: "amount", amountOffCents: cents });

  /** A creator and a coupon for its product (every price of createCreator's shares one). */
  async function couponFor(discount: OfferDiscount, months: number | null, creator?: Creator) {
    const owner = creator ?? (await createCreator());
    const { couponId } = await stripe.createCoupon({
      productId: owner.productId,
      discount,
      months,
      idempotencyKey: nextId("coupon"),
    });
    return { creator: owner, couponId };
  }

  /** A member who redeemed the coupon at checkout. */
  async function subscribeWithCoupon(
    discount: OfferDiscount,
    months: number | null,
    options: { tier?: PaidTier; interval?: BillingInterval; trialDays?: number } = {},
  ) {
    const { creator, couponId } = await couponFor(discount, months);
    const started = await startCheckout(options.tier ?? "pro", options.trialDays ?? 0, options.interval ?? "month", {
      creator,
      couponId,
    });
    const start = fake.now;
    fake.completeCheckout(started.session.id);
    const { subscriptionId } = await stripe.getCheckoutSession(started.session.id);
    return { ...started, couponId, start, subscriptionId: subscriptionId! };
  }

  async function latestInvoice(subscriptionId: string) {
    const { latestInvoiceId } = await stripe.getSubscription(subscriptionId);
    return stripe.getInvoice(latestInvoiceId!);
  }

  /** The period ends and Stripe renews; answers the renewal's invoice. */
  async function renew(subscriptionId: string) {
    fake.renew(subscriptionId);
    return latestInvoice(subscriptionId);
  }

  it("creates a coupon for one product and some months, the same one for the same key", async () => {
    const creator = await createCreator();
    const input = {
      productId: creator.productId,
      discount: percentOff(25),
      months: 3,
      idempotencyKey: nextId("coupon"),
    };
    const { couponId } = await stripe.createCoupon(input);
    expect(fake.peek("coupons", couponId)).toMatchObject({
      percent_off: 25,
      amount_off: null,
      duration: "repeating",
      duration_in_months: 3,
      applies_to: { products: [creator.productId] },
    });
    const request = fake.requests.filter((sent) => sent.path === "/v1/coupons").at(-1);
    expect(request).toMatchObject({
      idempotencyKey: input.idempotencyKey,
      params: {
        percent_off: "25",
        duration: "repeating",
        duration_in_months: "3",
        applies_to: { products: [creator.productId] },
      },
    });
    expect((await stripe.createCoupon(input)).couponId).toBe(couponId);

    const amount = await couponFor(amountOff(300), 2, creator);
    expect(fake.peek("coupons", amount.couponId)).toMatchObject({
      amount_off: 300,
      currency: "usd",
      percent_off: null,
      duration: "repeating",
      duration_in_months: 2,
    });
    const forever = await couponFor(percentOff(10), null, creator);
    expect(fake.peek("coupons", forever.couponId)).toMatchObject({ duration: "forever", duration_in_months: null });
  });

  it("is refused an amount off forever, as Stripe does since API version 2025-03-31", async () => {
    await expect(couponFor(amountOff(300), null)).rejects.toThrow(/forever/);
  });

  it("discounts a coupon checkout's first invoice, then the renewals of its months, then charges the full price", async () => {
    const { session, couponId, start, subscriptionId } = await subscribeWithCoupon(percentOff(25), 2);
    const request = fake.requests.filter((sent) => sent.path === "/v1/checkout/sessions").at(-1);
    expect(request?.params.discounts).toEqual([{ coupon: couponId }]);
    expect(fake.peek("checkout/sessions", session.id)).toMatchObject({ amount_total: 750 });

    const subscription = await stripe.getSubscription(subscriptionId);
    expect(subscription.discount).toEqual({ couponId, startsAt: start, endsAt: addMonths(start, 2) });
    expect(await stripe.getInvoice(subscription.latestInvoiceId!)).toMatchObject({
      billingReason: "subscription_create",
      amountPaidCents: 750,
      couponId,
    });
    // As Stripe shows it: the whole price, and the discount's share by the discount.
    const invoice = fake.peek("invoices", subscription.latestInvoiceId!);
    const discountId = fake.peek("subscriptions", subscriptionId).discounts[0]!;
    expect(invoice).toMatchObject({
      subtotal: 1000,
      total: 750,
      amount_due: 750,
      discounts: [discountId],
      total_discount_amounts: [{ amount: 250, discount: discountId }],
    });
    expect(invoice.lines.data[0]).toMatchObject({
      amount: 1000,
      discount_amounts: [{ amount: 250, discount: discountId }],
    });

    expect(await renew(subscriptionId)).toMatchObject({ amountPaidCents: 750, couponId });
    expect(await renew(subscriptionId)).toMatchObject({ amountPaidCents: 1000, couponId: null });
    expect(await renew(subscriptionId)).toMatchObject({ amountPaidCents: 1000, couponId: null });
    // Kept after it ran out, with its end.
    expect((await stripe.getSubscription(subscriptionId)).discount).toEqual(subscription.discount);
  });

  it("takes an amount off for its months", async () => {
    const { couponId, subscriptionId } = await subscribeWithCoupon(amountOff(300), 1);
    expect(await latestInvoice(subscriptionId)).toMatchObject({ amountPaidCents: 700, couponId });
    expect(await renew(subscriptionId)).toMatchObject({ amountPaidCents: 1000, couponId: null });
  });

  it("discounts every invoice for as long as the membership lasts with a forever coupon", async () => {
    const { couponId, start, subscriptionId } = await subscribeWithCoupon(percentOff(15), null);
    expect((await stripe.getSubscription(subscriptionId)).discount).toEqual({
      couponId,
      startsAt: start,
      endsAt: null,
    });
    expect(await latestInvoice(subscriptionId)).toMatchObject({ amountPaidCents: 850, couponId });
    for (let month = 1; month <= 13; month++)
      expect(await renew(subscriptionId)).toMatchObject({ amountPaidCents: 850, couponId });
  });

  it("starts a trial with the coupon: nothing to discount at first, then the months of the discount from the checkout", async () => {
    const { couponId, start, subscriptionId } = await subscribeWithCoupon(percentOff(50), 1, { trialDays: 7 });
    expect((await stripe.getSubscription(subscriptionId)).discount).toEqual({
      couponId,
      startsAt: start,
      endsAt: addMonths(start, 1),
    });
    expect(await latestInvoice(subscriptionId)).toMatchObject({ amountPaidCents: 0, couponId: null });
    // The trial's end falls inside the month from the checkout; the next renewal does not.
    expect(await renew(subscriptionId)).toMatchObject({ amountPaidCents: 500, couponId });
    expect(await renew(subscriptionId)).toMatchObject({ amountPaidCents: 1000, couponId: null });
  });

  it("applies a coupon to the next renewal, not the period already paid", async () => {
    const { subscriptionId, creator } = await subscribe();
    const { couponId } = await couponFor(percentOff(50), 1, creator);
    fake.advance(10 * DAY);
    const now = fake.now;
    const before = await stripe.getSubscription(subscriptionId);
    const applied = await stripe.applyCoupon(subscriptionId, couponId);
    expect(applied.discount).toEqual({ couponId, startsAt: now, endsAt: addMonths(now, 1) });
    expect(applied.latestInvoiceId).toBe(before.latestInvoiceId);
    const update = fake.requests.filter((sent) => sent.path === `/v1/subscriptions/${subscriptionId}`).at(-1);
    expect(update?.params).toMatchObject({ discounts: [{ coupon: couponId }], proration_behavior: "none" });

    // The period started before the discount, the next within its month, the one after past it.
    expect(await renew(subscriptionId)).toMatchObject({ amountPaidCents: 500, couponId });
    expect(await renew(subscriptionId)).toMatchObject({ amountPaidCents: 1000, couponId: null });
  });

  it("does not discount another tier's price after an upgrade, nor the upgrade's proration", async () => {
    const { subscriptionId, creator, couponId } = await subscribeWithCoupon(percentOff(20), null);
    // The app makes one product per tier; createCreator's share one, so ALL-STAR gets its own here.
    const allStar = await stripe.createPrice({
      productId: null,
      productName: "Coach Ana",
      creatorId: creator.creatorId,
      tier: "all_star",
      interval: "month",
      amountCents: amounts.month.all_star,
    });
    const before = await stripe.getSubscription(subscriptionId);
    fake.advance(12 * DAY);
    const upgraded = await stripe.upgradeSubscription(subscriptionId, allStar.priceId);
    expect(await stripe.getInvoice(upgraded.latestInvoiceId!)).toMatchObject({
      billingReason: "subscription_update",
      amountPaidCents: proratedUpgradeCents({
        fromCents: amounts.month.pro,
        toCents: amounts.month.all_star,
        periodStart: before.currentPeriodStart,
        periodEnd: before.currentPeriodEnd,
        now: fake.now,
      }),
      couponId: null,
    });
    expect(upgraded.discount?.couponId).toBe(couponId);
    expect(await renew(subscriptionId)).toMatchObject({ amountPaidCents: amounts.month.all_star, couponId: null });
  });

  it("discounts the new year of a move to yearly on the same product, less the unused month", async () => {
    const { subscriptionId, creator, couponId } = await subscribeWithCoupon(percentOff(20), null);
    const before = await stripe.getSubscription(subscriptionId);
    fake.advance(10 * DAY);
    const upgraded = await stripe.upgradeSubscription(subscriptionId, creator.yearlyPrices.pro);
    expect(await stripe.getInvoice(upgraded.latestInvoiceId!)).toMatchObject({
      amountPaidCents: proratedUpgradeCents({
        fromCents: amounts.month.pro,
        toCents: discountedCents(amounts.year.pro, percentOff(20)),
        periodStart: before.currentPeriodStart,
        periodEnd: before.currentPeriodEnd,
        now: fake.now,
        startsNewPeriod: true,
      }),
      couponId,
    });
  });

  it("keeps the discount through a scheduled move to monthly, and discounts the monthly price of the same product", async () => {
    const { subscriptionId, creator, couponId } = await subscribeWithCoupon(percentOff(10), null, {
      interval: "year",
    });
    expect(await latestInvoice(subscriptionId)).toMatchObject({
      amountPaidCents: amounts.year.pro - Math.round(amounts.year.pro / 10),
      couponId,
    });
    const discount = (await stripe.getSubscription(subscriptionId)).discount;
    const discountId = fake.peek("subscriptions", subscriptionId).discounts[0]!;

    const scheduled = await stripe.scheduleDowngrade(subscriptionId, creator.prices.pro);
    expect(scheduled).toMatchObject({ scheduledPriceId: creator.prices.pro, discount });
    const scheduleId = fake.peek("subscriptions", subscriptionId).schedule!;
    expect(fake.peek("subscription_schedules", scheduleId).phases).toMatchObject([
      { discounts: [{ discount: discountId }] },
      { discounts: [{ discount: discountId }] },
    ]);
    // Dropping the change keeps it too; so does asking again.
    expect((await stripe.cancelScheduledChange(subscriptionId)).discount).toEqual(discount);
    await stripe.scheduleDowngrade(subscriptionId, creator.prices.pro);

    expect(await renew(subscriptionId)).toMatchObject({ amountPaidCents: 900, couponId });
    expect((await stripe.getSubscription(subscriptionId)).discount).toEqual(discount);
  });

  it("the fake drops a discount from a schedule's phase that does not carry it, as Stripe does", async () => {
    const { subscriptionId } = await subscribeWithCoupon(percentOff(10), null);
    const item = fake.peek("subscriptions", subscriptionId).items.data[0]!;
    const { body } = await postToFake("/v1/subscription_schedules", { from_subscription: subscriptionId });
    const scheduleId = (body as { id: string }).id;
    await postToFake(`/v1/subscription_schedules/${scheduleId}`, {
      "phases[0][items][0][price]": item.price.id,
      "phases[0][start_date]": String(item.current_period_start),
      "phases[0][end_date]": String(item.current_period_end),
    });
    expect((await stripe.getSubscription(subscriptionId)).discount).toBeNull();
  });

  it("discounts the new month of a return from a pause", async () => {
    const { subscriptionId, couponId } = await subscribeWithCoupon(percentOff(20), null);
    const { currentPeriodEnd } = await stripe.getSubscription(subscriptionId);
    await stripe.pauseSubscription(subscriptionId, pauseWindow(currentPeriodEnd, 2));
    fake.renew(subscriptionId);
    fake.advance(5 * DAY);
    const ended = await stripe.endPause(subscriptionId);
    expect(await stripe.getInvoice(ended.latestInvoiceId!)).toMatchObject({
      billingReason: "subscription_update",
      amountPaidCents: 800,
      couponId,
    });
  });

  it("names the subscription of a discount's events", async () => {
    const { subscriptionId, creator } = await subscribe();
    const { couponId } = await couponFor(percentOff(50), 1, creator);
    fake.takeEvents();
    await stripe.applyCoupon(subscriptionId, couponId);
    const events = fake.takeEvents();
    for (const type of ["customer.discount.created", "customer.subscription.updated"] as const)
      expect((await parse(eventOf(events, type))).object).toEqual({ kind: "subscription", id: subscriptionId });
  });

  it("expands the discounts it reads, and names the coupon from the discount's source", async () => {
    const { subscriptionId, couponId } = await subscribeWithCoupon(percentOff(25), 1);
    await latestInvoice(subscriptionId);
    const reads = fake.requests.filter((sent) => sent.method === "GET");
    expect(reads.find((sent) => sent.path === `/v1/subscriptions/${subscriptionId}`)?.params.expand).toContain(
      "discounts",
    );
    expect(reads.filter((sent) => sent.path.startsWith("/v1/invoices/")).at(-1)?.params.expand).toEqual([
      "total_discount_amounts.discount",
    ]);
    const discountId = fake.peek("subscriptions", subscriptionId).discounts[0]!;
    const expanded = await getFromFake(`/v1/subscriptions/${subscriptionId}?expand[]=discounts`);
    expect(expanded).toMatchObject({
      discounts: [{ id: discountId, object: "discount", source: { type: "coupon", coupon: couponId } }],
    });
    // A discount is served expanded only, as at Stripe.
    expect((await fetchFake(`/v1/discounts/${discountId}`)).status).toBe(404);
  });
});

describe("invoices, refunds and disputes", () => {
  it("reads the first invoice", async () => {
    const { subscriptionId, customerId } = await subscribe();
    const { latestInvoiceId } = await stripe.getSubscription(subscriptionId);
    const invoice = await stripe.getInvoice(latestInvoiceId!);
    expect(invoice).toEqual({
      id: latestInvoiceId,
      customerId,
      subscriptionId,
      status: "paid",
      amountPaidCents: 1000,
      amountDueCents: 1000,
      currency: "usd",
      paidAt: fake.now,
      attemptCount: 1,
      nextPaymentAttemptAt: null,
      billingReason: "subscription_create",
      number: expect.stringMatching(/-0001$/),
      hostedUrl: expect.stringMatching(/^https:\/\/invoice\.stripe\.com\//),
      couponId: null,
    });
  });

  it("follows a failed renewal through its retries until Stripe gives up", async () => {
    const { subscriptionId } = await subscribe();
    fake.renew(subscriptionId, { fail: true });
    const pastDue = await stripe.getSubscription(subscriptionId);
    expect(pastDue.status).toBe("past_due");
    const failed = await stripe.getInvoice(pastDue.latestInvoiceId!);
    expect(failed).toMatchObject({
      status: "open",
      attemptCount: 1,
      amountPaidCents: 0,
      billingReason: "subscription_cycle",
      paidAt: null,
    });
    expect(failed.nextPaymentAttemptAt!.getTime()).toBe(fake.now.getTime() + 3 * DAY * 1000);

    fake.retryPayment(subscriptionId, { fail: true });
    expect(await stripe.getInvoice(failed.id)).toMatchObject({ status: "open", attemptCount: 2 });
    fake.giveUp(subscriptionId);
    expect((await stripe.getSubscription(subscriptionId)).status).toBe("canceled");
    expect(await stripe.getInvoice(failed.id)).toMatchObject({ status: "open", nextPaymentAttemptAt: null });
  });

  it("recovers a past_due subscription when a retry succeeds", async () => {
    const { subscriptionId } = await subscribe();
    fake.renew(subscriptionId, { fail: true });
    fake.retryPayment(subscriptionId);
    const recovered = await stripe.getSubscription(subscriptionId);
    expect(recovered.status).toBe("active");
    expect(await stripe.getInvoice(recovered.latestInvoiceId!)).toMatchObject({ status: "paid", attemptCount: 2 });
  });

  it("reads a refund and the invoice it came from", async () => {
    const { subscriptionId } = await subscribe();
    const { latestInvoiceId } = await stripe.getSubscription(subscriptionId);
    const refundId = eventOf(fake.refund(latestInvoiceId!, 400), "refund.created").data.object.id;
    expect(await stripe.getRefund(refundId)).toEqual({
      id: refundId,
      invoiceId: latestInvoiceId,
      paymentId: null,
      amountCents: 400,
      status: "succeeded",
      createdAt: fake.now,
    });
  });

  it("reads a dispute, the invoice it came from, and its outcome", async () => {
    const { subscriptionId } = await subscribe();
    const { latestInvoiceId } = await stripe.getSubscription(subscriptionId);
    const disputeId = eventOf(fake.dispute(latestInvoiceId!), "charge.dispute.created").data.object.id;
    expect(await stripe.getDispute(disputeId)).toMatchObject({
      id: disputeId,
      invoiceId: latestInvoiceId,
      paymentId: null,
      amountCents: 1000,
      status: "needs_response",
    });
    fake.closeDispute(disputeId, "lost");
    expect((await stripe.getDispute(disputeId)).status).toBe("lost");
  });
});

type PaymentCheckoutInput = Parameters<PaymentProvider["createPaymentCheckout"]>[0];

/** A follower's tip to a verified creator: $5.00, of which the platform keeps $1.50. */
async function startTip(overrides: Partial<PaymentCheckoutInput> = {}) {
  const creator = await createCreator();
  const userId = nextId("user");
  const customerId = await stripe.createCustomer({ userId, email: `${userId}@example.com`, name: "Fan" });
  const input: PaymentCheckoutInput = {
    customerId,
    amountCents: 500,
    platformFeeCents: 150,
    description: "Tip for Coach Ana",
    destinationAccountId: creator.accountId,
    successUrl: "http://localhost:3000/ana?tip={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://localhost:3000/ana",
    metadata: { kind: "tip", followerId: userId, creatorId: creator.creatorId },
    idempotencyKey: `tip-${userId}`,
    ...overrides,
  };
  const session = await stripe.createPaymentCheckout(input);
  return { creator, customerId, input, session };
}

async function tip() {
  const started = await startTip();
  fake.completeCheckout(started.session.id);
  const { payment } = await stripe.getCheckoutSession(started.session.id);
  return { ...started, payment: payment! };
}

/** A raw API call, for what the adapter never sends but the fake must refuse as Stripe does. */
function fetchFake(path: string) {
  return fetch(`${fake.url}${path}`, { headers: { authorization: "Bearer sk_test_fakestripe" } });
}

async function getFromFake(path: string) {
  return (await fetchFake(path)).json() as Promise<unknown>;
}

async function postToFake(path: string, params: Record<string, string>) {
  const response = await fetch(`${fake.url}${path}`, {
    method: "POST",
    headers: { authorization: "Bearer sk_test_fakestripe", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(params),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("one-off payments", () => {
  it("opens a hosted checkout for one payment, a destination charge less the platform's fee", async () => {
    const { session, customerId, creator, input } = await startTip();
    expect(session).toMatchObject({ status: "open", subscriptionId: null, payment: null, customerId });
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const request = fake.requests
      .filter((sent) => sent.method === "POST" && sent.path === "/v1/checkout/sessions")
      .at(-1);
    expect(request?.idempotencyKey).toBe(input.idempotencyKey);
    expect(request?.params).toEqual({
      mode: "payment",
      customer: customerId,
      line_items: [
        {
          price_data: { currency: "usd", unit_amount: "500", product_data: { name: "Tip for Coach Ana" } },
          quantity: "1",
        },
      ],
      payment_intent_data: {
        application_fee_amount: "150",
        transfer_data: { destination: creator.accountId },
        metadata: input.metadata,
      },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      metadata: input.metadata,
    });
    expect(fake.peek("checkout/sessions", session.id)).toMatchObject({
      mode: "payment",
      amount_total: 500,
      currency: "usd",
      payment_intent: null,
    });
  });

  it("answers the payment once the follower has paid: its payment intent, amount and time", async () => {
    const { session, creator, input } = await startTip();
    fake.advance(90);
    const events = fake.completeCheckout(session.id);
    expect(events.map((event) => event.type)).toEqual([
      "payment_intent.created",
      "charge.succeeded",
      "payment_intent.succeeded",
      "application_fee.created",
      "checkout.session.completed",
    ]);
    const paymentIntentId = eventOf(events, "payment_intent.succeeded").data.object.id;
    expect(await stripe.getCheckoutSession(session.id)).toMatchObject({
      status: "complete",
      subscriptionId: null,
      url: null,
      payment: { id: paymentIntentId, amountCents: 500, currency: "usd", paidAt: fake.now },
    });
    expect(fake.peek("payment_intents", paymentIntentId)).toMatchObject({
      amount: 500,
      application_fee_amount: 150,
      transfer_data: { destination: creator.accountId },
      metadata: input.metadata,
    });
    // The fee is the platform's: its event comes to the platform's endpoint, not a connected account's.
    const fee = eventOf(events, "application_fee.created");
    expect(fee.account).toBeUndefined();
    expect(fee.data.object).toMatchObject({ amount: 150, account: creator.accountId });
    expect((await parse(eventOf(events, "checkout.session.completed"))).object).toEqual({
      kind: "checkout_session",
      id: session.id,
    });
    expect(await stripe.checkoutOfPayment(paymentIntentId)).toBe(session.id);
    expect(await stripe.checkoutOfPayment("pi_unknown")).toBeNull();
  });

  it("stays open and unpaid after a declined card, and dates the payment by the charge that succeeds", async () => {
    const { session } = await startTip();
    const declined = fake.completeCheckout(session.id, { card: "declined" });
    expect(declined.map((event) => event.type)).toEqual([
      "payment_intent.created",
      "charge.failed",
      "payment_intent.payment_failed",
    ]);
    expect(await stripe.getCheckoutSession(session.id)).toMatchObject({
      status: "open",
      payment: null,
      url: session.url,
    });
    const paymentIntentId = eventOf(declined, "payment_intent.created").data.object.id;
    const triedAt = fake.now;
    fake.advance(120);
    fake.completeCheckout(session.id, { card: "mastercard" });
    expect((await stripe.getCheckoutSession(session.id)).payment).toEqual({
      id: paymentIntentId,
      amountCents: 500,
      currency: "usd",
      paidAt: fake.now,
    });
    // The payment intent dates from the declined attempt, two minutes before the payment.
    expect(fake.peek("payment_intents", paymentIntentId).created).toBe(triedAt.getTime() / 1000);
  });

  it("cancels the payment intent a declined attempt left when the session expires", async () => {
    const { session } = await startTip();
    const declined = fake.completeCheckout(session.id, { card: "declined" });
    const paymentIntentId = eventOf(declined, "payment_intent.created").data.object.id;
    expect(await stripe.expireCheckoutSession(session.id)).toMatchObject({ status: "expired", payment: null });
    expect(fake.peek("payment_intents", paymentIntentId).status).toBe("canceled");
  });

  it("reads a refund and a dispute of a one-off payment, which no invoice paid", async () => {
    const { payment } = await tip();
    const refundEvents = fake.refund(payment.id, 200);
    const refundId = eventOf(refundEvents, "refund.created").data.object.id;
    expect(await stripe.getRefund(refundId)).toEqual({
      id: refundId,
      invoiceId: null,
      paymentId: payment.id,
      amountCents: 200,
      status: "succeeded",
      createdAt: fake.now,
    });
    expect((await parse(eventOf(refundEvents, "charge.refunded"))).object).toEqual({ kind: "refund", id: refundId });

    const disputeEvents = fake.dispute(payment.id);
    const disputeId = eventOf(disputeEvents, "charge.dispute.created").data.object.id;
    expect(await stripe.getDispute(disputeId)).toEqual({
      id: disputeId,
      invoiceId: null,
      paymentId: payment.id,
      amountCents: 500,
      status: "needs_response",
      createdAt: fake.now,
    });
    expect((await parse(eventOf(disputeEvents, "charge.dispute.created"))).object).toEqual({
      kind: "dispute",
      id: disputeId,
    });
  });

  it("is refused a fee above the amount, or a destination that cannot receive transfers", async () => {
    await expect(startTip({ platformFeeCents: 501 })).rejects.toThrow(/application fee/);
    const accountId = await stripe.createConnectedAccount({
      creatorId: nextId("creator"),
      email: "coach@example.com",
      country: "US",
    });
    await expect(startTip({ destinationAccountId: accountId })).rejects.toThrow(/transfers/);
  });

  it("the fake refuses each mode the other's data and prices, as Stripe does", async () => {
    const { customerId, creator } = await startTip();
    const base = { customer: customerId, success_url: "http://localhost:3000/ok", "line_items[0][quantity]": "1" };
    const oneOff = {
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "500",
      "line_items[0][price_data][product_data][name]": "Tip",
    };
    const refusal = (message: string) => ({ status: 400, body: { error: { message } } });
    expect(
      await postToFake("/v1/checkout/sessions", {
        ...base,
        ...oneOff,
        mode: "payment",
        "subscription_data[trial_period_days]": "7",
      }),
    ).toMatchObject(refusal("You can not pass `subscription_data` in `payment` mode."));
    expect(
      await postToFake("/v1/checkout/sessions", {
        ...base,
        mode: "subscription",
        "line_items[0][price]": creator.prices.pro,
        "payment_intent_data[application_fee_amount]": "100",
      }),
    ).toMatchObject(refusal("You can not pass `payment_intent_data` in `subscription` mode."));
    expect(
      await postToFake("/v1/checkout/sessions", {
        ...base,
        mode: "payment",
        "line_items[0][price]": creator.prices.pro,
      }),
    ).toMatchObject(
      refusal(
        "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.",
      ),
    );
    expect(
      await postToFake("/v1/checkout/sessions", {
        ...base,
        ...oneOff,
        mode: "payment",
        "payment_intent_data[application_fee_amount]": "100",
      }),
    ).toMatchObject(refusal(expect.stringMatching(/^Can only apply an application_fee_amount/)));
  });
});

describe("payout accounts", () => {
  it("moves from pending to verified or restricted as Stripe reviews it", async () => {
    const creatorId = nextId("creator");
    const accountId = await stripe.createConnectedAccount({ creatorId, email: "coach@example.com", country: "US" });
    expect(await stripe.createConnectedAccount({ creatorId, email: "coach@example.com", country: "US" })).toBe(
      accountId,
    );
    expect(fake.peek("accounts", accountId)).toMatchObject({ type: "express", country: "US", metadata: { creatorId } });
    // A new account already lists its requirements as past due; it is still only pending.
    expect(await stripe.getAccount(accountId)).toEqual({ id: accountId, status: "pending" });
    fake.updateAccount(accountId, "pending");
    expect((await stripe.getAccount(accountId)).status).toBe("pending");
    fake.updateAccount(accountId, "verified");
    expect((await stripe.getAccount(accountId)).status).toBe("verified");
    fake.updateAccount(accountId, "restricted");
    expect((await stripe.getAccount(accountId)).status).toBe("restricted");
  });

  it("links to onboarding, and to the dashboard once onboarded", async () => {
    const accountId = await stripe.createConnectedAccount({
      creatorId: nextId("creator"),
      email: "coach@example.com",
      country: "US",
    });
    const onboarding = await stripe.createOnboardingLink({
      accountId,
      refreshUrl: "http://localhost:3000/payouts/refresh",
      returnUrl: "http://localhost:3000/payouts",
    });
    expect(onboarding.url).toMatch(new RegExp(`^https://connect\\.stripe\\.com/setup/e/${accountId}/`));
    await expect(stripe.createDashboardLink(accountId)).rejects.toThrow(/not completed onboarding/);
    fake.updateAccount(accountId, "verified");
    expect((await stripe.createDashboardLink(accountId)).url).toMatch(/^https:\/\/connect\.stripe\.com\/express\//);
  });

  it("refuses a checkout to a creator whose account cannot receive transfers", async () => {
    const customerId = await stripe.createCustomer({ userId: nextId("user"), email: "fan@example.com", name: "Fan" });
    const creatorId = nextId("creator");
    const accountId = await stripe.createConnectedAccount({ creatorId, email: "coach@example.com", country: "US" });
    const { priceId } = await stripe.createPrice({
      productId: null,
      productName: "Coach",
      creatorId,
      tier: "pro",
      interval: "month",
      amountCents: 1000,
    });
    const input = {
      customerId,
      priceId,
      destinationAccountId: accountId,
      creatorSharePercent: 70,
      trialDays: 0,
      couponId: null,
      metadata: {},
      idempotencyKey: nextId("checkout"),
    };
    await expect(
      stripe.createCheckoutSession({
        ...input,
        successUrl: "http://localhost:3000/ok",
        cancelUrl: "http://localhost:3000/no",
      }),
    ).rejects.toThrow(/transfers/);
  });
});

describe("webhooks", () => {
  it("names the object of every kind of event", async () => {
    const { events, session, subscriptionId, creator } = await subscribe("all_star");
    const invoiceId = fake.peek("subscriptions", subscriptionId).latest_invoice!;
    const chargeId = eventOf(events, "charge.succeeded").data.object.id;
    expect(await parse(eventOf(events, "checkout.session.completed"))).toEqual({
      id: eventOf(events, "checkout.session.completed").id,
      type: "checkout.session.completed",
      object: { kind: "checkout_session", id: session.id },
    });
    expect((await parse(eventOf(events, "customer.subscription.created"))).object).toEqual({
      kind: "subscription",
      id: subscriptionId,
    });
    expect((await parse(eventOf(events, "invoice.paid"))).object).toEqual({ kind: "invoice", id: invoiceId });
    expect((await parse(eventOf(events, "invoice_payment.paid"))).object).toEqual({ kind: "invoice", id: invoiceId });
    expect((await parse(eventOf(events, "charge.succeeded"))).object).toEqual({ kind: "other", id: chargeId });

    fake.takeEvents();
    await stripe.scheduleDowngrade(subscriptionId, creator.prices.pro);
    const scheduleEvents = fake.takeEvents().filter((event) => event.type.startsWith("subscription_schedule."));
    expect(scheduleEvents.map((event) => event.type)).toEqual([
      "subscription_schedule.created",
      "subscription_schedule.updated",
    ]);
    for (const event of scheduleEvents)
      expect((await parse(event)).object).toEqual({ kind: "subscription", id: subscriptionId });
    await stripe.cancelScheduledChange(subscriptionId);
    expect((await parse(eventOf(fake.takeEvents(), "subscription_schedule.released"))).object).toEqual({
      kind: "subscription",
      id: subscriptionId,
    });

    const refundEvents = fake.refund(invoiceId, 300);
    const refundId = eventOf(refundEvents, "refund.created").data.object.id;
    expect((await parse(eventOf(refundEvents, "refund.created"))).object).toEqual({ kind: "refund", id: refundId });
    // charge.refunded carries the charge without its refunds: the latest one is looked up.
    const secondRefundEvents = fake.refund(invoiceId, 200);
    const secondRefundId = eventOf(secondRefundEvents, "refund.created").data.object.id;
    expect((await parse(eventOf(secondRefundEvents, "charge.refunded"))).object).toEqual({
      kind: "refund",
      id: secondRefundId,
    });

    const disputeEvents = fake.dispute(invoiceId);
    const disputeId = eventOf(disputeEvents, "charge.dispute.created").data.object.id;
    expect((await parse(eventOf(disputeEvents, "charge.dispute.created"))).object).toEqual({
      kind: "dispute",
      id: disputeId,
    });
    expect((await parse(eventOf(fake.closeDispute(disputeId, "won"), "charge.dispute.closed"))).object).toEqual({
      kind: "dispute",
      id: disputeId,
    });

    const accountEvent = eventOf(fake.updateAccount(creator.accountId, "restricted"), "account.updated");
    expect(accountEvent.account).toBe(creator.accountId);
    expect((await parse(accountEvent, "connect")).object).toEqual({ kind: "account", id: creator.accountId });
  });

  it("names the subscription of renewal, failure and cancellation events", async () => {
    const { subscriptionId } = await subscribe();
    const renewal = fake.renew(subscriptionId, { fail: true });
    const invoiceId = fake.peek("subscriptions", subscriptionId).latest_invoice!;
    expect((await parse(eventOf(renewal, "invoice.payment_failed"))).object).toEqual({
      kind: "invoice",
      id: invoiceId,
    });
    const updated = renewal.filter((event) => event.type === "customer.subscription.updated");
    expect(updated.map((event) => (event.data.object as Stripe.Subscription).status)).toEqual(["active", "past_due"]);
    expect((await parse(eventOf(fake.giveUp(subscriptionId), "customer.subscription.deleted"))).object).toEqual({
      kind: "subscription",
      id: subscriptionId,
    });
  });

  it("names the object of changes made outside the app: an abandoned checkout, the portal", async () => {
    const { session } = await startCheckout();
    expect((await parse(eventOf(fake.expireCheckout(session.id), "checkout.session.expired"))).object).toEqual({
      kind: "checkout_session",
      id: session.id,
    });
    expect((await stripe.getCheckoutSession(session.id)).status).toBe("expired");

    const { subscriptionId } = await subscribe();
    expect(
      (await parse(eventOf(fake.cancelFromPortal(subscriptionId), "customer.subscription.updated"))).object,
    ).toEqual({ kind: "subscription", id: subscriptionId });
    expect((await stripe.getSubscription(subscriptionId)).cancelAtPeriodEnd).toBe(true);
  });

  it("sends events of changes made through the API too", async () => {
    const { subscriptionId } = await subscribe();
    fake.takeEvents();
    await stripe.cancelAtPeriodEnd(subscriptionId);
    const [event] = fake.takeEvents();
    expect(event).toMatchObject({
      type: "customer.subscription.updated",
      data: { previous_attributes: { cancel_at_period_end: false } },
    });
    expect(event!.request?.id).toMatch(/^req_/);
    expect((await parse(event!)).object).toEqual({ kind: "subscription", id: subscriptionId });
  });

  describe("refuses an event that Stripe did not sign for this endpoint", () => {
    let event: Stripe.Event;
    beforeAll(async () => {
      event = eventOf((await subscribe()).events, "invoice.paid");
    });

    it("with a forged signature or body", async () => {
      const { payload, header } = fake.sign(event, secrets.platform);
      const forged = header.replace(/v1=[0-9a-f]+/, `v1=${"0".repeat(64)}`);
      await expect(stripe.parseWebhook("platform", payload, forged)).rejects.toBeInstanceOf(WebhookSignatureError);
      await expect(
        stripe.parseWebhook("platform", payload.replace("invoice.paid", "invoice.voided"), header),
      ).rejects.toBeInstanceOf(WebhookSignatureError);
    });

    it("signed with the other endpoint's secret", async () => {
      const { payload, header } = fake.sign(event, secrets.connect);
      await expect(stripe.parseWebhook("platform", payload, header)).rejects.toBeInstanceOf(WebhookSignatureError);
      expect((await stripe.parseWebhook("connect", payload, header)).id).toBe(event.id);
    });

    it("without a signature", async () => {
      const { payload } = fake.sign(event, secrets.platform);
      await expect(stripe.parseWebhook("platform", payload, undefined)).rejects.toBeInstanceOf(WebhookSignatureError);
      await expect(stripe.parseWebhook("platform", payload, "")).rejects.toBeInstanceOf(WebhookSignatureError);
    });

    it("signed more than five minutes ago", async () => {
      const now = Math.floor(Date.now() / 1000);
      const stale = fake.sign(event, secrets.platform, { timestamp: now - 301 });
      await expect(stripe.parseWebhook("platform", stale.payload, stale.header)).rejects.toBeInstanceOf(
        WebhookSignatureError,
      );
      const recent = fake.sign(event, secrets.platform, { timestamp: now - 200 });
      expect((await stripe.parseWebhook("platform", recent.payload, recent.header)).id).toBe(event.id);
    });
  });
});

describe("gift memberships: refunds and free stretches", () => {
  const unix = (date: Date) => date.getTime() / 1000;
  const sent = (path: string) => fake.requests.filter((request) => request.method === "POST" && request.path === path);

  it("refunds a one-off payment in full, the transfer reversed and the platform's fee given back", async () => {
    const { payment } = await tip();
    fake.takeEvents();
    const idempotencyKey = `gift-refund-${payment.id}`;
    const refund = await stripe.refundPayment({ paymentId: payment.id, idempotencyKey });
    expect(sent("/v1/refunds").at(-1)).toMatchObject({
      idempotencyKey,
      params: { payment_intent: payment.id, reverse_transfer: "true", refund_application_fee: "true" },
    });
    expect(refund).toEqual({
      id: expect.stringMatching(/^re_/),
      invoiceId: null,
      paymentId: payment.id,
      amountCents: 500,
      status: "succeeded",
      createdAt: fake.now,
    });
    expect(await stripe.getRefund(refund.id)).toEqual(refund);

    const events = fake.takeEvents();
    expect(events.map((event) => event.type)).toEqual([
      "refund.created",
      "charge.refunded",
      "application_fee.refunded",
    ]);
    for (const type of ["refund.created", "charge.refunded"] as const)
      expect((await parse(eventOf(events, type))).object).toEqual({ kind: "refund", id: refund.id });
    expect(fake.peek("refunds", refund.id).transfer_reversal).toMatch(/^trr_/);
    const chargeId = fake.peek("refunds", refund.id).charge;
    expect(fake.peek("charges", chargeId)).toMatchObject({ refunded: true, amount_refunded: 500 });
    expect(fake.peek("application_fees", fake.peek("charges", chargeId).application_fee!)).toMatchObject({
      refunded: true,
      amount_refunded: 150,
    });
  });

  it("answers the same refund for the same key, and is refused a second refund like Stripe", async () => {
    const { payment } = await tip();
    const input = { paymentId: payment.id, idempotencyKey: `gift-refund-${payment.id}` };
    const refund = await stripe.refundPayment(input);
    fake.takeEvents();
    expect(await stripe.refundPayment(input)).toEqual(refund);
    expect(fake.takeEvents()).toEqual([]);
    await expect(
      stripe.refundPayment({ ...input, idempotencyKey: `${input.idempotencyKey}-again` }),
    ).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      code: "charge_already_refunded",
    });
    await expect(
      stripe.refundPayment({ paymentId: "pi_unknown", idempotencyKey: "gift-refund-unknown" }),
    ).rejects.toMatchObject({
      code: "resource_missing",
    });
  });

  it("puts a free stretch on a paid membership: a trial to `until`, without proration, named in metadata", async () => {
    const { subscriptionId, input } = await subscribe();
    fake.advance(10 * DAY);
    const before = await stripe.getSubscription(subscriptionId);
    const until = addMonths(before.currentPeriodEnd, 3);
    fake.takeEvents();
    const extended = await stripe.extendFreePeriod(subscriptionId, until);
    expect(sent(`/v1/subscriptions/${subscriptionId}`).at(-1)?.params).toMatchObject({
      trial_end: String(unix(until)),
      proration_behavior: "none",
      metadata: { giftedUntil: until.toISOString() },
    });
    expect(extended).toEqual({
      ...before,
      status: "trialing",
      // As Stripe makes a trial on a paid subscription: the paid period ends now, the trial is the period.
      currentPeriodStart: fake.now,
      currentPeriodEnd: until,
      trial: { start: fake.now, end: until },
      giftedUntil: until,
      metadata: input.metadata,
    });
    // Nothing invoiced, nothing credited.
    expect(fake.takeEvents().map((event) => event.type)).toEqual(["customer.subscription.updated"]);
    expect(fake.peek("subscriptions", subscriptionId)).toMatchObject({
      billing_cycle_anchor: unix(until),
      metadata: { ...input.metadata, giftedUntil: until.toISOString() },
    });
  });

  it("charges the price at the stretch's end and bills by the month from there", async () => {
    const { subscriptionId } = await subscribe();
    const { currentPeriodEnd } = await stripe.getSubscription(subscriptionId);
    const until = addMonths(currentPeriodEnd, 1);
    await stripe.extendFreePeriod(subscriptionId, until);
    const events = fake.renew(subscriptionId);
    expect(fake.now).toEqual(until);
    const renewed = await stripe.getSubscription(subscriptionId);
    expect(renewed).toMatchObject({
      status: "active",
      currentPeriodStart: until,
      currentPeriodEnd: addInterval(until, "month"),
      giftedUntil: until,
    });
    expect(await stripe.getInvoice(renewed.latestInvoiceId!)).toMatchObject({
      status: "paid",
      amountPaidCents: 1000,
      billingReason: "subscription_cycle",
      paidAt: until,
    });
    expect(events.filter((event) => event.type === "invoice.paid")).toHaveLength(1);
  });

  it("refuses a stretch that does not end after the current period, and asks Stripe nothing", async () => {
    const { subscriptionId } = await subscribe();
    const { currentPeriodEnd } = await stripe.getSubscription(subscriptionId);
    const updates = sent(`/v1/subscriptions/${subscriptionId}`).length;
    await expect(stripe.extendFreePeriod(subscriptionId, currentPeriodEnd)).rejects.toThrow(/after the current period/);
    expect(sent(`/v1/subscriptions/${subscriptionId}`)).toHaveLength(updates);
  });

  it("ends at the stretch's end without a charge when cancelled at the period end", async () => {
    const { subscriptionId } = await subscribe();
    const { currentPeriodEnd } = await stripe.getSubscription(subscriptionId);
    const until = addMonths(currentPeriodEnd, 2);
    await stripe.extendFreePeriod(subscriptionId, until);
    expect(await stripe.cancelAtPeriodEnd(subscriptionId)).toMatchObject({
      status: "trialing",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: until,
    });
    const events = fake.endPeriod(subscriptionId);
    expect(fake.now).toEqual(until);
    expect((await stripe.getSubscription(subscriptionId)).status).toBe("canceled");
    expect(events.map((event) => event.type)).not.toContain("invoice.paid");
  });

  it("moves a scheduled downgrade to the stretch's end, the phase in progress keeping the trial", async () => {
    const { subscriptionId, creator } = await subscribe("all_star");
    await stripe.scheduleDowngrade(subscriptionId, creator.prices.pro);
    const { currentPeriodEnd } = await stripe.getSubscription(subscriptionId);
    const until = addMonths(currentPeriodEnd, 1);
    const extended = await stripe.extendFreePeriod(subscriptionId, until);
    expect(extended).toMatchObject({
      status: "trialing",
      priceId: creator.prices.all_star,
      scheduledPriceId: creator.prices.pro,
      giftedUntil: until,
    });
    const scheduleId = fake.peek("subscriptions", subscriptionId).schedule!;
    expect(fake.peek("subscription_schedules", scheduleId).phases).toMatchObject([
      { end_date: unix(until), trial_end: unix(until), items: [{ price: creator.prices.all_star }] },
      { start_date: unix(until), items: [{ price: creator.prices.pro }] },
    ]);
    fake.renew(subscriptionId);
    const renewed = await stripe.getSubscription(subscriptionId);
    expect(renewed).toMatchObject({ status: "active", priceId: creator.prices.pro, currentPeriodStart: until });
    expect((await stripe.getInvoice(renewed.latestInvoiceId!)).amountPaidCents).toBe(amounts.month.pro);
  });

  it("reports no gifted stretch for an ordinary trial, nor once another trial end replaces the stretch", async () => {
    const started = await startCheckout("pro", 7);
    fake.completeCheckout(started.session.id);
    const { subscriptionId } = await stripe.getCheckoutSession(started.session.id);
    expect(await stripe.getSubscription(subscriptionId!)).toMatchObject({ status: "trialing", giftedUntil: null });

    const paid = await subscribe();
    const { currentPeriodEnd } = await stripe.getSubscription(paid.subscriptionId);
    const until = addMonths(currentPeriodEnd, 1);
    await stripe.extendFreePeriod(paid.subscriptionId, until);
    const later = unix(addMonths(until, 1));
    expect(await postToFake(`/v1/subscriptions/${paid.subscriptionId}`, { trial_end: String(later) })).toMatchObject({
      status: 200,
    });
    expect(await stripe.getSubscription(paid.subscriptionId)).toMatchObject({
      trial: { end: new Date(later * 1000) },
      giftedUntil: null,
    });
  });
});
