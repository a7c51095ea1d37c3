// The sandbox payments provider's two moves for gift memberships, as the Stripe adapter's against
// its fake: refunding a one-off payment in full (once, by its key), and a free stretch on top of a
// paid membership, after which it bills again at its price and interval, as at a trial's end. The
// sandbox clock moves by days. No billing sync here: only the provider and the events it records.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandboxProvider } from "../../../../tests/support/sandbox-provider";
import { addInterval } from "../../../domain/billing";
import { addMonths } from "../../../domain/calendar-months";
import type { PaidTier } from "../../../domain/memberships";
import type { Database } from "../../db/client";
import { sandboxEvents, sandboxInvoices, sandboxRefunds } from "../../db/schema";
import type { SandboxProvider } from "./sandbox";
import { SandboxNotFoundError } from "./sandbox/books";
import { payCheckout } from "./sandbox/pages";

const DAY_MS = 86_400_000;
const VISA = { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123", name: "Test Member" };
/** What each tier costs by the month, in cents. */
const amounts = { pro: 1000, all_star: 2000 } satisfies Record<PaidTier, number>;

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

/** A creator's monthly prices (PRO and ALL-STAR) and payout account. */
async function createCreator() {
  const creatorId = nextId("creator");
  const accountId = await sandbox.createConnectedAccount({
    creatorId,
    email: `${creatorId}@example.com`,
    country: "US",
  });
  const price = (tier: PaidTier) =>
    sandbox.createPrice({
      productId: null,
      productName: `Coach · ${tier}`,
      creatorId,
      tier,
      interval: "month",
      amountCents: amounts[tier],
    });
  const [pro, allStar] = [await price("pro"), await price("all_star")];
  return {
    accountId,
    products: { pro: pro.productId, all_star: allStar.productId } satisfies Record<PaidTier, string>,
    prices: { pro: pro.priceId, all_star: allStar.priceId } satisfies Record<PaidTier, string>,
  };
}
type Creator = Awaited<ReturnType<typeof createCreator>>;

async function createCustomer() {
  const userId = nextId("user");
  return { userId, customerId: await sandbox.createCustomer({ userId, email: `${userId}@example.com`, name: "Fan" }) };
}

/** A buyer's paid gift: three months of PRO, $30.00, of which the platform keeps $9.00. */
async function buyGift() {
  const creator = await createCreator();
  const { userId, customerId } = await createCustomer();
  const session = await sandbox.createPaymentCheckout({
    customerId,
    amountCents: 3 * amounts.pro,
    platformFeeCents: 900,
    description: "Gift: 3 months of PRO with Coach",
    destinationAccountId: creator.accountId,
    successUrl: "http://localhost:3000/gift/thanks?session_id={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://localhost:3000/coach",
    metadata: { kind: "gift", followerId: userId },
    idempotencyKey: nextId("gift-checkout"),
  });
  await payCheckout(sandbox, session.id, VISA);
  const { payment } = await sandbox.getCheckoutSession(session.id);
  return payment!;
}

/** A member who paid the checkout (a monthly price, perhaps with a free trial or a coupon). */
async function subscribe(creator: Creator, options: { tier?: PaidTier; trialDays?: number; couponId?: string } = {}) {
  const { userId, customerId } = await createCustomer();
  const session = await sandbox.createCheckoutSession({
    customerId,
    priceId: creator.prices[options.tier ?? "pro"],
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
  return subscriptionId!;
}

async function invoicesOf(subscriptionId: string) {
  return db.select().from(sandboxInvoices).where(eq(sandboxInvoices.subscriptionId, subscriptionId));
}

/** Whole days until `at` on the sandbox clock, rounded up: advancing by them reaches it. */
async function daysUntil(at: Date) {
  return Math.ceil((at.getTime() - (await sandboxNow()).getTime()) / DAY_MS);
}

/**
 * A paid monthly membership ten days into its period, given a free stretch of `months` months
 * after it: answers the subscription before and after, and where the stretch ends.
 */
async function extendedMembership(creator: Creator, months: number) {
  const subscriptionId = await subscribe(creator);
  await sandbox.advanceClock(10);
  const before = await sandbox.getSubscription(subscriptionId);
  const until = addMonths(before.currentPeriodEnd, months);
  const calledAt = await sandboxNow();
  const extended = await sandbox.extendFreePeriod(subscriptionId, until);
  return { subscriptionId, before, until, extended, calledAt, answeredAt: await sandboxNow() };
}

describe("sandbox refunds of one-off payments", () => {
  it("refunds a paid payment in full, answers the refund, and announces it to the billing sync", async () => {
    const payment = await buyGift();
    const before = await sandboxNow();
    const refund = await sandbox.refundPayment({ paymentId: payment.id, idempotencyKey: nextId("refund") });
    expect(refund).toEqual({
      id: expect.stringMatching(/^re_sbx_/),
      invoiceId: null,
      paymentId: payment.id,
      amountCents: 3000,
      status: "succeeded",
      createdAt: expect.any(Date),
    });
    // Dated on the sandbox clock (a month or so ahead of real time here).
    expect(refund.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(refund.createdAt.getTime()).toBeLessThanOrEqual((await sandboxNow()).getTime());
    expect(await sandbox.getRefund(refund.id)).toEqual(refund);
    const events = await db.select().from(sandboxEvents).where(eq(sandboxEvents.objectId, refund.id));
    expect(events).toMatchObject([{ type: "refund.created", objectKind: "refund", objectId: refund.id }]);
  });

  it("answers the same refund for the same key, and refuses a second refund of the payment", async () => {
    const payment = await buyGift();
    const input = { paymentId: payment.id, idempotencyKey: nextId("refund") };
    const refund = await sandbox.refundPayment(input);
    expect(await sandbox.refundPayment(input)).toEqual(refund);
    await expect(sandbox.refundPayment({ ...input, idempotencyKey: nextId("refund") })).rejects.toThrow(
      /already been refunded/,
    );
    // A key used for another payment is refused too, as Stripe refuses a key reused with other parameters.
    const other = await buyGift();
    await expect(sandbox.refundPayment({ ...input, paymentId: other.id })).rejects.toThrow(/another payment/);
    expect(await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, payment.id))).toHaveLength(1);
    const events = await db.select().from(sandboxEvents).where(eq(sandboxEvents.objectId, refund.id));
    expect(events).toHaveLength(1);
  });

  it("refuses an unknown payment, and knows no unknown refund nor any dispute", async () => {
    await expect(
      sandbox.refundPayment({ paymentId: "pi_sbx_unknown", idempotencyKey: nextId("refund") }),
    ).rejects.toBeInstanceOf(SandboxNotFoundError);
    await expect(sandbox.getRefund("re_sbx_unknown")).rejects.toBeInstanceOf(SandboxNotFoundError);
    await expect(sandbox.getDispute("dp_sbx_unknown")).rejects.toBeInstanceOf(SandboxNotFoundError);
  });
});

describe("sandbox free stretches (a gift on a paid membership)", () => {
  it("charges nothing until the stretch ends, then the price for a month from there", async () => {
    const creator = await createCreator();
    const { subscriptionId, before, until, extended, calledAt, answeredAt } = await extendedMembership(creator, 2);
    // Trialing from the call, on the sandbox clock (which runs with real time).
    const start = extended.trial!.start;
    expect(start.getTime()).toBeGreaterThanOrEqual(calledAt.getTime());
    expect(start.getTime()).toBeLessThanOrEqual(answeredAt.getTime());
    expect(extended).toEqual({
      ...before,
      status: "trialing",
      currentPeriodStart: before.currentPeriodStart,
      currentPeriodEnd: until,
      trial: { start, end: until },
      giftedUntil: until,
      // The stretch is read as giftedUntil, not passed on with what was attached at creation.
      metadata: before.metadata,
    });
    expect(extended.latestInvoiceId).toBe(before.latestInvoiceId);

    // Past the paid period's end and up to the day before the stretch's: nothing is charged.
    await sandbox.advanceClock((await daysUntil(until)) - 1);
    expect(await invoicesOf(subscriptionId)).toHaveLength(1);
    expect(await sandbox.getSubscription(subscriptionId)).toMatchObject({
      status: "trialing",
      currentPeriodEnd: until,
    });

    await sandbox.advanceClock(1);
    const invoices = await invoicesOf(subscriptionId);
    expect(invoices).toHaveLength(2);
    const renewed = await sandbox.getSubscription(subscriptionId);
    expect(renewed).toMatchObject({
      status: "active",
      priceId: creator.prices.pro,
      currentPeriodStart: until,
      currentPeriodEnd: addInterval(until, "month"),
      // The stretch stays the subscription's last trial, as the provider shows it.
      trial: { start, end: until },
      giftedUntil: until,
    });
    expect(await sandbox.getInvoice(renewed.latestInvoiceId!)).toMatchObject({
      status: "paid",
      amountPaidCents: amounts.pro,
      billingReason: "subscription_cycle",
      paidAt: until,
    });
  });

  it("refuses a stretch that does not end after the current period, or on a canceled membership", async () => {
    const creator = await createCreator();
    const subscriptionId = await subscribe(creator);
    const { currentPeriodEnd } = await sandbox.getSubscription(subscriptionId);
    await expect(sandbox.extendFreePeriod(subscriptionId, currentPeriodEnd)).rejects.toThrow(
      /after the current period/,
    );
    expect((await sandbox.getSubscription(subscriptionId)).status).toBe("active");
    await sandbox.cancelNow(subscriptionId);
    await expect(sandbox.extendFreePeriod(subscriptionId, addMonths(currentPeriodEnd, 1))).rejects.toThrow(/canceled/);
  });

  it("ends at the stretch's end without a charge when cancelled at the period end", async () => {
    const creator = await createCreator();
    const { subscriptionId, until } = await extendedMembership(creator, 1);
    expect(await sandbox.cancelAtPeriodEnd(subscriptionId)).toMatchObject({
      status: "trialing",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: until,
    });
    await sandbox.advanceClock((await daysUntil(until)) - 1);
    expect((await sandbox.getSubscription(subscriptionId)).status).toBe("trialing");
    await sandbox.advanceClock(1);
    expect((await sandbox.getSubscription(subscriptionId)).status).toBe("canceled");
    expect(await invoicesOf(subscriptionId)).toHaveLength(1);
  });

  it("bills a scheduled lower tier from the stretch's end", async () => {
    const creator = await createCreator();
    const subscriptionId = await subscribe(creator, { tier: "all_star" });
    await sandbox.scheduleDowngrade(subscriptionId, creator.prices.pro);
    const { currentPeriodEnd } = await sandbox.getSubscription(subscriptionId);
    const until = addMonths(currentPeriodEnd, 1);
    expect(await sandbox.extendFreePeriod(subscriptionId, until)).toMatchObject({
      priceId: creator.prices.all_star,
      scheduledPriceId: creator.prices.pro,
    });
    await sandbox.advanceClock(await daysUntil(until));
    const renewed = await sandbox.getSubscription(subscriptionId);
    expect(renewed).toMatchObject({ status: "active", priceId: creator.prices.pro, scheduledPriceId: null });
    expect(await sandbox.getInvoice(renewed.latestInvoiceId!)).toMatchObject({ amountPaidCents: amounts.pro });
  });

  it("discounts the charge at the stretch's end when that period starts inside the offer's months", async () => {
    const creator = await createCreator();
    const { couponId } = await sandbox.createCoupon({
      productId: creator.products.pro,
      discount: { type: "percent", percentOff: 50 },
      months: 3,
      idempotencyKey: nextId("coupon"),
    });
    const subscriptionId = await subscribe(creator, { couponId });
    const { currentPeriodEnd } = await sandbox.getSubscription(subscriptionId);
    // Paid for a month, then a month free: the period from month two starts inside the three months.
    const until = addMonths(currentPeriodEnd, 1);
    await sandbox.extendFreePeriod(subscriptionId, until);
    await sandbox.advanceClock(await daysUntil(until));
    const renewed = await sandbox.getSubscription(subscriptionId);
    expect(await sandbox.getInvoice(renewed.latestInvoiceId!)).toMatchObject({ amountPaidCents: 500, couponId });
    // The next starts at month three, past them: the full price.
    await sandbox.advanceClock(await daysUntil(renewed.currentPeriodEnd));
    const next = await sandbox.getSubscription(subscriptionId);
    expect(await sandbox.getInvoice(next.latestInvoiceId!)).toMatchObject({
      amountPaidCents: amounts.pro,
      couponId: null,
    });
  });

  it("reports no gifted stretch for an ordinary free trial", async () => {
    const creator = await createCreator();
    const subscriptionId = await subscribe(creator, { trialDays: 7 });
    const trialing = await sandbox.getSubscription(subscriptionId);
    expect(trialing).toMatchObject({
      status: "trialing",
      trial: { end: trialing.currentPeriodEnd },
      giftedUntil: null,
    });
  });
});
