// Free trials through the HTTP API on the sandbox: the creator offers one per tier; a follower's
// trial starts with the card taken and nothing charged, and the sandbox clock's day 8 charges a
// 7-day trial; a trial cancelled in time ends with it at no cost; a member gets one trial per
// creator, ever; a reminder is emailed days before the first charge.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  advanceClock,
  connectPayouts,
  membershipWith,
  newFollower,
  paymentsBy,
  startCheckout,
  subscribe,
} from "../../../../tests/support/billing-factories";
import { createPost } from "../../../../tests/support/content-factories";
import { createCreator } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { checkoutSessions, subscriptions } from "../../db/schema";
import { runBillingMaintenance } from "./maintenance";

const DAY_MS = 86_400_000;
let t: TestApp;
let creatorCookie: string;
let proPostId: string;

beforeAll(async () => {
  t = await createTestApp();
  const creator = await createCreator(t, { username: "coach_trial", proPriceCents: 1500, allStarPriceCents: 2500 });
  creatorCookie = await signIn(t, creator);
  proPostId = (await createPost(t, creator, { title: "PRO strength block", requiredTier: "pro" })).id;
  await connectPayouts(t, creatorCookie);
  const saved = await t.request("PUT", "/api/me/billing-terms", {
    cookie: creatorCookie,
    body: { trialDays: { pro: 7, all_star: 0 } },
  });
  expect(saved.status, saved.text).toBe(200);
});
afterAll(() => t.close());

let follower: Awaited<ReturnType<typeof createUser>>;
let cookie: string;
beforeEach(async () => {
  ({ follower, cookie } = await newFollower(t));
});

const mine = () => membershipWith(t, cookie, "coach_trial");
const opensProPost = async () =>
  (await t.request("GET", `/api/posts/${proPostId}`, { cookie })).json.isLocked === false;
const paidCents = async () => (await paymentsBy(t, follower.id)).map((entry) => entry.grossCents);
const receipts = () =>
  t.outbox.list().filter((message) => message.to === follower.email && message.subject.includes("Receipt"));
const offeredTrials = async () =>
  (await t.request("GET", "/api/creators/coach_trial", { cookie })).json.trialDays as Record<string, number>;

