// Image posts as galleries: up to 5 pictures in order, each served under the post's access rules
// on every read path, and all removed with the post.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { favorites, postImages, posts, uploads } from "../../db/schema";
import {
  createPost,
  createUpload,
  pictureBytes,
  postRow,
  storedBytes,
} from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { demoPosts, publishDemoPost } from "../../db/seed/demo-posts";

let t: TestApp;
let creator: Awaited<ReturnType<typeof createUser>>;
let creatorCookie: string;
let proCookie: string;
let rookieCookie: string;
let strangerCookie: string;
let rookieId: string;

const colors = [
  { r: 255, g: 0, b: 0 },
  { r: 0, g: 255, b: 0 },
  { r: 0, g: 0, b: 255 },
  { r: 255, g: 255, b: 0 },
  { r: 0, g: 255, b: 255 },
  { r: 255, g: 0, b: 255 },
];

/** Finished image uploads of distinct pictures, so each gallery position can be told apart. */
const imageUploads = (count: number, owner = creator) =>
  Promise.all(
    colors.slice(0, count).map(async (color) => createUpload(t, owner, "image", { bytes: await pictureBytes(color) })),
  );

const create = (body: unknown, cookie = creatorCookie) => t.request("POST", "/api/posts", { body, cookie });
const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.request(url, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

beforeAll(async () => {
  t = await createTestApp();
  creator = await createUser(t, { role: "influencer", username: "gallery_coach" });
  const pro = await createUser(t);
  const rookie = await createUser(t);
  rookieId = rookie.id;
  const stranger = await createUser(t);
  await createMembership(t, pro.id, creator.id, "pro");
  await createMembership(t, rookie.id, creator.id, "rookie");
  [creatorCookie, proCookie, rookieCookie, strangerCookie] = await Promise.all([
    signIn(t, creator),
    signIn(t, pro),
    signIn(t, rookie),
    signIn(t, stranger),
  ]);
});
afterAll(() => t.close());

describe("creating an image post with several pictures", () => {
  it("stores 3 pictures in the order given and serves each one", async () => {
    const pictures = await imageUploads(3);
    const response = await create({
      title: "Meal prep week",
      type: "image",
      imageUploadIds: pictures.map((p) => p.id),
    });
    expect(response.status).toBe(201);
    const post = response.json;
    expect(post.imageCount).toBe(3);
    expect(post.imageUrls).toEqual([0, 1, 2].map((n) => `/api/posts/${post.id}/images/${n}`));
    for (const [position, picture] of pictures.entries()) {
      const image = await get(post.imageUrls[position], creatorCookie);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/png");
      expect((await bytesOf(image)).equals(picture.bytes)).toBe(true);
    }
    // The first picture is the post's media: the one-picture paths (media, thumbnail) still work.
    const media = await get(post.mediaUrl, creatorCookie);
    expect((await bytesOf(media)).equals(pictures[0]!.bytes)).toBe(true);
    expect((await get(post.thumbnailUrl, creatorCookie)).status).toBe(200);
    const attached = await t.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.postId, post.id));
    expect(attached.map((u) => u.id).sort()).toEqual(pictures.map((p) => p.id).sort());
  });

  it("keeps mediaUploadId working, as the first picture and without counting it twice", async () => {
    const [one] = await imageUploads(1);
    const single = await create({ title: "One picture", type: "image", mediaUploadId: one!.id });
    expect(single.json).toMatchObject({ imageCount: 1, imageUrls: [`/api/posts/${single.json.id}/images/0`] });
    const [three, four] = await imageUploads(2);
    const both = await create({
      title: "Both fields",
      type: "image",
      mediaUploadId: three!.id,
      imageUploadIds: [three!.id, four!.id],
    });
    expect(both.status).toBe(201);
    expect(both.json.imageCount).toBe(2);
  });

  it("refuses a 6th picture with 'Maximum 5 files allowed' and stores nothing", async () => {
    const pictures = await imageUploads(6);
    const response = await create({ title: "Too many", type: "image", imageUploadIds: pictures.map((p) => p.id) });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatchObject({ code: "validation_failed", message: "Maximum 5 files allowed" });
    expect(response.json.error.details.fields).toEqual({ imageUploadIds: "validation.tooManyFiles" });
    expect(await t.db.select().from(posts).where(eq(posts.title, "Too many"))).toEqual([]);
    for (const picture of pictures) {
      const [row] = await t.db.select({ postId: uploads.postId }).from(uploads).where(eq(uploads.id, picture.id));
      expect(row?.postId).toBeNull();
    }
  });

  it("takes exactly 5 pictures", async () => {
    const pictures = await imageUploads(5);
    const response = await create({ title: "Five", type: "image", imageUploadIds: pictures.map((p) => p.id) });
    expect(response.status).toBe(201);
    expect(response.json.imageCount).toBe(5);
  });

  it("refuses a repeated picture, pictures on a video post, and another creator's picture, attaching nothing", async () => {
    const [one, two] = await imageUploads(2);
    const repeated = await create({ title: "Repeated", type: "image", imageUploadIds: [one!.id, two!.id, one!.id] });
    expect(repeated.status).toBe(400);
    const video = await createUpload(t, creator, "video");
    const onVideo = await create({ title: "Video", type: "video", mediaUploadId: video.id, imageUploadIds: [one!.id] });
    expect(onVideo.status).toBe(400);
    const other = await createUser(t, { role: "influencer" });
    const [theirs] = await imageUploads(1, other);
    const foreign = await create({ title: "Foreign", type: "image", imageUploadIds: [one!.id, theirs!.id] });
    expect(foreign.status).toBe(404);
    const [row] = await t.db.select({ postId: uploads.postId }).from(uploads).where(eq(uploads.id, one!.id));
    expect(row?.postId).toBeNull();
  });
});

