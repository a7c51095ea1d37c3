// Live sessions: a creator's stream (a generated 720p WebM, paced in real time, sent over the ingest
// WebSocket as a browser's MediaRecorder does) goes through the server's ffmpeg into 1 s HLS
// segments, then 200 concurrent viewers read the playlist and the newest segment every second.
// Figures: when each segment is listed after its first frame was made (the delay the server adds,
// measured from the source's start, so it overstates it) and the estimated glass-to-glass latency
// (that plus the player's two-segment hold-back); segment latency p50/p99 under the 200 viewers;
// server memory before, at peak and after.
// Budgets: glass-to-glass <= 10 s; segment p99 <= 50 ms; RSS growth under the viewers <= 64 MB.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { ffmpegBinary } from "../src/server/adapters/ffmpeg";
import { percentiles, signInCookies } from "./support/sequential";
import { runAsScript } from "./support/run-as-script";
import { startBenchServer, type BenchServer } from "./support/server";
import { rssBytes, serverPid } from "./support/server-process";

const DEMO_CREATOR = { email: "maya.strong@demo.fitcreators.app", password: "demo1234" };
const VIEWERS = 200;
const VIEW_SECONDS = 20;
const STREAM_SECONDS = VIEW_SECONDS + 20;
/** hls.js in the watch page starts this many 1 s segments behind the live edge (liveSyncDurationCount). */
const PLAYER_HOLD_BACK_SECONDS = 2;
const MB = 1024 * 1024;
const budgets = { glassToGlassSeconds: 10, segmentP99Ms: 50, rssGrowthBytes: 64 * MB };

async function api(server: BenchServer, cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, origin: server.origin, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<any>;
}

function run(args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(ffmpegBinary(process.env.FFMPEG_PATH), args, { stdio: ["ignore", "ignore", "inherit"] });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
}

/** A 720p camera-like WebM (VP8 + Opus, as Chrome's MediaRecorder makes), encoded ahead of the run. */
async function makeSource(file: string) {
  await run([
    ...["-y", "-hide_banner", "-loglevel", "error"],
    ...["-f", "lavfi", "-i", `testsrc=size=1280x720:rate=30:duration=${STREAM_SECONDS}`],
    ...["-f", "lavfi", "-i", `sine=frequency=440:duration=${STREAM_SECONDS}`],
    ...["-c:v", "libvpx", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "2M", "-c:a", "libopus", file],
  ]);
}

/**
 * The source sent in real time (ffmpeg -re copying it, in half-second clusters like MediaRecorder's
 * chunks), so its frame at second t leaves at start + t whatever else the machine is doing.
 */
