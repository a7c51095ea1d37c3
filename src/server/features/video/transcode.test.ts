// A video post through the transcoding job with the real ffmpeg on a generated clip: processing
// and hidden until its renditions exist, then published with a master playlist, posters and a
// preview, the creator notified; a failed file goes on with its original; a crashed attempt is
// taken again and leaves nothing half-published.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationFanouts, notifications, posts, postVideos } from "../../db/schema";
import { createUpload, postRow } from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { videoClip } from "../../../../tests/support/video-clips";
import { claimNextVideo } from "./claim";
import { runTranscodes } from "./job";

let t: TestApp;
let creator: Awaited<ReturnType<typeof createUser>>;
let creatorCookie: string;
let memberCookie: string;
let clip: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  creator = await createUser(t, { role: "influencer", username: "coach_reels" });
  const member = await createUser(t);
  await createMembership(t, member.id, creator.id, "pro");
  [creatorCookie, memberCookie] = await Promise.all([signIn(t, creator), signIn(t, member)]);
  // 720p, 3 s, H.264 4:2:0: a 360p rung encoded and the 720p rung copied.
  clip = await videoClip({ width: 1280, height: 720, seconds: 3 });
});
afterAll(() => t.close());

async function createVideoPost(bytes: Buffer, body: Record<string, unknown> = {}) {
  const upload = await createUpload(t, creator, "video", { bytes, mimeType: "video/mp4" });
  const response = await t.request("POST", "/api/posts", {
    cookie: creatorCookie,
    body: { title: "Hip mobility flow", type: "video", requiredTier: "pro", mediaUploadId: upload.id, ...body },
  });
  expect(response.status).toBe(201);
  return response.json.id as string;
}

const get = async (url: string, cookie?: string) => {
  const response = await t.app.request(url, { headers: cookie ? { cookie } : {} });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
};

