// Live sessions over HTTP: scheduling and its checks, who is told, who may see, watch and chat,
// the stream's tokens and files, and ending with or without a replay.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createViewers, viewers, type Viewer } from "../../../../tests/support/access-viewers";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { videoClip } from "../../../../tests/support/video-clips";
import { liveSessions, notifications, posts } from "../../db/schema";
import { runTranscodes } from "../video";
import { endOverrunSessions, OVERRUN_GRACE_MINUTES } from "./overrun";
import { streamToken } from "./stream-tokens";

let t: TestApp;
let people: Awaited<ReturnType<typeof createViewers>>;
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
const soon = () => new Date(Date.now() + 5 * 60_000).toISOString();

async function schedule(body: Record<string, unknown> = {}) {
  const response = await t.request("POST", "/api/me/live-sessions", {
    cookie: people.cookies.owner,
    body: { title: "Morning mobility", startsAt: soon(), durationMinutes: 30, requiredTier: "all_star", ...body },
  });
  expect(response.status).toBe(201);
  return response.json as { session: { id: string }; streamKey: string };
}

const setStatus = (id: string, status: "live" | "scheduled" | "ended") =>
  t.db.update(liveSessions).set({ status }).where(eq(liveSessions.id, id));

beforeAll(async () => {
  t = await createTestApp();
  people = await createViewers(t);
});
afterAll(() => t.close());

