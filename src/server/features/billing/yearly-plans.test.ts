// Annual billing through the HTTP API on the sandbox: the creator sells a tier by the year at a
// discount; a follower pays the year up front and renews a year later; monthly to yearly happens
// at once, charged the year less the unused month; yearly to monthly waits for the year's end.
// Every payment splits 70/30 in the ledger.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  advanceClock,
  connectPayouts,
  membershipWith,
  newFollower,
  pageId,
  paymentsBy,
  startCheckout,
  subscribe,
} from "../../../../tests/support/billing-factories";
import { createCreator } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { addOneYear } from "../../../domain/billing";
import { checkoutSessions } from "../../db/schema";
import { runBillingMaintenance } from "./maintenance";

let t: TestApp;
let creatorCookie: string;
const CREATOR = "coach_yearly";
/** PRO at $10.00 a month, 20% off by the year: $96.00, saving $24.00. */
const YEARLY_PRO_CENTS = 9600;

const saveTerms = (yearlyDiscountPercent: unknown, cookie = creatorCookie) =>
  t.request("PUT", "/api/me/billing-terms", {
    cookie,
    body: { trialDays: { pro: 0, all_star: 0 }, yearlyDiscountPercent },
  });

const saveTrialAndYearly = (proTrialDays: number) =>
  t.request("PUT", "/api/me/billing-terms", {
    cookie: creatorCookie,
    body: { trialDays: { pro: proTrialDays, all_star: 0 }, yearlyDiscountPercent: { pro: 20, all_star: null } },
  });

beforeAll(async () => {
  t = await createTestApp();
  const creator = await createCreator(t, { username: CREATOR, proPriceCents: 1000, allStarPriceCents: 2000 });
  creatorCookie = await signIn(t, creator);
  await connectPayouts(t, creatorCookie);
  const saved = await saveTerms({ pro: 20, all_star: null });
  expect(saved.status, saved.text).toBe(200);
});
afterAll(() => t.close());

let follower: Awaited<ReturnType<typeof createUser>>;
let cookie: string;
beforeEach(async () => {
  ({ follower, cookie } = await newFollower(t));
});

const mine = () => membershipWith(t, cookie, CREATOR);
const payments = async () =>
  (await paymentsBy(t, follower.id)).map(({ grossCents, creatorNetCents, platformFeeCents }) => ({
    grossCents,
    creatorCents: creatorNetCents,
    platformCents: platformFeeCents,
  }));
const clockNow = async () => new Date((await t.request("GET", "/api/sandbox/clock")).json.now as string);
const changePlan = (body: object) => t.request("PATCH", `/api/me/memberships/${CREATOR}`, { cookie, body });

describe("the creator's yearly plans", () => {
  it("saves a discount per tier; refuses one outside 0-40% or not whole, and anyone but a creator", async () => {
    expect((await t.request("GET", "/api/me/billing-terms", { cookie: creatorCookie })).json).toEqual({
      trialDays: { pro: 0, all_star: 0 },
      yearlyDiscountPercent: { pro: 20, all_star: null },
    });
    for (const bad of [
      { pro: 41, all_star: null },
      { pro: -1, all_star: null },
      { pro: 12.5, all_star: null },
    ]) {
      const refused = await saveTerms(bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.json.error.code).toBe("validation_failed");
    }
    expect((await saveTerms({ pro: 30, all_star: 30 }, cookie)).status).toBe(403);
    // Terms saved without yearly discounts (an older client) leave them as they are.
    const trialsOnly = await t.request("PUT", "/api/me/billing-terms", {
      cookie: creatorCookie,
      body: { trialDays: { pro: 0, all_star: 0 } },
    });
    expect(trialsOnly.json.yearlyDiscountPercent).toEqual({ pro: 20, all_star: null });
  });

  it("shows everyone each tier's yearly price, discount and saving, or none", async () => {
    const profile = await t.request("GET", `/api/creators/${CREATOR}`);
    expect(profile.json.yearlyPlans).toEqual({
      pro: { priceCents: YEARLY_PRO_CENTS, discountPercent: 20, savingCents: 2400 },
      all_star: null,
    });
  });
});

describe("buying a yearly plan", () => {
  it("refuses a tier not sold by the year, and starts no checkout", async () => {
    const refused = await startCheckout(t, cookie, CREATOR, { tier: "all_star", interval: "year" });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("plan_not_offered");
    const sessions = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.followerId, follower.id));
    expect(sessions).toEqual([]);
  });

  it("charges the discounted year at checkout, 70/30, and renews a year later", async () => {
    const checkout = await startCheckout(t, cookie, CREATOR, { tier: "pro", interval: "year" });
    expect(checkout.status, checkout.text).toBe(200);
    const page = await t.request("GET", `/api/sandbox/checkout/${pageId(checkout.json.url)}`);
    expect(page.json).toMatchObject({ amountCents: YEARLY_PRO_CENTS, interval: "year", mode: "subscription" });

    const paidAt = await clockNow();
    await subscribe(t, cookie, CREATOR, { tier: "pro", interval: "year" });
    const membership = await mine();
    expect(membership).toMatchObject({ tier: "pro", interval: "year", scheduledTier: null });
    const renewsAt = new Date(membership.renewsAt as string);
    expect(Math.abs(renewsAt.getTime() - addOneYear(paidAt).getTime())).toBeLessThan(60_000);
    expect(await payments()).toEqual([{ grossCents: YEARLY_PRO_CENTS, creatorCents: 6720, platformCents: 2880 }]);

    // Eleven months on, nothing more is charged; a year on, the year again.
    await advanceClock(t, 335);
    expect(await payments()).toHaveLength(1);
    await advanceClock(t, 31);
    expect((await payments()).map((payment) => payment.grossCents)).toEqual([YEARLY_PRO_CENTS, YEARLY_PRO_CENTS]);
    expect(await mine()).toMatchObject({ tier: "pro", interval: "year", status: "active" });
  });

  it("keeps a yearly member's price when the creator changes the discount; new members get the new one", async () => {
    await subscribe(t, cookie, CREATOR, { tier: "pro", interval: "year" });
    expect((await saveTerms({ pro: 40, all_star: null })).status).toBe(200);
    try {
      const profile = await t.request("GET", `/api/creators/${CREATOR}`);
      expect(profile.json.yearlyPlans.pro).toEqual({ priceCents: 7200, discountPercent: 40, savingCents: 4800 });
      await advanceClock(t, 367);
      expect((await payments()).map((payment) => payment.grossCents)).toEqual([YEARLY_PRO_CENTS, YEARLY_PRO_CENTS]);
    } finally {
      await saveTerms({ pro: 20, all_star: null });
    }
  });
});

