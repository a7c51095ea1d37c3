// The sandbox payments provider's coupons, as the Stripe adapter's against its fake: a coupon
// checkout's first invoice is discounted, then the renewals of its months; a forever coupon; a
// coupon applied to a membership discounts the next renewal; another tier's price is never
// discounted. The sandbox clock moves month by month. No billing sync here: only the provider.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandboxProvider } from "../../../../tests/support/sandbox-provider";
import { addInterval, proratedUpgradeCents } from "../../../domain/billing";
import type { BillingInterval } from "../../../domain/billing-intervals";
import { addMonths } from "../../../domain/calendar-months";
import type { PaidTier } from "../../../domain/memberships";
import { discountedCents, type OfferDiscount } from "../../../domain/offers";
import { pauseWindow } from "../../../domain/pauses";
import type { Database } from "../../db/client";
import { sandboxCoupons } from "../../db/schema";
import type { SandboxProvider } from "./sandbox";
import { payCheckout } from "./sandbox/pages";

const DAY_MS = 86_400_000;
const VISA = { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123", name: "Test Member" };
/** What each plan costs in cents. */
const amounts = { month: { pro: 1000, all_star: 2000 }, year: { pro: 10_200 } };

let db: Database;
let closeDatabase: () => Promise<void>;
let sandbox: SandboxProvider;
let sandboxNow: () => Promise<Date>;

beforeAll(async () => {
  ({ db, sandbox, sandboxNow, close: closeDatabase } = await startSandboxProvider());
});
afterAll(() => closeDatabase());

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${++sequence}`;

const percentOff = (percent: number): OfferDiscount => ({ type: "percent", percentOff: percent });
const amountOff = (cents: number): OfferDiscount => ({ type: "amount", amountOffCents: cents });

/** A creator's prices: PRO by the month and by the year (one product), ALL-STAR by the month (another). */
async function createCreator() {
  const creatorId = nextId("creator");
  const accountId = await sandbox.createConnectedAccount({
    creatorId,
    email: `${creatorId}@example.com`,
    country: "US",
  });
  const price = (tier: PaidTier, interval: BillingInterval, amountCents: number, productId: string | null) =>
    sandbox.createPrice({ productId, productName: `Coach · ${tier}`, creatorId, tier, interval, amountCents });
  const pro = await price("pro", "month", amounts.month.pro, null);
  const yearlyPro = await price("pro", "year", amounts.year.pro, pro.productId);
  const allStar = await price("all_star", "month", amounts.month.all_star, null);
  return {
    accountId,
    products: { pro: pro.productId, all_star: allStar.productId } satisfies Record<PaidTier, string>,
    prices: { pro: pro.priceId, all_star: allStar.priceId } satisfies Record<PaidTier, string>,
    yearlyPro: yearlyPro.priceId,
  };
}
type Creator = Awaited<ReturnType<typeof createCreator>>;

async function couponFor(productId: string, discount: OfferDiscount, months: number | null) {
  const { couponId } = await sandbox.createCoupon({ productId, discount, months, idempotencyKey: nextId("coupon") });
  return couponId;
}

/** A member who paid the checkout, with the coupon if any. */
async function subscribe(creator: Creator, options: { priceId?: string; couponId?: string; trialDays?: number } = {}) {
  const userId = nextId("user");
  const customerId = await sandbox.createCustomer({ userId, email: `${userId}@example.com`, name: "Fan" });
  const session = await sandbox.createCheckoutSession({
    customerId,
    priceId: options.priceId ?? creator.prices.pro,
    destinationAccountId: creator.accountId,
    creatorSharePercent: 70,
    trialDays: options.trialDays ?? 0,
    couponId: options.couponId ?? null,
    successUrl: "http://localhost:3000/billing/return?session={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://localhost:3000/coach",
    metadata: { followerId: userId },
    idempotencyKey: nextId("checkout"),
  });
  await payCheckout(sandbox, session.id, VISA);
  const { subscriptionId } = await sandbox.getCheckoutSession(session.id);
  // When it started: its first period's start (a trial's, when it has one).
  const { currentPeriodStart: start } = await sandbox.getSubscription(subscriptionId!);
  return { subscriptionId: subscriptionId!, start };
}

async function subscribeWithCoupon(discount: OfferDiscount, months: number | null, trialDays = 0) {
  const creator = await createCreator();
  const couponId = await couponFor(creator.products.pro, discount, months);
  return { creator, couponId, ...(await subscribe(creator, { couponId, trialDays })) };
}

async function latestInvoice(subscriptionId: string) {
  const { latestInvoiceId } = await sandbox.getSubscription(subscriptionId);
  return sandbox.getInvoice(latestInvoiceId!);
}

/** Moves the sandbox clock past the period's end (whole days), so the billing cycle renews it. */
async function passPeriodEnd(subscriptionId: string) {
  const { currentPeriodEnd } = await sandbox.getSubscription(subscriptionId);
  const days = Math.ceil((currentPeriodEnd.getTime() - (await sandboxNow()).getTime()) / DAY_MS);
  await sandbox.advanceClock(Math.max(days, 1));
}

/** The period ends and the sandbox renews; answers the renewal's invoice. */
async function renew(subscriptionId: string) {
  const before = await sandbox.getSubscription(subscriptionId);
  await passPeriodEnd(subscriptionId);
  const invoice = await latestInvoice(subscriptionId);
  expect(invoice.id).not.toBe(before.latestInvoiceId);
  return invoice;
}

describe("sandbox coupons", () => {
  it("creates a coupon for one product, the same one for the same key", async () => {
    const creator = await createCreator();
    const input = {
      productId: creator.products.pro,
      discount: amountOff(300),
      months: 3,
      idempotencyKey: nextId("coupon"),
    };
    const { couponId } = await sandbox.createCoupon(input);
    expect(await sandbox.createCoupon(input)).toEqual({ couponId });
    const [row] = await db.select().from(sandboxCoupons).where(eq(sandboxCoupons.id, couponId));
    expect(row).toMatchObject({
      productId: creator.products.pro,
      percentOff: null,
      amountOffCents: 300,
      durationMonths: 3,
    });
  });

  it("discounts a coupon checkout's first invoice, then the renewals of its months, then charges the full price", async () => {
    const { couponId, start, subscriptionId } = await subscribeWithCoupon(percentOff(25), 2);
    const subscription = await sandbox.getSubscription(subscriptionId);
    expect(subscription.discount).toEqual({ couponId, startsAt: start, endsAt: addMonths(start, 2) });
    expect(await latestInvoice(subscriptionId)).toMatchObject({
      billingReason: "subscription_create",
      amountPaidCents: 750,
      couponId,
    });
    expect(await renew(subscriptionId)).toMatchObject({ amountPaidCents: 750, couponId });
    expect(await renew(subscriptionId)).toMatchObject({ amountPaidCents: 1000, couponId: null });
    expect(await renew(subscriptionId)).toMatchObject({ amountPaidCents: 1000, couponId: null });
    // Kept after it ran out, with its end.
    expect((await sandbox.getSubscription(subscriptionId)).discount).toEqual(subscription.discount);
  });

  it("takes an amount off for its months", async () => {
    const { couponId, subscriptionId } = await subscribeWithCoupon(amountOff(300), 1);
    expect(await latestInvoice(subscriptionId)).toMatchObject({ amountPaidCents: 700, couponId });
    expect(await renew(subscriptionId)).toMatchObject({ amountPaidCents: 1000, couponId: null });
  });

  it("discounts every invoice for as long as the membership lasts with a forever coupon", async () => {
    const { couponId, start, subscriptionId } = await subscribeWithCoupon(percentOff(15), null);
    expect((await sandbox.getSubscription(subscriptionId)).discount).toEqual({
      couponId,
      startsAt: start,
      endsAt: null,
    });
    expect(await latestInvoice(subscriptionId)).toMatchObject({ amountPaidCents: 850, couponId });
    for (let month = 1; month <= 13; month++)
      expect(await renew(subscriptionId)).toMatchObject({ amountPaidCents: 850, couponId });
  });

  it("starts a trial with the coupon: nothing to discount at first, then the months of the discount from the checkout", async () => {
    const { couponId, start, subscriptionId } = await subscribeWithCoupon(percentOff(50), 1, 7);
    expect((await sandbox.getSubscription(subscriptionId)).discount).toEqual({
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
    const creator = await createCreator();
    const { subscriptionId } = await subscribe(creator);
    const couponId = await couponFor(creator.products.pro, percentOff(50), 1);
    await sandbox.advanceClock(10);
    const before = await sandbox.getSubscription(subscriptionId);
    const applied = await sandbox.applyCoupon(subscriptionId, couponId);
    const now = applied.discount!.startsAt;
    expect(now.getTime()).toBeGreaterThan(before.currentPeriodStart.getTime());
    expect(applied.discount).toEqual({ couponId, startsAt: now, endsAt: addMonths(now, 1) });
    expect(applied.latestInvoiceId).toBe(before.latestInvoiceId);

    // The period started before the discount, the next within its month, the one after past it.
    expect(await renew(subscriptionId)).toMatchObject({ amountPaidCents: 500, couponId });
    expect(await renew(subscriptionId)).toMatchObject({ amountPaidCents: 1000, couponId: null });
  });

  it("does not discount another tier's price after an upgrade, nor the upgrade's proration", async () => {
    const { creator, couponId, subscriptionId } = await subscribeWithCoupon(percentOff(20), null);
    const before = await sandbox.getSubscription(subscriptionId);
    await sandbox.advanceClock(12);
    const upgraded = await sandbox.upgradeSubscription(subscriptionId, creator.prices.all_star);
    expect(await sandbox.getInvoice(upgraded.latestInvoiceId!)).toMatchObject({
      billingReason: "subscription_update",
      amountPaidCents: proratedUpgradeCents({
        fromCents: amounts.month.pro,
        toCents: amounts.month.all_star,
        periodStart: before.currentPeriodStart,
        periodEnd: before.currentPeriodEnd,
        now: await sandboxNow(),
      }),
      couponId: null,
    });
    expect(upgraded.discount?.couponId).toBe(couponId);
    expect(await renew(subscriptionId)).toMatchObject({
      amountPaidCents: amounts.month.all_star,
      couponId: null,
    });
  });

  it("discounts the new year of a move to yearly on the same product, less the unused month", async () => {
    const { creator, couponId, subscriptionId } = await subscribeWithCoupon(percentOff(20), null);
    const before = await sandbox.getSubscription(subscriptionId);
    await sandbox.advanceClock(10);
    const upgraded = await sandbox.upgradeSubscription(subscriptionId, creator.yearlyPro);
    expect(await sandbox.getInvoice(upgraded.latestInvoiceId!)).toMatchObject({
      amountPaidCents: proratedUpgradeCents({
        fromCents: amounts.month.pro,
        toCents: discountedCents(amounts.year.pro, percentOff(20)),
        periodStart: before.currentPeriodStart,
        periodEnd: before.currentPeriodEnd,
        now: upgraded.currentPeriodStart,
        startsNewPeriod: true,
      }),
      couponId,
    });
  });

  it("charges a scheduled lower tier's price in full at the renewal, and keeps the discount for the same product", async () => {
    const creator = await createCreator();
    const allStarCoupon = await couponFor(creator.products.all_star, percentOff(25), null);
    const allStar = await subscribe(creator, { priceId: creator.prices.all_star, couponId: allStarCoupon });
    expect(await latestInvoice(allStar.subscriptionId)).toMatchObject({ amountPaidCents: 1500 });
    await sandbox.scheduleDowngrade(allStar.subscriptionId, creator.prices.pro);
    expect(await renew(allStar.subscriptionId)).toMatchObject({ amountPaidCents: amounts.month.pro, couponId: null });
    expect((await sandbox.getSubscription(allStar.subscriptionId)).discount?.couponId).toBe(allStarCoupon);

    const proCoupon = await couponFor(creator.products.pro, percentOff(10), null);
    const yearly = await subscribe(creator, { priceId: creator.yearlyPro, couponId: proCoupon });
    expect(await latestInvoice(yearly.subscriptionId)).toMatchObject({ amountPaidCents: 9180, couponId: proCoupon });
    await sandbox.scheduleDowngrade(yearly.subscriptionId, creator.prices.pro);
    expect(await renew(yearly.subscriptionId)).toMatchObject({ amountPaidCents: 900, couponId: proCoupon });
  });

  it("discounts the new month of a return from a pause", async () => {
    const { couponId, subscriptionId } = await subscribeWithCoupon(percentOff(20), null);
    const { currentPeriodEnd } = await sandbox.getSubscription(subscriptionId);
    await sandbox.pauseSubscription(subscriptionId, pauseWindow(currentPeriodEnd, 2));
    await passPeriodEnd(subscriptionId);
    await sandbox.advanceClock(5);
    const ended = await sandbox.endPause(subscriptionId);
    expect(ended.currentPeriodEnd).toEqual(addInterval(ended.currentPeriodStart, "month"));
    expect(await sandbox.getInvoice(ended.latestInvoiceId!)).toMatchObject({
      billingReason: "subscription_update",
      amountPaidCents: 800,
      couponId,
    });
  });
});