describe("transcoding a video post", () => {
  let postId: string;

  it("keeps the post processing and hidden from members until the job has run", async () => {
    postId = await createVideoPost(clip);
    expect((await postRow(t, postId))!.status).toBe("processing");
    expect((await t.request("GET", `/api/posts/${postId}`, { cookie: memberCookie })).status).toBe(404);
    const list = await t.request("GET", "/api/creators/coach_reels/posts", { cookie: memberCookie });
    expect(list.json.posts).toEqual([]);
    const own = await t.request("GET", "/api/me/posts", { cookie: creatorCookie });
    expect(own.json.posts[0]).toMatchObject({ id: postId, status: "processing", video: { status: "processing" } });
    // The creator can already watch the upload as it is.
    const info = await t.request("GET", `/api/posts/${postId}/video`, { cookie: creatorCookie });
    expect(info.json).toMatchObject({
      status: "processing",
      playback: { masterUrl: null, originalUrl: `/api/posts/${postId}/media` },
    });
  });

  it("makes the renditions, master playlist, posters and preview, then publishes and tells the creator", async () => {
    expect(await runTranscodes(t.deps)).toBe(1);
    const row = (await postRow(t, postId))!;
    expect(row.status).toBe("published");
    expect(row.publishedAt).not.toBeNull();
    // No custom thumbnail: the poster is the card's picture, and its blurred teaser is made.
    expect(row.thumbnailKey).toMatch(/poster-640\.webp$/);
    expect(row.teaserKey).toMatch(/^public\/teasers\//);
    expect(row.durationSeconds).toBe(3);

    const info = await t.request("GET", `/api/posts/${postId}/video`, { cookie: memberCookie });
    expect(info.status).toBe(200);
    expect(info.json).toMatchObject({
      status: "ready",
      progress: 100,
      failureReason: null,
      previewUrl: `/api/posts/${postId}/preview.mp4`,
      posterUrl: `/api/posts/${postId}/poster?w=640`,
      captions: [],
      resumeAt: null,
    });
    const { masterUrl, tokenExpiresAt } = info.json.playback;
    expect(masterUrl).toMatch(new RegExp(`^/api/videos/${postId}/t/[^/]+/master\\.m3u8$`));
    expect(Date.parse(tokenExpiresAt) - Date.now()).toBeLessThanOrEqual(60_000);

    const master = await get(masterUrl);
    expect(master.status).toBe(200);
    expect(master.headers.get("content-type")).toBe("application/vnd.apple.mpegurl");
    expect(master.headers.get("cache-control")).toBe("private, no-store");
    const text = master.body.toString();
    expect(text).toContain("RESOLUTION=640x360");
    expect(text).toContain("RESOLUTION=1280x720");
    expect(text).not.toContain("1080");
    expect(text.split("\n").filter((line) => line.endsWith("index.m3u8"))).toEqual([
      "360p/index.m3u8",
      "720p/index.m3u8",
    ]);
    const base = masterUrl.replace(/master\.m3u8$/, "");
    for (const rendition of ["360p", "720p"]) {
      const playlist = (await get(`${base}${rendition}/index.m3u8`)).body.toString();
      expect(playlist).toContain('#EXT-X-MAP:URI="init.mp4"');
      expect(playlist).toContain("seg-00000.m4s");
      const init = await get(`${base}${rendition}/init.mp4`);
      expect(init.status).toBe(200);
      expect(init.body.subarray(4, 8).toString()).toBe("ftyp");
      const segment = await get(`${base}${rendition}/seg-00000.m4s`);
      expect(segment.status).toBe(200);
      expect(segment.headers.get("content-type")).toBe("video/iso.segment");
      expect(segment.body.length).toBeGreaterThan(1000);
    }

    const poster = await get(`/api/posts/${postId}/poster?w=640`, memberCookie);
    expect(poster.status).toBe(200);
    expect(poster.body.subarray(8, 12).toString()).toBe("WEBP");
    const preview = await t.app.request(`/api/posts/${postId}/preview.mp4`, {
      headers: { cookie: memberCookie, range: "bytes=0-99" },
    });
    expect(preview.status).toBe(206);
    expect(preview.headers.get("content-type")).toBe("video/mp4");

    const [ready] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, creator.id), eq(notifications.type, "video_ready")));
    expect(ready!.data).toEqual({ postId, title: "Hip mobility flow", postStatus: "published" });
    // Members are told now, when it is published, not at creation.
    const fanouts = await t.db.select().from(notificationFanouts).where(eq(notificationFanouts.creatorId, creator.id));
    expect(fanouts.map((fanout) => fanout.dedupeKey)).toContain(`post:${postId}`);
  });

  it("waits for a scheduled time still ahead, and keeps a draft a draft", async () => {
    const at = new Date(Date.now() + 2 * 86_400_000);
    const scheduled = await createVideoPost(clip, { status: "scheduled", scheduledFor: at.toISOString() });
    const draft = await createVideoPost(clip, { status: "draft" });
    expect(await runTranscodes(t.deps)).toBe(2);
    expect(await postRow(t, scheduled)).toMatchObject({ status: "scheduled", scheduledFor: at, publishedAt: null });
    expect(await postRow(t, draft)).toMatchObject({ status: "draft", publishedAt: null });
  });

  it("keeps a processing post processing when its creator changes the status, and takes that status when ready", async () => {
    const id = await createVideoPost(clip);
    const edited = await t.request("PATCH", `/api/posts/${id}`, { cookie: creatorCookie, body: { status: "draft" } });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ status: "processing", publishedAt: null });
    expect(await runTranscodes(t.deps)).toBe(1);
    expect((await postRow(t, id))!.status).toBe("draft");
  });

  it("goes on with the original file when ffmpeg cannot read it, and says why", async () => {
    const junk = Buffer.concat([Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]), Buffer.alloc(4096, 7)]);
    const id = await createVideoPost(junk);
    expect(await runTranscodes(t.deps)).toBe(1);
    expect((await postRow(t, id))!.status).toBe("published");
    const forCreator = await t.request("GET", `/api/posts/${id}/video`, { cookie: creatorCookie });
    expect(forCreator.json).toMatchObject({
      status: "failed",
      failureReason: "unreadable",
      playback: { masterUrl: null, originalUrl: `/api/posts/${id}/media` },
      previewUrl: null,
      posterUrl: null,
    });
    const forMember = await t.request("GET", `/api/posts/${id}/video`, { cookie: memberCookie });
    expect(forMember.json).toMatchObject({ failureReason: null, playback: { originalUrl: `/api/posts/${id}/media` } });
    const [failed] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, creator.id), eq(notifications.type, "video_failed")));
    expect(failed!.data).toEqual({ postId: id, title: "Hip mobility flow", reason: "unreadable" });
  });

  it("takes a video again when its worker died, removing the dead attempt's files first", async () => {
    const id = await createVideoPost(clip);
    // A worker claims it and dies: its claim is never renewed, and it had written a file.
    const dead = (await claimNextVideo(t.db))!;
    const deadKey = `private/videos/${id}/${dead.attemptId}/360p/seg-00000.m4s`;
    await t.deps.storage.put(deadKey, Buffer.from("half"), "video/iso.segment");
    // Within the claim's expiry nobody takes it.
    expect(await runTranscodes(t.deps)).toBe(0);
    expect((await postRow(t, id))!.status).toBe("processing");
    await t.db
      .update(postVideos)
      .set({ claimedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(postVideos.postId, id));
    expect(await runTranscodes(t.deps)).toBe(1);
    expect(await t.deps.storage.stat(deadKey)).toBeNull();
    const [video] = await t.db.select().from(postVideos).where(eq(postVideos.postId, id));
    expect(video).toMatchObject({ status: "ready", attempts: 2 });
    expect(video!.publishedPrefix).toBe(`private/videos/${id}/${video!.attemptId}/`);
    expect(video!.attemptId).not.toBe(dead.attemptId);
    // A late write from the dead worker cannot switch the published files back.
    const [after] = await t.db.select({ status: posts.status }).from(posts).where(eq(posts.id, id));
    expect(after!.status).toBe("published");
  });

  it("removes every made file with the post", async () => {
    const [video] = await t.db.select().from(postVideos).where(eq(postVideos.postId, postId));
    const segment = `${video!.publishedPrefix}360p/seg-00000.m4s`;
    expect(await t.deps.storage.stat(segment)).not.toBeNull();
    expect((await t.request("DELETE", `/api/posts/${postId}`, { cookie: creatorCookie })).status).toBe(204);
    expect(await t.deps.storage.stat(segment)).toBeNull();
  });
});

describe("createProcessingVideoPost", () => {
  it("makes a stored recording a processing video post that the job publishes", async () => {
    const { createProcessingVideoPost } = await import(".");
    const sourceKey = `private/recordings/${creator.id}/session.mp4`;
    await t.deps.storage.put(sourceKey, clip, "video/mp4");
    const { postId } = await createProcessingVideoPost(t.deps, {
      creatorId: creator.id,
      title: "Live: Sunday mobility",
      requiredTier: "all_star",
      sourceKey,
      mimeType: "video/mp4",
      sizeBytes: clip.length,
    });
    expect(await postRow(t, postId)).toMatchObject({
      status: "processing",
      requiredTier: "all_star",
      mediaKey: sourceKey,
    });
    expect(await runTranscodes(t.deps)).toBe(1);
    expect((await postRow(t, postId))!.status).toBe("published");
  });
});
