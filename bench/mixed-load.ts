// Mixed read/write load (issue 9): 200 virtual users for 60 s (BENCH_USERS, BENCH_DURATION) against
// the real server at 10,000 creators: members browse public pages and APIs, read their feed and
// follow creators; creators post text posts and upload small pictures over tus, posting them.
// Reports errors, req/s, p50/p99 per kind of request, and the server's resident memory sampled
// over the run. Budget: no errors (no 5xx, no refused write, no failed connection) and memory flat
// after warm-up (the last fifth of the run at most 25% above the second fifth).
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import sharp from "sharp";
import { createDatabase } from "../src/server/db/client";
import { accounts, creatorProfiles, profiles, users } from "../src/server/db/schema";
import { seedCreators } from "./explore-latency";
import { startBenchDatabase } from "./support/database";
import { runAsScript } from "./support/run-as-script";
import { rssBytes, serverPid } from "./support/server-process";
import { startServerOnDatabase } from "./support/server";

const USERS = Number(process.env.BENCH_USERS ?? 200);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 60);
/** A pause between one user's requests, as a person (or a page's few requests) would leave. */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 100);
const CREATOR_SHARE = 0.2;
export const LOAD_PASSWORD = "bench-password-1";
const SEEDED_CREATORS = 10_000;
const RSS_GROWTH_BUDGET = 0.25;
const RSS_SAMPLE_MS = 1_000;

type Kind =
  | "page /"
  | "page /influencer/:username"
  | "GET /api/creators"
  | "GET /api/creators/featured"
  | "GET /api/creators/:username"
  | "GET /api/creators/:username/posts"
  | "GET /api/me/feed"
  | "POST /api/creators/:username/follow"
  | "POST /api/posts (text)"
  | "tus upload (create + PATCH)"
  | "POST /api/posts (picture)"
  | "GET /api/me/posts";

interface Tally {
  latencies: number[];
  errors: number;
  firstError?: string;
}

/** What one run of the load saw: timings per kind, each failure with its time, the posts the server acknowledged. */
export interface LoadRun {
  tallies: Map<Kind, Tally>;
  failures: { kind: Kind; at: number; detail: string }[];
  acknowledgedPosts: string[];
}

export const newLoadRun = (): LoadRun => ({ tallies: new Map(), failures: [], acknowledgedPosts: [] });

/** Where the load goes: one server, or a load balancer in front of several. */
export interface LoadTarget {
  url: string;
  /** The Origin the app's own pages send: state-changing requests must carry it. */
  origin: string;
}

function tallyOf(run: LoadRun, kind: Kind) {
  const tally = run.tallies.get(kind) ?? { latencies: [], errors: 0 };
  run.tallies.set(kind, tally);
  return tally;
}

