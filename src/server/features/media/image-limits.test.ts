// Decompression bombs and picture floods: a tiny file with a huge canvas is refused from its
// header wherever a picture comes in, and each user may upload only so many pictures an hour.
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_UPLOADS_PER_HOUR, MAX_IMAGE_PIXELS } from "../../../domain/images";
import { profiles, uploads } from "../../db/schema";
import { createUpload as createStoredUpload } from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { blankPng } from "../../../../tests/support/images";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { createUpload, tusRequest } from "../../../../tests/support/tus";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// 49 megapixels in about 50 KB: passes every byte limit, over the pixel limit.
const bomb = blankPng(7000, 7000);

async function newUser(role: "influencer" | "follower" = "influencer") {
  const user = await createUser(t, { role });
  return { user, cookie: await signIn(t, user) };
}

async function putProfileImage(kind: string, body: Buffer, cookie: string) {
  const response = await t.app.request(`/api/me/profile/images/${kind}`, {
    method: "PUT",
    headers: { "content-type": "image/png", cookie },
    body: new Uint8Array(body),
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as any };
}

async function tusSend(cookie: string, kind: string, file: Buffer) {
  const created = await createUpload(t, cookie, {
    size: file.length,
    kind,
    filetype: "image/png",
    filename: "big.png",
  });
  if (created.status !== 201) return created;
  return tusRequest(t, "PATCH", created.location!, { cookie, headers: { "upload-offset": "0" }, body: file });
}

const storedUnder = async (folder: string) =>
  readdir(path.join(t.deps.config.dataDir, "uploads", folder), { recursive: true }).catch(() => [] as string[]);

describe("a picture with more pixels than we decode", () => {
  it("is refused as a profile picture with 422 and a sentence naming its size, and nothing is stored", async () => {
    expect(bomb.length).toBeLessThan(100_000);
    const { user, cookie } = await newUser("follower");

    for (const kind of ["avatar", "cover"]) {
      const response = await putProfileImage(kind, bomb, cookie);
      expect(response.status).toBe(422);
      expect(response.json.error).toMatchObject({
        code: "image_dimensions_too_large",
        details: { width: 7000, height: 7000, maxPixels: MAX_IMAGE_PIXELS },
      });
      expect(response.json.error.message).toBe(
        "This image is 7000 × 7000 pixels (49 megapixels); images may have at most 40 megapixels. Please make it smaller and try again.",
      );
    }
    expect(await storedUnder(`public/avatars/${user.id}`)).toEqual([]);
    expect(await storedUnder(`public/covers/${user.id}`)).toEqual([]);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({ avatarKey: null, coverKey: null });
  });

  it.each(["image", "thumbnail"])(
    "is refused as a post %s when its last byte arrives, and nothing is kept",
    async (kind) => {
      const { user, cookie } = await newUser();
      const response = await tusSend(cookie, kind, bomb);
      expect(response.status).toBe(422);
      expect(response.json).toMatchObject({
        error: { code: "image_dimensions_too_large", details: { width: 7000, height: 7000 } },
      });
      expect(await t.db.select().from(uploads).where(eq(uploads.ownerId, user.id))).toEqual([]);
      expect(await storedUnder(`private/uploads/${user.id}`)).toEqual([]);
    },
  );

  it("is not decoded for a post either when it was stored before the limit existed", async () => {
    const { user, cookie } = await newUser();
    // Recorded directly, the way an upload accepted by an older version sits in storage.
    const earlier = await createStoredUpload(t, user, "image", { bytes: bomb, mimeType: "image/png" });
    const post = await t.request("POST", "/api/posts", {
      cookie,
      body: { title: "Plate", type: "image", mediaUploadId: earlier.id },
    });
    expect(post.status).toBe(400);
    expect(post.json).toMatchObject({ error: { code: "invalid_image" } });
  });

  it("still takes a large picture under the limit", async () => {
    const { cookie } = await newUser();
    const picture = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: { r: 9, g: 90, b: 200 } },
    })
      .png()
      .toBuffer();
    const cover = await putProfileImage("cover", picture, cookie);
    expect(cover.status).toBe(200);
    const served = await t.app.request(cover.json.urls.lg);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      width: 1920,
      height: 640,
      format: "webp",
    });
    expect((await tusSend(cookie, "image", picture)).status).toBe(204);
  });
});

describe(`more than ${IMAGE_UPLOADS_PER_HOUR} pictures in an hour`, () => {
  it("are refused with 429 and Retry-After, for profile pictures and post pictures alike, but not for videos or other users", async () => {
    const { cookie } = await newUser();
    const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer();
    for (let i = 0; i < IMAGE_UPLOADS_PER_HOUR; i++)
      expect((await putProfileImage("avatar", small, cookie)).status).toBe(200);

    const profile = await putProfileImage("avatar", small, cookie);
    expect(profile.status).toBe(429);
    expect(profile.json.error).toMatchObject({
      code: "too_many_image_uploads",
      details: { limit: IMAGE_UPLOADS_PER_HOUR },
    });
    expect(profile.json.error.message).toMatch(/uploaded 30 pictures in the last hour.*try again in (59|60) minutes/);
    const retryAfter = Number(profile.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    const post = await createUpload(t, cookie, { size: small.length, kind: "image", filetype: "image/png" });
    expect(post.status).toBe(429);
    expect(post.json).toMatchObject({ error: { code: "too_many_image_uploads" } });
    expect(Number(post.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(post.location).toBeNull();

    expect((await createUpload(t, cookie, { size: 1000, kind: "video", filetype: "video/mp4" })).status).toBe(201);
    expect((await putProfileImage("avatar", small, (await newUser()).cookie)).status).toBe(200);
  });
});
