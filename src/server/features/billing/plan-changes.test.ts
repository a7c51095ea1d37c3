// Plan changes on the sandbox provider, as DECISIONS.md settles them: PRO to ALL STAR at once
// with the prorated difference charged; ALL STAR to PRO, cancellation and unfollow at the end of
// the paid period, access kept until then; resume undoes a cancellation.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  advanceClock,
  CARDS,
  connectPayouts,
  membershipWith,
  newFollower,
  paymentsBy,
  subscribe,
} from "../../../../tests/support/billing-factories";
import { createPost } from "../../../../tests/support/content-factories";
import { createCreator } from "../../../../tests/support/creator-factories";
import type { createUser } from "../../../../tests/support/factories";
import { signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
let allStarPostId: string;

beforeAll(async () => {
  t = await createTestApp();
  const creator = await createCreator(t, { username: "coach_plans", proPriceCents: 1000, allStarPriceCents: 3000 });
  await connectPayouts(t, await signIn(t, creator));
  allStarPostId = (await createPost(t, creator, { title: "ALL STAR session", requiredTier: "all_star" })).id;
});
afterAll(() => t.close());

let follower: Awaited<ReturnType<typeof createUser>>;
let cookie: string;
beforeEach(async () => {
  ({ follower, cookie } = await newFollower(t));
});

const change = (tier: string) => t.request("PATCH", "/api/me/memberships/coach_plans", { cookie, body: { tier } });
const mine = () => membershipWith(t, cookie, "coach_plans");
const canOpenAllStarPost = async () =>
  (await t.request("GET", `/api/posts/${allStarPostId}`, { cookie })).json.isLocked === false;
const payments = () => paymentsBy(t, follower.id);

describe("PRO to ALL STAR", () => {
  it("takes effect at once and charges the prorated difference", async () => {
    await subscribe(t, cookie, "coach_plans", "pro");
    expect(await canOpenAllStarPost()).toBe(false);
    const response = await change("all_star");
    expect(response.status).toBe(200);
    expect(response.json.membership).toMatchObject({ tier: "all_star", isActive: true, scheduledTier: null });
    expect(await canOpenAllStarPost()).toBe(true);
    const charged = (await payments()).map((entry) => entry.grossCents).sort((a, b) => a - b);
    // A whole month of PRO, then (30.00 - 10.00) for what is left of the month: almost all of it.
    expect(charged).toHaveLength(2);
    expect(charged[0]).toBe(1000);
    expect(charged[1]).toBeGreaterThan(1990);
    expect(charged[1]).toBeLessThanOrEqual(2000);
  });

  it("changes nothing when the card refuses the difference", async () => {
    await subscribe(t, cookie, "coach_plans", "pro", CARDS.failsRenewals);
    const response = await change("all_star");
    expect(response.status).toBe(402);
    expect(response.json.error.code).toBe("card_declined");
    expect(await mine()).toMatchObject({ tier: "pro", isActive: true });
    expect(await payments()).toHaveLength(1);
    expect(await canOpenAllStarPost()).toBe(false);
  });
});

describe("ALL STAR to PRO", () => {
  it("keeps ALL STAR until the period ends, then bills PRO", async () => {
    await subscribe(t, cookie, "coach_plans", "all_star");
    const response = await change("pro");
    expect(response.status).toBe(200);
    expect(response.json.membership).toMatchObject({ tier: "all_star", scheduledTier: "pro", isActive: true });
    expect(await canOpenAllStarPost()).toBe(true);

    await advanceClock(t, 32);
    expect(await mine()).toMatchObject({ tier: "pro", scheduledTier: null, isActive: true, status: "active" });
    expect(await canOpenAllStarPost()).toBe(false);
    expect((await payments()).map((entry) => entry.grossCents).sort()).toEqual([1000, 3000]);
  });

  it("can be taken back before the period ends by choosing ALL STAR again", async () => {
    await subscribe(t, cookie, "coach_plans", "all_star");
    await change("pro");
    const kept = await change("all_star");
    expect(kept.json.membership).toMatchObject({ tier: "all_star", scheduledTier: null });
    expect((await change("all_star")).status).toBe(409);
    await advanceClock(t, 32);
    expect(await mine()).toMatchObject({ tier: "all_star" });
  });
});

describe("cancel and resume", () => {
  it("keeps access to the period end, resume undoes it, and after the end the follower is back on the free follow", async () => {
    await subscribe(t, cookie, "coach_plans", "all_star");
    const canceled = await t.request("POST", "/api/me/memberships/coach_plans/cancel", { cookie });
    expect(canceled.json.membership).toMatchObject({ tier: "all_star", cancelAtPeriodEnd: true, isActive: true });
    const resumed = await t.request("POST", "/api/me/memberships/coach_plans/resume", { cookie });
    expect(resumed.json.membership).toMatchObject({ tier: "all_star", cancelAtPeriodEnd: false });

    await t.request("POST", "/api/me/memberships/coach_plans/cancel", { cookie });
    expect(await canOpenAllStarPost()).toBe(true);
    await advanceClock(t, 32);
    expect(await mine()).toMatchObject({ tier: "rookie", isActive: true, renewsAt: null, cancelAtPeriodEnd: false });
    expect(await canOpenAllStarPost()).toBe(false);
    expect(await payments()).toHaveLength(1);
  });

  it("unfollow on a paid membership cancels at the period end, and the follow ends with it", async () => {
    await subscribe(t, cookie, "coach_plans", "pro");
    const response = await t.request("DELETE", "/api/creators/coach_plans/follow", { cookie });
    expect(response.status).toBe(200);
    expect(response.json.tier).toBe("pro");
    expect(new Date(response.json.leavesAt).getTime()).toBeGreaterThan(Date.now());
    expect(await mine()).toMatchObject({
      tier: "pro",
      cancelAtPeriodEnd: true,
      leavesAtPeriodEnd: true,
      isActive: true,
    });
    await advanceClock(t, 32);
    expect(await mine()).toBeUndefined();
  });

  it("answers 404 for a membership that is not paid, and 401/403 to visitors and creators", async () => {
    await t.request("POST", "/api/creators/coach_plans/follow", { cookie });
    expect((await change("pro")).status).toBe(404);
    expect((await t.request("POST", "/api/me/memberships/coach_plans/cancel", { cookie })).status).toBe(404);
    expect((await t.request("PATCH", "/api/me/memberships/coach_plans", { body: { tier: "pro" } })).status).toBe(401);
    const creator = await createCreator(t);
    const creatorCookie = await signIn(t, creator);
    expect(
      (await t.request("PATCH", "/api/me/memberships/coach_plans", { cookie: creatorCookie, body: { tier: "pro" } }))
        .status,
    ).toBe(403);
    expect((await change("gold")).status).toBe(400);
  });
});