function countFailure(run: LoadRun, kind: Kind, detail: string) {
  const tally = tallyOf(run, kind);
  tally.errors++;
  tally.firstError ??= detail;
  run.failures.push({ kind, at: Date.now(), detail });
}
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const seededCreator = () => `creator_${1 + Math.floor(Math.random() * SEEDED_CREATORS)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request, timed and tallied under its kind; answers the response body (JSON when it is). */
async function timed(
  run: LoadRun,
  kind: Kind,
  url: string,
  init: RequestInit = {},
  expected: (status: number) => boolean = (status) => status < 400,
) {
  const tally = tallyOf(run, kind);
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    const body = await response.arrayBuffer();
    tally.latencies.push(performance.now() - started);
    if (!expected(response.status)) {
      countFailure(run, kind, `${response.status} ${Buffer.from(body).toString().slice(0, 200)}`);
      return null;
    }
    return { response, text: Buffer.from(body).toString() };
  } catch (error) {
    tally.latencies.push(performance.now() - started);
    countFailure(run, kind, String(error));
    return null;
  }
}

export interface VirtualUser {
  email: string;
  role: "follower" | "influencer";
  cookie?: string;
}

/** Accounts straight into the database (sign-up would meet its rate limit and confirmation emails). */
export async function createAccounts(databaseUrl: string, count = USERS): Promise<VirtualUser[]> {
  const { db, pool } = createDatabase(databaseUrl, { max: 2 });
  const hash = await hashPassword(LOAD_PASSWORD);
  const people = Array.from({ length: count }, (_, i) => {
    const id = randomUUID();
    const role = i < count * CREATOR_SHARE ? ("influencer" as const) : ("follower" as const);
    return { id, username: `load_${i}`, email: `load_${i}@bench.test`, role };
  });
  await db.insert(users).values(
    people.map((p) => ({
      id: p.id,
      name: p.username,
      username: p.username,
      email: p.email,
      role: p.role,
      emailVerified: true,
    })),
  );
  await db.insert(accounts).values(
    people.map((p) => ({
      id: randomUUID(),
      accountId: p.id,
      providerId: "credential",
      userId: p.id,
      password: hash,
    })),
  );
  await db.insert(profiles).values(people.map((p) => ({ userId: p.id })));
  await db.insert(creatorProfiles).values(people.filter((p) => p.role === "influencer").map((p) => ({ userId: p.id })));
  await pool.end();
  return people.map(({ email, role }) => ({ email, role }));
}

export async function signInAll(server: LoadTarget, people: VirtualUser[]) {
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < people.length) {
        const person = people[next++]!;
        const response = await fetch(`${server.url}/api/auth/sign-in`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.origin },
          body: JSON.stringify({ email: person.email, password: LOAD_PASSWORD }),
        });
        if (!response.ok) throw new Error(`sign-in of ${person.email}: ${response.status} ${await response.text()}`);
        person.cookie = response.headers
          .getSetCookie()
          .map((cookie) => cookie.split(";")[0])
          .join("; ");
      }
    }),
  );
}

const tusMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(",");

/** A member's turn: mostly reads (pages, explore, profiles, posts, feed), sometimes a follow. */
async function memberTurn(run: LoadRun, server: LoadTarget, cookie: string, hasPages: boolean) {
  const roll = Math.random();
  const headers = { cookie };
  if (hasPages && roll < 0.1) await timed(run, "page /", `${server.url}/`);
  else if (hasPages && roll < 0.2)
    await timed(run, "page /influencer/:username", `${server.url}/influencer/${seededCreator()}`);
  else if (roll < 0.35)
    await timed(run, "GET /api/creators", `${server.url}/api/creators${Math.random() < 0.3 ? "?search=yoga" : ""}`, {
      headers,
    });
  else if (roll < 0.45)
    await timed(run, "GET /api/creators/featured", `${server.url}/api/creators/featured`, { headers });
  else if (roll < 0.6)
    await timed(run, "GET /api/creators/:username", `${server.url}/api/creators/${seededCreator()}`, { headers });
  else if (roll < 0.75)
    await timed(run, "GET /api/creators/:username/posts", `${server.url}/api/creators/${seededCreator()}/posts`, {
      headers,
    });
  else if (roll < 0.92) await timed(run, "GET /api/me/feed", `${server.url}/api/me/feed`, { headers });
  else {
    const creator = seededCreator();
    await timed(
      run,
      "POST /api/creators/:username/follow",
      `${server.url}/api/creators/${creator}/follow`,
      { method: "POST", headers: { ...headers, origin: server.origin } },
      (status) =>
        // A creator whose profile is not complete cannot be followed (a tenth of the seeded ones): a 4xx by design.
        status < 500 && status !== 401 && status !== 403,
    );
  }
}

/** A creator's turn: reads their own posts, posts text, or uploads a small picture and posts it. */
async function creatorTurn(run: LoadRun, server: LoadTarget, cookie: string, picture: Buffer) {
  const roll = Math.random();
  const json = { cookie, origin: server.origin, "content-type": "application/json" };
  if (roll < 0.4) await timed(run, "GET /api/me/posts", `${server.url}/api/me/posts`, { headers: { cookie } });
  else if (roll < 0.8) {
    const body = JSON.stringify({
      title: `Workout ${Date.now()}`,
      description: "Three rounds, rest ninety seconds.",
      type: "text",
      requiredTier: pick(["rookie", "pro", "all_star"]),
    });
    const posted = await timed(run, "POST /api/posts (text)", `${server.url}/api/posts`, {
      method: "POST",
      headers: json,
      body,
    });
    if (posted) run.acknowledgedPosts.push((JSON.parse(posted.text) as { id: string }).id);
  } else {
    const started = performance.now();
    const tus = { cookie, origin: server.origin, "tus-resumable": "1.0.0" };
    const created = await fetch(`${server.url}/api/uploads`, {
      method: "POST",
      headers: {
        ...tus,
        "upload-length": String(picture.length),
        "upload-metadata": tusMetadata({ kind: "image", filetype: "image/png", filename: "pic.png" }),
      },
    }).catch(() => null);
    const location = created?.headers.get("location");
    const uploadId = location?.split("/").at(-1);
    let isUploaded = false;
    if (created?.status === 201 && uploadId) {
      const sent = await fetch(`${server.url}/api/uploads/${uploadId}`, {
        method: "PATCH",
        headers: { ...tus, "upload-offset": "0", "content-type": "application/offset+octet-stream" },
        body: new Uint8Array(picture),
      }).catch(() => null);
      isUploaded = sent?.status === 204;
    }
    tallyOf(run, "tus upload (create + PATCH)").latencies.push(performance.now() - started);
    if (!isUploaded) {
      const detail = `create ${created?.status ?? "failed"} ${created ? await created.text() : ""}`;
      countFailure(run, "tus upload (create + PATCH)", detail);
      return;
    }
    const body = JSON.stringify({
      title: `Form check ${Date.now()}`,
      type: "image",
      mediaUploadId: uploadId,
      requiredTier: "rookie",
    });
    const posted = await timed(run, "POST /api/posts (picture)", `${server.url}/api/posts`, {
      method: "POST",
      headers: json,
      body,
    });
    if (posted) run.acknowledgedPosts.push((JSON.parse(posted.text) as { id: string }).id);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Every user takes turns (a member's or a creator's) until the time is up. */
export async function driveLoad(
  run: LoadRun,
  target: LoadTarget,
  people: VirtualUser[],
  options: { seconds: number; hasPages: boolean; picture: Buffer },
) {
  const deadline = Date.now() + options.seconds * 1000;
  await Promise.all(
    people.map(async (person) => {
      // Spread the users' first requests over the first second.
      await sleep(Math.random() * 1000);
      while (Date.now() < deadline) {
        if (person.role === "influencer") await creatorTurn(run, target, person.cookie!, options.picture);
        else await memberTurn(run, target, person.cookie!, options.hasPages);
        await sleep(THINK_MS * (0.5 + Math.random()));
      }
    }),
  );
}

/** The run's figures per kind of request, as the report's table shows them. */
export function loadRows(run: LoadRun, seconds: number) {
  return [...run.tallies.entries()].map(([kind, tally]) => {
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return {
      kind,
      requests: sorted.length,
      "req/s": Math.round(sorted.length / seconds),
      "p50 ms": at(0.5).toFixed(1),
      "p99 ms": at(0.99).toFixed(1),
      errors: tally.errors,
    };
  });
}

/** A small picture, as creators' uploads in the load. */
export const loadPicture = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();

export async function mixedLoad(): Promise<boolean> {
  const database = await startBenchDatabase();
  console.log("seeding 10,000 creators and ~50,000 memberships…");
  await seedCreators(database.url);
  const people = await createAccounts(database.url);
  const webDistDir = path.resolve(process.env.WEB_DIST_DIR ?? "dist/web");
  const hasPages = existsSync(path.join(webDistDir, "index.html"));
  if (!hasPages) console.log(`no web build in ${webDistDir}: the public pages are left out (npm run build first)`);
  // Every virtual user signs in from this one address; the limit is for people, not for this test.
  const server = await startServerOnDatabase(database.url, { AUTH_RATE_LIMIT: "100000", WEB_DIST_DIR: webDistDir });
  const picture = await loadPicture();
  const run = newLoadRun();
  try {
    console.log(`signing in ${people.length} users…`);
    await signInAll(server, people);
    const pid = await serverPid();
    const rss: { second: number; mb: number }[] = [];
    const runStarted = performance.now();
    const sampler = setInterval(() => {
      void rssBytes(pid).then(
        (bytes) => rss.push({ second: (performance.now() - runStarted) / 1000, mb: bytes / (1024 * 1024) }),
        () => {},
      );
    }, RSS_SAMPLE_MS);

    console.log(`${people.length} users for ${DURATION_SECONDS} s (think time ${THINK_MS} ms)…`);
    await driveLoad(run, server, people, { seconds: DURATION_SECONDS, hasPages, picture });
    clearInterval(sampler);
    const seconds = (performance.now() - runStarted) / 1000;

    const rows = loadRows(run, seconds);
    const total = rows.reduce((sum, row) => sum + row.requests, 0);
    const errors = rows.reduce((sum, row) => sum + row.errors, 0);
    console.table(rows);
    for (const [kind, tally] of run.tallies)
      if (tally.firstError) console.log(`first error of ${kind}: ${tally.firstError}`);
    console.log(`${total} requests in ${seconds.toFixed(1)} s: ${Math.round(total / seconds)} req/s, ${errors} errors`);

    // Memory: warm-up is the first fifth of the run; flat means the last fifth stays near the second.
    const fifth = (n: number) =>
      rss
        .filter((sample) => sample.second >= (n * seconds) / 5 && sample.second < ((n + 1) * seconds) / 5)
        .map((sample) => sample.mb);
    const afterWarmUp = median(fifth(1));
    const atEnd = median(fifth(4));
    const growth = afterWarmUp > 0 ? (atEnd - afterWarmUp) / afterWarmUp : 0;
    const every = Math.max(1, Math.round(rss.length / 12));
    console.log(
      `server RSS (MB) over time: ${rss
        .filter((_, i) => i % every === 0)
        .map((s) => `${Math.round(s.second)}s ${Math.round(s.mb)}`)
        .join(", ")}`,
    );
    console.log(
      `RSS after warm-up ${afterWarmUp.toFixed(0)} MB, at the end ${atEnd.toFixed(0)} MB (${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)}%; budget +${RSS_GROWTH_BUDGET * 100}%)`,
    );
    return errors === 0 && growth <= RSS_GROWTH_BUDGET;
  } finally {
    await server.stop();
    await database.stop();
  }
}

runAsScript(import.meta.url, mixedLoad);
