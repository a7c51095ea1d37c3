// Scheduled publishing and step-down release on every read path: the creator's list, the
// creator's public list, one post, the feed, favorites, media, thumbnail and views.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost, postRow } from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { notifications, posts } from "../../db/schema";
import { runNotificationFanouts } from "../notifications";
import { publishScheduledPosts } from "./publish-scheduled";

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let creator: { id: string; username: string };
let cookies: { creator: string; rookie: string; pro: string; allStar: string };
let members: Record<"rookie" | "pro" | "allStar", Awaited<ReturnType<typeof createUser>>>;
const noJobs = { runSoon: () => {} };

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t, { role: "influencer", username: "coach_release" });
  creator = { id: user.id, username: "coach_release" };
  members = { rookie: await createUser(t), pro: await createUser(t), allStar: await createUser(t) };
  await createMembership(t, members.rookie.id, creator.id, "rookie");
  await createMembership(t, members.pro.id, creator.id, "pro");
  await createMembership(t, members.allStar.id, creator.id, "all_star");
  cookies = {
    creator: await signIn(t, user),
    rookie: await signIn(t, members.rookie),
    pro: await signIn(t, members.pro),
    allStar: await signIn(t, members.allStar),
  };
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.request("GET", url, { cookie });
const publicList = async (cookie?: string) =>
  (await get(`/api/creators/${creator.username}/posts`, cookie)).json.posts as { id: string }[];
const feed = async (cookie: string) => (await get("/api/me/feed", cookie)).json.posts as { id: string }[];
const newContentFor = async (userId: string, postId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (row) => row.type === "content_published" && (row.data as { postId: string }).postId === postId,
  );

describe("scheduled publishing", () => {
  let postId: string;
  const soon = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

  it("keeps a scheduled post out of every read path but the creator's own list", async () => {
    const scheduledFor = soon();
    const created = await t.request("POST", "/api/posts", {
      cookie: cookies.creator,
      body: { title: "Tomorrow's mobility", type: "text", requiredTier: "rookie", status: "scheduled", scheduledFor },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ status: "scheduled", scheduledFor, publishedAt: null });
    postId = created.json.id;

    const own = (await get("/api/me/posts", cookies.creator)).json.posts;
    expect(own.find((post: { id: string }) => post.id === postId)).toMatchObject({ status: "scheduled", scheduledFor });
    for (const cookie of [undefined, cookies.rookie, cookies.allStar]) {
      expect((await publicList(cookie)).map((post) => post.id)).not.toContain(postId);
      expect((await get(`/api/posts/${postId}`, cookie)).status).toBe(404);
      expect((await get(`/api/posts/${postId}/thumbnail`, cookie)).status).toBe(404);
      expect((await get(`/api/posts/${postId}/media`, cookie)).status).toBe(404);
    }
    expect((await feed(cookies.allStar)).map((post) => post.id)).not.toContain(postId);
    expect((await t.request("POST", `/api/posts/${postId}/views`, { cookie: cookies.rookie })).status).toBe(404);
  });

  it("tells nobody at scheduling time", async () => {
    expect(await runNotificationFanouts(t.db)).toBe(0);
    expect(await newContentFor(members.rookie.id, postId)).toHaveLength(0);
  });

  it("is left alone by the job before its time", async () => {
    expect(await publishScheduledPosts({ db: t.db, jobs: noJobs })).toBe(0);
    expect((await postRow(t, postId))?.status).toBe("scheduled");
  });

  it("is published by the job at its time, dated then, and announced once", async () => {
    const row = await postRow(t, postId);
    const ran: string[] = [];
    const at = new Date(row!.scheduledFor!.getTime() + 1000);
    expect(await publishScheduledPosts({ db: t.db, jobs: { runSoon: (name) => ran.push(name) } }, at)).toBe(1);
    expect(ran).toEqual(["notification-fanout"]);
    const published = await postRow(t, postId);
    expect(published).toMatchObject({ status: "published", scheduledFor: null, publishedAt: row!.scheduledFor });

    expect((await publicList()).map((post) => post.id)).toContain(postId);
    expect((await get(`/api/posts/${postId}`, cookies.rookie)).status).toBe(200);
    expect((await feed(cookies.rookie)).map((post) => post.id)).toContain(postId);

    await runNotificationFanouts(t.db);
    expect(await publishScheduledPosts({ db: t.db, jobs: noJobs }, new Date(at.getTime() + DAY))).toBe(0);
    await runNotificationFanouts(t.db);
    for (const member of Object.values(members)) expect(await newContentFor(member.id, postId)).toHaveLength(1);
  });

  it("lets the creator move the time and publish early", async () => {
    const created = await createPost(t, creator, { title: "Later", status: "scheduled", scheduledFor: soon() });
    const later = new Date(Date.now() + 3 * DAY).toISOString();
    const moved = await t.request("PATCH", `/api/posts/${created.id}`, {
      cookie: cookies.creator,
      body: { scheduledFor: later },
    });
    expect(moved.json).toMatchObject({ status: "scheduled", scheduledFor: later });
    const now = await t.request("PATCH", `/api/posts/${created.id}`, {
      cookie: cookies.creator,
      body: { status: "published" },
    });
    expect(now.json).toMatchObject({ status: "published", scheduledFor: null });
    expect(now.json.publishedAt).not.toBeNull();
  });

  it.each([
    [{ status: "scheduled" }, "scheduledFor", "validation.scheduleRequired"],
    [
      { status: "scheduled", scheduledFor: new Date(Date.now() - 60_000).toISOString() },
      "scheduledFor",
      "validation.scheduleInPast",
    ],
    [
      { status: "scheduled", scheduledFor: new Date(Date.now() + 400 * DAY).toISOString() },
      "scheduledFor",
      "validation.scheduleTooFar",
    ],
    [
      { status: "published", scheduledFor: new Date(Date.now() + DAY).toISOString() },
      "scheduledFor",
      "validation.scheduleNotScheduled",
    ],
    [{ status: "scheduled", scheduledFor: "tomorrow" }, "scheduledFor", "validation.scheduleInvalid"],
  ])("refuses %o with 400", async (release, field, key) => {
    const response = await t.request("POST", "/api/posts", {
      cookie: cookies.creator,
      body: { title: "Bad", ...release },
    });
    expect(response.status).toBe(400);
    expect(response.json.error.details.fields[field]).toBe(key);
  });

  it("refuses to move the time of a post that is not scheduled", async () => {
    const published = await createPost(t, creator, { title: "Out already" });
    const response = await t.request("PATCH", `/api/posts/${published.id}`, {
      cookie: cookies.creator,
      body: { scheduledFor: new Date(Date.now() + DAY).toISOString() },
    });
    expect(response.status).toBe(400);
    expect(response.json.error.details.fields.scheduledFor).toBe("validation.scheduleNotScheduled");
  });
});