describe("scheduling", () => {
  it("refuses a missing title, a past time, a time too far ahead, a bad length or tier, with nothing saved", async () => {
    const bad = [
      { title: "" },
      { startsAt: new Date(Date.now() - 3600_000).toISOString() },
      { startsAt: new Date(Date.now() + 200 * 86_400_000).toISOString() },
      { startsAt: "tomorrow" },
      { durationMinutes: 2 },
      { durationMinutes: 600 },
      { requiredTier: "gold" },
    ];
    for (const change of bad) {
      const response = await t.request("POST", "/api/me/live-sessions", {
        cookie: people.cookies.owner,
        body: { title: "Bad", startsAt: inAnHour(), durationMinutes: 30, requiredTier: "pro", ...change },
      });
      expect(response.status, JSON.stringify(change)).toBe(400);
    }
    const rows = await t.db.select().from(liveSessions).where(eq(liveSessions.title, "Bad"));
    expect(rows).toHaveLength(0);
  });

  it("is for creators only", async () => {
    const body = { title: "Mine", startsAt: inAnHour(), durationMinutes: 30, requiredTier: "pro" };
    expect((await t.request("POST", "/api/me/live-sessions", { body })).status).toBe(401);
    expect((await t.request("POST", "/api/me/live-sessions", { cookie: people.cookies.pro, body })).status).toBe(403);
  });

  it("tells members of the tier and above, once, and lists the session in the creator's dashboard", async () => {
    const { session, streamKey } = await schedule({ title: "PRO stretch", requiredTier: "pro", startsAt: inAnHour() });
    expect(streamKey).toMatch(/^live_/);
    const told = await t.db
      .select({ userId: notifications.userId, data: notifications.data })
      .from(notifications)
      .where(eq(notifications.type, "live_session_scheduled"));
    const toldAbout = told.filter((row) => (row.data as { sessionId: string }).sessionId === session.id);
    expect(toldAbout.map((row) => row.userId).sort()).toEqual(
      [people.members.pro.id, people.members.all_star.id].sort(),
    );
    expect(toldAbout[0]!.data).toMatchObject({ title: "PRO stretch", creator: { username: people.owner.username } });

    const mine = await t.request("GET", "/api/me/live-sessions", { cookie: people.cookies.owner });
    expect(mine.json.sessions.map((s: { id: string }) => s.id)).toContain(session.id);
  });

  it("edits and cancels a session not started, and refuses once it is live", async () => {
    const { session } = await schedule({ requiredTier: "pro" });
    const edited = await t.request("PATCH", `/api/me/live-sessions/${session.id}`, {
      cookie: people.cookies.owner,
      body: { title: "Renamed", requiredTier: "rookie" },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.session).toMatchObject({ title: "Renamed", requiredTier: "rookie" });
    // The rookie member is told now; the PRO member, told already, is not told twice.
    const rows = await t.db.select().from(notifications).where(eq(notifications.type, "live_session_scheduled"));
    const about = rows.filter((row) => (row.data as { sessionId: string }).sessionId === session.id);
    expect(about.map((row) => row.userId).sort()).toEqual(
      [people.members.rookie.id, people.members.pro.id, people.members.all_star.id].sort(),
    );
    const other = await t.request("POST", `/api/me/live-sessions/${session.id}/cancel`, {
      cookie: people.cookies.other_creator,
    });
    expect(other.status).toBe(404);
    const cancelled = await t.request("POST", `/api/me/live-sessions/${session.id}/cancel`, {
      cookie: people.cookies.owner,
    });
    expect(cancelled.json.session.status).toBe("cancelled");

    const live = await schedule();
    await setStatus(live.session.id, "live");
    const refused = await t.request("PATCH", `/api/me/live-sessions/${live.session.id}`, {
      cookie: people.cookies.owner,
      body: { title: "Too late" },
    });
    expect(refused.status).toBe(409);
  });

  it("lists upcoming sessions to members of the creator, with whether they may watch", async () => {
    const { session } = await schedule({ title: "Listed" });
    const forPro = await t.request("GET", "/api/live-sessions", { cookie: people.cookies.pro });
    expect(forPro.json.sessions.find((s: { id: string }) => s.id === session.id)).toMatchObject({ canWatch: false });
    const forAllStar = await t.request("GET", "/api/live-sessions", { cookie: people.cookies.all_star });
    expect(forAllStar.json.sessions.find((s: { id: string }) => s.id === session.id)).toMatchObject({ canWatch: true });
    const forOther = await t.request("GET", "/api/live-sessions", { cookie: people.cookies.other_member });
    expect(forOther.json.sessions.find((s: { id: string }) => s.id === session.id)).toBeUndefined();
  });
});

describe("access matrix on an ALL STAR session that is live", () => {
  let sessionId: string;
  // Who may know of the session, and who may watch and chat.
  const sees: Record<Viewer, boolean> = {
    visitor: false,
    rookie: true,
    pro: true,
    all_star: true,
    other_member: false,
    other_creator: false,
    owner: true,
  };
  const watches: Record<Viewer, boolean> = { ...sees, rookie: false, pro: false };
  const refusal = (viewer: Viewer) => (viewer === "visitor" ? 401 : sees[viewer] ? 403 : 404);

  beforeAll(async () => {
    sessionId = (await schedule({ title: "Matrix" })).session.id;
    await setStatus(sessionId, "live");
    const folder = t.deps.liveStudio.folderOf(sessionId);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, "index.m3u8"), "#EXTM3U\n#EXTINF:1.0,\nseg-0.ts\n");
    await writeFile(path.join(folder, "seg-0.ts"), Buffer.from("segment bytes"));
  });

  it.each(viewers)("%s: session details", async (viewer) => {
    const response = await t.request("GET", `/api/live-sessions/${sessionId}`, { cookie: people.cookies[viewer] });
    if (!sees[viewer]) return expect(response.status).toBe(viewer === "visitor" ? 401 : 404);
    expect(response.status).toBe(200);
    expect(response.json.session).toMatchObject({
      id: sessionId,
      canWatch: watches[viewer],
      isOwner: viewer === "owner",
    });
    expect(response.json.session.viewerCount === null).toBe(viewer !== "owner");
  });

  it.each(viewers)("%s: stream link and its files", async (viewer) => {
    const response = await t.request("GET", `/api/live-sessions/${sessionId}/stream`, {
      cookie: people.cookies[viewer],
    });
    if (!watches[viewer]) {
      expect(response.status).toBe(refusal(viewer));
      if (response.status === 403)
        expect(response.json.error).toMatchObject({
          code: "live_tier_required",
          details: { requiredTier: "all_star" },
        });
      return;
    }
    expect(response.status).toBe(200);
    const playlist = await t.request("GET", response.json.url);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get("cache-control")).toBe("private, no-store");
    const segment = await t.app.request(response.json.url.replace("index.m3u8", "seg-0.ts"));
    expect(Buffer.from(await segment.arrayBuffer()).toString()).toBe("segment bytes");
  });

  it.each(viewers)("%s: chat read and write", async (viewer) => {
    const read = await t.request("GET", `/api/live-sessions/${sessionId}/chat`, { cookie: people.cookies[viewer] });
    const write = await t.request("POST", `/api/live-sessions/${sessionId}/chat`, {
      cookie: people.cookies[viewer],
      body: { body: `hello from ${viewer}` },
    });
    if (!watches[viewer]) {
      expect(read.status).toBe(refusal(viewer));
      expect(write.status).toBe(refusal(viewer));
      return;
    }
    expect(read.status).toBe(200);
    expect(write.status).toBe(201);
    expect(write.json.messages.at(-1)).toMatchObject({
      body: `hello from ${viewer}`,
      author: { isCreator: viewer === "owner" },
    });
  });

  it("refuses a forged, expired or other session's token with 403 and no database read", async () => {
    const secret = t.deps.liveStudio.tokenSecret;
    const expired = streamToken(secret, people.members.all_star.id, sessionId, Date.now() - 120_000).token;
    const otherSession = streamToken(secret, people.members.all_star.id, "00000000-0000-4000-8000-000000000000").token;
    for (const token of [expired, otherSession, "forged.token"]) {
      const response = await t.request("GET", `/api/live-sessions/${sessionId}/t/${token}/index.m3u8`);
      expect(response.status).toBe(403);
      expect(response.json.error.code).toBe("stream_token_expired");
    }
  });

  it("counts who watches for the creator only", async () => {
    const details = await t.request("GET", `/api/live-sessions/${sessionId}`, { cookie: people.cookies.owner });
    // The ALL STAR member and the owner fetched the playlist above.
    expect(details.json.session.viewerCount).toBeGreaterThanOrEqual(1);
  });
});

