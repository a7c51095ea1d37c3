// Uploaded videos on routine blocks: attached on save, let go when no routine names them,
// kept by the abandoned-uploads cleanup, refused when not the creator's, and streamed (with byte
// ranges) only to those who may see the routine's blocks.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadQuota } from "../../../domain/content";
import { routineVideoPath, type PublicRoutines, type Routine } from "../../../domain/routines";
import { uploads, users } from "../../db/schema";
import {
  createUpload as createFinishedUpload,
  createPost,
  videoBytes,
} from "../../../../tests/support/content-factories";
import { createCreator, createMembership } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { createUpload, sampleFile, tusRequest } from "../../../../tests/support/tus";
import { removeAbandonedUploads } from "../uploads";

let t: TestApp;
let creator: Awaited<ReturnType<typeof createCreator>>;
let cookie: string;
const TWO_DAYS_AGO = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  t = await createTestApp();
  creator = await createCreator(t, { username: "video_coach" });
  cookie = await signIn(t, creator);
});
afterAll(() => t.close());

const block = (activity: string, videoUploadId?: string) => ({
  startTime: "06:00",
  endTime: "07:00",
  activity,
  type: "workout",
  ...(videoUploadId ? { videoUploadId } : {}),
});

const save = (date: string, blocks: ReturnType<typeof block>[], as = cookie) =>
  t.request("PUT", `/api/me/routines/${date}`, { cookie: as, body: { title: "Legs", blocks } });

const uploadRow = async (id: string) => (await t.db.select().from(uploads).where(eq(uploads.id, id)))[0];
const fileExists = async (key: string) => (await t.deps.storage.stat(key)) !== null;

/** A video sent through the real resumable upload endpoint, as the block editor sends it. */
async function uploadVideoWithTus(as = cookie, size = 4096) {
  const created = await createUpload(t, as, { size, kind: "video", filetype: "video/mp4" });
  expect(created.status).toBe(201);
  const sent = await tusRequest(t, "PATCH", created.location!, {
    cookie: as,
    headers: { "upload-offset": "0" },
    body: sampleFile.mp4(size),
  });
  expect(sent.status).toBe(204);
  return created.location!.split("/").pop()!;
}

