// The stream of a PRO video: a member of the tier gets its segments, a visitor none; when the
// membership ends no new token is given and the last one stops within a minute (the tokens'
// clock is moved forward instead of waiting). Captions are checked before anything is stored,
// and a member's resume point is kept.
import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships, videoCaptions } from "../../db/schema";
import { createPost } from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { videoClip } from "../../../../tests/support/video-clips";

let t: TestApp;
let creatorCookie: string;
let memberCookie: string;
let rookieCookie: string;
let member: Awaited<ReturnType<typeof createUser>>;
let postId: string;

beforeAll(async () => {
  t = await createTestApp();
  const creator = await createUser(t, { role: "influencer" });
  member = await createUser(t);
  const rookie = await createUser(t);
  await createMembership(t, member.id, creator.id, "pro");
  await createMembership(t, rookie.id, creator.id, "rookie");
  [creatorCookie, memberCookie, rookieCookie] = await Promise.all([
    signIn(t, creator),
    signIn(t, member),
    signIn(t, rookie),
  ]);
  const post = await createPost(t, creator, {
    type: "video",
    requiredTier: "pro",
    mediaBytes: await videoClip({ width: 640, height: 360, seconds: 2 }),
  });
  postId = post.id;
});
afterAll(() => t.close());

const segmentUrl = async (cookie: string | undefined) => {
  const info = await t.request("GET", `/api/posts/${postId}/video`, { cookie });
  return info.json.playback?.masterUrl?.replace("master.m3u8", "360p/seg-00000.m4s") as string | undefined;
};
const fetchStatus = async (url: string) => (await t.app.request(url)).status;

describe("the stream and the membership", () => {
  it("gives a visitor no token and refuses a segment; a member of the tier gets it", async () => {
    expect(await segmentUrl(undefined)).toBeUndefined();
    const memberUrl = (await segmentUrl(memberCookie))!;
    expect(await fetchStatus(memberUrl)).toBe(200);
    // The URL names the post: the token of one post opens no other.
    const elsewhere = memberUrl.replace(postId, "00000000-0000-4000-8000-000000000000");
    expect(await fetchStatus(elsewhere)).toBe(403);
    const tampered = memberUrl.replace(/\/t\/([^.]+)\./, `/t/${Buffer.from("someone-else").toString("base64url")}.`);
    expect(await fetchStatus(tampered)).toBe(403);
  });

  it("stops within a minute once the membership has ended", async () => {
    const before = (await segmentUrl(memberCookie))!;
    expect(await fetchStatus(before)).toBe(200);
    await t.db
      .update(memberships)
      .set({ status: "canceled", currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(memberships.followerId, member.id));
    // No new token from now on.
    expect(await segmentUrl(memberCookie)).toBeUndefined();
    // The token given before still works for the rest of its minute, and not after it.
    const tokens = t.deps.streamTokens;
    const realNow = tokens.now;
    try {
      tokens.now = () => Date.now() + 61_000;
      const refused = await t.app.request(before);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: { code: "stream_token_expired" } });
    } finally {
      tokens.now = realNow;
    }
  });
});

describe("captions", () => {
  const put = (body: string | Uint8Array<ArrayBuffer>, language = "es", cookie = creatorCookie) =>
    t.app.request(`/api/posts/${postId}/captions/${language}`, {
      method: "PUT",
      headers: { cookie, "content-type": "text/vtt" },
      body,
    });
  const captionsFolder = () => path.join(t.deps.config.dataDir, "uploads", "private", "videos", postId, "captions");

  it.each([
    ["not WebVTT", "1\n00:00:00,000 --> 00:00:01,000\nSRT is not WebVTT\n"],
    ["WEBVTT inside a longer word", "WEBVTTX\n\n00:00.000 --> 00:01.000\nNo\n"],
    ["not UTF-8", new Uint8Array([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe])],
    ["empty", ""],
  ])("refuses a file that is %s with 400 and stores nothing", async (_case, body) => {
    const response = await put(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "invalid_captions" } });
    expect(await t.db.select().from(videoCaptions).where(eq(videoCaptions.postId, postId))).toEqual([]);
    expect(existsSync(captionsFolder())).toBe(false);
  });

  it("refuses a language the app does not speak, a file over 512 KB, and anyone but the creator", async () => {
    expect((await put("WEBVTT\n", "de")).status).toBe(400);
    expect((await put(`WEBVTT\n\n${"a".repeat(513 * 1024)}`)).status).toBe(413);
    expect((await put("WEBVTT\n", "es", memberCookie)).status).toBe(403);
    expect(await t.db.select().from(videoCaptions).where(eq(videoCaptions.postId, postId))).toEqual([]);
  });

  it("stores, replaces and removes a language's captions", async () => {
    expect((await put("\uFEFFWEBVTT - Spanish\n\n00:00.000 --> 00:01.000\nUno\n")).status).toBe(204);
    expect((await put("WEBVTT\n\n00:00.000 --> 00:01.000\nDos\n")).status).toBe(204);
    const vtt = await t.app.request(`/api/posts/${postId}/captions/es.vtt`, { headers: { cookie: creatorCookie } });
    expect(vtt.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(await vtt.text()).toContain("Dos");
    const removed = await t.app.request(`/api/posts/${postId}/captions/es`, {
      method: "DELETE",
      headers: { cookie: creatorCookie },
    });
    expect(removed.status).toBe(204);
    const gone = await t.app.request(`/api/posts/${postId}/captions/es.vtt`, { headers: { cookie: creatorCookie } });
    expect(gone.status).toBe(404);
  });
});

describe("resume", () => {
  it("keeps where a member who may open the post stopped, the latest time winning", async () => {
    const pro = await createUser(t);
    const [membership] = await t.db
      .select({ creatorId: memberships.creatorId })
      .from(memberships)
      .where(eq(memberships.followerId, member.id));
    await createMembership(t, pro.id, membership!.creatorId, "pro");
    const cookie = await signIn(t, pro);
    const save = (seconds: number) =>
      t.request("PUT", `/api/posts/${postId}/video/progress`, { cookie, body: { seconds } });
    expect((await t.request("GET", `/api/posts/${postId}/video`, { cookie })).json.resumeAt).toBeNull();
    expect((await save(42.5)).status).toBe(204);
    expect((await save(50)).status).toBe(204);
    expect((await t.request("GET", `/api/posts/${postId}/video`, { cookie })).json.resumeAt).toBe(50);
  });

  it("refuses those who may not open it, and nonsense", async () => {
    const put = (body: unknown, cookie?: string) =>
      t.request("PUT", `/api/posts/${postId}/video/progress`, { cookie, body });
    expect((await put({ seconds: 3 }, rookieCookie)).status).toBe(403);
    expect((await put({ seconds: 3 })).status).toBe(401);
    expect((await put({ seconds: -1 }, creatorCookie)).status).toBe(400);
  });
});