describe("chat moderation", () => {
  let sessionId: string;
  beforeAll(async () => {
    sessionId = (await schedule({ title: "Chatty", requiredTier: "pro" })).session.id;
    await setStatus(sessionId, "live");
  });
  const post = (viewer: Viewer, body: string) =>
    t.request("POST", `/api/live-sessions/${sessionId}/chat`, { cookie: people.cookies[viewer], body: { body } });

  it("refuses an empty or too long message", async () => {
    expect((await post("pro", "   ")).status).toBe(400);
    expect((await post("pro", "x".repeat(501))).status).toBe(400);
  });

  it("lets the author or the creator remove a message, not another member", async () => {
    const written = await post("pro", "remove me");
    const id = written.json.messages.at(-1).id as string;
    const byOther = await t.request("DELETE", `/api/live-sessions/${sessionId}/chat/${id}`, {
      cookie: people.cookies.all_star,
    });
    expect(byOther.status).toBe(403);
    const byCreator = await t.request("DELETE", `/api/live-sessions/${sessionId}/chat/${id}`, {
      cookie: people.cookies.owner,
    });
    expect(byCreator.status).toBe(200);
    const read = await t.request("GET", `/api/live-sessions/${sessionId}/chat`, { cookie: people.cookies.pro });
    expect(read.json.messages.map((m: { body: string }) => m.body)).not.toContain("remove me");
  });

  it("takes a report once, never of one's own message", async () => {
    const written = await post("all_star", "rude words");
    const id = written.json.messages.at(-1).id as string;
    const url = `/api/live-sessions/${sessionId}/chat/${id}/report`;
    expect((await t.request("POST", url, { cookie: people.cookies.all_star, body: { reason: "mine" } })).status).toBe(
      400,
    );
    for (let i = 0; i < 2; i += 1) {
      const report = await t.request("POST", url, { cookie: people.cookies.pro, body: { reason: "Rude" } });
      expect(report.status).toBe(200);
    }
  });

  it("slows down a flood of messages", async () => {
    let status = 201;
    for (let i = 0; i < 12 && status === 201; i += 1) status = (await post("owner", `message ${i}`)).status;
    expect(status).toBe(429);
  });
});

