// Checkout on the sandbox provider, through the API and the sandbox's pages: a follower pays,
// the membership is active at once, a declined card leaves nothing half-made, and a double
// click or a second tab never makes a second subscription.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCreator } from "../../../../tests/support/creator-factories";
import {
  advanceClock,
  CARDS,
  card,
  connectPayouts,
  membershipWith,
  pageId,
  startCheckout,
  subscribe,
  newFollower,
} from "../../../../tests/support/billing-factories";
import { signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { checkoutSessions, creatorPrices, creatorProfiles, ledgerEntries, subscriptions } from "../../db/schema";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const creator = await createCreator(t, { username: "coach_pay", proPriceCents: 1299, allStarPriceCents: 2999 });
  await connectPayouts(t, await signIn(t, creator));
  await createCreator(t, { username: "coach_unpaid" });
});
afterAll(() => t.close());

describe("checkout", () => {
  it("sends the follower to the sandbox checkout, and once paid the PRO membership is active with its receipt", async () => {
    const { follower, cookie } = await newFollower(t);
    const checkout = await startCheckout(t, cookie, "coach_pay", "pro");
    expect(checkout.status).toBe(200);
    expect(checkout.json.url).toMatch(/^http:\/\/localhost:3000\/sandbox\/checkout\/cs_sbx_/);
    const sessionId = pageId(checkout.json.url);

    const page = await t.request("GET", `/api/sandbox/checkout/${sessionId}`);
    expect(page.json).toMatchObject({
      status: "open",
      productName: "coach_pay · PRO",
      amountCents: 1299,
      customerEmail: follower.email,
    });

    const paid = await t.request("POST", `/api/sandbox/checkout/${sessionId}/pay`, { body: card() });
    expect(paid.status).toBe(200);
    expect(paid.json.redirectUrl).toBe(`http://localhost:3000/subscription/success?session_id=${sessionId}`);

    const sync = await t.request("POST", `/api/billing/checkout/${sessionId}/sync`, { cookie });
    expect(sync.json).toEqual({ status: "complete", creator: { username: "coach_pay" }, tier: "pro" });
    const membership = await membershipWith(t, cookie, "coach_pay");
    expect(membership).toMatchObject({
      tier: "pro",
      status: "active",
      isActive: true,
      cancelAtPeriodEnd: false,
      scheduledTier: null,
    });
    expect(new Date(membership.renewsAt).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect((await t.request("GET", "/api/creators/coach_pay", { cookie })).json.viewer.tier).toBe("pro");

    const [payment] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.followerId, follower.id));
    expect(payment).toMatchObject({
      kind: "payment",
      grossCents: 1299,
      creatorNetCents: 909,
      platformFeeCents: 390,
      tier: "pro",
    });
    const receipt = t.outbox
      .list()
      .find((message) => message.to === follower.email && message.subject.includes("Receipt"));
    expect(receipt?.subject).toBe("Receipt: coach_pay · PRO membership on FitCreators");
    expect(receipt?.text).toContain("$12.99");
  });

  it("declines 4000 0000 0000 0002 with 402 and leaves no subscription, membership or ledger entry; the checkout stays open", async () => {
    const { follower, cookie } = await newFollower(t);
    const sessionId = pageId((await startCheckout(t, cookie, "coach_pay", "all_star")).json.url);
    const declined = await t.request("POST", `/api/sandbox/checkout/${sessionId}/pay`, { body: card(CARDS.declined) });
    expect(declined.status).toBe(402);
    expect(declined.json.error).toMatchObject({ code: "card_declined", message: "Your card was declined." });
    const broke = await t.request("POST", `/api/sandbox/checkout/${sessionId}/pay`, {
      body: card(CARDS.insufficientFunds),
    });
    expect(broke.json.error.message).toBe("Your card has insufficient funds.");

    expect(await membershipWith(t, cookie, "coach_pay")).toBeUndefined();
    const [subs] = await t.db
      .select({ n: count() })
      .from(subscriptions)
      .where(eq(subscriptions.followerId, follower.id));
    expect(subs!.n).toBe(0);
    expect((await t.request("GET", `/api/sandbox/checkout/${sessionId}`)).json.status).toBe("open");
    expect((await t.request("POST", `/api/billing/checkout/${sessionId}/sync`, { cookie })).json.status).toBe("open");

    // The same checkout then takes a good card.
    expect((await t.request("POST", `/api/sandbox/checkout/${sessionId}/pay`, { body: card() })).status).toBe(200);
    expect(await membershipWith(t, cookie, "coach_pay")).toMatchObject({ tier: "all_star", isActive: true });
  });

  it("answers a double click, a second tab and a retry with the same open checkout", async () => {
    const { follower, cookie } = await newFollower(t);
    const responses = await Promise.all([1, 2, 3, 4].map(() => startCheckout(t, cookie, "coach_pay", "pro")));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.json.url)).size).toBe(1);
    const [open] = await t.db
      .select({ n: count() })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.followerId, follower.id));
    expect(open!.n).toBe(1);

    // Paying twice (two tabs on the same page) makes one subscription.
    const sessionId = pageId(responses[0]!.json.url);
    const [first, second] = await Promise.all([
      t.request("POST", `/api/sandbox/checkout/${sessionId}/pay`, { body: card() }),
      t.request("POST", `/api/sandbox/checkout/${sessionId}/pay`, { body: card() }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const [subs] = await t.db
      .select({ n: count() })
      .from(subscriptions)
      .where(eq(subscriptions.followerId, follower.id));
    expect(subs!.n).toBe(1);
    // And once subscribed, a new checkout is refused.
    const again = await startCheckout(t, cookie, "coach_pay", "all_star");
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("already_subscribed");
  });

  it("switching the tier before paying replaces the open checkout, and the old one can no longer be paid", async () => {
    const { cookie } = await newFollower(t);
    const pro = pageId((await startCheckout(t, cookie, "coach_pay", "pro")).json.url);
    const allStar = pageId((await startCheckout(t, cookie, "coach_pay", "all_star")).json.url);
    expect(allStar).not.toBe(pro);
    const late = await t.request("POST", `/api/sandbox/checkout/${pro}/pay`, { body: card() });
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe("checkout_not_open");
    expect((await t.request("POST", `/api/sandbox/checkout/${allStar}/pay`, { body: card() })).status).toBe(200);
    expect(await membershipWith(t, cookie, "coach_pay")).toMatchObject({ tier: "all_star" });
  });

  it("refuses checkout with a clear message while the creator cannot receive payouts", async () => {
    const { cookie } = await newFollower(t);
    const response = await startCheckout(t, cookie, "coach_unpaid", "pro");
    expect(response.status).toBe(409);
    expect(response.json.error).toMatchObject({
      code: "payouts_not_ready",
      message: "This creator cannot receive payments yet.",
    });
  });

  it("answers the sync of a checkout id that cannot exist (a NUL byte, junk) with 404, not a provider failure", async () => {
    const { cookie } = await newFollower(t);
    for (const id of ["%00", "cs_%00x", "%E2%82%AC", "a.b"]) {
      const response = await t.request("POST", `/api/billing/checkout/${id}/sync`, { cookie });
      expect(response.status, id).toBe(404);
      expect(response.json.error.code, id).toBe("checkout_not_found");
    }
  });

  it("answers a sandbox page id with a NUL byte with 404, like any id that names no page", async () => {
    for (const [method, path] of [
      ["GET", "/api/sandbox/checkout/cs_%00"],
      ["GET", "/api/sandbox/onboarding/%00"],
      ["POST", "/api/sandbox/portal/bps_%00/subscriptions/sub_1/cancel"],
    ] as const) {
      const response = await t.request(method, path);
      expect(response.status, path).toBe(404);
      expect(response.json.error.code, path).toBe("not_found");
    }
  });

  it("lets one follower hold paid memberships with several creators", async () => {
    const other = await createCreator(t);
    await connectPayouts(t, await signIn(t, other));
    const { cookie } = await newFollower(t);
    await subscribe(t, cookie, "coach_pay", "pro");
    await subscribe(t, cookie, other.username, "all_star");
    expect(await membershipWith(t, cookie, "coach_pay")).toMatchObject({ tier: "pro", isActive: true });
    expect(await membershipWith(t, cookie, other.username)).toMatchObject({ tier: "all_star", isActive: true });
  });

  it("checks the card form on the server: a wrong number, a past expiry and a short CVC are 400 with each field named", async () => {
    const { cookie } = await newFollower(t);
    const sessionId = pageId((await startCheckout(t, cookie, "coach_pay", "pro")).json.url);
    const response = await t.request("POST", `/api/sandbox/checkout/${sessionId}/pay`, {
      body: { cardNumber: "4242424242424241", expiry: "01/20", cvc: "1", name: "" },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.error.details.fields).sort()).toEqual(["cardNumber", "cvc", "expiry", "name"]);
  });

  it("charges a creator's new price to new subscribers only; existing subscribers keep the price they joined at", async () => {
    const creator = await createCreator(t, { proPriceCents: 1000 });
    const creatorCookie = await signIn(t, creator);
    await connectPayouts(t, creatorCookie);
    const early = await newFollower(t);
    await subscribe(t, early.cookie, creator.username, "pro");

    await t.db.update(creatorProfiles).set({ proPriceCents: 1500 }).where(eq(creatorProfiles.userId, creator.id));
    const late = await newFollower(t);
    const sessionId = pageId((await startCheckout(t, late.cookie, creator.username, "pro")).json.url);
    expect((await t.request("GET", `/api/sandbox/checkout/${sessionId}`)).json.amountCents).toBe(1500);
    await t.request("POST", `/api/sandbox/checkout/${sessionId}/pay`, { body: card() });

    const prices = await t.db.select().from(creatorPrices).where(eq(creatorPrices.creatorId, creator.id));
    expect(prices.map((price) => price.amountCents).sort()).toEqual([1000, 1500]);
    await advanceClock(t, 32);
    const paid = async (followerId: string) =>
      (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.followerId, followerId))).map(
        (entry) => entry.grossCents,
      );
    expect(await paid(early.follower.id)).toEqual([1000, 1000]);
    expect(await paid(late.follower.id)).toEqual([1500, 1500]);
  });
});
