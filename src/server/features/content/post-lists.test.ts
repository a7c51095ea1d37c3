// Lists of posts: a creator's pages, the creator's own pages, and a follower's feed.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LATEST_CONTENT_LIMIT } from "../../../domain/content";
import { users } from "../../db/schema";
import { createPost } from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Card {
  id: string;
  publishedAt: string;
  creator: { username: string };
  isLocked: boolean;
}

async function readAllPages(path: string, cookie?: string) {
  const pages: Card[][] = [];
  let cursor: string | null = null;
  do {
    const response = await t.request("GET", cursor ? `${path}?cursor=${cursor}` : path, { cookie });
    expect(response.status).toBe(200);
    pages.push(response.json.posts);
    cursor = response.json.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

describe("GET /api/creators/:username/posts", () => {
  it("pages through published posts newest first, 12 a page, without duplicates, even when times tie", async () => {
    const creator = await createUser(t, { role: "influencer", username: "pager" });
    const base = Date.UTC(2025, 0, 1);
    // 27 posts; every three share a publication time, so the id must break the ties.
    for (let i = 0; i < 27; i++)
      await createPost(t, creator, { title: `Post ${i}`, publishedAt: new Date(base + Math.floor(i / 3) * 60_000) });
    await createPost(t, creator, { title: "Draft", status: "draft" });

    const pages = await readAllPages("/api/creators/pager/posts");
    expect(pages.map((page) => page.length)).toEqual([12, 12, 3]);
    const cards = pages.flat();
    expect(new Set(cards.map((card) => card.id)).size).toBe(27);
    const times = cards.map((card) => Date.parse(card.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("answers 404 for an unknown creator and 400 for a broken cursor", async () => {
    expect((await t.request("GET", "/api/creators/nobody_here/posts")).status).toBe(404);
    await createUser(t, { role: "influencer", username: "cursor_check" });
    const response = await t.request("GET", "/api/creators/cursor_check/posts?cursor=garbage");
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("invalid_cursor");
  });
});

describe("GET /api/me/posts", () => {
  it("pages through the creator's own posts, drafts included, 20 a page, without duplicates", async () => {
    const creator = await createUser(t, { role: "influencer" });
    const cookie = await signIn(t, creator);
    const base = Date.UTC(2025, 0, 1);
    for (let i = 0; i < 45; i++) {
      await createPost(t, creator, {
        title: `Own ${i}`,
        status: i % 2 ? "draft" : "published",
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
      });
    }
    const pages = await readAllPages("/api/me/posts", cookie);
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
    expect(new Set(pages.flat().map((card) => card.id)).size).toBe(45);
  });

  it("is for influencers only", async () => {
    expect((await t.request("GET", "/api/me/posts")).status).toBe(401);
    expect((await t.request("GET", "/api/me/posts", { cookie: await signIn(t, await createUser(t)) })).status).toBe(
      403,
    );
  });
});

describe("GET /api/me/feed", () => {
  it(`returns at most ${LATEST_CONTENT_LIMIT} latest posts, from creators the follower is an active member of only`, async () => {
    const follower = await createUser(t);
    const cookie = await signIn(t, follower);
    const [free, paid, stranger, canceled, expired] = await Promise.all(
      ["feed_free", "feed_paid", "feed_stranger", "feed_canceled", "feed_expired"].map((username) =>
        createUser(t, { role: "influencer", username }),
      ),
    );
    await createMembership(t, follower.id, free!.id, "rookie");
    await createMembership(t, follower.id, paid!.id, "pro");
    await createMembership(t, follower.id, canceled!.id, "all_star", { status: "canceled" });
    await createMembership(t, follower.id, expired!.id, "all_star", { currentPeriodEnd: new Date(Date.now() - 1000) });

    const base = Date.UTC(2025, 5, 1);
    let minute = 0;
    const at = () => new Date(base + minute++ * 60_000);
    for (let i = 0; i < 6; i++) await createPost(t, free!, { title: `free ${i}`, publishedAt: at() });
    await createPost(t, paid!, { title: "paid pro", requiredTier: "pro", publishedAt: at() });
    await createPost(t, paid!, { title: "paid all star", requiredTier: "all_star", publishedAt: at() });
    await createPost(t, paid!, { title: "paid draft", status: "draft" });
    for (const creator of [stranger!, canceled!, expired!]) await createPost(t, creator, { publishedAt: at() });
    await createPost(t, free!, { title: "free hidden", publishedAt: at(), hiddenAt: new Date() });

    const response = await t.request("GET", "/api/me/feed", { cookie });
    expect(response.status).toBe(200);
    const cards = response.json.posts as (Card & { title: string; requiredTier: string })[];
    expect(cards.map((card) => card.title)).toEqual([
      "paid all star",
      "paid pro",
      "free 5",
      "free 4",
      "free 3",
      "free 2",
    ]);
    expect(cards.map((card) => card.isLocked)).toEqual([true, false, false, false, false, false]);
  });

  it("interleaves the newest posts of creators with many, and leaves out a suspended creator's", async () => {
    const follower = await createUser(t);
    const cookie = await signIn(t, follower);
    const [even, odd, suspended] = await Promise.all(
      ["feed_even", "feed_odd", "feed_suspended"].map((username) => createUser(t, { role: "influencer", username })),
    );
    for (const creator of [even!, odd!, suspended!]) await createMembership(t, follower.id, creator.id, "all_star");
    const base = Date.UTC(2025, 6, 1);
    for (let minute = 0; minute < 16; minute++) {
      const creator = minute % 2 === 0 ? even! : odd!;
      await createPost(t, creator, { title: `minute ${minute}`, publishedAt: new Date(base + minute * 60_000) });
    }
    await createPost(t, suspended!, { title: "suspended", publishedAt: new Date(base + 60 * 60_000) });
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended!.id));

    const response = await t.request("GET", "/api/me/feed", { cookie });
    expect(response.status).toBe(200);
    expect((response.json.posts as { title: string }[]).map((card) => card.title)).toEqual(
      [15, 14, 13, 12, 11, 10].map((minute) => `minute ${minute}`),
    );
  });
});
