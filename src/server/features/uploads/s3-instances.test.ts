// Two app instances on one database and one bucket serve resumable uploads as one service: the
// chunks of an upload may reach either instance, and two requests for the same upload at the
// same time, on different instances, take turns under the lock in PostgreSQL.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createS3Storage } from "../../adapters/storage/s3";
import { unfinishedUploads } from "../../db/schema";
import { createCreator } from "../../../../tests/support/creator-factories";
import { blankPng } from "../../../../tests/support/images";
import { signIn } from "../../../../tests/support/factories";
import { startTestS3 } from "../../../../tests/support/s3-server";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { createUpload, sampleFile, tusRequest } from "../../../../tests/support/tus";
import { removeAbandonedUploads } from "./cleanup";

const MiB = 1024 * 1024;

let s3: Awaited<ReturnType<typeof startTestS3>>;
let a: TestApp;
let b: TestApp;
let creator: Awaited<ReturnType<typeof createCreator>>;
let cookie: string;

beforeAll(async () => {
  s3 = await startTestS3();
  a = await createTestApp({ env: s3.env });
  b = await createTestApp({ env: s3.env, databaseUrl: a.databaseUrl });
  creator = await createCreator(a);
  cookie = await signIn(a, creator);
});

afterAll(async () => {
  await b.close();
  await a.close();
  await s3.stop();
});

const patch = (t: TestApp, location: string, offset: number, body: Buffer) =>
  tusRequest(t, "PATCH", location, { cookie, headers: { "upload-offset": String(offset) }, body });
const offsetOn = async (t: TestApp, location: string) => {
  const head = await tusRequest(t, "HEAD", location, { cookie });
  expect(head.status).toBe(200);
  return Number(head.headers.get("upload-offset"));
};

it("takes the chunks of one upload on either instance, and the finished file makes a post", async () => {
  // Chunks around S3's 5 MiB part minimum: a whole part, tails kept in the bucket between requests.
  const video = sampleFile.mp4(11 * MiB);
  const chunks = [6 * MiB, 3 * MiB, 1 * MiB, 1 * MiB];
  const created = await createUpload(a, cookie, { size: video.length, kind: "video", filetype: "video/mp4" });
  expect(created.status).toBe(201);
  const location = created.location!;
  const id = location.split("/").pop()!;

  let offset = 0;
  for (const [index, size] of chunks.entries()) {
    const [sender, other] = index % 2 === 0 ? [a, b] : [b, a];
    const sent = await patch(sender, location, offset, video.subarray(offset, offset + size));
    expect(sent.status).toBe(204);
    offset += size;
    expect(Number(sent.headers.get("upload-offset"))).toBe(offset);
    // Finished uploads leave tus (their record is the upload's status); until then both instances tell the offset.
    if (offset < video.length) {
      expect(await offsetOn(other, location)).toBe(offset);
      expect(await offsetOn(sender, location)).toBe(offset);
    }
  }

  const status = await b.request("GET", `/api/uploads/${id}/status`, { cookie });
  expect(status.json).toEqual({ id, kind: "video", mimeType: "video/mp4", sizeBytes: video.length });
  const post = await b.request("POST", "/api/posts", {
    cookie,
    body: { title: "Two instances", type: "video", mediaUploadId: id },
  });
  expect(post.status).toBe(201);
  // Read straight from the bucket, at the signed address the app sends the member to.
  const redirect = await a.app.request(`/api/posts/${post.json.id}/media`, { headers: { cookie } });
  expect(redirect.status).toBe(302);
  const media = await fetch(redirect.headers.get("location")!);
  expect(Buffer.from(await media.arrayBuffer()).equals(video)).toBe(true);

  // Nothing of the upload is left where tus kept it: not in the bucket, not on either disk.
  const bucket = createS3Storage(s3.settings);
  for (const key of [id, `${id}.info`, `${id}.part`]) expect(await bucket.stat(key)).toBeNull();
  for (const t of [a, b]) await expect(readdir(path.join(t.deps.config.dataDir, "tus"))).rejects.toThrow(/ENOENT/);
});

