// Each creator's total storage (CREATOR_STORAGE_GB) and hourly video uploads
// (CREATOR_VIDEO_UPLOADS_PER_HOUR): refused when an upload starts, before any byte is kept, with
// a 4xx the web app turns into a sentence; deleting a post gives its bytes back.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unfinishedUploads, videoUploadAttempts } from "../../db/schema";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { createUpload, sampleFile, tusRequest } from "../../../../tests/support/tus";

const KB = 1024;
const MB = 1024 * KB;
const VIDEOS_PER_HOUR = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { CREATOR_STORAGE_GB: String(1 / 1024), CREATOR_VIDEO_UPLOADS_PER_HOUR: String(VIDEOS_PER_HOUR) },
  });
});
afterAll(() => t.close());

async function newCreator() {
  const user = await createUser(t, { role: "influencer" });
  return { user, cookie: await signIn(t, user) };
}

const usage = async (cookie: string) => {
  const response = await t.request("GET", "/api/uploads/usage", { cookie });
  expect(response.status).toBe(200);
  return response.json as {
    usedBytes: number;
    limitBytes: number;
    remainingBytes: number;
    videoUploadsLastHour: number;
    videoUploadsPerHour: number;
  };
};

const startVideo = (cookie: string, size: number) =>
  createUpload(t, cookie, { size, kind: "video", filetype: "video/mp4" });

/** A whole video upload through tus; returns the finished upload's id. */
async function uploadVideo(cookie: string, size: number) {
  const created = await startVideo(cookie, size);
  expect(created.status).toBe(201);
  const sent = await tusRequest(t, "PATCH", created.location!, {
    cookie,
    headers: { "upload-offset": "0" },
    body: sampleFile.mp4(size),
  });
  expect(sent.status).toBe(204);
  return created.location!.split("/").pop()!;
}

async function uploadPicture(cookie: string, kind: "image" | "thumbnail", bytes: Buffer) {
  const created = await createUpload(t, cookie, { size: bytes.length, kind, filetype: "image/png" });
  expect(created.status).toBe(201);
  const sent = await tusRequest(t, "PATCH", created.location!, {
    cookie,
    headers: { "upload-offset": "0" },
    body: bytes,
  });
  expect(sent.status).toBe(204);
  return created.location!.split("/").pop()!;
}