describe("ending", () => {
  it("ends a live session without keeping the replay, and refuses a second end", async () => {
    const { session } = await schedule({ title: "Short one" });
    await setStatus(session.id, "live");
    const ended = await t.request("POST", `/api/me/live-sessions/${session.id}/end`, {
      cookie: people.cookies.owner,
      body: { keepReplay: false },
    });
    expect(ended.status).toBe(200);
    expect(ended.json.session).toMatchObject({ status: "ended", keepReplay: false, replayPostId: null });
    const again = await t.request("POST", `/api/me/live-sessions/${session.id}/end`, {
      cookie: people.cookies.owner,
      body: { keepReplay: false },
    });
    expect(again.status).toBe(409);
    const chat = await t.request("POST", `/api/live-sessions/${session.id}/chat`, {
      cookie: people.cookies.all_star,
      body: { body: "late" },
    });
    expect(chat.status).toBe(409);
  });

  it("keeps the replay as a video post for the session's tier, published to its members once transcoded", async () => {
    const { session } = await schedule({ title: "Replay me" });
    await setStatus(session.id, "live");
    const folder = t.deps.liveStudio.folderOf(session.id);
    await mkdir(folder, { recursive: true });
    // What the creator's browser sent: MediaRecorder's WebM, kept as the recording.
    await writeFile(
      path.join(folder, "recording.webm"),
      await videoClip({ width: 640, height: 360, seconds: 2, format: "webm" }),
    );

    const ended = await t.request("POST", `/api/me/live-sessions/${session.id}/end`, {
      cookie: people.cookies.owner,
      body: { keepReplay: true },
    });
    expect(ended.status).toBe(200);
    const replayPostId = ended.json.session.replayPostId as string;
    expect(replayPostId).toEqual(expect.any(String));
    const [made] = await t.db.select().from(posts).where(eq(posts.id, replayPostId));
    expect(made).toMatchObject({ title: "Replay me", type: "video", requiredTier: "all_star", status: "processing" });

    await runTranscodes(t.deps);
    const forMember = await t.request("GET", `/api/posts/${replayPostId}/video`, { cookie: people.cookies.all_star });
    expect(forMember.status).toBe(200);
    expect(forMember.json).toMatchObject({ status: "ready", playback: { masterUrl: expect.any(String) } });
    const forPro = await t.request("GET", `/api/posts/${replayPostId}/video`, { cookie: people.cookies.pro });
    expect(forPro.json.playback).toBeNull();
  });
});

describe("sessions nobody ended", () => {
  it("ends a session still live two hours after its planned end, and leaves one within that alone", async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const forgotten = await schedule({ title: "Forgotten", durationMinutes: 30 });
    const running = await schedule({ title: "Running long", durationMinutes: 30 });
    await t.db
      .update(liveSessions)
      .set({ status: "live", startsAt: minutesAgo(30 + OVERRUN_GRACE_MINUTES + 1) })
      .where(eq(liveSessions.id, forgotten.session.id));
    await t.db
      .update(liveSessions)
      .set({ status: "live", startsAt: minutesAgo(30 + OVERRUN_GRACE_MINUTES - 5) })
      .where(eq(liveSessions.id, running.session.id));

    expect(await endOverrunSessions(t.deps)).toBe(1);
    const forMember = await t.request("GET", `/api/live-sessions/${forgotten.session.id}`, {
      cookie: people.cookies.all_star,
    });
    expect(forMember.json.session).toMatchObject({ status: "ended", endedAt: expect.any(String) });
    const stillLive = await t.request("GET", `/api/live-sessions/${running.session.id}`, {
      cookie: people.cookies.all_star,
    });
    expect(stillLive.json.session.status).toBe("live");
    expect(await endOverrunSessions(t.deps)).toBe(0);
  });
});
