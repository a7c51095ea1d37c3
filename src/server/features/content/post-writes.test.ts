// Creating, editing and deleting posts: validation, uploads used once, files made and removed,
// and drafts and hidden posts kept from everyone but their creator.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts, uploads } from "../../db/schema";
import { createPost, createUpload, postRow, storedBytes } from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
let creator: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let creatorCookie: string;
let otherCookie: string;
let followerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  creator = await createUser(t, { role: "influencer", username: "coach_writes" });
  other = await createUser(t, { role: "influencer" });
  const follower = await createUser(t);
  await createMembership(t, follower.id, creator.id, "all_star");
  [creatorCookie, otherCookie, followerCookie] = await Promise.all([
    signIn(t, creator),
    signIn(t, other),
    signIn(t, follower),
  ]);
});
afterAll(() => t.close());

const create = (body: unknown, cookie = creatorCookie) => t.request("POST", "/api/posts", { body, cookie });

describe("POST /api/posts", () => {
  it("creates a video post with its file and custom thumbnail, processing until its renditions are made", async () => {
    const video = await createUpload(t, creator, "video");
    const thumbnail = await createUpload(t, creator, "thumbnail");
    const response = await create({
      title: "  Leg day  ",
      description: "Squats and lunges",
      category: "workout",
      type: "video",
      requiredTier: "pro",
      mediaUploadId: video.id,
      thumbnailUploadId: thumbnail.id,
      durationSeconds: 95,
    });
    expect(response.status).toBe(201);
    const post = response.json;
    expect(post).toMatchObject({
      title: "Leg day",
      description: "Squats and lunges",
      type: "video",
      requiredTier: "pro",
      // Published once the transcoding job is done (features/video); hidden from members till then.
      status: "processing",
      publishedAt: null,
      video: { status: "processing", progress: 0, failureReason: null },
      isLocked: false,
      isHidden: false,
      durationSeconds: 95,
      viewCount: 0,
      mediaUrl: `/api/posts/${post.id}/media`,
      creator: { username: "coach_writes", avatarUrls: null },
    });
    expect((await t.request("GET", `/api/posts/${post.id}`, { cookie: followerCookie })).status).toBe(404);
    const thumb = await t.app.request(post.thumbnailUrl, { headers: { cookie: creatorCookie } });
    expect(Buffer.from(await thumb.arrayBuffer()).equals(thumbnail.bytes)).toBe(true);
    const attached = await t.db.select().from(uploads).where(eq(uploads.postId, post.id));
    expect(attached.map((upload) => upload.id).sort()).toEqual([video.id, thumbnail.id].sort());
  });

  it("derives a thumbnail and a small blurred teaser for an image post without a thumbnail", async () => {
    const image = await createUpload(t, creator, "image");
    const response = await create({
      title: "Meal prep",
      type: "image",
      requiredTier: "all_star",
      mediaUploadId: image.id,
    });
    expect(response.status).toBe(201);
    const row = (await postRow(t, response.json.id))!;
    expect(row.thumbnailKey).toMatch(/^private\/posts\//);
    expect(row.teaserKey).toMatch(/^public\/teasers\/.+\.webp$/);
    const thumb = await t.app.request(response.json.thumbnailUrl, { headers: { cookie: creatorCookie } });
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    const teaser = await sharp((await storedBytes(t, row.teaserKey!))!).metadata();
    expect({ format: teaser.format, width: teaser.width, height: teaser.height }).toEqual({
      format: "webp",
      width: 320,
      height: 180,
    });
  });

  it("creates a text post and a draft with no publication date", async () => {
    const response = await create({ title: "Rest-day thoughts", status: "draft" });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      type: "text",
      status: "draft",
      publishedAt: null,
      mediaUrl: null,
      thumbnailUrl: null,
      category: "workout",
      requiredTier: "rookie",
    });
  });

  it.each([
    ["a missing title", { title: "   " }, "title", "validation.titleRequired"],
    ["a video without its file", { title: "Run", type: "video" }, "mediaUploadId", "validation.fileRequired"],
    ["an image without its file", { title: "Plate", type: "image" }, "mediaUploadId", "validation.fileRequired"],
  ])("refuses %s (400)", async (_name, body, field, message) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("validation_failed");
    expect(response.json.error.details.fields[field]).toBe(message);
  });

  it("refuses a file on a text post", async () => {
    const video = await createUpload(t, creator, "video");
    const response = await create({ title: "Words", type: "text", mediaUploadId: video.id });
    expect(response.status).toBe(400);
    expect(response.json.error.details.fields.mediaUploadId).toBe("validation.fileNotAllowed");
  });

  it.each([
    [
      "another creator's upload",
      async () => ({ type: "video", mediaUploadId: (await createUpload(t, other, "video")).id }),
    ],
    [
      "an image upload for a video post",
      async () => ({ type: "video", mediaUploadId: (await createUpload(t, creator, "image")).id }),
    ],
    [
      "a video upload for an image post",
      async () => ({ type: "image", mediaUploadId: (await createUpload(t, creator, "video")).id }),
    ],
    [
      "a video upload as the thumbnail",
      async () => ({ type: "text", thumbnailUploadId: (await createUpload(t, creator, "video")).id }),
    ],
    ["an upload that does not exist", async () => ({ type: "video", mediaUploadId: crypto.randomUUID() })],
  ])("answers 404 upload_not_found for %s, and creates nothing", async (_name, makeBody) => {
    const before = (await t.db.select().from(posts).where(eq(posts.creatorId, creator.id))).length;
    const response = await create({ title: "Nope", ...(await makeBody()) });
    expect(response.status).toBe(404);
    expect(response.json.error.code).toBe("upload_not_found");
    expect((await t.db.select().from(posts).where(eq(posts.creatorId, creator.id))).length).toBe(before);
  });

  it("refuses a thumbnail that is not a readable picture (400 invalid_image), leaving the upload free", async () => {
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    const thumbnail = await createUpload(t, creator, "thumbnail", { bytes: broken });
    const response = await create({ title: "Broken", thumbnailUploadId: thumbnail.id });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("invalid_image");
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, thumbnail.id));
    expect(row!.postId).toBeNull();
  });

  it("uses an upload only once", async () => {
    const video = await createUpload(t, creator, "video");
    expect((await create({ title: "First", type: "video", mediaUploadId: video.id })).status).toBe(201);
    const again = await create({ title: "Second", type: "video", mediaUploadId: video.id });
    expect(again.status).toBe(404);
    expect(again.json.error.code).toBe("upload_not_found");
  });

  it("attaches an upload to only one of two posts created at the same moment", async () => {
    const video = await createUpload(t, creator, "video");
    const results = await Promise.all(
      [1, 2].map((n) => create({ title: `Race ${n}`, type: "video", mediaUploadId: video.id })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 404]);
  });

  it("lets only influencers post", async () => {
    expect((await create({ title: "Hi" }, followerCookie)).status).toBe(403);
    expect((await t.request("POST", "/api/posts", { body: { title: "Hi" } })).status).toBe(401);
  });
});