/** Every file kept in storage or held by tus, by name. */
async function filesOnDisk() {
  const list = async (folder: string) =>
    (await readdir(path.join(t.deps.config.dataDir, folder), { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  return [...(await list("uploads")), ...(await list("tus"))].sort();
}

describe("GET /api/uploads/usage", () => {
  it("tells a creator what they store against the quota and how many video uploads this hour allows", async () => {
    const { cookie } = await newCreator();
    expect(await usage(cookie)).toEqual({
      usedBytes: 0,
      limitBytes: MB,
      remainingBytes: MB,
      videoUploadsLastHour: 0,
      videoUploadsPerHour: VIDEOS_PER_HOUR,
    });
  });

  it("is for creators only", async () => {
    const follower = await createUser(t, { role: "follower" });
    expect((await t.request("GET", "/api/uploads/usage", { cookie: await signIn(t, follower) })).status).toBe(403);
    expect((await t.request("GET", "/api/uploads/usage")).status).toBe(401);
  });
});

describe("the storage quota", () => {
  it("refuses an upload that would go over the quota when it starts, before any byte is stored", async () => {
    const { user, cookie } = await newCreator();
    await uploadVideo(cookie, 700 * KB);
    expect(await usage(cookie)).toMatchObject({ usedBytes: 700 * KB, remainingBytes: 324 * KB });
    const filesBefore = await filesOnDisk();

    const refused = await startVideo(cookie, 400 * KB);

    expect(refused.status).toBe(413);
    expect(refused.location).toBeNull();
    expect(refused.json).toMatchObject({
      error: {
        code: "storage_quota_exceeded",
        message:
          "This file needs 400 KB, but only 324 KB of your 1 MB of storage is left. Delete posts or routine videos you no longer need to make room.",
        details: { limitBytes: MB, usedBytes: 700 * KB, remainingBytes: 324 * KB, neededBytes: 400 * KB },
      },
    });
    expect(await filesOnDisk()).toEqual(filesBefore);
    expect(await t.db.select().from(unfinishedUploads).where(eq(unfinishedUploads.ownerId, user.id))).toEqual([]);
    // A refused upload takes no slot of the hourly video limit either.
    expect((await usage(cookie)).videoUploadsLastHour).toBe(1);
    // What is left still fits.
    expect((await startVideo(cookie, 324 * KB)).status).toBe(201);
  });

  it("counts uploads in progress at their declared size, so two of them cannot share the last bytes", async () => {
    const { cookie } = await newCreator();
    expect((await startVideo(cookie, 600 * KB)).status).toBe(201);
    expect(await usage(cookie)).toMatchObject({ usedBytes: 600 * KB });
    expect((await startVideo(cookie, 600 * KB)).json.error.code).toBe("storage_quota_exceeded");
  });

  it("counts a post's pictures, the thumbnail and teaser made for it and profile pictures; deleting the post gives its bytes back", async () => {
    const { cookie } = await newCreator();
    const picture = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const imageId = await uploadPicture(cookie, "image", picture);
    const beforePost = (await usage(cookie)).usedBytes;
    expect(beforePost).toBeGreaterThan(0);

    const created = await t.request("POST", "/api/posts", {
      cookie,
      body: { title: "Meal prep", type: "image", imageUploadIds: [imageId] },
    });
    expect(created.status).toBe(201);
    // The derived thumbnail and the blurred teaser are files too.
    const withPost = (await usage(cookie)).usedBytes;
    expect(withPost).toBeGreaterThan(beforePost);

    const avatar = await t.app.request("/api/me/profile/images/avatar", {
      method: "PUT",
      headers: { "content-type": "image/png", cookie },
      body: new Uint8Array(picture),
    });
    expect(avatar.status).toBe(200);
    const withAvatar = (await usage(cookie)).usedBytes;
    expect(withAvatar).toBeGreaterThan(withPost);

    expect((await t.request("DELETE", `/api/posts/${created.json.id}`, { cookie })).status).toBe(204);
    expect((await usage(cookie)).usedBytes).toBe(withAvatar - withPost);
  });

  it("takes an upload again once deleting a post has made room", async () => {
    const { cookie } = await newCreator();
    const videoId = await uploadVideo(cookie, 800 * KB);
    const created = await t.request("POST", "/api/posts", {
      cookie,
      body: { title: "Deadlift day", type: "video", mediaUploadId: videoId },
    });
    expect(created.status).toBe(201);
    expect((await startVideo(cookie, 300 * KB)).status).toBe(413);

    expect((await t.request("DELETE", `/api/posts/${created.json.id}`, { cookie })).status).toBe(204);

    expect(await usage(cookie)).toMatchObject({ usedBytes: 0, remainingBytes: MB });
    expect((await startVideo(cookie, 300 * KB)).status).toBe(201);
  });

  it("counts each creator on their own", async () => {
    const first = await newCreator();
    const second = await newCreator();
    await uploadVideo(first.cookie, 900 * KB);
    expect((await startVideo(first.cookie, 200 * KB)).status).toBe(413);
    expect((await startVideo(second.cookie, 900 * KB)).status).toBe(201);
  });
});

describe("the hourly video upload limit", () => {
  it(`refuses a ${VIDEOS_PER_HOUR + 1}th video upload within an hour with 429 and Retry-After, keeps nothing of it, and takes pictures meanwhile`, async () => {
    const { user, cookie } = await newCreator();
    for (let i = 0; i < VIDEOS_PER_HOUR; i++) expect((await startVideo(cookie, 10 * KB)).status).toBe(201);
    expect((await usage(cookie)).videoUploadsLastHour).toBe(VIDEOS_PER_HOUR);

    const refused = await startVideo(cookie, 10 * KB);

    expect(refused.status).toBe(429);
    expect(refused.location).toBeNull();
    expect(refused.json.error).toMatchObject({ code: "too_many_video_uploads", details: { limit: VIDEOS_PER_HOUR } });
    expect(refused.json.error.message).toMatch(
      new RegExp(`You have started ${VIDEOS_PER_HOUR} video uploads in the last hour.*try again in (60|59) minutes`),
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(await t.db.select().from(unfinishedUploads).where(eq(unfinishedUploads.ownerId, user.id))).toHaveLength(
      VIDEOS_PER_HOUR,
    );
    expect((await uploadPicture(cookie, "thumbnail", sampleFile.png(4 * KB))).length).toBeGreaterThan(0);

    // An hour later the slots are free again.
    await t.db
      .update(videoUploadAttempts)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(videoUploadAttempts.userId, user.id));
    expect((await startVideo(cookie, 10 * KB)).status).toBe(201);
  });
});
