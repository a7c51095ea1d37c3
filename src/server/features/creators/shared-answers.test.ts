// The in-process public cache in front of the real routes: what a visitor is served from it, and
// that a member's answer never goes through it in either direction.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createCreator, createMembership } from "../../../../tests/support/creator-factories";
import { createPost } from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
let creator: Awaited<ReturnType<typeof createCreator>>;
let memberCookie: string;
let creatorCookie: string;
const ALL_STAR_POST = "Members-only deload week";

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CACHE_MB: "8" } });
  creator = await createCreator(t, { username: "cached_coach", bio: "Strength coach." });
  await createPost(t, creator, { title: ALL_STAR_POST, requiredTier: "all_star" });
  const member = await createUser(t, { role: "follower" });
  await createMembership(t, member, creator, "all_star");
  memberCookie = await signIn(t, member);
  creatorCookie = await signIn(t, creator);
});
afterAll(() => t.close());

const viewerTier = async (cookie?: string) =>
  (
    (await t.request("GET", "/api/creators/cached_coach", { cookie })).json as {
      viewer: { tier: string | null } | null;
    }
  ).viewer?.tier ?? null;

describe("answers shared by every visitor", () => {
  it("serves a visitor's repeated read from the cache, and a member always their own answer", async () => {
    const first = await t.request("GET", "/api/creators/cached_coach");
    const second = await t.request("GET", "/api/creators/cached_coach");
    expect(second.headers.get("age")).not.toBeNull();
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));

    // The visitor's cached answer is not the member's, and the member's is not stored for visitors.
    expect(await viewerTier(memberCookie)).toBe("all_star");
    expect(await viewerTier()).toBeNull();
    expect(await viewerTier(memberCookie)).toBe("all_star");
  });

  it("never hands a member's unlocked posts to a visitor", async () => {
    const asMember = await t.request("GET", "/api/creators/cached_coach/posts", { cookie: memberCookie });
    expect(asMember.headers.get("cache-control")).toBe("private, no-store");
    const unlocked = (asMember.json as { posts: { title: string; isLocked: boolean }[] }).posts.find(
      (post) => post.title === ALL_STAR_POST,
    );
    expect(unlocked?.isLocked).toBe(false);

    const asVisitor = await t.request("GET", "/api/creators/cached_coach/posts");
    expect(asVisitor.headers.get("cache-control")).toBe("public, max-age=15");
    const locked = (asVisitor.json as { posts: { title: string; isLocked: boolean }[] }).posts.find(
      (post) => post.title === ALL_STAR_POST,
    );
    expect(locked?.isLocked).toBe(true);
  });

  it("shows a visitor a saved profile within the max-age", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      await t.request("GET", "/api/creators/cached_coach");
      const saved = await t.request("PATCH", "/api/me/profile", {
        cookie: creatorCookie,
        body: { bio: "Strength and mobility coach." },
      });
      expect(saved.status).toBe(200);
      // The creator sees it at once; a visitor, at the latest when the answer's max-age is over.
      expect((await t.request("GET", "/api/creators/cached_coach", { cookie: creatorCookie })).json).toMatchObject({
        bio: "Strength and mobility coach.",
      });
      vi.advanceTimersByTime(15_000);
      expect((await t.request("GET", "/api/creators/cached_coach")).json).toMatchObject({
        bio: "Strength and mobility coach.",
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps errors out of the cache", async () => {
    expect((await t.request("GET", "/api/creators/nobody_here")).status).toBe(404);
    await createCreator(t, { username: "nobody_here" });
    expect((await t.request("GET", "/api/creators/nobody_here")).status).toBe(200);
  });
});
