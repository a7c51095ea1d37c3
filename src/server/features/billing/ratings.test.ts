// A creator's rating is what their members think now: a follower who left takes their stars along.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatorCard } from "../../../domain/creators";
import { createCreator, createMembership } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { memberships } from "../../db/schema";
import { runBillingMaintenance } from "./maintenance";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stats = async (username: string, cookie?: string) =>
  (await t.request("GET", `/api/creators/${username}`, { cookie })).json;
const rate = (username: string, cookie: string | undefined, stars: unknown) =>
  t.request("PUT", `/api/creators/${username}/rating`, { cookie, body: { stars } });
const unrate = (username: string, cookie?: string) =>
  t.request("DELETE", `/api/creators/${username}/rating`, { cookie });
/** A follower signed in, following the creator free unless told otherwise. */
const member = async (creator: { username: string }, options: { follows?: boolean } = {}) => {
  const follower = await createUser(t);
  const cookie = await signIn(t, follower);
  if (options.follows !== false)
    expect((await t.request("POST", `/api/creators/${creator.username}/follow`, { cookie })).status).toBe(200);
  return { follower, cookie };
};

describe("a creator's average rating", () => {
  it("counts only followers who are still members", async () => {
    const creator = await createCreator(t);
    const [stays, leaves] = [await createUser(t), await createUser(t)];
    const cookies = [await signIn(t, stays), await signIn(t, leaves)] as const;
    for (const cookie of cookies)
      expect((await t.request("POST", `/api/creators/${creator.username}/follow`, { cookie })).status).toBe(200);
    await t.request("PUT", `/api/creators/${creator.username}/rating`, { cookie: cookies[0], body: { stars: 5 } });
    await t.request("PUT", `/api/creators/${creator.username}/rating`, { cookie: cookies[1], body: { stars: 1 } });
    expect((await stats(creator.username)).stats).toMatchObject({ averageRating: 3, ratingCount: 2 });

    expect((await t.request("DELETE", `/api/creators/${creator.username}/follow`, { cookie: cookies[1] })).status).toBe(
      200,
    );

    expect((await stats(creator.username)).stats).toMatchObject({ averageRating: 5, ratingCount: 1 });
    // The creator's dashboard agrees.
    const creatorCookie = await signIn(t, creator);
    const dashboard = await t.request("GET", "/api/dashboards/influencer", { cookie: creatorCookie });
    expect(dashboard.json).toMatchObject({ averageRating: 5, ratingCount: 1 });
  });

  it("stops counting a paid member whose membership has ended", async () => {
    const creator = await createCreator(t);
    const lapsed = await createUser(t);
    await createMembership(t, lapsed, creator, "pro");
    const cookie = await signIn(t, lapsed);
    expect(
      (await t.request("PUT", `/api/creators/${creator.username}/rating`, { cookie, body: { stars: 2 } })).status,
    ).toBe(200);
    expect((await stats(creator.username)).stats).toMatchObject({ averageRating: 2, ratingCount: 1 });

    // The member had left: once the paid period is over, the billing job ends the membership.
    await t.db
      .update(memberships)
      .set({ status: "canceled", currentPeriodEnd: new Date(Date.now() - 1000), leavesAtPeriodEnd: true })
      .where(eq(memberships.followerId, lapsed.id));
    await runBillingMaintenance(t.deps);

    expect((await stats(creator.username)).stats).toMatchObject({ averageRating: null, ratingCount: 0 });
  });

  it("keeps counting a paid member who falls back to the free follow, which is still a membership", async () => {
    const creator = await createCreator(t);
    const follower = await createUser(t);
    await createMembership(t, follower, creator, "all_star", { currentPeriodEnd: new Date(Date.now() - 60_000) });
    await t.db
      .update(memberships)
      .set({ currentPeriodEnd: new Date(Date.now() + 60_000) })
      .where(eq(memberships.followerId, follower.id));
    const cookie = await signIn(t, follower);
    expect((await rate(creator.username, cookie, 4)).status).toBe(200);
    await t.db
      .update(memberships)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(memberships.followerId, follower.id));

    await runBillingMaintenance(t.deps);

    const [row] = await t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.followerId, follower.id), eq(memberships.creatorId, creator.id)));
    expect(row).toMatchObject({ tier: "rookie", status: "active" });
    expect((await stats(creator.username)).stats).toMatchObject({ averageRating: 4, ratingCount: 1 });
  });
});

