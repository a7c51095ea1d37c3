import { readdir } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { DetailedError } from "tus-js-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../db/schema";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import {
  createUpload,
  listen,
  sampleFile,
  tusMetadata,
  tusRequest,
  uploadWithClient,
} from "../../../../tests/support/tus";

let t: TestApp;
let influencer: Awaited<ReturnType<typeof createUser>>;
let cookie: string;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  t = await createTestApp();
  influencer = await createUser(t, { role: "influencer" });
  cookie = await signIn(t, influencer);
  server = await listen(t);
});

afterAll(async () => {
  await server.close();
  await t.close();
});

async function readAll(body: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const storedBytes = async (key: string) => {
  const object = await t.deps.storage.get(key);
  return object && readAll(object.body);
};

const uploadIdOf = (url: string) => url.split("/").pop()!;

/** Everything under a folder of DATA_DIR (missing folder = nothing). */
async function filesUnder(folder: string) {
  try {
    return await readdir(path.join(t.deps.config.dataDir, folder), { recursive: true });
  } catch {
    return [];
  }
}

/** The partial file and info file tus keeps for an upload while it is unfinished. */
const tusFilesOf = async (id: string) => (await filesUnder("tus")).filter((name) => name.startsWith(id));

describe("uploading with tus-js-client (the web app's client)", () => {
  it("records an image and a small video, readable from private storage", async () => {
    const image = sampleFile.png(50_000);
    const video = sampleFile.mp4(300_000);

    const imageUrl = await uploadWithClient(`${server.url}/api/uploads`, cookie, image, {
      kind: "image",
      filetype: "image/png",
      filename: "me.png",
    });
    const videoUrl = await uploadWithClient(
      `${server.url}/api/uploads`,
      cookie,
      video,
      { kind: "video", filetype: "video/mp4", filename: "squats.mp4" },
      { chunkSize: 100_000 },
    );

    const imageId = uploadIdOf(imageUrl);
    const videoId = uploadIdOf(videoUrl);
    expect(imageUrl).toBe(`${server.url}/api/uploads/${imageId}`);
    expect((await t.request("GET", `/api/uploads/${imageId}/status`, { cookie })).json).toEqual({
      id: imageId,
      kind: "image",
      mimeType: "image/png",
      sizeBytes: image.length,
    });
    expect((await t.request("GET", `/api/uploads/${videoId}/status`, { cookie })).json).toEqual({
      id: videoId,
      kind: "video",
      mimeType: "video/mp4",
      sizeBytes: video.length,
    });
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, videoId));
    expect(row).toMatchObject({
      ownerId: influencer.id,
      storageKey: `private/uploads/${influencer.id}/${videoId}`,
      postId: null,
    });
    expect((await storedBytes(`private/uploads/${influencer.id}/${imageId}`))!.equals(image)).toBe(true);
    expect((await storedBytes(`private/uploads/${influencer.id}/${videoId}`))!.equals(video)).toBe(true);
    expect(await tusFilesOf(imageId)).toEqual([]);
    expect(await tusFilesOf(videoId)).toEqual([]);
  });

  it("gets a 415 with the JSON error when the bytes are not what the kind takes", async () => {
    const error = await uploadWithClient(`${server.url}/api/uploads`, cookie, sampleFile.text(), {
      kind: "video",
      filetype: "video/mp4",
      filename: "not-a-video.mp4",
    }).catch((failure: DetailedError) => failure);

    expect((error as DetailedError).originalResponse?.getStatus()).toBe(415);
    expect(JSON.parse((error as DetailedError).originalResponse!.getBody())).toMatchObject({
      error: { code: "unsupported_file_type" },
    });
  });
});

