// Favorites follow tier rules: saving and unsaving through the API, counts, the member's list,
// the creator's notification, and who may do what.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { favorites, memberships, posts } from "../../db/schema";
import { createPost, postRow } from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member() {
  const user = await createUser(t);
  return { ...user, cookie: await signIn(t, user) };
}

const favorite = (postId: string, cookie?: string) => t.request("PUT", `/api/posts/${postId}/favorite`, { cookie });
const unfavorite = (postId: string, cookie?: string) =>
  t.request("DELETE", `/api/posts/${postId}/favorite`, { cookie });

async function readAllFavorites(cookie: string) {
  const pages: { id: string; title: string; isLocked: boolean; isFavorited?: boolean; mediaUrl: string | null }[][] =
    [];
  let cursor: string | null = null;
  do {
    const response = await t.request("GET", cursor ? `/api/me/favorites?cursor=${cursor}` : "/api/me/favorites", {
      cookie,
    });
    expect(response.status).toBe(200);
    pages.push(response.json.posts);
    cursor = response.json.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

async function likedNotifications(cookie: string) {
  const response = await t.request("GET", "/api/notifications?limit=50", { cookie });
  return (
    response.json.notifications as { type: string; data: { postId: string; follower: { username: string } } }[]
  ).filter((notification) => notification.type === "content_liked");
}

describe("PUT and DELETE /api/posts/:postId/favorite", () => {
  it("saves and unsaves idempotently, counting each member once", async () => {
    const creator = await createUser(t, { role: "influencer" });
    const post = await createPost(t, creator, { title: "Counted" });
    const [first, second] = [await member(), await member()];

    expect((await favorite(post.id, first.cookie)).json).toEqual({ favorited: true, favoriteCount: 1 });
    expect((await favorite(post.id, first.cookie)).json).toEqual({ favorited: true, favoriteCount: 1 });
    expect((await favorite(post.id, second.cookie)).json).toEqual({ favorited: true, favoriteCount: 2 });
    expect((await unfavorite(post.id, first.cookie)).json).toEqual({ favorited: false, favoriteCount: 1 });
    expect((await unfavorite(post.id, first.cookie)).json).toEqual({ favorited: false, favoriteCount: 1 });
    expect((await postRow(t, post.id))?.favoriteCount).toBe(1);

    // Both at once still count once.
    const results = await Promise.all([favorite(post.id, first.cookie), favorite(post.id, first.cookie)]);
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    expect((await postRow(t, post.id))?.favoriteCount).toBe(2);
  });

  it("tells the creator once per member and post, however often the heart is given back", async () => {
    const creator = await createUser(t, { role: "influencer" });
    const creatorCookie = await signIn(t, creator);
    const post = await createPost(t, creator, { title: "Liked once" });
    const fan = await member();

    await favorite(post.id, fan.cookie);
    await unfavorite(post.id, fan.cookie);
    await favorite(post.id, fan.cookie);
    await favorite(post.id, fan.cookie);

    const liked = await likedNotifications(creatorCookie);
    expect(liked).toHaveLength(1);
    expect(liked[0]?.data).toMatchObject({
      postId: post.id,
      title: "Liked once",
      follower: { username: fan.username },
    });
  });

  it("follows tier rules: a rookie member may not save a PRO post, a PRO member may", async () => {
    const creator = await createUser(t, { role: "influencer" });
    const proPost = await createPost(t, creator, { title: "Pro only", requiredTier: "pro" });
    const rookie = await member();
    await createMembership(t, rookie.id, creator.id, "rookie");
    const pro = await member();
    await createMembership(t, pro.id, creator.id, "pro");

    const refused = await favorite(proPost.id, rookie.cookie);
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe("membership_required");
    expect((await postRow(t, proPost.id))?.favoriteCount).toBe(0);

    expect((await favorite(proPost.id, pro.cookie)).status).toBe(200);
  });

  it("answers 401 to a visitor, 403 to a creator, 404 for an unknown, draft or hidden post", async () => {
    const creator = await createUser(t, { role: "influencer" });
    const post = await createPost(t, creator);
    const draft = await createPost(t, creator, { status: "draft" });
    const hidden = await createPost(t, creator, { hiddenAt: new Date() });
    const fan = await member();

    expect((await favorite(post.id)).status).toBe(401);
    expect((await favorite(post.id, await signIn(t, creator))).status).toBe(403);
    for (const id of [draft.id, hidden.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const response = await favorite(id, fan.cookie);
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe("post_not_found");
    }
  });
});

describe("GET /api/me/favorites", () => {
  it("lists saved posts newest saved first, a page at a time, without duplicates, leaving hidden ones out", async () => {
    const creator = await createUser(t, { role: "influencer" });
    const fan = await member();
    const saved: string[] = [];
    for (let i = 0; i < 27; i++) {
      const post = await createPost(t, creator, { title: `Saved ${i}` });
      await favorite(post.id, fan.cookie);
      saved.push(post.id);
    }
    // Every three share a save time, so the post id must break the ties.
    const base = Date.UTC(2025, 0, 1);
    for (const [index, postId] of saved.entries()) {
      await t.db
        .update(favorites)
        .set({ createdAt: new Date(base + Math.floor(index / 3) * 60_000) })
        .where(eq(favorites.postId, postId));
    }
    const hidden = await createPost(t, creator, { title: "Hidden later" });
    await favorite(hidden.id, fan.cookie);
    await t.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, hidden.id));

    const pages = await readAllFavorites(fan.cookie);
    expect(pages.map((page) => page.length)).toEqual([12, 12, 3]);
    const cards = pages.flat();
    expect(new Set(cards.map((card) => card.id)).size).toBe(27);
    expect(
      cards
        .map((card) => card.id)
        .slice(0, 3)
        .sort(),
    ).toEqual(saved.slice(24, 27).sort());
    expect(cards.map((card) => card.title)).not.toContain("Hidden later");
    expect(cards.every((card) => card.isFavorited === true)).toBe(true);
  });

  it("shows a saved post locked once the membership that opened it has ended", async () => {
    const creator = await createUser(t, { role: "influencer" });
    const proPost = await createPost(t, creator, { title: "Was open", requiredTier: "pro", type: "image" });
    const fan = await member();
    await createMembership(t, fan.id, creator.id, "pro");
    await favorite(proPost.id, fan.cookie);

    const [open] = (await readAllFavorites(fan.cookie)).flat();
    expect(open).toMatchObject({ id: proPost.id, isLocked: false });
    expect(open?.mediaUrl).not.toBeNull();

    await t.db
      .update(memberships)
      .set({ status: "canceled", currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(memberships.followerId, fan.id));
    const [locked] = (await readAllFavorites(fan.cookie)).flat();
    expect(locked).toMatchObject({ id: proPost.id, isLocked: true, mediaUrl: null, description: null });

    // A locked post may be taken out of the list, not saved again.
    expect((await favorite(proPost.id, fan.cookie)).status).toBe(403);
    expect((await unfavorite(proPost.id, fan.cookie)).json).toEqual({ favorited: false, favoriteCount: 0 });
    expect((await readAllFavorites(fan.cookie)).flat()).toEqual([]);
  });

  it("is each member's own: nobody reads another's favorites, and visitors read none", async () => {
    const creator = await createUser(t, { role: "influencer" });
    const post = await createPost(t, creator, { title: "Mine only" });
    const owner = await member();
    const other = await member();
    await favorite(post.id, owner.cookie);

    expect((await readAllFavorites(other.cookie)).flat()).toEqual([]);
    expect((await t.request("GET", "/api/me/favorites")).status).toBe(401);
    expect((await t.request("GET", "/api/me/favorites", { cookie: await signIn(t, creator) })).status).toBe(403);
    expect((await t.request("GET", "/api/me/favorites?cursor=garbage", { cookie: owner.cookie })).status).toBe(400);
  });
});

describe("cards say whether the signed-in viewer saved the post", () => {
  it("marks cards in the creator's list, the feed and the single post; visitors' cards carry nothing", async () => {
    const creator = await createUser(t, { role: "influencer" });
    const saved = await createPost(t, creator, { title: "Saved card" });
    const other = await createPost(t, creator, { title: "Other card" });
    const fan = await member();
    await createMembership(t, fan.id, creator.id, "rookie");
    await favorite(saved.id, fan.cookie);

    const list = await t.request("GET", `/api/creators/${creator.username}/posts`, { cookie: fan.cookie });
    const byId = new Map(
      (list.json.posts as { id: string; isFavorited?: boolean }[]).map((card) => [card.id, card.isFavorited]),
    );
    expect(byId.get(saved.id)).toBe(true);
    expect(byId.get(other.id)).toBe(false);

    const feed = await t.request("GET", "/api/me/feed", { cookie: fan.cookie });
    expect(
      (feed.json.posts as { id: string; isFavorited?: boolean }[]).find((card) => card.id === saved.id)?.isFavorited,
    ).toBe(true);
    expect((await t.request("GET", `/api/posts/${saved.id}`, { cookie: fan.cookie })).json.isFavorited).toBe(true);

    const visitorList = await t.request("GET", `/api/creators/${creator.username}/posts`);
    expect(visitorList.headers.get("cache-control")).toContain("public");
    expect((visitorList.json.posts as object[]).every((card) => !("isFavorited" in card))).toBe(true);
  });

  it("shows the creator each post's favorite count in My Posts", async () => {
    const creator = await createUser(t, { role: "influencer" });
    const post = await createPost(t, creator, { title: "Popular" });
    await favorite(post.id, (await member()).cookie);
    await favorite(post.id, (await member()).cookie);

    const own = await t.request("GET", "/api/me/posts", { cookie: await signIn(t, creator) });
    expect(
      (own.json.posts as { id: string; favoriteCount: number }[]).find((card) => card.id === post.id)?.favoriteCount,
    ).toBe(2);
  });
});