describe("step-down release", () => {
  let postId: string;
  const moveBack = (days: number) =>
    t.db
      .update(posts)
      .set({ publishedAt: new Date(Date.now() - days * DAY - 60_000) })
      .where(eq(posts.id, postId));
  const card = async (cookie?: string) =>
    (await publicList(cookie)).find((post) => post.id === postId) as Record<string, any>;

  beforeAll(async () => {
    const post = await createPost(t, creator, {
      title: "Speed block",
      type: "video",
      description: "The secret numbers",
      requiredTier: "all_star",
      opensToProAfterDays: 7,
      opensToEveryoneAfterDays: 30,
      withThumbnail: true,
    });
    postId = post.id;
    expect(post).toMatchObject({ opensToProAfterDays: 7, opensToEveryoneAfterDays: 30 });
  });

  it("at day 0 is locked for PRO, with the day it opens to them", async () => {
    const locked = await card(cookies.pro);
    expect(locked).toMatchObject({
      isLocked: true,
      description: null,
      mediaUrl: null,
      opensAt: { tier: "pro", forViewer: true },
    });
    const publishedAt = new Date(locked.publishedAt).getTime();
    expect(new Date(locked.opensAt.at).getTime()).toBe(publishedAt + 7 * DAY);
    expect((await get(`/api/posts/${postId}`, cookies.pro)).json).toMatchObject({
      isLocked: true,
      opensAt: { tier: "pro" },
    });
    expect((await feed(cookies.pro)).find((post) => post.id === postId)).toMatchObject({ isLocked: true });
    expect((await get(`/api/posts/${postId}/media`, cookies.pro)).status).toBe(403);
    expect((await get(`/api/posts/${postId}/thumbnail`, cookies.pro)).status).toBe(403);
    expect((await t.request("POST", `/api/posts/${postId}/views`, { cookie: cookies.pro })).status).toBe(403);
    // A visitor hears of the opening to everyone; the answer is the same for every visitor.
    expect((await card()).opensAt).toMatchObject({ tier: "rookie", forViewer: true });
    expect((await card(cookies.allStar)).isLocked).toBe(false);
    expect((await card(cookies.allStar)).opensAt).toBeUndefined();
  });

  it("opens to PRO after 7 days, everywhere, while free followers wait", async () => {
    await moveBack(7);
    expect(await card(cookies.pro)).toMatchObject({ isLocked: false, description: "The secret numbers" });
    expect((await card(cookies.pro)).opensAt).toBeUndefined();
    expect((await get(`/api/posts/${postId}`, cookies.pro)).json.isLocked).toBe(false);
    expect((await feed(cookies.pro)).find((post) => post.id === postId)).toMatchObject({ isLocked: false });
    expect((await get(`/api/posts/${postId}/media`, cookies.pro)).status).toBe(200);
    expect((await get(`/api/posts/${postId}/thumbnail`, cookies.pro)).status).toBe(200);
    expect((await t.request("POST", `/api/posts/${postId}/views`, { cookie: cookies.pro })).status).toBe(204);
    expect(await card(cookies.rookie)).toMatchObject({ isLocked: true, opensAt: { tier: "rookie", forViewer: true } });
    expect((await get(`/api/posts/${postId}/media`, cookies.rookie)).status).toBe(403);
    expect((await get(`/api/posts/${postId}/media`)).status).toBe(401);
  });

  it("keeps a favorite in step with the release", async () => {
    await moveBack(0);
    expect(
      (await t.request("PUT", `/api/posts/${postId}/favorite`, { cookie: cookies.pro })).status,
    ).toBeGreaterThanOrEqual(400);
    await moveBack(8);
    expect((await t.request("PUT", `/api/posts/${postId}/favorite`, { cookie: cookies.pro })).status).toBeLessThan(300);
    await moveBack(0);
    const favorites = (await get("/api/me/favorites", cookies.pro)).json.posts;
    expect(favorites.find((post: { id: string }) => post.id === postId)).toMatchObject({
      isLocked: true,
      opensAt: { tier: "pro" },
    });
  });

  it("opens to everyone after 30 days", async () => {
    await moveBack(30);
    for (const cookie of [undefined, cookies.rookie]) {
      expect((await card(cookie)).isLocked).toBe(false);
      expect((await get(`/api/posts/${postId}/media`, cookie)).status).toBe(200);
    }
  });

  it.each([
    [{ requiredTier: "pro", opensToProAfterDays: 3 }, "opensToProAfterDays", "validation.stepDownTier"],
    [{ requiredTier: "rookie", opensToEveryoneAfterDays: 3 }, "opensToEveryoneAfterDays", "validation.stepDownTier"],
    [
      { requiredTier: "all_star", opensToProAfterDays: 10, opensToEveryoneAfterDays: 5 },
      "opensToEveryoneAfterDays",
      "validation.stepDownOrder",
    ],
    [{ requiredTier: "all_star", opensToProAfterDays: 0 }, "opensToProAfterDays", "validation.stepDownDays"],
    [
      { requiredTier: "all_star", opensToEveryoneAfterDays: 366 },
      "opensToEveryoneAfterDays",
      "validation.stepDownDays",
    ],
  ])("refuses %o with 400", async (release, field, key) => {
    const response = await t.request("POST", "/api/posts", {
      cookie: cookies.creator,
      body: { title: "Bad", ...release },
    });
    expect(response.status).toBe(400);
    expect(response.json.error.details.fields[field]).toBe(key);
  });

  it("checks an edit's step-downs against the post's own tier", async () => {
    const response = await t.request("PATCH", `/api/posts/${postId}`, {
      cookie: cookies.creator,
      body: { requiredTier: "pro" },
    });
    expect(response.status).toBe(400);
    expect(response.json.error.details.fields.opensToProAfterDays).toBe("validation.stepDownTier");
    const fixed = await t.request("PATCH", `/api/posts/${postId}`, {
      cookie: cookies.creator,
      body: { requiredTier: "pro", opensToProAfterDays: null },
    });
    expect(fixed.json).toMatchObject({ requiredTier: "pro", opensToProAfterDays: null, opensToEveryoneAfterDays: 30 });
  });
});