describe("saving a routine with block videos", () => {
  it("attaches an uploaded video to the routine and returns it on the block", async () => {
    const videoId = await uploadVideoWithTus();
    const response = await save("2026-09-01", [block("Squats", videoId)]);
    expect(response.status).toBe(200);
    expect((response.json as Routine).blocks[0]).toMatchObject({ activity: "Squats", videoUploadId: videoId });
    expect((await uploadRow(videoId))?.routineId).toBe((response.json as Routine).id);
  });

  it("lets go of a video the routine no longer uses: row and file are removed", async () => {
    const video = await createFinishedUpload(t, creator, "video");
    expect((await save("2026-09-02", [block("Lunges", video.id)])).status).toBe(200);
    const response = await save("2026-09-02", [block("Lunges")]);
    expect(response.status).toBe(200);
    expect(await uploadRow(video.id)).toBeUndefined();
    expect(await fileExists(video.storageKey)).toBe(false);
  });

  it("replaces one video with another, keeping only the new one", async () => {
    const first = await createFinishedUpload(t, creator, "video");
    const second = await createFinishedUpload(t, creator, "video");
    await save("2026-09-03", [block("Press", first.id)]);
    const response = await save("2026-09-03", [block("Press", second.id)]);
    expect(response.status).toBe(200);
    expect(await uploadRow(first.id)).toBeUndefined();
    expect((await uploadRow(second.id))?.routineId).toBe((response.json as Routine).id);
  });

  it("deleting the routine removes its videos", async () => {
    const video = await createFinishedUpload(t, creator, "video");
    await save("2026-09-04", [block("Rows", video.id)]);
    expect((await t.request("DELETE", "/api/me/routines/2026-09-04", { cookie })).status).toBe(204);
    expect(await uploadRow(video.id)).toBeUndefined();
    expect(await fileExists(video.storageKey)).toBe(false);
  });

  it("a day copied from yesterday shares the video; it stays until neither day uses it", async () => {
    const video = await createFinishedUpload(t, creator, "video");
    const yesterday = await save("2026-09-05", [block("Deadlift", video.id)]);
    const copied = await t.request("POST", "/api/me/routines/2026-09-06/copy-from-yesterday", { cookie });
    expect(copied.status).toBe(200);
    expect((copied.json as Routine).blocks[0]?.videoUploadId).toBe(video.id);

    await t.request("DELETE", "/api/me/routines/2026-09-05", { cookie });
    // Still used by the copy: it moves there instead of going away.
    expect((await uploadRow(video.id))?.routineId).toBe((copied.json as Routine).id);
    expect((await uploadRow(video.id))?.routineId).not.toBe((yesterday.json as Routine).id);
    expect(await fileExists(video.storageKey)).toBe(true);

    await save("2026-09-06", [block("Deadlift")]);
    expect(await uploadRow(video.id)).toBeUndefined();
  });

  it("refuses another creator's upload with 400 on the block's field, saving nothing", async () => {
    const other = await createUser(t, { role: "influencer" });
    const theirs = await createFinishedUpload(t, other, "video");
    const response = await save("2026-09-07", [block("Warm up"), block("Sprints", theirs.id)]);
    expect(response.status).toBe(400);
    expect(response.json.error.details.fields).toEqual({
      "blocks.1.videoUploadId": "routines.errors.videoUnavailable",
    });
    expect((await t.request("GET", "/api/me/routines/2026-09-07", { cookie })).json.routine).toBeNull();
    expect((await uploadRow(theirs.id))?.routineId).toBeNull();
  });

  it.each([
    ["a picture upload", async () => (await createFinishedUpload(t, creator, "image")).id],
    ["a video a post already uses", async () => (await uploads_of_post()).id],
    ["an id no upload has", async () => "0b5cdbd8-5a9f-4f55-9f0e-0a51a3b0d2c1"],
  ])("refuses %s with 400", async (_name, makeId) => {
    const response = await save("2026-09-08", [block("Jumps", await makeId())]);
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.error.details.fields)).toEqual(["blocks.0.videoUploadId"]);
  });

  it("a post cannot take a video a routine uses", async () => {
    const video = await createFinishedUpload(t, creator, "video");
    await save("2026-09-09", [block("Bike", video.id)]);
    const response = await t.request("POST", "/api/posts", {
      cookie,
      body: {
        title: "Ride",
        description: "",
        category: "workout",
        type: "video",
        requiredTier: "rookie",
        status: "published",
        mediaUploadId: video.id,
      },
    });
    expect(response.status).toBe(404);
    expect(response.json.error.code).toBe("upload_not_found");
  });
});

async function uploads_of_post() {
  const post = await createPost(t, creator, { type: "video" });
  const [row] = await t.db.select().from(uploads).where(eq(uploads.postId, post.id));
  return row!;
}

describe("the upload limits", () => {
  it("do not count videos routines use as files waiting for a post", async () => {
    const coach = await createCreator(t, { username: "busy_coach" });
    const coachCookie = await signIn(t, coach);
    const videos = await Promise.all(
      Array.from({ length: uploadQuota.unattached.maxCount }, () => createFinishedUpload(t, coach, "video")),
    );
    // With every allowed unused file held, a new upload is refused...
    const refused = await createUpload(t, coachCookie, { size: 4096, kind: "video", filetype: "video/mp4" });
    expect(refused.status).toBe(429);
    // ...until a routine uses them.
    expect(
      (
        await save(
          "2026-09-11",
          videos.map((video) => block("Circuit", video.id)),
          coachCookie,
        )
      ).status,
    ).toBe(200);
    const accepted = await createUpload(t, coachCookie, { size: 4096, kind: "video", filetype: "video/mp4" });
    expect(accepted.status).toBe(201);
  });
});

