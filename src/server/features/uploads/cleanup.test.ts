// The upload cleanup job: what a day-old abandoned upload leaves behind goes, files included;
// what a post uses, and anything younger than a day, stays.
import { readdir, utimes, writeFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadQuota } from "../../../domain/content";
import { unfinishedUploads, uploads } from "../../db/schema";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { createUpload, sampleFile, tusRequest } from "../../../../tests/support/tus";
import { removeAbandonedUploads, UPLOAD_CLEANUP_JOB } from "./cleanup";

let t: TestApp;
let creator: Awaited<ReturnType<typeof createUser>>;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  creator = await createUser(t, { role: "influencer" });
  cookie = await signIn(t, creator);
});
afterAll(() => t.close());

const TWO_DAYS_AGO = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
const tusDir = () => path.join(t.deps.config.dataDir, "tus");
const tusFiles = async () => readdir(tusDir()).catch(() => [] as string[]);
const idOf = (location: string) => location.split("/").pop()!;
const storageKeyOf = (id: string) => `private/uploads/${creator.id}/${id}`;

async function finishedVideo() {
  const created = await createUpload(t, cookie, { size: 1000, kind: "video", filetype: "video/mp4" });
  await tusRequest(t, "PATCH", created.location!, {
    cookie,
    headers: { "upload-offset": "0" },
    body: sampleFile.mp4(1000),
  });
  return idOf(created.location!);
}

async function halfSentVideo() {
  const created = await createUpload(t, cookie, { size: 1000, kind: "video", filetype: "video/mp4" });
  await tusRequest(t, "PATCH", created.location!, {
    cookie,
    headers: { "upload-offset": "0" },
    body: sampleFile.mp4(1000).subarray(0, 400),
  });
  return created.location!;
}

/** Makes an upload look as if it had been started two days ago: its row and its partial files. */
async function age(id: string) {
  await t.db.update(uploads).set({ createdAt: TWO_DAYS_AGO }).where(eq(uploads.id, id));
  await t.db.update(unfinishedUploads).set({ createdAt: TWO_DAYS_AGO }).where(eq(unfinishedUploads.id, id));
  for (const name of [id, `${id}.json`])
    await utimes(path.join(tusDir(), name), TWO_DAYS_AGO, TWO_DAYS_AGO).catch(() => {});
}

it("has a job name for the scheduler", () => {
  expect(UPLOAD_CLEANUP_JOB).toBe("upload-cleanup");
});

describe("finished uploads", () => {
  it("removes those no post took within a day, with their stored files, and keeps the rest", async () => {
    const abandoned = await finishedVideo();
    const recent = await finishedVideo();
    const used = await finishedVideo();
    const post = await t.request("POST", "/api/posts", {
      cookie,
      body: { title: "Leg day", type: "video", mediaUploadId: used },
    });
    expect(post.status).toBe(201);
    await age(abandoned);
    await age(used);

    await removeAbandonedUploads(t.deps);

    expect(
      (
        await t.db
          .select({ id: uploads.id })
          .from(uploads)
          .where(inArray(uploads.id, [abandoned, recent, used]))
      )
        .map((row) => row.id)
        .sort(),
    ).toEqual([recent, used].sort());
    expect(await t.deps.storage.stat(storageKeyOf(abandoned))).toBeNull();
    expect(await t.deps.storage.stat(storageKeyOf(recent))).not.toBeNull();
    expect(await t.deps.storage.stat(storageKeyOf(used))).not.toBeNull();
    expect((await t.request("GET", `/api/uploads/${abandoned}/status`, { cookie })).status).toBe(404);
    // Naming the removed upload in a post now fails as a missing file.
    const late = await t.request("POST", "/api/posts", {
      cookie,
      body: { title: "Too late", type: "video", mediaUploadId: abandoned },
    });
    expect(late.status).toBe(404);
    expect(late.json).toMatchObject({ error: { code: "upload_not_found" } });
  });
});

describe("unfinished uploads", () => {
  it("removes one left unfinished for a day, its partial files and its place in the creator's limit", async () => {
    const owner = await createUser(t, { role: "influencer" });
    const ownerCookie = await signIn(t, owner);
    const started = [];
    for (let i = 0; i < uploadQuota.unfinished.maxCount; i++) {
      const created = await createUpload(t, ownerCookie, { size: 1000, kind: "video", filetype: "video/mp4" });
      await tusRequest(t, "PATCH", created.location!, {
        cookie: ownerCookie,
        headers: { "upload-offset": "0" },
        body: sampleFile.mp4(1000).subarray(0, 400),
      });
      started.push(created.location!);
    }
    expect((await createUpload(t, ownerCookie, { size: 1000, kind: "video", filetype: "video/mp4" })).status).toBe(429);
    const old = idOf(started[0]!);
    await age(old);
    expect(await tusFiles()).toEqual(expect.arrayContaining([old, `${old}.json`]));

    await removeAbandonedUploads(t.deps);

    expect(await tusFiles()).not.toContain(old);
    expect(await tusFiles()).not.toContain(`${old}.json`);
    expect(await t.db.select().from(unfinishedUploads).where(eq(unfinishedUploads.id, old))).toEqual([]);
    expect((await tusRequest(t, "HEAD", started[0]!, { cookie: ownerCookie })).status).toBe(404);
    // The others are still resumable, and the freed place takes a new upload.
    expect((await tusRequest(t, "HEAD", started[1]!, { cookie: ownerCookie })).headers.get("upload-offset")).toBe(
      "400",
    );
    expect((await createUpload(t, ownerCookie, { size: 1000, kind: "video", filetype: "video/mp4" })).status).toBe(201);
  });

  it("removes partial files a crash left without any record once they are a day old, and keeps younger ones", async () => {
    const crashedOld = randomUUID();
    const crashedRecent = randomUUID();
    await writeFile(path.join(tusDir(), crashedOld), sampleFile.mp4(500));
    await writeFile(path.join(tusDir(), crashedRecent), sampleFile.mp4(500));
    await utimes(path.join(tusDir(), crashedOld), TWO_DAYS_AGO, TWO_DAYS_AGO);
    const inProgress = idOf(await halfSentVideo());

    await removeAbandonedUploads(t.deps);

    const left = await tusFiles();
    expect(left).not.toContain(crashedOld);
    expect(left).toEqual(expect.arrayContaining([crashedRecent, inProgress, `${inProgress}.json`]));
  });
});

it("forgets picture-upload attempts once they are out of the hourly window", async () => {
  await t.db.execute(
    sql`insert into image_upload_attempts (user_id, created_at) values (${creator.id}, now() - interval '2 hours'), (${creator.id}, now())`,
  );
  await removeAbandonedUploads(t.deps);
  const { rows } = await t.db.execute<{ count: number }>(
    sql`select count(*)::int as count from image_upload_attempts where user_id = ${creator.id}`,
  );
  expect(rows[0]!.count).toBe(1);
});