describe("PATCH /api/posts/:id", () => {
  it("publishes a draft, dating it now, and edits its fields", async () => {
    const draft = await createPost(t, creator, { status: "draft", title: "Draft" });
    expect(draft.publishedAt).toBeNull();
    const response = await t.request("PATCH", `/api/posts/${draft.id}`, {
      cookie: creatorCookie,
      body: { status: "published", title: "Now live", description: "Hello", category: "recovery", requiredTier: "pro" },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      status: "published",
      title: "Now live",
      description: "Hello",
      category: "recovery",
      requiredTier: "pro",
    });
    expect(Date.parse(response.json.publishedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses to let another creator or a follower edit (404 / 403), and changes nothing", async () => {
    const post = await createPost(t, creator, { title: "Mine" });
    const byOther = await t.request("PATCH", `/api/posts/${post.id}`, {
      cookie: otherCookie,
      body: { title: "Stolen" },
    });
    expect(byOther.status).toBe(404);
    const byFollower = await t.request("PATCH", `/api/posts/${post.id}`, {
      cookie: followerCookie,
      body: { title: "Stolen" },
    });
    expect(byFollower.status).toBe(403);
    expect((await postRow(t, post.id))!.title).toBe("Mine");
  });

  it("answers a malformed post id with 404 post_not_found", async () => {
    for (const id of ["abc", "not-a-uuid", "1", "%E2%82%AC"]) {
      const response = await t.request("PATCH", `/api/posts/${id}`, {
        cookie: creatorCookie,
        body: { title: "Renamed" },
      });
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe("post_not_found");
    }
  });

  it("answers an edit that changes nothing with the post as it was", async () => {
    const post = await createPost(t, creator, { title: "Unchanged", status: "draft" });
    for (const body of [{}, { status: "draft" }, { unknownField: 1 }]) {
      const response = await t.request("PATCH", `/api/posts/${post.id}`, { cookie: creatorCookie, body });
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(response.json).toMatchObject({ id: post.id, title: "Unchanged", status: "draft" });
    }
  });

  it("validates the edit", async () => {
    const post = await createPost(t, creator);
    const response = await t.request("PATCH", `/api/posts/${post.id}`, { cookie: creatorCookie, body: { title: "" } });
    expect(response.status).toBe(400);
    expect(response.json.error.details.fields.title).toBe("validation.titleRequired");
  });

  it("replaces the thumbnail: a new teaser, and the old thumbnail and teaser files are deleted", async () => {
    const post = await createPost(t, creator, { type: "video", withThumbnail: true });
    const before = (await postRow(t, post.id))!;
    const replacement = await createUpload(t, creator, "thumbnail");
    const response = await t.request("PATCH", `/api/posts/${post.id}`, {
      cookie: creatorCookie,
      body: { thumbnailUploadId: replacement.id },
    });
    expect(response.status).toBe(200);
    const after = (await postRow(t, post.id))!;
    expect(after.thumbnailKey).toBe(replacement.storageKey);
    expect(after.teaserKey).not.toBe(before.teaserKey);
    expect(response.json.thumbnailUrl).not.toBe(post.thumbnailUrl);
    expect(await storedBytes(t, before.thumbnailKey!)).toBeNull();
    expect(await storedBytes(t, before.teaserKey!)).toBeNull();
    expect(await storedBytes(t, after.teaserKey!)).not.toBeNull();
    expect(await t.db.select().from(uploads).where(eq(uploads.id, post.thumbnail!.id))).toEqual([]);
  });

  it("removing an image post's custom thumbnail derives one from its picture again", async () => {
    const post = await createPost(t, creator, { type: "image", withThumbnail: true });
    const response = await t.request("PATCH", `/api/posts/${post.id}`, {
      cookie: creatorCookie,
      body: { thumbnailUploadId: null },
    });
    expect(response.status).toBe(200);
    const row = (await postRow(t, post.id))!;
    expect(row.thumbnailKey).toMatch(/^private\/posts\//);
    expect(await storedBytes(t, post.thumbnail!.storageKey)).toBeNull();
  });
});

describe("DELETE /api/posts/:id", () => {
  it("deletes the post and every file it had", async () => {
    const post = await createPost(t, creator, { type: "video", withThumbnail: true });
    const row = (await postRow(t, post.id))!;
    const keys = [row.mediaKey!, row.thumbnailKey!, row.teaserKey!];
    for (const key of keys) expect(await storedBytes(t, key)).not.toBeNull();

    const response = await t.request("DELETE", `/api/posts/${post.id}`, { cookie: creatorCookie });
    expect(response.status).toBe(204);
    for (const key of keys) expect(await storedBytes(t, key)).toBeNull();
    expect(await postRow(t, post.id)).toBeUndefined();
    expect(await t.db.select().from(uploads).where(eq(uploads.postId, post.id))).toEqual([]);
    expect((await t.request("GET", `/api/posts/${post.id}`, { cookie: creatorCookie })).status).toBe(404);
  });

  it("removes an image post's derived thumbnail too", async () => {
    const post = await createPost(t, creator, { type: "image" });
    const row = (await postRow(t, post.id))!;
    await t.request("DELETE", `/api/posts/${post.id}`, { cookie: creatorCookie });
    for (const key of [row.mediaKey!, row.thumbnailKey!, row.teaserKey!]) expect(await storedBytes(t, key)).toBeNull();
  });

  it("answers a malformed post id with 404 post_not_found and deletes nothing", async () => {
    await createPost(t, creator);
    const before = await t.db.$count(posts);
    const response = await t.request("DELETE", "/api/posts/abc", { cookie: creatorCookie });
    expect(response.status).toBe(404);
    expect(response.json.error.code).toBe("post_not_found");
    expect(await t.db.$count(posts)).toBe(before);
  });

  it("refuses another creator (404) and keeps the files", async () => {
    const post = await createPost(t, creator, { type: "video" });
    const response = await t.request("DELETE", `/api/posts/${post.id}`, { cookie: otherCookie });
    expect(response.status).toBe(404);
    expect(await storedBytes(t, (await postRow(t, post.id))!.mediaKey!)).not.toBeNull();
  });
});

describe("drafts and hidden posts", () => {
  it.each(["draft", "hidden"] as const)("a %s is invisible to everyone but its creator", async (kind) => {
    const post = await createPost(t, creator, {
      type: "video",
      title: `Secret ${kind}`,
      ...(kind === "draft" ? { status: "draft" as const } : { hiddenAt: new Date() }),
    });
    for (const cookie of [undefined, followerCookie, otherCookie]) {
      for (const path of ["", "/media", "/thumbnail"]) {
        expect((await t.request("GET", `/api/posts/${post.id}${path}`, { cookie })).status).toBe(404);
      }
      expect((await t.request("POST", `/api/posts/${post.id}/views`, { cookie })).status).toBe(404);
      const list = (await t.request("GET", "/api/creators/coach_writes/posts", { cookie })).json.posts;
      expect(list.map((card: { id: string }) => card.id)).not.toContain(post.id);
    }
    expect(
      (await t.request("GET", "/api/me/feed", { cookie: followerCookie })).json.posts.map(
        (card: { id: string }) => card.id,
      ),
    ).not.toContain(post.id);

    const own = await t.request("GET", `/api/posts/${post.id}`, { cookie: creatorCookie });
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject(
      kind === "draft" ? { status: "draft", isHidden: false } : { status: "published", isHidden: true },
    );
    expect((await t.request("GET", `/api/posts/${post.id}/media`, { cookie: creatorCookie })).status).toBe(200);
    const mine = (await t.request("GET", "/api/me/posts", { cookie: creatorCookie })).json.posts;
    expect(mine.map((card: { id: string }) => card.id)).toContain(post.id);
  });
});
