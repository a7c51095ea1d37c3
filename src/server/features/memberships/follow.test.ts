// Follow free and unfollow: who may, what it changes, and the subscriber counts it keeps.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatorCard } from "../../../domain/creators";
import { createCreator, createMembership } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
let creator: Awaited<ReturnType<typeof createCreator>>;

beforeAll(async () => {
  t = await createTestApp();
  creator = await createCreator(t, { username: "follow_me" });
});
afterAll(() => t.close());

const newFollower = async () => {
  const follower = await createUser(t, { role: "follower" });
  return { follower, cookie: await signIn(t, follower) };
};
const profileOf = async (cookie?: string) => (await t.request("GET", "/api/creators/follow_me", { cookie })).json;
const listedCount = async () =>
  ((await t.request("GET", "/api/creators")).json.creators as CreatorCard[]).find(
    (card) => card.username === "follow_me",
  )?.subscriberCount;

describe("POST and DELETE /api/creators/:username/follow", () => {
  it("answers a username that cannot exist (a NUL byte, spaces, too long) with 404 creator_not_found on the profile, follow and rating", async () => {
    const { cookie } = await newFollower();
    for (const name of ["%00", "follow_me%00", "a%20b", "x".repeat(40), "%F0%9F%92%AA"]) {
      for (const [method, path, body] of [
        ["GET", `/api/creators/${name}`],
        ["POST", `/api/creators/${name}/follow`],
        ["DELETE", `/api/creators/${name}/follow`],
        ["PUT", `/api/creators/${name}/rating`, { stars: 4 }],
      ] as const) {
        const response = await t.request(method, path, { cookie, body });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.json.error.code, `${method} ${path}`).toBe("creator_not_found");
      }
    }
  });

  it("lets a follower follow free, then unfollow, with counts and memberships following along", async () => {
    const { cookie } = await newFollower();
    const before = (await profileOf()).stats.subscriberCount;

    const follow = await t.request("POST", "/api/creators/follow_me/follow", { cookie });
    expect(follow.status).toBe(200);
    expect(follow.json).toEqual({ tier: "rookie" });
    expect((await profileOf(cookie)).viewer.tier).toBe("rookie");
    expect((await profileOf()).stats.subscriberCount).toBe(before + 1);
    expect(await listedCount()).toBe(before + 1);
    const memberships = (await t.request("GET", "/api/me/memberships", { cookie })).json.memberships;
    expect(memberships).toEqual([
      expect.objectContaining({
        creator: expect.objectContaining({ username: "follow_me" }),
        tier: "rookie",
        isActive: true,
        renewsAt: null,
      }),
    ]);

    const unfollow = await t.request("DELETE", "/api/creators/follow_me/follow", { cookie });
    expect(unfollow.status).toBe(200);
    expect(unfollow.json).toEqual({ tier: null });
    expect((await profileOf(cookie)).viewer.tier).toBeNull();
    expect((await profileOf()).stats.subscriberCount).toBe(before);
    expect(await listedCount()).toBe(before);
    expect((await t.request("GET", "/api/me/memberships", { cookie })).json.memberships).toEqual([]);
  });

  it("follows only once however often it is asked", async () => {
    const { cookie } = await newFollower();
    const before = (await profileOf()).stats.subscriberCount;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await t.request("POST", "/api/creators/follow_me/follow", { cookie });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ tier: "rookie" });
    }
    expect((await profileOf()).stats.subscriberCount).toBe(before + 1);
    expect((await t.request("GET", "/api/me/memberships", { cookie })).json.memberships).toHaveLength(1);
  });

  it("keeps a paid member's tier when they press follow", async () => {
    const { follower, cookie } = await newFollower();
    await createMembership(t, follower, creator, "pro");
    const response = await t.request("POST", "/api/creators/follow_me/follow", { cookie });
    expect(response.json).toEqual({ tier: "pro" });
  });

  it("unfollowing a paid tier keeps it to the end of the paid period, and the follow ends with it", async () => {
    const { follower, cookie } = await newFollower();
    await createMembership(t, follower, creator, "all_star");
    const response = await t.request("DELETE", "/api/creators/follow_me/follow", { cookie });
    expect(response.status).toBe(200);
    expect(response.json.tier).toBe("all_star");
    expect(new Date(response.json.leavesAt).getTime()).toBeGreaterThan(Date.now());
    expect((await profileOf(cookie)).viewer.tier).toBe("all_star");
    const memberships = (await t.request("GET", "/api/me/memberships", { cookie })).json.memberships;
    expect(memberships[0]).toMatchObject({ tier: "all_star", cancelAtPeriodEnd: true, leavesAtPeriodEnd: true });
  });

  it("answers unfollow of a creator one does not follow with no tier", async () => {
    const { cookie } = await newFollower();
    const response = await t.request("DELETE", "/api/creators/follow_me/follow", { cookie });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ tier: null });
  });

  it("answers 401 to a signed-out visitor", async () => {
    for (const method of ["POST", "DELETE"]) {
      const response = await t.request(method, "/api/creators/follow_me/follow");
      expect(response.status).toBe(401);
      expect(response.json.error.code).toBe("unauthenticated");
    }
  });

  it("answers 403 to an influencer, including on their own profile", async () => {
    const other = await createCreator(t);
    for (const cookie of [await signIn(t, other), await signIn(t, creator)]) {
      const response = await t.request("POST", "/api/creators/follow_me/follow", { cookie });
      expect(response.status).toBe(403);
      expect(response.json.error.code).toBe("forbidden");
    }
  });

  it("answers 404 for a creator that does not exist", async () => {
    const { cookie } = await newFollower();
    for (const method of ["POST", "DELETE"]) {
      const response = await t.request(method, "/api/creators/nobody_here/follow", { cookie });
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe("creator_not_found");
    }
  });
});
