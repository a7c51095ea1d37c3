import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectPayouts, subscribe } from "../../../../tests/support/billing-factories";
import { createCreator } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("follower dashboard", () => {
  it("counts active memberships and reports the best tier", async () => {
    const follower = await createUser(t);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createUser(t, { role: "influencer" })));
    const cookie = await signIn(t, follower);

    let response = await t.request("GET", "/api/dashboards/follower", { cookie });
    expect(response.json).toEqual({ activeSubscriptions: 0, membershipStatus: "none", contentWatchedThisWeek: 0 });

    await createMembership(t, follower.id, a!.id, "rookie");
    response = await t.request("GET", "/api/dashboards/follower", { cookie });
    expect(response.json).toMatchObject({ activeSubscriptions: 1, membershipStatus: "free" });

    await createMembership(t, follower.id, b!.id, "pro");
    // An expired ALL STAR period grants nothing and is not counted.
    await createMembership(t, follower.id, c!.id, "all_star", { currentPeriodEnd: new Date(Date.now() - 1000) });
    response = await t.request("GET", "/api/dashboards/follower", { cookie });
    expect(response.json).toMatchObject({ activeSubscriptions: 2, membershipStatus: "pro" });
  });

  it("is only for followers", async () => {
    const creator = await createUser(t, { role: "influencer" });
    expect((await t.request("GET", "/api/dashboards/follower")).status).toBe(401);
    const response = await t.request("GET", "/api/dashboards/follower", { cookie: await signIn(t, creator) });
    expect(response.status).toBe(403);
    expect(response.json.error.code).toBe("forbidden");
  });
});

describe("influencer dashboard", () => {
  it("reports this month's revenue from what members paid (the ledger), split 70/30 per payment, not from list prices", async () => {
    const creator = await createCreator(t, { proPriceCents: 999, allStarPriceCents: 1999 });
    await connectPayouts(t, await signIn(t, creator));
    const fans = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t)));
    await createMembership(t, fans[0]!.id, creator.id, "rookie");
    await subscribe(t, await signIn(t, fans[1]!), creator.username, "pro");
    await subscribe(t, await signIn(t, fans[2]!), creator.username, "all_star");
    // A membership nobody paid for (as before payments existed) brings in nothing.
    await createMembership(t, fans[3]!.id, creator.id, "pro");
    await createMembership(t, fans[4]!.id, creator.id, "pro", { status: "canceled" });

    const response = await t.request("GET", "/api/dashboards/influencer", { cookie: await signIn(t, creator) });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      totalSubscribers: 4,
      membersByTier: { rookie: 1, pro: 2, all_star: 1 },
      // 9.99 gives 6.99 and 3.00; 19.99 gives 13.99 and 6.00.
      monthlyRevenue: { grossCents: 2998, platformFeeCents: 900, netCents: 2098 },
      contentViews: 0,
      averageRating: null,
      ratingCount: 0,
    });
  });

  it("lists only active subscribers, newest first, a page at a time", async () => {
    const creator = await createUser(t, { role: "influencer" });
    const fans = [];
    for (let index = 0; index < 33; index++) {
      const fan = await createUser(t);
      fans.push(fan);
      await createMembership(t, fan.id, creator.id, index % 2 ? "pro" : "rookie");
    }
    const leaver = await createUser(t);
    await createMembership(t, leaver.id, creator.id, "pro", { status: "canceled" });
    const cookie = await signIn(t, creator);

    const first = await t.request("GET", "/api/dashboards/influencer/subscribers", { cookie });
    expect(first.json.subscribers).toHaveLength(30);
    expect(first.json.subscribers[0].username).toBe(fans.at(-1)!.username);
    const second = await t.request("GET", `/api/dashboards/influencer/subscribers?cursor=${first.json.nextCursor}`, {
      cookie,
    });
    expect(second.json.subscribers).toHaveLength(3);
    expect(second.json.nextCursor).toBeNull();
    const usernames = [...first.json.subscribers, ...second.json.subscribers].map(
      (s: { username: string }) => s.username,
    );
    expect(new Set(usernames).size).toBe(33);
    expect(usernames).not.toContain(leaver.username);
  });

  it("rejects a forged cursor with a 400", async () => {
    const creator = await createUser(t, { role: "influencer" });
    const response = await t.request("GET", "/api/dashboards/influencer/subscribers?cursor=bm9wZQ", {
      cookie: await signIn(t, creator),
    });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("invalid_cursor");
  });
});