describe("the abandoned-uploads cleanup", () => {
  it("keeps a day-old video a routine uses and removes a day-old unused one", async () => {
    const attached = await createFinishedUpload(t, creator, "video");
    const unused = await createFinishedUpload(t, creator, "video");
    await save("2026-09-10", [block("Swim", attached.id)]);
    await t.db.update(uploads).set({ createdAt: TWO_DAYS_AGO }).where(eq(uploads.ownerId, creator.id));

    await removeAbandonedUploads(t.deps);

    expect(await uploadRow(attached.id)).toBeDefined();
    expect(await fileExists(attached.storageKey)).toBe(true);
    expect(await uploadRow(unused.id)).toBeUndefined();
  });
});

describe("GET /api/creators/:username/routine-videos/:uploadId", () => {
  const SIZE = 50_000;
  let bytes: Buffer;
  let path: string;
  let videoId: string;

  beforeAll(async () => {
    bytes = videoBytes(SIZE);
    const video = await createFinishedUpload(t, creator, "video", { bytes });
    videoId = video.id;
    path = routineVideoPath(creator.username, video.id);
    expect((await save("2026-09-20", [block("Yoga", video.id)])).status).toBe(200);
  });

  const get = (url: string, as?: string, headers: Record<string, string> = {}) =>
    t.app.request(url, { headers: { ...headers, ...(as ? { cookie: as } : {}) } });
  const memberAt = async (tier: "rookie" | "pro" | "all_star") => {
    const follower = await createUser(t, { role: "follower" });
    await createMembership(t, follower, creator, tier);
    return signIn(t, follower);
  };

  it.each(["pro", "all_star"] as const)("streams the video to a %s member, with byte ranges", async (tier) => {
    const member = await memberAt(tier);
    const whole = await get(path, member);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

    const part = await get(path, member, { range: "bytes=1000-1999" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 1000-1999/${SIZE}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);
  });

  it("streams it to the creator", async () => {
    expect((await get(path, cookie)).status).toBe(200);
  });

  it("refuses a visitor with 401 and a free follower with 403", async () => {
    const visitor = await get(path);
    expect(visitor.status).toBe(401);
    expect((await visitor.json()).error.code).toBe("membership_required");
    expect((await get(path, await memberAt("rookie"))).status).toBe(403);
    const stranger = await signIn(t, await createUser(t, { role: "follower" }));
    expect((await get(path, stranger)).status).toBe(403);
  });

  it("the public routine names the video by id only; no storage key anywhere", async () => {
    const member = await memberAt("pro");
    const response = await t.request("GET", `/api/creators/${creator.username}/routines?today=2026-09-20`, {
      cookie: member,
    });
    const body = response.json as PublicRoutines;
    expect(body.today).toMatchObject({
      isLocked: false,
      blocks: [expect.objectContaining({ videoUploadId: videoId })],
    });
    expect(response.text).not.toContain("private/uploads");
  });

  it("answers 404 for a video no routine uses, or another creator's, even to a member", async () => {
    const member = await memberAt("pro");
    const loose = await createFinishedUpload(t, creator, "video");
    expect((await get(routineVideoPath(creator.username, loose.id), member)).status).toBe(404);
    expect((await get(routineVideoPath(creator.username, "not-a-uuid"), member)).status).toBe(404);
    const other = await createCreator(t, { username: "other_coach" });
    expect((await get(routineVideoPath(other.username, videoId), await signIn(t, other))).status).toBe(404);
  });

  it("answers 404 once the creator is suspended", async () => {
    const member = await memberAt("pro");
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, creator.id));
    try {
      const response = await get(path, member);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("creator_not_found");
    } finally {
      await t.db.update(users).set({ suspendedAt: null }).where(eq(users.id, creator.id));
    }
  });
});