describe("resuming an interrupted upload", () => {
  it("continues from the offset HEAD reports, and the stored file is byte-identical", async () => {
    const video = sampleFile.mp4(200_001);
    const half = 100_000;
    const created = await createUpload(t, cookie, { size: video.length, kind: "video", filetype: "video/mp4" });
    expect(created.status).toBe(201);
    const id = uploadIdOf(created.location!);
    expect(created.location).toBe(`/api/uploads/${id}`);

    const first = await tusRequest(t, "PATCH", created.location!, {
      cookie,
      headers: { "upload-offset": "0" },
      body: video.subarray(0, half),
    });
    expect(first.status).toBe(204);
    expect(first.headers.get("upload-offset")).toBe(String(half));

    // The connection dropped here; the client asks where to go on from.
    const head = await tusRequest(t, "HEAD", created.location!, { cookie });
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-offset")).toBe(String(half));
    expect(head.headers.get("upload-length")).toBe(String(video.length));
    expect((await t.request("GET", `/api/uploads/${id}/status`, { cookie })).status).toBe(404);

    const rest = await tusRequest(t, "PATCH", created.location!, {
      cookie,
      headers: { "upload-offset": String(half) },
      body: video.subarray(half),
    });
    expect(rest.status).toBe(204);
    expect(rest.headers.get("upload-offset")).toBe(String(video.length));

    expect((await storedBytes(`private/uploads/${influencer.id}/${id}`))!.equals(video)).toBe(true);
    expect((await t.request("GET", `/api/uploads/${id}/status`, { cookie })).json).toMatchObject({
      id,
      sizeBytes: video.length,
    });
  });

  it("refuses bytes sent at the wrong offset with 409 and keeps what it had", async () => {
    const video = sampleFile.mp4(1000);
    const created = await createUpload(t, cookie, { size: video.length, kind: "video", filetype: "video/mp4" });
    await tusRequest(t, "PATCH", created.location!, {
      cookie,
      headers: { "upload-offset": "0" },
      body: video.subarray(0, 400),
    });

    const wrong = await tusRequest(t, "PATCH", created.location!, {
      cookie,
      headers: { "upload-offset": "0" },
      body: video.subarray(0, 400),
    });
    expect(wrong.status).toBe(409);
    expect(wrong.json).toMatchObject({ error: { code: "upload_offset_mismatch" } });
    expect((await tusRequest(t, "HEAD", created.location!, { cookie })).headers.get("upload-offset")).toBe("400");
  });
});

describe("the protocol answers", () => {
  it("are sent bare, never gzipped, even to a client that accepts gzip", async () => {
    const image = sampleFile.png(1000);
    const gzipOk = { "accept-encoding": "gzip" };
    const created = await tusRequest(t, "POST", "/api/uploads", {
      cookie,
      headers: {
        ...gzipOk,
        "upload-length": String(image.length),
        "upload-metadata": tusMetadata({ kind: "image", filetype: "image/png", filename: "a.png" }),
      },
    });
    const head = await tusRequest(t, "HEAD", created.headers.get("location")!, { cookie, headers: gzipOk });
    const patch = await tusRequest(t, "PATCH", created.headers.get("location")!, {
      cookie,
      headers: { ...gzipOk, "upload-offset": "0" },
      body: image,
    });

    for (const [response, status] of [
      [created, 201],
      [head, 200],
      [patch, 204],
    ] as const) {
      expect(response.status).toBe(status);
      expect(response.headers.get("tus-resumable")).toBe("1.0.0");
      expect(response.headers.get("content-encoding")).toBeNull();
    }
    expect(patch.headers.get("upload-offset")).toBe(String(image.length));
  });
});