describe("the creator's billing terms", () => {
  it("answers and saves the trials; refuses a length not offered, and anyone but a creator", async () => {
    expect((await t.request("GET", "/api/me/billing-terms", { cookie: creatorCookie })).json).toEqual({
      trialDays: { pro: 7, all_star: 0 },
      yearlyDiscountPercent: { pro: null, all_star: null },
    });
    const refused = await t.request("PUT", "/api/me/billing-terms", {
      cookie: creatorCookie,
      body: { trialDays: { pro: 5, all_star: 0 } },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBeTruthy();
    const byFollower = await t.request("PUT", "/api/me/billing-terms", {
      cookie,
      body: { trialDays: { pro: 30, all_star: 30 } },
    });
    expect(byFollower.status).toBe(403);
    // Nothing changed.
    expect((await t.request("GET", "/api/me/billing-terms", { cookie: creatorCookie })).json.trialDays).toEqual({
      pro: 7,
      all_star: 0,
    });
  });

  it("shows visitors and new followers the trial each tier offers", async () => {
    expect((await t.request("GET", "/api/creators/coach_trial")).json.trialDays).toEqual({ pro: 7, all_star: 0 });
    expect(await offeredTrials()).toEqual({ pro: 7, all_star: 0 });
  });
});

describe("a free trial", () => {
  it("starts without a charge, and the clock's day 8 charges the price with a receipt", async () => {
    await subscribe(t, cookie, "coach_trial", "pro");
    const trialing = await mine();
    expect(trialing).toMatchObject({ tier: "pro", status: "active", isActive: true, cancelAtPeriodEnd: false });
    const trialEndsAt = new Date(trialing.trialEndsAt).getTime();
    const [started] = await t.db.select().from(subscriptions).where(eq(subscriptions.followerId, follower.id));
    expect(trialEndsAt - started!.trialStartedAt!.getTime()).toBe(7 * DAY_MS);
    expect(trialing.renewsAt).toBe(trialing.trialEndsAt);
    expect(await paidCents()).toEqual([]);
    expect(receipts()).toEqual([]);

    await advanceClock(t, 8);
    const paying = await mine();
    expect(paying).toMatchObject({ tier: "pro", status: "active", isActive: true, trialEndsAt: null });
    expect(new Date(paying.renewsAt).getTime()).toBeGreaterThan(trialEndsAt + 27 * DAY_MS);
    expect(await paidCents()).toEqual([1500]);
    expect(receipts()).toHaveLength(1);
    const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.followerId, follower.id));
    expect(subscription?.trialConvertedAt).not.toBeNull();
  });

  it("cancelled during the trial, ends with it and charges nothing; the follower keeps the free follow", async () => {
    await subscribe(t, cookie, "coach_trial", "pro");
    // The trial opens what the tier opens.
    expect(await opensProPost()).toBe(true);
    const cancelled = await t.request("POST", "/api/me/memberships/coach_trial/cancel", { cookie });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json.membership).toMatchObject({ tier: "pro", isActive: true, cancelAtPeriodEnd: true });

    expect(await opensProPost()).toBe(true);
    await advanceClock(t, 8);
    expect(await mine()).toMatchObject({ tier: "rookie", isActive: true, trialEndsAt: null });
    expect(await paidCents()).toEqual([]);
    expect(await opensProPost()).toBe(false);
  });

  it("is had once per creator: the next checkout, on any tier, has none", async () => {
    await subscribe(t, cookie, "coach_trial", "pro");
    expect(await offeredTrials()).toEqual({ pro: 0, all_star: 0 });
    await t.request("POST", "/api/me/memberships/coach_trial/cancel", { cookie });
    await advanceClock(t, 8);
    expect(await mine()).toMatchObject({ tier: "rookie" });

    const again = await startCheckout(t, cookie, "coach_trial", "pro");
    expect(again.status, again.text).toBe(200);
    const [open] = await t.db
      .select({ trialDays: checkoutSessions.trialDays })
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.followerId, follower.id), eq(checkoutSessions.status, "open")));
    expect(open).toEqual({ trialDays: 0 });
  });

  it("is not offered where the creator offers none", async () => {
    await subscribe(t, cookie, "coach_trial", "all_star");
    expect(await mine()).toMatchObject({ tier: "all_star", trialEndsAt: null });
    expect(await paidCents()).toEqual([2500]);
  });
});

describe("the reminder before a trial's first charge", () => {
  const reminders = () =>
    t.outbox.list().filter((message) => message.to === follower.email && message.subject.includes("free trial"));

  it("is emailed once, three days before, with the date and the amount; not after a cancellation", async () => {
    const terms = await t.request("PUT", "/api/me/billing-terms", {
      cookie: creatorCookie,
      body: { trialDays: { pro: 7, all_star: 3 } },
    });
    expect(terms.status).toBe(200);
    await subscribe(t, cookie, "coach_trial", "all_star");
    await runBillingMaintenance(t.deps);
    await runBillingMaintenance(t.deps);
    const [reminder, ...more] = reminders();
    expect(more).toEqual([]);
    expect(reminder?.subject).toMatch(/^Your free trial of coach_trial · ALL STAR ends on /);
    expect(reminder?.text).toContain("your card is charged $25.00");
    expect(reminder?.text).toContain("http://localhost:3000/dashboard/follower/subscriptions");

    // Another member, who cancels first: nothing to remind.
    follower = await createUser(t, { role: "follower" });
    cookie = await signIn(t, follower);
    await subscribe(t, cookie, "coach_trial", "all_star");
    await t.request("POST", "/api/me/memberships/coach_trial/cancel", { cookie });
    await runBillingMaintenance(t.deps);
    expect(reminders()).toEqual([]);
    await t.request("PUT", "/api/me/billing-terms", {
      cookie: creatorCookie,
      body: { trialDays: { pro: 7, all_star: 0 } },
    });
  });
});