describe("PUT and DELETE /api/creators/:username/rating", () => {
  it("lets a member rate, change the rating and remove it, answering the new average and count", async () => {
    const creator = await createCreator(t);
    const { cookie } = await member(creator);

    const rated = await rate(creator.username, cookie, 4);
    expect(rated.status).toBe(200);
    expect(rated.json).toEqual({ stars: 4, averageRating: 4, ratingCount: 1 });
    expect((await stats(creator.username, cookie)).viewer.stars).toBe(4);

    const changed = await rate(creator.username, cookie, 2);
    expect(changed.json).toEqual({ stars: 2, averageRating: 2, ratingCount: 1 });
    expect(await stats(creator.username, cookie)).toMatchObject({
      stats: { averageRating: 2, ratingCount: 1 },
      viewer: { stars: 2 },
    });

    const removed = await unrate(creator.username, cookie);
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ stars: null, averageRating: null, ratingCount: 0 });
    expect(await stats(creator.username, cookie)).toMatchObject({
      stats: { averageRating: null, ratingCount: 0 },
      viewer: { stars: null },
    });
    // Removing again is not an error: there is simply nothing left to remove.
    expect((await unrate(creator.username, cookie)).status).toBe(200);
  });

  it("only active members rate: a visitor, a non-member, a creator and a former member are refused", async () => {
    const creator = await createCreator(t);
    const { cookie: memberCookie } = await member(creator);
    await rate(creator.username, memberCookie, 5);
    const before = (await stats(creator.username)).stats;

    const visitor = await rate(creator.username, undefined, 3);
    expect(visitor.status).toBe(401);
    expect((await unrate(creator.username)).status).toBe(401);

    const { cookie: stranger } = await member(creator, { follows: false });
    const refused = await rate(creator.username, stranger, 1);
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe("membership_required");

    const otherCreator = await createCreator(t);
    const asCreator = await rate(creator.username, await signIn(t, otherCreator), 1);
    expect(asCreator.status).toBe(403);
    expect(asCreator.json.error.code).toBe("forbidden");
    expect((await rate(creator.username, await signIn(t, creator), 5)).status).toBe(403);

    const { cookie: former } = await member(creator);
    expect((await t.request("DELETE", `/api/creators/${creator.username}/follow`, { cookie: former })).status).toBe(
      200,
    );
    const asFormer = await rate(creator.username, former, 1);
    expect(asFormer.status).toBe(403);
    expect(asFormer.json.error.code).toBe("membership_required");

    const expired = await createUser(t);
    await createMembership(t, expired, creator, "pro", {
      status: "canceled",
      currentPeriodEnd: new Date(Date.now() - 86_400_000),
    });
    expect((await rate(creator.username, await signIn(t, expired), 1)).status).toBe(403);

    for (const stars of [0, 6, 3.5, "4", null])
      expect((await rate(creator.username, memberCookie, stars)).status, String(stars)).toBe(400);

    expect((await stats(creator.username)).stats).toEqual(before);
  });

  it("brings a returning member's stars back, and does not offer them while they are away", async () => {
    const creator = await createCreator(t);
    const { cookie } = await member(creator);
    await rate(creator.username, cookie, 3);
    await t.request("DELETE", `/api/creators/${creator.username}/follow`, { cookie });
    expect(await stats(creator.username, cookie)).toMatchObject({
      stats: { averageRating: null, ratingCount: 0 },
      viewer: { tier: null, stars: null },
    });

    await t.request("POST", `/api/creators/${creator.username}/follow`, { cookie });

    expect(await stats(creator.username, cookie)).toMatchObject({
      stats: { averageRating: 3, ratingCount: 1 },
      viewer: { stars: 3 },
    });
  });

  it("keeps the totals right when many members rate at once", async () => {
    const creator = await createCreator(t);
    const members = await Promise.all(Array.from({ length: 8 }, () => member(creator)));
    const answers = await Promise.all(
      members.map(({ cookie }, index) => rate(creator.username, cookie, (index % 5) + 1)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    // 1+2+3+4+5+1+2+3 = 21 stars from 8 members.
    expect((await stats(creator.username)).stats).toMatchObject({ averageRating: 2.6, ratingCount: 8 });
  });
});

describe("where the average and count show", () => {
  it("on the profile, the explore and featured cards and the creator's overview", async () => {
    const creator = await createCreator(t, { username: "rated_coach" });
    for (const stars of [5, 4, 4]) await rate(creator.username, (await member(creator)).cookie, stars);
    const expected = { averageRating: 4.3, ratingCount: 3 };

    expect((await stats("rated_coach")).stats).toMatchObject(expected);
    const explore = (await t.request("GET", "/api/creators?search=rated_coach")).json.creators as CreatorCard[];
    expect(explore.find((card) => card.username === "rated_coach")).toMatchObject(expected);
    const featured = (await t.request("GET", "/api/creators/featured")).json.creators as CreatorCard[];
    expect(featured.find((card) => card.username === "rated_coach")).toMatchObject(expected);
    const overview = await t.request("GET", "/api/dashboards/influencer", { cookie: await signIn(t, creator) });
    expect(overview.json).toMatchObject(expected);
  });

  it("gives the viewer's own stars only in a signed-in answer, never in the shared visitor answer", async () => {
    const creator = await createCreator(t);
    const { cookie } = await member(creator);
    await rate(creator.username, cookie, 5);

    const visitor = await t.request("GET", `/api/creators/${creator.username}`);
    expect(visitor.headers.get("cache-control")).toContain("public");
    expect(visitor.json.viewer.stars).toBeNull();
    const own = await t.request("GET", `/api/creators/${creator.username}`, { cookie });
    expect(own.headers.get("cache-control")).toContain("no-store");
    expect(own.json.viewer.stars).toBe(5);
  });
});
