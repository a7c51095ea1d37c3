// Views: once per viewer per post per UTC day, and the dashboard figures built on them.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postViews } from "../../db/schema";
import { createPost, postRow } from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
let creator: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  creator = await createUser(t, { role: "influencer" });
});
afterAll(() => t.close());

const view = (postId: string, cookie?: string) => t.request("POST", `/api/posts/${postId}/views`, { cookie });
const viewCount = async (postId: string) => (await postRow(t, postId))!.viewCount;

describe("POST /api/posts/:id/views", () => {
  it("counts a viewer once a day, and again the next day", async () => {
    const post = await createPost(t, creator);
    const follower = await createUser(t);
    const cookie = await signIn(t, follower);

    expect((await view(post.id, cookie)).status).toBe(204);
    expect((await view(post.id, cookie)).status).toBe(204);
    expect(await viewCount(post.id)).toBe(1);

    // The view recorded "today" becomes yesterday's.
    await t.db
      .update(postViews)
      .set({ day: sql`${postViews.day} - 1` })
      .where(and(eq(postViews.postId, post.id), eq(postViews.viewerId, follower.id)));
    expect((await view(post.id, cookie)).status).toBe(204);
    expect(await viewCount(post.id)).toBe(2);
    expect((await t.request("GET", `/api/posts/${post.id}`)).json.viewCount).toBe(2);
  });

  it("counts different viewers separately, the same day", async () => {
    const post = await createPost(t, creator);
    for (const follower of [await createUser(t), await createUser(t), await createUser(t)]) {
      await view(post.id, await signIn(t, follower));
    }
    expect(await viewCount(post.id)).toBe(3);
  });

  it("answers 404 for an unknown post", async () => {
    expect((await view(crypto.randomUUID())).status).toBe(404);
  });
});

describe("dashboard figures from views", () => {
  it("sums a creator's views as contentViews", async () => {
    const own = await createUser(t, { role: "influencer" });
    const ownCookie = await signIn(t, own);
    const [first, second] = [await createPost(t, own), await createPost(t, own)];
    const viewers = [await createUser(t), await createUser(t)];
    for (const viewer of viewers) {
      const cookie = await signIn(t, viewer);
      await view(first.id, cookie);
      await view(second.id, cookie);
    }
    await view(first.id, ownCookie);
    const response = await t.request("GET", "/api/dashboards/influencer", { cookie: ownCookie });
    expect(response.json.contentViews).toBe(4);
  });

  it("counts what a follower watched this week", async () => {
    const follower = await createUser(t);
    const cookie = await signIn(t, follower);
    await createMembership(t, follower.id, creator.id, "rookie");
    const posts = [await createPost(t, creator), await createPost(t, creator), await createPost(t, creator)];
    for (const post of posts) await view(post.id, cookie);
    // A view from two weeks ago is not this week's.
    await t.db
      .update(postViews)
      .set({ day: sql`${postViews.day} - 14` })
      .where(and(eq(postViews.postId, posts[0]!.id), eq(postViews.viewerId, follower.id)));
    const response = await t.request("GET", "/api/dashboards/follower", { cookie });
    expect(response.json.contentWatchedThisWeek).toBe(2);
  });
});
