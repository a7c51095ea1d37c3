// The failover scenario on the several-hosts topology (topology.ts), shared by its test and its
// benchmark: the mixed load runs through the balancer while one instance is stopped with SIGTERM,
// started again, and later killed with kill -9. Meanwhile browsers hold live streams through the
// balancer and hints are published to them every half second. It reports what a user would
// notice: failed requests and when, acknowledged writes missing afterwards, hints that stopped
// coming, and whether background jobs still ran once an instance was gone.
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "./chromium";
import pg from "pg";
import {
  createAccounts,
  driveLoad,
  loadPicture,
  newLoadRun,
  signInAll,
  type LoadRun,
  type VirtualUser,
} from "../../bench/mixed-load";
import { seedCreators } from "../../bench/explore-latency";
import { createDatabase } from "../../src/server/db/client";
import { publishHint } from "../../src/server/adapters/events/hints";
import { METRICS_TOKEN, type Topology } from "./topology";

const BROWSERS = 4;
const HINT_EVERY_MS = 500;
/**
 * How long a browser may go without a hint around a disruption. A stream cut by a kill comes
 * back after its 3 s `retry`, through the balancer, to a survivor carrying the whole load.
 */
export const HINT_GAP_BUDGET_MS = 8_000;

export interface FailoverReport {
  run: LoadRun;
  seconds: number;
  /** When each disruption happened (ms since the epoch). */
  events: { sigterm: number; sigtermExit: { code: number | null; ms: number }; restarted: number; killed: number };
  /** Acknowledged posts the database does not have. */
  lostPosts: string[];
  /** The longest time each browser went without a hint, after its first one. */
  longestHintGapMs: number[];
  /** Whether a post made after the kill reached its follower's notifications (the fan-out job ran on the survivor). */
  jobRanOnSurvivor: boolean;
  /** /metrics of the surviving instance, scraped during the load. */
  metricsText: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A signed-in browser holding the app's live stream through the balancer, noting each hint's arrival. */
async function openLiveBrowser(browser: Browser, topology: Topology, person: VirtualUser, password: string) {
  // The API answers' policy forbids connections from their documents; the page is only a host for the stream.
  const context = await browser.newContext({ baseURL: topology.url, bypassCSP: true });
  const signedIn = await context.request.post("/api/auth/sign-in", {
    data: { email: person.email, password },
    headers: { origin: topology.origin },
  });
  if (!signedIn.ok()) throw new Error(`browser sign-in: ${signedIn.status()} ${await signedIn.text()}`);
  const page = await context.newPage();
  await page.goto("/api/health/live");
  await page.evaluate(() => {
    const arrivals: number[] = [];
    (window as unknown as { arrivals: number[] }).arrivals = arrivals;
    const source = new EventSource("/api/events");
    source.addEventListener("hint", () => arrivals.push(Date.now()));
  });
  return page;
}

const arrivalsOf = (page: Page) => page.evaluate(() => (window as unknown as { arrivals: number[] }).arrivals);

function longestGap(arrivals: number[], until: number) {
  let longest = 0;
  for (let i = 1; i <= arrivals.length; i++) longest = Math.max(longest, (arrivals[i] ?? until) - arrivals[i - 1]!);
  return arrivals.length === 0 ? Number.POSITIVE_INFINITY : longest;
}

async function idsOf(directUrl: string, emails: string[]) {
  const client = new pg.Client({ connectionString: directUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string; email: string }>(
    "select id, email from users where email = any($1)",
    [emails],
  );
  await client.end();
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** Posts the creator makes after the kill, and whether the follower is told of it by the fan-out job. */
async function fanOutAfterKill(topology: Topology, creator: VirtualUser, follower: VirtualUser) {
  const response = await fetch(`${topology.url}/api/posts`, {
    method: "POST",
    headers: { cookie: creator.cookie!, origin: topology.origin, "content-type": "application/json" },
    body: JSON.stringify({ title: "After the failover", type: "text", requiredTier: "rookie" }),
  });
  if (response.status !== 201) return false;
  const { id } = (await response.json()) as { id: string };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const notifications = await fetch(`${topology.url}/api/notifications`, { headers: { cookie: follower.cookie! } });
    if ((await notifications.text()).includes(id)) return true;
    await sleep(500);
  }
  return false;
}

export async function prepareFailover(topology: Topology, users: number) {
  await seedCreators(topology.directUrl);
  const people = await createAccounts(topology.directUrl, users);
  await signInAll(topology, people);
  return people;
}

export async function runFailover(
  topology: Topology,
  people: VirtualUser[],
  options: { seconds: number; password: string },
): Promise<FailoverReport> {
  const [stopped, survivor] = topology.instances;
  const ids = await idsOf(
    topology.directUrl,
    people.map((person) => person.email),
  );
  const creator = people.find((person) => person.role === "influencer")!;
  const follower = people.find((person) => person.role === "follower")!;
  const { db, pool } = createDatabase(topology.directUrl, { max: 2 });
  pool.on("error", () => undefined);
  // The follower is a member, so the creator's post after the kill is fanned out to them.
  await pool.query(
    "insert into memberships (follower_id, creator_id, tier, status) values ($1, $2, 'rookie', 'active') on conflict do nothing",
    [ids.get(follower.email), ids.get(creator.email)],
  );

  const browser = await launchChromium();
  const listeners = people.filter((person) => person.role === "follower").slice(1, 1 + BROWSERS);
  const pages = await Promise.all(
    listeners.map((person) => openLiveBrowser(browser, topology, person, options.password)),
  );
  const listenerIds = listeners.map((person) => ids.get(person.email)!);
  const hints = setInterval(
    () => void publishHint(db, listenerIds, ["notifications"]).catch(() => undefined),
    HINT_EVERY_MS,
  );

  const run = newLoadRun();
  const picture = await loadPicture();
  const started = Date.now();
  const load = driveLoad(run, topology, people, { seconds: options.seconds, hasPages: false, picture });
  const at = (share: number) => sleep(Math.max(0, started + options.seconds * 1000 * share - Date.now()));
  try {
    await at(0.2);
    const metricsText = await (
      await fetch(`${survivor.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    await at(0.25);
    const sigterm = Date.now();
    stopped.signal("SIGTERM");
    const exit = await stopped.exited();
    const sigtermExit = { code: exit.code, ms: Date.now() - sigterm };
    await at(0.45);
    await stopped.restart();
    const restarted = Date.now();
    await at(0.7);
    const killed = Date.now();
    stopped.signal("SIGKILL");
    await stopped.exited();
    const jobRanOnSurvivor = await fanOutAfterKill(topology, creator, follower);
    await load;
    const seconds = (Date.now() - started) / 1000;
    clearInterval(hints);
    await sleep(HINT_EVERY_MS * 2);
    const until = Date.now();
    const longestHintGapMs = await Promise.all(pages.map(async (page) => longestGap(await arrivalsOf(page), until)));

    const { rows } = await pool.query<{ id: string }>("select id from posts where id = any($1)", [
      run.acknowledgedPosts,
    ]);
    const found = new Set(rows.map((row) => row.id));
    const lostPosts = run.acknowledgedPosts.filter((id) => !found.has(id));
    return {
      run,
      seconds,
      events: { sigterm, sigtermExit, restarted, killed },
      lostPosts,
      longestHintGapMs,
      jobRanOnSurvivor,
      metricsText,
    };
  } finally {
    clearInterval(hints);
    await load.catch(() => undefined);
    await browser.close();
    await pool.end();
  }
}

/** Bytes the process has read and written through system calls (sockets and files): /proc/<pid>/io. */
async function ioBytes(pid: number) {
  const { readFile } = await import("node:fs/promises");
  const io = await readFile(`/proc/${pid}/io`, "utf8");
  const field = (name: string) => Number(new RegExp(`^${name}: (\\d+)$`, "m").exec(io)?.[1] ?? 0);
  return field("rchar") + field("wchar");
}

/**
 * A member's player reading a 100 MB video in 2 MB ranges through the balancer, as a browser
 * does (the app's redirect followed to the bucket): how many bytes each live app process moved
 * meanwhile, against the video's size.
 */
/** A published PRO video post of the creator's whose file is these bytes in the bucket (no transcoding). */
export async function videoPostInBucket(topology: Topology, creator: VirtualUser, bytes: Buffer) {
  const { createS3Storage } = await import("../../src/server/adapters/storage/s3");
  const key = `posts/topology/${randomUUID()}.mp4`;
  await createS3Storage(topology.s3.settings).put(key, bytes, "video/mp4");
  const client = new pg.Client({ connectionString: topology.directUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    `insert into posts (creator_id, title, category, type, required_tier, status, media_key, media_mime_type, media_size_bytes, published_at)
     select id, 'A long session', 'workout', 'video', 'pro', 'published', $1, 'video/mp4', $2, now() from users where email = $3
     returning id`,
    [key, bytes.length, creator.email],
  );
  await client.end();
  return rows[0]!.id;
}

export async function mediaBytesThroughApps(topology: Topology, creator: VirtualUser, megabytes = 100) {
  const size = megabytes * 1024 * 1024;
  const postId = await videoPostInBucket(topology, creator, Buffer.alloc(size, 7));

  const live = topology.instances.filter((instance) => {
    try {
      process.kill(instance.pid(), 0);
      return true;
    } catch {
      return false;
    }
  });
  const before = await Promise.all(live.map((instance) => ioBytes(instance.pid())));
  const chunk = 2 * 1024 * 1024;
  let received = 0;
  for (let start = 0; start < size; start += chunk) {
    const end = Math.min(size, start + chunk) - 1;
    const response = await fetch(`${topology.url}/api/posts/${postId}/media`, {
      headers: { cookie: creator.cookie!, range: `bytes=${start}-${end}` },
    });
    if (response.status !== 206) throw new Error(`range ${start}-${end}: ${response.status}`);
    received += (await response.arrayBuffer()).byteLength;
  }
  const after = await Promise.all(live.map((instance) => ioBytes(instance.pid())));
  return {
    videoBytes: size,
    received,
    appBytes: after.reduce((sum, bytes, index) => sum + bytes - before[index]!, 0),
    instances: live.length,
  };
}

/**
 * A member's browser (here the creator's own, who may open the post) playing the video in a
 * <video> on one of the app's pages: the app redirects, Chromium follows to the bucket under the
 * page's content security policy. Answers the duration Chromium read, or the error it met.
 */
export async function playInBrowser(topology: Topology, creator: VirtualUser, password: string, postId: string) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: topology.url });
    const signedIn = await context.request.post("/api/auth/sign-in", {
      data: { email: creator.email, password },
      headers: { origin: topology.origin },
    });
    if (!signedIn.ok()) throw new Error(`sign-in: ${signedIn.status()}`);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    // A page of the app's (without a web build, its "not built" page), with the pages' policy.
    await page.goto("/explore");
    const played = await page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          const video = document.createElement("video");
          video.muted = true;
          video.addEventListener("loadedmetadata", () => resolve(`duration ${video.duration.toFixed(1)}`));
          video.addEventListener("error", () => resolve(`error ${video.error?.code}`));
          video.src = src;
          document.body.append(video);
        }),
      `/api/posts/${postId}/media`,
    );
    return { played, violations };
  } finally {
    await browser.close();
  }
}