describe("who gets a PRO gallery's pictures", () => {
  let postId: string;
  let bytes: Buffer[];

  beforeAll(async () => {
    const pictures = await imageUploads(3);
    bytes = pictures.map((p) => p.bytes);
    const response = await create({
      title: "Pro gallery",
      type: "image",
      requiredTier: "pro",
      imageUploadIds: pictures.map((p) => p.id),
    });
    postId = response.json.id;
  });

  it("gives an open member every picture, with byte ranges and private caching", async () => {
    const card = (await t.request("GET", `/api/posts/${postId}`, { cookie: proCookie })).json;
    expect(card).toMatchObject({ isLocked: false, imageCount: 3 });
    expect(card.imageUrls).toHaveLength(3);
    const whole = await get(card.imageUrls[2], proCookie);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect((await bytesOf(whole)).equals(bytes[2]!)).toBe(true);
    const part = await get(card.imageUrls[1], proCookie, { range: "bytes=0-9" });
    expect(part.status).toBe(206);
    expect((await bytesOf(part)).equals(bytes[1]!.subarray(0, 10))).toBe(true);
    const list = (await t.request("GET", "/api/creators/gallery_coach/posts", { cookie: proCookie })).json;
    expect(list.posts.find((p: { id: string }) => p.id === postId).imageUrls).toHaveLength(3);
  });

  it("tells a locked member how many pictures there are, but no picture URL on any read path", async () => {
    await t.db.insert(favorites).values({ followerId: rookieId, postId });
    const answers = [
      await t.request("GET", `/api/posts/${postId}`, { cookie: rookieCookie }),
      await t.request("GET", "/api/creators/gallery_coach/posts", { cookie: rookieCookie }),
      await t.request("GET", "/api/me/feed", { cookie: rookieCookie }),
      await t.request("GET", "/api/me/favorites", { cookie: rookieCookie }),
      await t.request("GET", "/api/creators/gallery_coach/posts"),
      await t.request("GET", `/api/posts/${postId}`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const cards = "posts" in answer.json ? answer.json.posts : [answer.json];
      const card = cards.find((p: { id: string }) => p.id === postId);
      expect(card).toMatchObject({ isLocked: true, imageCount: 3, imageUrls: null, mediaUrl: null });
      expect(JSON.stringify(answer.json)).not.toContain(`/api/posts/${postId}/images`);
    }
  });

  it("refuses the pictures themselves to a locked member (403) and a visitor (401)", async () => {
    for (const position of [0, 1, 2]) {
      expect((await get(`/api/posts/${postId}/images/${position}`, rookieCookie)).status).toBe(403);
      expect((await get(`/api/posts/${postId}/images/${position}`, strangerCookie)).status).toBe(403);
      expect((await get(`/api/posts/${postId}/images/${position}`)).status).toBe(401);
    }
  });

  it("answers 404 for a position the gallery does not have", async () => {
    for (const position of ["3", "4", "5", "-1", "one", "01"]) {
      expect((await get(`/api/posts/${postId}/images/${position}`, proCookie)).status).toBe(404);
    }
  });
});

describe("hidden posts and non-image posts", () => {
  it("hides a moderated or draft gallery's pictures from everyone but its creator (404)", async () => {
    const hiddenPictures = await imageUploads(2);
    const hidden = (
      await create({ title: "Hidden gallery", type: "image", imageUploadIds: hiddenPictures.map((p) => p.id) })
    ).json;
    await t.db.update(posts).set({ hiddenAt: new Date(), hiddenReason: "spam" }).where(eq(posts.id, hidden.id));
    const draftPictures = await imageUploads(2);
    const draft = (
      await create({
        title: "Draft gallery",
        type: "image",
        status: "draft",
        imageUploadIds: draftPictures.map((p) => p.id),
      })
    ).json;
    for (const post of [hidden, draft]) {
      for (const cookie of [proCookie, rookieCookie, undefined]) {
        expect((await get(`/api/posts/${post.id}/images/1`, cookie)).status).toBe(404);
        expect((await get(`/api/posts/${post.id}/images/0`, cookie)).status).toBe(404);
      }
      expect((await get(`/api/posts/${post.id}/images/1`, creatorCookie)).status).toBe(200);
    }
    const own = (await t.request("GET", "/api/me/posts", { cookie: creatorCookie })).json.posts;
    expect(own.find((p: { id: string }) => p.id === hidden.id).imageUrls).toHaveLength(2);
  });

  it("has no gallery on a video post", async () => {
    const video = await createPost(t, creator, { type: "video" });
    expect(video).toMatchObject({ imageCount: 0, imageUrls: null });
    expect((await get(`/api/posts/${video.id}/images/0`, creatorCookie)).status).toBe(404);
  });

  it("counts the one picture of an image post made before galleries", async () => {
    const post = await createPost(t, creator, { type: "image" });
    await t.db.delete(postImages).where(eq(postImages.postId, post.id));
    const card = (await t.request("GET", `/api/posts/${post.id}`, { cookie: proCookie })).json;
    expect(card).toMatchObject({ imageCount: 1, imageUrls: [`/api/posts/${post.id}/images/0`] });
    const image = await get(card.imageUrls[0], proCookie);
    expect((await bytesOf(image)).equals(post.media!.bytes)).toBe(true);
  });
});

describe("deleting a gallery post", () => {
  it("removes every picture's file and row", async () => {
    const pictures = await imageUploads(4);
    const post = (await create({ title: "Short-lived", type: "image", imageUploadIds: pictures.map((p) => p.id) }))
      .json;
    const row = (await postRow(t, post.id))!;
    const response = await t.request("DELETE", `/api/posts/${post.id}`, { cookie: creatorCookie });
    expect(response.status).toBe(204);
    for (const picture of pictures) expect(await storedBytes(t, picture.storageKey)).toBeNull();
    for (const key of [row.thumbnailKey!, row.teaserKey!]) expect(await storedBytes(t, key)).toBeNull();
    expect(await t.db.select().from(postImages).where(eq(postImages.postId, post.id))).toEqual([]);
    expect(await t.db.select().from(uploads).where(eq(uploads.postId, post.id))).toEqual([]);
  });
});

describe("the demo", () => {
  it("has a PRO image post that is a gallery of three", async () => {
    const chef = await createUser(t, { role: "influencer" });
    for (const post of demoPosts.chef_marco_fit!) await publishDemoPost(t.deps, chef.id, post);
    const own = (await t.request("GET", "/api/me/posts", { cookie: await signIn(t, chef) })).json.posts;
    expect(own.find((p: { title: string }) => p.title === "Batch-cooking Sunday plan")).toMatchObject({
      requiredTier: "pro",
      imageCount: 3,
    });
  });
});
