// Going live from OBS: a real encoder (ffmpeg, as OBS speaks RTMP) publishes to the app's RTMP
// listener with a session's stream key; members watch the HLS it makes and the replay becomes a
// post. Wrong keys and sessions that may not start are refused with a reason the encoder shows.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createViewers } from "../../../../tests/support/access-viewers";
import { publishRtmp } from "../../../../tests/support/rtmp-encoder";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import type { RtmpServer } from "../../adapters/rtmp";
import { liveSessions, posts } from "../../db/schema";
import { runTranscodes } from "../video";
import { startObsIngest } from "./obs-ingest";

let t: TestApp;
let people: Awaited<ReturnType<typeof createViewers>>;
let rtmp: RtmpServer;
let serverUrl: string;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function schedule(startsAt = inMinutes(5)) {
  const response = await t.request("POST", "/api/me/live-sessions", {
    cookie: people.cookies.owner,
    body: { title: "Barbell basics", startsAt, durationMinutes: 30, requiredTier: "all_star" },
  });
  expect(response.status).toBe(201);
  return response.json as { session: { id: string }; streamKey: string; obsServerUrl: string | null };
}

const arrivingFor = async (id: string, viewer: "owner" | "all_star") =>
  (await t.request("GET", `/api/live-sessions/${id}`, { cookie: people.cookies[viewer] })).json.session
    .isStreamArriving as boolean | null;

const statusOf = async (id: string) =>
  (await t.db.select({ status: liveSessions.status }).from(liveSessions).where(eq(liveSessions.id, id)))[0]?.status;

async function waitFor<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE_RTMP_PORT: "1935" } });
  people = await createViewers(t);
  rtmp = await startObsIngest(t.deps, { port: 0, host: "127.0.0.1" });
  serverUrl = `rtmp://127.0.0.1:${rtmp.port}/live`;
});
afterAll(async () => {
  await rtmp.close();
  await t.close();
});

describe("the creator's OBS settings", () => {
  it("gives the creator the server address with the key, and members nothing of it", async () => {
    const { session, streamKey, obsServerUrl } = await schedule();
    expect(obsServerUrl).toBe("rtmp://127.0.0.1:1935/live");
    expect(streamKey).toMatch(/^live_/);
    const forOwner = await t.request("GET", `/api/live-sessions/${session.id}`, { cookie: people.cookies.owner });
    expect(forOwner.json.obsServerUrl).toBe("rtmp://127.0.0.1:1935/live");
    const forMember = await t.request("GET", `/api/live-sessions/${session.id}`, { cookie: people.cookies.all_star });
    expect(forMember.json.obsServerUrl).toBeNull();
    expect(JSON.stringify(forMember.json)).not.toContain(streamKey);
  });

  it("makes a new key on request, after which the old key is refused; only the owner may, and not once it is over", async () => {
    const { session, streamKey: oldKey } = await schedule();
    const url = `/api/me/live-sessions/${session.id}/stream-key`;
    expect((await t.request("POST", url, { cookie: people.cookies.other_creator })).status).toBe(404);
    expect((await t.request("POST", url, { cookie: people.cookies.all_star })).status).toBe(403);
    const renewed = await t.request("POST", url, { cookie: people.cookies.owner });
    expect(renewed.status).toBe(200);
    expect(renewed.json.streamKey).toMatch(/^live_/);
    expect(renewed.json.streamKey).not.toBe(oldKey);

    const refused = await publishRtmp(serverUrl, oldKey, 2).exited;
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain("This stream key is not valid");
    expect(await statusOf(session.id)).toBe("scheduled");

    await t.request("POST", `/api/me/live-sessions/${session.id}/cancel`, { cookie: people.cookies.owner });
    expect((await t.request("POST", url, { cookie: people.cookies.owner })).status).toBe(409);
  });
});

describe("streaming from an encoder", () => {
  it("refuses a session that may not start yet, and an address without /live, saying why", async () => {
    const { session, streamKey } = await schedule(inMinutes(120));
    const early = await publishRtmp(serverUrl, streamKey, 2).exited;
    expect(early.code).not.toBe(0);
    expect(early.output).toContain("30 minutes before its time");
    const wrongApp = await publishRtmp(serverUrl.replace(/\/live$/, "/stream"), streamKey, 2).exited;
    expect(wrongApp.code).not.toBe(0);
    expect(wrongApp.output).toContain("/live");
    expect(await statusOf(session.id)).toBe("scheduled");
  });

  it("goes live, streams to ALL STAR members, and keeps the replay as an MP4 video post", async () => {
    const { session, streamKey } = await schedule();
    const encoder = publishRtmp(serverUrl, streamKey, 6);

    await waitFor(async () => (await statusOf(session.id)) === "live");
    // The studio tells its creator the encoder's stream is arriving; members are not told.
    await waitFor(() => arrivingFor(session.id, "owner"));
    expect(await arrivingFor(session.id, "all_star")).toBeNull();
    const link = await waitFor(async () => {
      const answer = await t.request("GET", `/api/live-sessions/${session.id}/stream`, {
        cookie: people.cookies.all_star,
      });
      return answer.status === 200 && (answer.json.url as string);
    });
    const playlist = await waitFor(async () => {
      const answer = await t.request("GET", link);
      return answer.status === 200 && answer.text.includes("#EXTINF") && answer.text;
    });
    const segment = playlist.split("\n").find((line) => line.endsWith(".ts"))!;
    const segmentAnswer = await t.request("GET", link.replace(/index\.m3u8$/, segment));
    expect(segmentAnswer.status).toBe(200);
    expect(segmentAnswer.headers.get("content-type")).toContain("video/mp2t");
    const forPro = await t.request("GET", `/api/live-sessions/${session.id}/stream`, { cookie: people.cookies.pro });
    expect(forPro.status).toBe(403);

    expect((await encoder.exited).code).toBe(0);
    await waitFor(async () => (await arrivingFor(session.id, "owner")) === false);
    const ended = await t.request("POST", `/api/me/live-sessions/${session.id}/end`, {
      cookie: people.cookies.owner,
      body: { keepReplay: true },
    });
    expect(ended.status).toBe(200);
    const replayPostId = ended.json.session.replayPostId as string;
    expect(replayPostId).toEqual(expect.any(String));
    const [row] = await t.db.select().from(liveSessions).where(eq(liveSessions.id, session.id));
    expect(row?.recordingKey).toBe(`private/live/${session.id}/recording.mp4`);
    const [made] = await t.db.select().from(posts).where(eq(posts.id, replayPostId));
    expect(made).toMatchObject({ title: "Barbell basics", type: "video", requiredTier: "all_star" });

    await runTranscodes(t.deps);
    const forMember = await t.request("GET", `/api/posts/${replayPostId}/video`, { cookie: people.cookies.all_star });
    expect(forMember.json).toMatchObject({ status: "ready", playback: { masterUrl: expect.any(String) } });
  });

  it("disconnects the encoder when the creator ends the session", async () => {
    const { session, streamKey } = await schedule();
    const encoder = publishRtmp(serverUrl, streamKey, 60);
    await waitFor(async () => (await statusOf(session.id)) === "live");
    const startedAt = Date.now();
    const ended = await t.request("POST", `/api/me/live-sessions/${session.id}/end`, {
      cookie: people.cookies.owner,
      body: { keepReplay: false },
    });
    expect(ended.status).toBe(200);
    await encoder.exited;
    expect(Date.now() - startedAt).toBeLessThan(15_000);
  });
});
