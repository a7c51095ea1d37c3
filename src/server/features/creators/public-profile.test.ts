// GET /api/creators/:username: what each viewer sees of a creator's profile.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tier } from "../../../domain/memberships";
import { createCreator, createMembership } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
let creator: Awaited<ReturnType<typeof createCreator>>;
const cookies: Record<"rookie" | "pro" | "allStar" | "stranger" | "expiredPro" | "owner" | "otherCreator", string> =
  {} as never;

beforeAll(async () => {
  t = await createTestApp();
  creator = await createCreator(t, {
    username: "maya_test",
    bio: "Strength coach.",
    hasCover: true,
    proPriceCents: 1299,
    allStarPriceCents: 2999,
    philosophy: "Practise often.",
    certifications: ["NSCA-CSCS"],
    hobbies: ["Climbing"],
    achievements: ["Champion 2024"],
    supplements: [
      { name: "Whey", referralLink: "https://shop.example.com/whey" },
      { name: "Magnesium", referralLink: "" },
    ],
  });
  const member = async (
    key: keyof typeof cookies,
    tier?: Tier,
    options: Parameters<typeof createMembership>[4] = {},
  ) => {
    const follower = await createUser(t, { role: "follower" });
    if (tier) await createMembership(t, follower, creator, tier, options);
    cookies[key] = await signIn(t, follower);
  };
  await member("rookie", "rookie");
  await member("pro", "pro");
  await member("allStar", "all_star");
  await member("stranger");
  // A PRO membership that was cancelled and whose paid period is over.
  await member("expiredPro", "pro", { status: "canceled", currentPeriodEnd: new Date(Date.now() - 86_400_000) });
  cookies.owner = await signIn(t, creator);
  cookies.otherCreator = await signIn(t, await createCreator(t));
});
afterAll(() => t.close());

const profile = async (cookie?: string, username = "maya_test") => {
  const response = await t.request("GET", `/api/creators/${username}`, { cookie });
  expect(response.status, response.text).toBe(200);
  return response.json;
};
const links = async (cookie?: string) =>
  ((await profile(cookie)).supplements as { name: string; referralLink: string | null; isLinkLocked: boolean }[]).map(
    ({ name, referralLink, isLinkLocked }) => ({ name, referralLink, isLinkLocked }),
  );

describe("GET /api/creators/:username", () => {
  it("answers 404 creator_not_found for an unknown username and for a follower's username", async () => {
    const follower = await createUser(t, { role: "follower", username: "only_follows" });
    for (const username of ["nobody_here", follower.username]) {
      const response = await t.request("GET", `/api/creators/${username}`);
      expect(response.status).toBe(404);
      expect(response.json.error).toMatchObject({ code: "creator_not_found", message: "Influencer not found" });
    }
  });

  it("shows the whole public profile with prices and stats", async () => {
    const body = await profile();
    expect(body).toMatchObject({
      username: "maya_test",
      isComplete: true,
      bio: "Strength coach.",
      location: "Austin, TX",
      age: 30,
      avatarUrls: { md: expect.stringMatching(/^\/api\/media\/public\/avatars\/.+-256\.webp$/) },
      coverUrls: { md: expect.stringMatching(/^\/api\/media\/public\/covers\/.+-1280\.webp$/) },
      philosophy: "Practise often.",
      certifications: ["NSCA-CSCS"],
      hobbies: ["Climbing"],
      achievements: ["Champion 2024"],
      categories: ["strength_training"],
      prices: { rookieCents: 0, proCents: 1299, allStarCents: 2999 },
      // rookie, pro and all_star are active; the lapsed PRO does not count.
      stats: { subscriberCount: 3, averageRating: null, ratingCount: 0 },
    });
  });

  it("finds a creator whatever the case of the username in the URL", async () => {
    expect((await profile(undefined, "MAYA_Test")).username).toBe("maya_test");
  });

  it("marks a profile without a picture as not complete (under construction)", async () => {
    await createCreator(t, { username: "new_creator", hasAvatar: false });
    const body = await profile(undefined, "new_creator");
    expect(body.isComplete).toBe(false);
    expect(body.avatarUrls).toBeNull();
  });

  it("hides buy links from visitors, rookies, lapsed members and other creators", async () => {
    for (const cookie of [undefined, cookies.rookie, cookies.stranger, cookies.expiredPro, cookies.otherCreator]) {
      expect(await links(cookie)).toEqual([
        { name: "Whey", referralLink: null, isLinkLocked: true },
        // Nothing to unlock when the creator gave no link.
        { name: "Magnesium", referralLink: null, isLinkLocked: false },
      ]);
    }
  });

  it("shows buy links to PRO and ALL STAR members and to the creator", async () => {
    for (const cookie of [cookies.pro, cookies.allStar, cookies.owner]) {
      const [whey] = await links(cookie);
      expect(whey).toEqual({ name: "Whey", referralLink: "https://shop.example.com/whey", isLinkLocked: false });
    }
  });

  it("tells each viewer their tier and whether they may follow", async () => {
    expect((await profile()).viewer).toEqual({ tier: null, isOwnProfile: false, canFollow: false, stars: null });
    expect((await profile(cookies.stranger)).viewer).toMatchObject({
      tier: null,
      canFollow: true,
      isOwnProfile: false,
    });
    expect((await profile(cookies.rookie)).viewer).toMatchObject({ tier: "rookie", canFollow: true });
    expect((await profile(cookies.pro)).viewer).toMatchObject({ tier: "pro", canFollow: true });
    expect((await profile(cookies.allStar)).viewer).toMatchObject({ tier: "all_star", canFollow: true });
    expect((await profile(cookies.expiredPro)).viewer).toMatchObject({ tier: null });
    expect((await profile(cookies.owner)).viewer).toMatchObject({ tier: null, isOwnProfile: true, canFollow: false });
    expect((await profile(cookies.otherCreator)).viewer).toMatchObject({ isOwnProfile: false, canFollow: false });
  });

  it("may be shared for a few seconds when a visitor asks, and is never stored when a member does", async () => {
    const visitor = await t.request("GET", "/api/creators/maya_test");
    expect(visitor.headers.get("cache-control")).toBe("public, max-age=15");
    const member = await t.request("GET", "/api/creators/maya_test", { cookie: cookies.allStar });
    expect(member.headers.get("cache-control")).toBe("private, no-store");
  });
});