function streamSource(server: BenchServer, cookie: string, sessionId: string, file: string) {
  const startedAt = performance.now();
  const source = spawn(
    ffmpegBinary(process.env.FFMPEG_PATH),
    [
      ...["-hide_banner", "-loglevel", "error", "-re", "-i", file],
      ...["-c", "copy", "-f", "webm", "-cluster_time_limit", "500", "pipe:1"],
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const socket = new WebSocket(`${server.url.replace("http", "ws")}/api/live-sessions/${sessionId}/ingest`, {
    headers: { cookie, origin: server.origin },
  });
  const opened = new Promise<void>((resolve, reject) => {
    setTimeout(() => reject(new Error("the ingest socket did not open within 30 s")), 30_000).unref();
    socket.once("open", resolve);
    socket.once("unexpected-response", (_request, response) =>
      reject(new Error(`ingest refused: ${response.statusCode}`)),
    );
    socket.once("error", reject);
  });
  const pending: Buffer[] = [];
  source.stdout.on("data", (chunk: Buffer) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(chunk);
    else pending.push(chunk);
  });
  void opened.then(() => {
    for (const chunk of pending.splice(0)) socket.send(chunk);
  });
  return {
    startedAt,
    opened,
    stop: () => {
      source.kill("SIGTERM");
      socket.close();
    },
  };
}

/** Polls until `check` holds, failing after 30 s instead of waiting forever. */
async function waitFor(what: string, check: () => Promise<boolean>) {
  const deadline = performance.now() + 30_000;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Watches the playlist (every 100 ms) and notes when each segment is first listed. */
function watchPlaylist(playlistUrl: string) {
  const listedAt = new Map<number, number>();
  let isWatching = true;
  const done = (async () => {
    while (isWatching) {
      const response = await fetch(playlistUrl).catch(() => null);
      if (response?.ok) {
        const text = await response.text();
        const now = performance.now();
        for (const match of text.matchAll(/seg-(\d+)\.ts/g)) {
          const index = Number(match[1]);
          if (!listedAt.has(index)) listedAt.set(index, now);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    listedAt,
    stop: async () => {
      isWatching = false;
      await done;
    },
  };
}

/** One viewer: the playlist, then its newest segment, once a second, timing each segment. */
async function viewer(base: string, until: number, segmentMs: number[], failures: { count: number }) {
  // Viewers do not all start in the same millisecond.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
  while (performance.now() < until) {
    const started = performance.now();
    const playlist = await fetch(`${base}/index.m3u8`).then((response) => (response.ok ? response.text() : ""));
    const newest = [...playlist.matchAll(/seg-\d+\.ts/g)].at(-1)?.[0];
    if (newest) {
      const before = performance.now();
      const response = await fetch(`${base}/${newest}`);
      await response.arrayBuffer();
      if (response.ok) segmentMs.push(performance.now() - before);
      else failures.count += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - started))));
  }
}

export async function liveLatency(): Promise<boolean> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), "fitcreators-bench-live-"));
  const sourceFile = path.join(workDir, "camera.webm");
  await makeSource(sourceFile);
  console.log(`Source: ${STREAM_SECONDS} s of 720p VP8/Opus WebM; starting the server`);
  const server = await startBenchServer({ webDistDir: process.env.WEB_DIST_DIR ?? "dist/web" });
  try {
    const pid = await serverPid();
    const cookie = (await signInCookies(server, DEMO_CREATOR.email, DEMO_CREATOR.password)).join("; ");
    const { session } = await api(server, cookie, "POST", "/api/me/live-sessions", {
      title: "Bench live",
      startsAt: new Date(Date.now() + 60_000).toISOString(),
      durationMinutes: 30,
      requiredTier: "rookie",
    });
    console.log("Session scheduled; streaming");
    const source = streamSource(server, cookie, session.id, sourceFile);
    await source.opened;
    // The session turns live once the first chunk has arrived, and is listed a second or two later.
    await waitFor("the session to go live", async () => {
      const answer = await api(server, cookie, "GET", `/api/live-sessions/${session.id}`);
      return answer.session.status === "live";
    });
    let link: { url: string; isReady: boolean } = { url: "", isReady: false };
    await waitFor("the stream's first playlist", async () => {
      link = await api(server, cookie, "GET", `/api/live-sessions/${session.id}/stream`);
      return link.isReady;
    });
    const playlistUrl = `${server.url}${link.url}`;
    console.log("Stream listed; viewers arrive in 5 s");
    const watcher = watchPlaylist(playlistUrl);
    // A few seconds of streaming before the viewers come.
    await new Promise((resolve) => setTimeout(resolve, 5_000));

    const baseline = await rssBytes(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      rssBytes(pid).then(
        (rss) => (peak = Math.max(peak, rss)),
        () => {},
      );
    }, 100);
    const segmentMs: number[] = [];
    const failures = { count: 0 };
    // The token is valid a minute: long enough for the whole run.
    const base = playlistUrl.replace(/\/index\.m3u8$/, "");
    const until = performance.now() + VIEW_SECONDS * 1000;
    await Promise.all(Array.from({ length: VIEWERS }, () => viewer(base, until, segmentMs, failures)));
    clearInterval(sampler);
    const after = await rssBytes(pid);
    await watcher.stop();
    source.stop();
    await api(server, cookie, "POST", `/api/me/live-sessions/${session.id}/end`, { keepReplay: false });

    // Segment n holds the stream's second [n, n+1): its first frame was made at startedAt + n s.
    const delays = [...watcher.listedAt.entries()]
      .filter(([index]) => index > 0)
      .map(([index, listedAt]) => (listedAt - (source.startedAt + index * 1000)) / 1000);
    const availability = percentiles(delays);
    const glassToGlass = availability.max + PLAYER_HOLD_BACK_SECONDS;
    const segments = percentiles(segmentMs);
    const growth = peak - baseline;
    const mb = (bytes: number) => (bytes / MB).toFixed(1);
    console.log(
      `Segment listed after its first frame: p50 ${availability.p50.toFixed(2)} s, max ${availability.max.toFixed(2)} s over ${delays.length} segments`,
    );
    console.log(
      `Estimated glass-to-glass (max + ${PLAYER_HOLD_BACK_SECONDS} s player hold-back): ${glassToGlass.toFixed(2)} s (budget ${budgets.glassToGlassSeconds} s)`,
    );
    console.log(
      `${VIEWERS} viewers for ${VIEW_SECONDS} s: ${segmentMs.length} segments, p50 ${segments.p50.toFixed(1)} ms, p99 ${segments.p99.toFixed(1)} ms, max ${segments.max.toFixed(1)} ms, ${failures.count} failed (budget p99 ${budgets.segmentP99Ms} ms)`,
    );
    console.log(
      `Server RSS: ${mb(baseline)} MB before the viewers, ${mb(peak)} MB at peak (+${mb(growth)} MB), ${mb(after)} MB after (budget +${mb(budgets.rssGrowthBytes)} MB)`,
    );
    return (
      glassToGlass <= budgets.glassToGlassSeconds &&
      segments.p99 <= budgets.segmentP99Ms &&
      failures.count === 0 &&
      growth <= budgets.rssGrowthBytes
    );
  } finally {
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

runAsScript(import.meta.url, liveLatency);