describe("refusing files", () => {
  it("answers 415 to text bytes declared as video/mp4, and keeps nothing anywhere", async () => {
    const owner = await createUser(t, { role: "influencer" });
    const ownerCookie = await signIn(t, owner);
    const text = sampleFile.text(5000);
    const created = await createUpload(t, ownerCookie, {
      size: text.length,
      kind: "video",
      filetype: "video/mp4",
      filename: "workout.mp4",
    });
    expect(created.status).toBe(201);

    const last = await tusRequest(t, "PATCH", created.location!, {
      cookie: ownerCookie,
      headers: { "upload-offset": "0" },
      body: text,
    });

    expect(last.status).toBe(415);
    expect(last.headers.get("content-type")).toMatch(/^application\/json/);
    expect(last.json).toMatchObject({
      error: { code: "unsupported_file_type", details: { allowed: expect.arrayContaining(["video/mp4"]) } },
    });
    expect(await t.db.select().from(uploads).where(eq(uploads.ownerId, owner.id))).toEqual([]);
    expect(await filesUnder(`uploads/private/uploads/${owner.id}`)).toEqual([]);
    expect(await tusFilesOf(uploadIdOf(created.location!))).toEqual([]);
    expect((await tusRequest(t, "HEAD", created.location!, { cookie: ownerCookie })).status).toBe(404);
  });

  it("answers 415 at once when the declared type is not one the kind takes", async () => {
    const created = await createUpload(t, cookie, { size: 1000, kind: "image", filetype: "image/gif" });
    expect(created.status).toBe(415);
    expect(created.json).toMatchObject({ error: { code: "unsupported_file_type" } });
  });

  it.each([
    ["video", "video/mp4", 500 * 1024 * 1024 + 1],
    ["image", "image/png", 10 * 1024 * 1024 + 1],
    ["thumbnail", "image/jpeg", 10 * 1024 * 1024 + 1],
  ])("answers 413 to a %s whose Upload-Length is over its limit", async (kind, filetype, size) => {
    const created = await createUpload(t, cookie, { size, kind, filetype });
    expect(created.status).toBe(413);
    expect(created.json).toMatchObject({ error: { code: "file_too_large", details: { maxBytes: size - 1 } } });
    expect(created.location).toBeNull();
  });

  it("answers 400 when the metadata does not say what kind of file it is", async () => {
    const created = await createUpload(t, cookie, { size: 1000, kind: "document", filetype: "application/pdf" });
    expect(created.status).toBe(400);
    expect(created.json).toMatchObject({ error: { code: "invalid_upload_metadata" } });
  });

  it("aborts an upload on DELETE and forgets its partial file", async () => {
    const created = await createUpload(t, cookie, { size: 1000, kind: "video", filetype: "video/mp4" });
    await tusRequest(t, "PATCH", created.location!, {
      cookie,
      headers: { "upload-offset": "0" },
      body: sampleFile.mp4(1000).subarray(0, 500),
    });
    const id = uploadIdOf(created.location!);
    expect(await tusFilesOf(id)).toEqual([id, `${id}.json`]);

    expect((await tusRequest(t, "DELETE", created.location!, { cookie })).status).toBe(204);
    expect((await tusRequest(t, "HEAD", created.location!, { cookie })).status).toBe(404);
    expect(await tusFilesOf(id)).toEqual([]);
  });
});

describe("who may upload", () => {
  it("refuses visitors with 401 and followers with 403", async () => {
    const follower = await createUser(t, { role: "follower" });
    const followerCookie = await signIn(t, follower);

    const visitor = await createUpload(t, "", { size: 100, kind: "image", filetype: "image/png" });
    expect(visitor.status).toBe(401);
    expect(visitor.json).toMatchObject({ error: { code: "unauthenticated" } });
    const fan = await createUpload(t, followerCookie, { size: 100, kind: "image", filetype: "image/png" });
    expect(fan.status).toBe(403);
    expect(fan.json).toMatchObject({ error: { code: "forbidden" } });
  });

  it("keeps another influencer's uploads out of reach: HEAD, PATCH, DELETE and status look missing", async () => {
    const other = await createUser(t, { role: "influencer" });
    const otherCookie = await signIn(t, other);
    const image = sampleFile.png(1000);
    const created = await createUpload(t, cookie, { size: image.length, kind: "image", filetype: "image/png" });

    expect((await tusRequest(t, "HEAD", created.location!, { cookie: otherCookie })).status).toBe(404);
    const patch = await tusRequest(t, "PATCH", created.location!, {
      cookie: otherCookie,
      headers: { "upload-offset": "0" },
      body: image,
    });
    expect(patch.status).toBe(404);
    expect(patch.json).toMatchObject({ error: { code: "upload_not_found" } });
    expect((await tusRequest(t, "DELETE", created.location!, { cookie: otherCookie })).status).toBe(404);

    expect(
      (await tusRequest(t, "PATCH", created.location!, { cookie, headers: { "upload-offset": "0" }, body: image }))
        .status,
    ).toBe(204);
    const id = uploadIdOf(created.location!);
    expect((await t.request("GET", `/api/uploads/${id}/status`, { cookie: otherCookie })).status).toBe(404);
    expect((await t.request("GET", `/api/uploads/${id}/status`, { cookie })).status).toBe(200);
  });
});
