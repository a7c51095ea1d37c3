// With object storage the app checks access and then steps out of the byte path: a member's
// read of a file is a redirect to a short-lived signed address in the bucket (s3rver here),
// which answers ranges and carries the caching the app would have sent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost, videoBytes } from "../../../../tests/support/content-factories";
import { submitCheckin, uploadPhoto } from "../../../../tests/support/checkin-factories";
import { smallPng, uploadCommunityImage } from "../../../../tests/support/community-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { cameraPhoto } from "../../../../tests/support/images";
import { openRequest } from "../../../../tests/support/support-factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { startHttpServer } from "../../../../tests/support/http-server";
import { startTestS3 } from "../../../../tests/support/s3-server";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

const SIZE = 100_000;
const TTL_SECONDS = 120;
let s3: Awaited<ReturnType<typeof startTestS3>>;
let t: TestApp;
let bytes: Buffer;
let proPostId: string;
let memberCookie: string;
let outsiderCookie: string;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ env: { ...s3.env, MEDIA_URL_TTL_SECONDS: String(TTL_SECONDS) } });
  const creator = await createUser(t, { role: "influencer" });
  bytes = videoBytes(SIZE);
  proPostId = (await createPost(t, creator, { type: "video", requiredTier: "pro", mediaBytes: bytes })).id;
  const member = await createUser(t);
  await createMembership(t, member.id, creator.id, "pro");
  memberCookie = await signIn(t, member);
  outsiderCookie = await signIn(t, await createUser(t));
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

const mediaOf = (cookie: string) => t.app.request(`/api/posts/${proPostId}/media`, { headers: { cookie } });

describe("a paid post's file with S3 storage", () => {
  it("is a redirect, never kept, to a signed address in the bucket", async () => {
    const response = await mediaOf(memberCookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const signed = new URL(response.headers.get("location")!);
    expect(signed.origin).toBe(s3.settings.endpoint);
    expect(signed.searchParams.get("X-Amz-Signature")).toBeTruthy();
    expect(await response.text()).toBe("");
  });

  it("is read from the bucket in ranges, with the app's private caching", async () => {
    const signed = (await mediaOf(memberCookie)).headers.get("location")!;
    const whole = await fetch(signed);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    expect(whole.headers.get("cache-control")).toBe(`private, max-age=${TTL_SECONDS}`);

    const slice = await fetch(signed, { headers: { range: "bytes=40000-40999" } });
    expect(slice.status).toBe(206);
    expect(slice.headers.get("content-range")).toBe(`bytes 40000-40999/${SIZE}`);
    expect(Buffer.from(await slice.arrayBuffer()).equals(bytes.subarray(40000, 41000))).toBe(true);
  });

  it("keeps working for at least its lifetime and at most half as long again", async () => {
    const signed = new URL((await mediaOf(memberCookie)).headers.get("location")!);
    const signedAt = Date.parse(
      signed.searchParams
        .get("X-Amz-Date")!
        .replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"),
    );
    const expiresAt = signedAt + Number(signed.searchParams.get("X-Amz-Expires")) * 1000;
    expect(expiresAt - Date.now()).toBeGreaterThanOrEqual(TTL_SECONDS * 1000 - 5_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(TTL_SECONDS * 1500);
  });

  it("is the same address for every request in a while, so the browser reuses what it fetched", async () => {
    const first = (await mediaOf(memberCookie)).headers.get("location");
    const second = (await mediaOf(memberCookie)).headers.get("location");
    expect(second).toBe(first);
  });

  it("is no address at all for someone without the tier", async () => {
    const response = await mediaOf(outsiderCookie);
    expect(response.status).toBe(403);
    expect(response.headers.get("location")).toBeNull();
  });
});

describe("pages with S3 storage", () => {
  it("allow media from the bucket's origin in their content security policy", async () => {
    const http = await startHttpServer(t.deps);
    const policy = String((await http.get("/explore")).headers["content-security-policy"]);
    await http.close();
    for (const directive of ["img-src", "media-src", "connect-src"]) {
      expect(policy).toMatch(new RegExp(`${directive} [^;]*${s3.settings.endpoint!.replace(/[.:/]/g, "\\$&")}`));
    }
  });
});

describe("public pictures with S3 storage", () => {
  it("are a redirect kept half a day, to a signed address whose bytes are kept for a year", async () => {
    const key = "public/avatars/test/pic-256.webp";
    await t.deps.storage.put(key, Buffer.from("picture"), "image/webp");
    const response = await t.app.request(`/api/media/${key}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("cache-control")).toBe("public, max-age=43200");
    const picture = await fetch(response.headers.get("location")!);
    expect(await picture.text()).toBe("picture");
    expect(picture.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("are sent to the CDN in front of the bucket when there is one", async () => {
    const withCdn = await createTestApp({ env: { ...s3.env, MEDIA_CDN_URL: "https://cdn.example.com/media/" } });
    try {
      const response = await withCdn.app.request("/api/media/public/avatars/a%20b/pic-256.webp");
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("https://cdn.example.com/media/public/avatars/a%20b/pic-256.webp");
      const http = await startHttpServer(withCdn.deps);
      const policy = String((await http.get("/explore")).headers["content-security-policy"]);
      await http.close();
      expect(policy).toContain(`img-src 'self' data: blob: ${s3.settings.endpoint} https://cdn.example.com;`);
    } finally {
      await withCdn.close();
    }
  });
});

describe("community pictures, check-in photos and support screenshots with S3 storage", () => {
  /** Checks the reader's answer is a bare redirect to the bucket, whose bytes are a picture. */
  async function expectBucketRedirect(path: string, cookie: string, cacheControl = "private, no-store") {
    const response = await t.app.request(path, { headers: { cookie } });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(302);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const signed = response.headers.get("location")!;
    expect(new URL(signed).origin).toBe(s3.settings.endpoint);
    const picture = await fetch(signed);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toMatch(/^image\//);
    expect(picture.headers.get("cache-control")).toBe(cacheControl);
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(0);
  }

  it("are redirects to the bucket after the same checks, and no address for anyone else", async () => {
    const creator = await createUser(t, { role: "influencer" });
    const member = await createUser(t);
    await createMembership(t, member.id, creator.id, "all_star");
    const cookie = await signIn(t, member);

    const uploaded = await uploadCommunityImage(t, cookie, creator.username, await smallPng());
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
    await expectBucketRedirect(uploaded.json.image.url, cookie, "private, no-store");

    const checkin = await submitCheckin(t, cookie, creator.username);
    expect(checkin.status, checkin.text).toBe(201);
    const photo = await uploadPhoto(t, cookie, checkin.json.checkin.id, await cameraPhoto());
    expect(photo.status, JSON.stringify(photo.json)).toBe(201);
    await expectBucketRedirect(photo.json.photo.url, cookie, "private, no-store");

    const request = await openRequest(
      t,
      cookie,
      { subject: "A picture", message: "The screen looked like this." },
      { bytes: await cameraPhoto(), type: "image/jpeg" },
    );
    const screenshot = `/api/support/requests/${request.json.id}/screenshot`;
    await expectBucketRedirect(screenshot, cookie, "private, no-store");

    for (const path of [uploaded.json.image.url, photo.json.photo.url, screenshot]) {
      const refused = await t.app.request(path, { headers: { cookie: outsiderCookie } });
      expect(refused.status, path).toBe(404);
      expect(refused.headers.get("location")).toBeNull();
    }
  });
});
