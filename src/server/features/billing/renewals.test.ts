// Renewals on the sandbox's billing clock: a paid month renews with a receipt, a refused card
// makes the membership past_due with access kept and an email saying how to fix it, a new card
// in the portal recovers it, and when the retries run out the paid access ends.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  advanceClock,
  card,
  CARDS,
  connectPayouts,
  membershipWith,
  newFollower,
  pageId,
  paymentsBy,
  subscribe,
} from "../../../../tests/support/billing-factories";
import { createCreator, createMembership } from "../../../../tests/support/creator-factories";
import type { createUser } from "../../../../tests/support/factories";
import { signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { advanceClock as moveClockOnly } from "../../adapters/payments/sandbox/clock";
import { memberships } from "../../db/schema";
import { runBillingMaintenance } from "./maintenance";

let t: TestApp;
let creator: Awaited<ReturnType<typeof createCreator>>;

beforeAll(async () => {
  t = await createTestApp();
  creator = await createCreator(t, { username: "coach_renew", proPriceCents: 1500 });
  await connectPayouts(t, await signIn(t, creator));
});
afterAll(() => t.close());

let follower: Awaited<ReturnType<typeof createUser>>;
let cookie: string;
beforeEach(async () => {
  ({ follower, cookie } = await newFollower(t));
});

const mine = () => membershipWith(t, cookie, "coach_renew");
const mailTo = (subject: string) =>
  t.outbox.list().filter((message) => message.to === follower.email && message.subject.includes(subject));
const paidCents = async () => (await paymentsBy(t, follower.id)).map((entry) => entry.grossCents);

describe("renewals", () => {
  it("renews a paid month with the card on file, with a second receipt and a later renewal date", async () => {
    await subscribe(t, cookie, "coach_renew", "pro");
    const before = new Date((await mine()).renewsAt).getTime();
    await advanceClock(t, 31);
    const after = await mine();
    expect(after).toMatchObject({ tier: "pro", status: "active", isActive: true });
    expect(new Date(after.renewsAt).getTime()).toBeGreaterThan(before + 27 * 86_400_000);
    expect(await paidCents()).toEqual([1500, 1500]);
    expect(mailTo("Receipt")).toHaveLength(2);
    // The renewal was paid on the sandbox clock, a month ahead: it is next month's revenue.
    const metrics = await t.request("GET", "/api/dashboards/influencer", { cookie: await signIn(t, creator) });
    expect(metrics.json.monthlyRevenue.grossCents).toBe(1500);
  });

  it("keeps access while a refused renewal is retried, emails how to fix the card, and recovers with a new card", async () => {
    await subscribe(t, cookie, "coach_renew", "pro", CARDS.failsRenewals);
    await advanceClock(t, 31);
    expect(await mine()).toMatchObject({ tier: "pro", status: "past_due", isActive: true });
    const [notice] = mailTo("payment failed");
    expect(notice?.subject).toBe("Action needed: your coach_renew · PRO payment failed");
    expect(notice?.text).toContain("http://localhost:3000/dashboard/follower/settings");

    // A retry that fails again sends no second email.
    await advanceClock(t, 3);
    expect(mailTo("payment failed")).toHaveLength(1);

    const portal = await t.request("POST", "/api/billing/portal", { cookie });
    const portalId = pageId(portal.json.url);
    const view = await t.request("GET", `/api/sandbox/portal/${portalId}`);
    expect(view.json.subscriptions[0]).toMatchObject({ productName: "coach_renew · PRO", status: "past_due" });
    expect(view.json.invoices.map((invoice: { status: string }) => invoice.status)).toEqual(["open", "paid"]);
    const fixed = await t.request("POST", `/api/sandbox/portal/${portalId}/card`, { body: card(CARDS.visa) });
    expect(fixed.status).toBe(200);
    expect(fixed.json.card).toMatchObject({ brand: "visa", last4: "4242" });
    expect(fixed.json.invoices.map((invoice: { status: string }) => invoice.status)).toEqual(["paid", "paid"]);
    expect(await mine()).toMatchObject({ tier: "pro", status: "active", isActive: true });
    expect(await paidCents()).toEqual([1500, 1500]);
  });

  it("ends the paid access when the retries run out; the follower keeps the free follow", async () => {
    await subscribe(t, cookie, "coach_renew", "pro", CARDS.failsRenewals);
    await advanceClock(t, 31);
    expect(await mine()).toMatchObject({ status: "past_due", isActive: true });
    await advanceClock(t, 16);
    expect(await mine()).toMatchObject({ tier: "rookie", status: "active", isActive: true, renewsAt: null });
    expect(await paidCents()).toEqual([1500]);
  });

  it("refuses a declined card in the portal with 402 and keeps the card on file", async () => {
    await subscribe(t, cookie, "coach_renew", "pro");
    const portalId = pageId((await t.request("POST", "/api/billing/portal", { cookie })).json.url);
    const refused = await t.request("POST", `/api/sandbox/portal/${portalId}/card`, { body: card(CARDS.declined) });
    expect(refused.status).toBe(402);
    expect((await t.request("GET", `/api/sandbox/portal/${portalId}`)).json.card.last4).toBe("4242");
  });

  it("cancels from the portal at the period end, as the app itself does", async () => {
    await subscribe(t, cookie, "coach_renew", "pro");
    const portalId = pageId((await t.request("POST", "/api/billing/portal", { cookie })).json.url);
    const subscriptionId = (await t.request("GET", `/api/sandbox/portal/${portalId}`)).json.subscriptions[0].id;
    await t.request("POST", `/api/sandbox/portal/${portalId}/subscriptions/${subscriptionId}/cancel`);
    expect(await mine()).toMatchObject({ tier: "pro", cancelAtPeriodEnd: true, isActive: true });
    await t.request("POST", `/api/sandbox/portal/${portalId}/subscriptions/${subscriptionId}/resume`);
    expect(await mine()).toMatchObject({ cancelAtPeriodEnd: false });
  });
});

describe("the billing job", () => {
  it("turns a paid membership whose period is over and has nothing behind it back into a free follow", async () => {
    await createMembership(t, follower, creator, "all_star", { currentPeriodEnd: new Date(Date.now() - 60_000) });
    await runBillingMaintenance(t.deps);
    const [row] = await t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.followerId, follower.id), eq(memberships.creatorId, creator.id)));
    expect(row).toMatchObject({ tier: "rookie", status: "active", currentPeriodEnd: null });
  });

  it("renews on its own when the sandbox clock has passed the period end", async () => {
    await subscribe(t, cookie, "coach_renew", "pro");
    // The clock moved without the cycle running, as time passes between two job rounds.
    await moveClockOnly(t.db, 32);
    await runBillingMaintenance(t.deps);
    expect(await paidCents()).toEqual([1500, 1500]);
  });
});
