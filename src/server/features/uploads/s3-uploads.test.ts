// With S3_* configured, finished uploads land in the bucket (s3rver on 127.0.0.1), not on the disk.
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createS3Storage } from "../../adapters/storage/s3";
import { createUser, signIn } from "../../../../tests/support/factories";
import { startTestS3 } from "../../../../tests/support/s3-server";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { createUpload, sampleFile, tusRequest } from "../../../../tests/support/tus";

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
  const sent = await tusRequest(t, "PATCH", created.location!, { cookie, headers: { "upload-offset": "0" }, body: video });
  expect(sent.status).toBe(204);

  const id = created.location!.split("/").pop()!;
  const bucket = createS3Storage(s3.settings);
  const stored = await bucket.get(`private/uploads/${influencer.id}/${id}`);
  expect(stored?.contentType).toBe("video/mp4");
  expect((await readAll(stored!.body)).equals(video)).toBe(true);
  // Nothing of it stays on the local disk: not in the tus folder, no local storage folder.
  expect(await readdir(path.join(t.deps.config.dataDir, "tus"))).toEqual([]);
  await expect(readdir(path.join(t.deps.config.dataDir, "uploads"))).rejects.toThrow(/ENOENT/);
});