describe("a yearly plan with a free trial", () => {
  it("charges nothing until the trial ends, reminds of the yearly amount, then bills the year", async () => {
    expect((await saveTrialAndYearly(3)).status).toBe(200);
    try {
      await subscribe(t, cookie, CREATOR, { tier: "pro", interval: "year" });
      expect(await payments()).toEqual([]);
      await runBillingMaintenance(t.deps);
      const reminder = t.outbox.list().find((message) => message.to === follower.email);
      expect(reminder?.text).toContain("your card is charged $96.00, and then every year.");

      await advanceClock(t, 4);
      expect((await payments()).map((payment) => payment.grossCents)).toEqual([YEARLY_PRO_CENTS]);
      const membership = await mine();
      expect(membership).toMatchObject({ tier: "pro", interval: "year", trialEndsAt: null });
      // The first year starts when the trial ends.
      const days = (new Date(membership.renewsAt as string).getTime() - (await clockNow()).getTime()) / 86_400_000;
      expect(days).toBeGreaterThan(360);
    } finally {
      await saveTrialAndYearly(0);
    }
  });
});

describe("switching between monthly and yearly", () => {
  it("monthly to yearly happens at once: the year less the unused month, a new year from now", async () => {
    await subscribe(t, cookie, CREATOR, "pro");
    const changedAt = await clockNow();
    const changed = await changePlan({ tier: "pro", interval: "year" });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.membership).toMatchObject({ tier: "pro", interval: "year", scheduledTier: null });
    const renewsAt = new Date(changed.json.membership.renewsAt as string);
    expect(Math.abs(renewsAt.getTime() - addOneYear(changedAt).getTime())).toBeLessThan(60_000);

    const [first, upgrade] = await payments();
    expect(first!.grossCents).toBe(1000);
    // Moments after paying the month, nearly all of it is unused: $96.00 less $10.00, give or take a cent.
    expect(upgrade!.grossCents).toBeGreaterThanOrEqual(YEARLY_PRO_CENTS - 1000);
    expect(upgrade!.grossCents).toBeLessThanOrEqual(YEARLY_PRO_CENTS - 1000 + 1);
    expect(upgrade!.creatorCents + upgrade!.platformCents).toBe(upgrade!.grossCents);
    expect(upgrade!.creatorCents).toBe(Math.floor((upgrade!.grossCents * 70 + 50) / 100));
  });

  it("yearly to monthly waits for the year's end, can be taken back, and then bills monthly", async () => {
    await subscribe(t, cookie, CREATOR, { tier: "pro", interval: "year" });
    const switched = await changePlan({ tier: "pro", interval: "month" });
    expect(switched.status, switched.text).toBe(200);
    expect(switched.json.membership).toMatchObject({
      tier: "pro",
      interval: "year",
      scheduledTier: "pro",
      scheduledInterval: "month",
    });
    // Asking for the plan one has keeps it.
    const kept = await changePlan({ tier: "pro", interval: "year" });
    expect(kept.json.membership).toMatchObject({ interval: "year", scheduledTier: null, scheduledInterval: null });
    await changePlan({ tier: "pro", interval: "month" });
    expect(await payments()).toHaveLength(1);

    await advanceClock(t, 367);
    expect((await payments()).map((payment) => payment.grossCents)).toEqual([YEARLY_PRO_CENTS, 1000]);
    expect(await mine()).toMatchObject({ tier: "pro", interval: "month", scheduledTier: null });
  });

  it("a tier the creator does not sell by the year cannot be switched to yearly", async () => {
    await subscribe(t, cookie, CREATOR, "pro");
    const refused = await changePlan({ tier: "all_star", interval: "year" });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("plan_not_offered");
    expect(await mine()).toMatchObject({ tier: "pro", interval: "month", scheduledTier: null });
    expect(await payments()).toHaveLength(1);
  });

  it("refuses an unknown interval with 400 and changes nothing", async () => {
    await subscribe(t, cookie, CREATOR, "pro");
    const refused = await changePlan({ tier: "pro", interval: "week" });
    expect(refused.status).toBe(400);
    expect(await mine()).toMatchObject({ interval: "month" });
    const checkout = await t.request("POST", "/api/billing/checkout", {
      cookie: await signIn(t, await createUser(t, { role: "follower" })),
      body: { creator: CREATOR, tier: "pro", interval: "decade" },
    });
    expect(checkout.status).toBe(400);
    const open = await t.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.followerId, follower.id), eq(checkoutSessions.status, "open")));
    expect(open).toEqual([]);
  });
});
