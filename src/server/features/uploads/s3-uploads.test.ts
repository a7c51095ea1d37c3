// With S3_* configured, finished uploads land in the bucket (s3rver on 127.0.0.1), not on the disk.
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createS3Storage } from "../../adapters/storage/s3";
import { uploads } from "../../db/schema";
import { createUser, signIn } from "../../../../tests/support/factories";
import { startTestS3 } from "../../../../tests/support/s3-server";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { createUpload, sampleFile, tusRequest } from "../../../../tests/support/tus";
import { removeAbandonedUploads } from "./cleanup";

let s3: Awaited<ReturnType<typeof startTestS3>>;
let t: TestApp;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ env: s3.env });
});

afterAll(async () => {
  await t.close();
  await s3.stop();
});

async function readAll(body: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

it("stores a finished upload in the bucket under the owner's private key", async () => {
  const influencer = await createUser(t, { role: "influencer" });
  const cookie = await signIn(t, influencer);
  const video = sampleFile.mp4(150_000);

  const created = await createUpload(t, cookie, { size: video.length, kind: "video", filetype: "video/mp4" });
  const sent = await tusRequest(t, "PATCH", created.location!, {
    cookie,
    headers: { "upload-offset": "0" },
    body: video,
  });
  expect(sent.status).toBe(204);

  const id = created.location!.split("/").pop()!;
  const bucket = createS3Storage(s3.settings);
  const stored = await bucket.get(`private/uploads/${influencer.id}/${id}`);
  expect(stored?.contentType).toBe("video/mp4");
  expect((await readAll(stored!.body)).equals(video)).toBe(true);
  // Nothing of it touches the local disk: no tus folder (partial uploads live in the bucket too),
  // no local storage folder.
  await expect(readdir(path.join(t.deps.config.dataDir, "tus"))).rejects.toThrow(/ENOENT/);
  await expect(readdir(path.join(t.deps.config.dataDir, "uploads"))).rejects.toThrow(/ENOENT/);
});

it("removes a day-old upload no post took from the bucket", async () => {
  const influencer = await createUser(t, { role: "influencer" });
  const cookie = await signIn(t, influencer);
  const created = await createUpload(t, cookie, { size: 2000, kind: "video", filetype: "video/mp4" });
  await tusRequest(t, "PATCH", created.location!, {
    cookie,
    headers: { "upload-offset": "0" },
    body: sampleFile.mp4(2000),
  });
  const id = created.location!.split("/").pop()!;
  const key = `private/uploads/${influencer.id}/${id}`;
  const bucket = createS3Storage(s3.settings);
  expect(await bucket.stat(key)).not.toBeNull();

  await t.db
    .update(uploads)
    .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
    .where(eq(uploads.id, id));
  await removeAbandonedUploads(t.deps);

  expect(await bucket.stat(key)).toBeNull();
  expect(await t.db.select().from(uploads).where(eq(uploads.id, id))).toEqual([]);
});