it("lets only one of two simultaneous chunks for the same offset in, on different instances", async () => {
  const video = sampleFile.mp4(4 * MiB);
  const half = 2 * MiB;
  const created = await createUpload(a, cookie, { size: video.length, kind: "video", filetype: "video/mp4" });
  const location = created.location!;

  const answers = await Promise.all([
    patch(a, location, 0, video.subarray(0, half)),
    patch(b, location, 0, video.subarray(0, half)),
  ]);

  // One wrote its chunk; the other, let in after it, found the upload moved on (409) or was
  // asked to let go for the other (400); neither wrote the same bytes a second time.
  const statuses = answers.map((answer) => answer.status).sort();
  expect(statuses.filter((status) => status === 204)).toHaveLength(1);
  expect([400, 409, 423]).toContain(statuses.find((status) => status !== 204));
  expect(await offsetOn(a, location)).toBe(half);
  expect(await offsetOn(b, location)).toBe(half);

  const rest = await patch(b, location, half, video.subarray(half));
  expect(rest.status).toBe(204);
  const stored = await createS3Storage(s3.settings).get(`private/uploads/${creator.id}/${location.split("/").pop()}`);
  expect(Buffer.concat(await stored!.body.toArray()).equals(video)).toBe(true);
});

it("removes an upload left unfinished for a day from the bucket, whichever instance runs the cleanup", async () => {
  const video = sampleFile.mp4(9 * MiB);
  const created = await createUpload(a, cookie, { size: video.length, kind: "video", filetype: "video/mp4" });
  const location = created.location!;
  const id = location.split("/").pop()!;
  // A whole 8 MiB part in the multipart upload, and a tail in `<id>.part`.
  expect((await patch(a, location, 0, video.subarray(0, 8 * MiB + 1000))).status).toBe(204);
  const bucket = createS3Storage(s3.settings);
  expect(await bucket.stat(`${id}.info`)).not.toBeNull();
  expect(await bucket.stat(`${id}.part`)).not.toBeNull();

  await b.db
    .update(unfinishedUploads)
    .set({ createdAt: new Date(Date.now() - 48 * 60 * 60 * 1000) })
    .where(eq(unfinishedUploads.id, id));
  expect(await removeAbandonedUploads(b.deps)).toMatchObject({ unfinished: 1 });

  for (const key of [id, `${id}.info`, `${id}.part`]) expect(await bucket.stat(key)).toBeNull();
  for (const t of [a, b]) expect((await tusRequest(t, "HEAD", location, { cookie })).status).toBe(404);
});

it("checks a picture read back from the bucket when its last byte arrives: keeps a fair one, refuses a bomb", async () => {
  const send = async (bytes: Buffer) => {
    const created = await createUpload(a, cookie, { size: bytes.length, kind: "image", filetype: "image/png" });
    const sent = await patch(b, created.location!, 0, bytes);
    return { ...sent, id: created.location!.split("/").pop()! };
  };
  const bucket = createS3Storage(s3.settings);

  const fair = blankPng(300, 200);
  const kept = await send(fair);
  expect(kept.status).toBe(204);
  const stored = await bucket.get(`private/uploads/${creator.id}/${kept.id}`);
  expect(stored?.contentType).toBe("image/png");
  expect(Buffer.concat(await stored!.body.toArray()).equals(fair)).toBe(true);

  const bomb = await send(blankPng(7000, 7000));
  expect(bomb.status).toBe(422);
  expect(bomb.json).toMatchObject({ error: { code: "image_dimensions_too_large" } });
  expect(await bucket.stat(`private/uploads/${creator.id}/${bomb.id}`)).toBeNull();
  for (const key of [bomb.id, `${bomb.id}.info`]) expect(await bucket.stat(key)).toBeNull();
});
