// Prometheus metrics through HTTP: never public (404 without a setting, 401 without the token),
// requests counted by route template, the shared cache's hits, the pool, job and transcode
// queues, event streams; and the port of their own, served without a token.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost } from "../../../../tests/support/content-factories";
import { createCreator } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { postVideos } from "../../db/schema";
import { createMemoryLogger } from "../../lib/memory-logger";
import { createRequestListener } from "../../request-listener";
import { startMetricsServer } from "./metrics-server";

const TOKEN = "metrics-token-for-the-tests-0123";

let t: TestApp;
let server: Server;
let origin: string;
let creatorPath: string;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, PUBLIC_CACHE_MB: "8" } });
  // The platform's real listener (front door, then the app), as main.ts serves it.
  server = createServer(createRequestListener(t.deps));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const creator = await createCreator(t, { username: "metrics_coach" });
  creatorPath = `/api/creators/${creator.username}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus's text format. */
function parse(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [, name, labelText = "", value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries([...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
      return { name: name!, labels, value: Number(value) };
    });
}

/** The one sample of `name` with these labels (among others), or undefined. */
function sample(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([label, value]) => s.labels[label] === value),
  );
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

async function scrape() {
  const response = await t.request("GET", "/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return parse(response.text);
}

describe("GET /metrics on the app's port", () => {
  it("is not there without METRICS_TOKEN: 404 as for any path the app lacks, with METRICS_PORT alone too", async () => {
    for (const env of [{}, { METRICS_PORT: "9464" }] as Record<string, string>[]) {
      const bare = await createTestApp({ env });
      try {
        expect(bare.deps.metrics === null).toBe(!("METRICS_PORT" in env));
        const answer = await bare.request("GET", "/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
        expect(answer.status).toBe(404);
        expect(answer.json.error.code).toBe("not_found");
      } finally {
        await bare.close();
      }
    }
  });

  it("refuses a scraper without the token, or with another one, asking for a bearer token", async () => {
    for (const authorization of [undefined, "Bearer not-the-metrics-token-at-all", `Basic ${TOKEN}`, "Bearer"]) {
      const answer = await t.request("GET", "/metrics", { headers: authorization ? { authorization } : {} });
      expect(answer.status).toBe(401);
      expect(answer.json.error.code).toBe("metrics_token_required");
      expect(answer.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(answer.text).not.toContain("http_requests_total");
    }
    // Through the front door too: a visitor's read without credentials never gets them.
    expect((await fetch(`${origin}/metrics`)).status).toBe(401);
  });

  it("serves the registry's text format to the token, never stored", async () => {
    const answer = await t.request("GET", "/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe(t.deps.metrics!.registry.contentType);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.text).toContain("# TYPE http_request_duration_seconds histogram");
    expect(answer.text).toContain("process_cpu_user_seconds_total");
  });
});

describe("requests", () => {
  it("are counted and timed by route template, never by path", async () => {
    expect((await t.request("GET", creatorPath)).status).toBe(200);
    expect((await t.request("GET", "/api/creators/nobody_by_that_name")).status).toBe(404);
    const samples = await scrape();
    const route = "/api/creators/:username";
    expect(sample(samples, "http_requests_total", { method: "GET", route, status: "200" })).toBeGreaterThanOrEqual(1);
    expect(sample(samples, "http_requests_total", { method: "GET", route, status: "404" })).toBe(1);
    const timed = { method: "GET", route, status_class: "2xx" };
    expect(sample(samples, "http_request_duration_seconds_count", timed)).toBeGreaterThanOrEqual(1);
    expect(sample(samples, "http_request_duration_seconds_bucket", { ...timed, le: "+Inf" })).toBeGreaterThanOrEqual(1);
    expect(samples.some((s) => Object.values(s.labels).some((value) => value.includes("metrics_coach")))).toBe(false);
  });

  it("that no route answers are counted as unmatched", async () => {
    expect((await t.request("GET", "/api/no-such-thing/42")).status).toBe(404);
    expect((await t.request("POST", "/no-such-page", { body: {} })).status).toBe(404);
    // The front door answers an API read of no endpoint itself, and counts it the same way.
    expect((await fetch(`${origin}/api/no-such-thing/43`)).status).toBe(404);
    const samples = await scrape();
    expect(sample(samples, "http_requests_total", { method: "GET", route: "unmatched", status: "404" })).toBe(2);
    expect(sample(samples, "http_requests_total", { method: "POST", route: "unmatched", status: "404" })).toBe(1);
  });
});

describe("the shared cache", () => {
  it("counts a visitor's repeated public read as a hit, in the app and at the front door, under its route", async () => {
    const before = await scrape();
    const route = { method: "GET", route: "/api/creators/:username", status: "200" };
    const counted = (samples: Sample[], name: string, labels?: Record<string, string>) =>
      sample(samples, name, labels) ?? 0;

    const path = `${creatorPath}?metrics=1`;
    await t.request("GET", path);
    await t.request("GET", path);
    await fetch(`${origin}${path}`);
    await fetch(`${origin}${path}`);

    const after = await scrape();
    // The app's cache and the listener's are separate apps here: each builds once and hits once.
    expect(counted(after, "fc_public_cache_misses_total") - counted(before, "fc_public_cache_misses_total")).toBe(2);
    expect(counted(after, "fc_public_cache_hits_total") - counted(before, "fc_public_cache_hits_total")).toBe(2);
    expect(counted(after, "http_requests_total", route) - counted(before, "http_requests_total", route)).toBe(4);
    expect(counted(after, "fc_public_cache_entries")).toBeGreaterThanOrEqual(2);
    expect(counted(after, "fc_public_cache_bytes")).toBeGreaterThan(0);
  });
});

describe("what is read when scraped", () => {
  it("reports the database pool", async () => {
    const samples = await scrape();
    expect(sample(samples, "fc_db_pool_connections", { pool: "app" })).toBeGreaterThanOrEqual(1);
    expect(sample(samples, "fc_db_pool_idle_connections", { pool: "app" })).toBeGreaterThanOrEqual(0);
    expect(sample(samples, "fc_db_pool_waiting_clients", { pool: "app" })).toBe(0);
    expect(sample(samples, "fc_db_pool_max_connections", { pool: "app" })).toBe(10);
  });

  it("counts the open event streams", async () => {
    await t.listen();
    const member = await createUser(t);
    const cookie = await signIn(t, member);
    expect(sample(await scrape(), "fc_event_streams")).toBe(0);
    const stream = new AbortController();
    const response = await fetch(`${origin}/api/events`, { headers: { cookie }, signal: stream.signal });
    expect(response.status).toBe(200);
    // Its first event: the stream is open.
    await response.body!.getReader().read();
    expect(sample(await scrape(), "fc_event_streams")).toBe(1);
    stream.abort();
  });

  it("reports pg-boss's queues: jobs waiting and how long, without failing the scrape before pg-boss has its tables", async () => {
    const samples = await scrape();
    expect(samples.filter((s) => s.name.startsWith("fc_job_queue_"))).toEqual([]);

    const boss = new PgBoss({ connectionString: t.databaseUrl, schema: "pgboss", supervise: false, schedule: false });
    await boss.start();
    try {
      await boss.createQueue("metrics-test-round");
      await boss.send("metrics-test-round", {});
      await boss.send("metrics-test-round", {});
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));

    const queued = await scrape();
    const queue = { queue: "metrics-test-round" };
    expect(sample(queued, "fc_job_queue_depth", queue)).toBe(2);
    expect(sample(queued, "fc_job_queue_active", queue)).toBe(0);
    expect(sample(queued, "fc_job_queue_oldest_seconds", queue)).toBeGreaterThan(0);
  });

  it("reports the transcoding queue from the videos themselves: waiting, running, the oldest's age", async () => {
    const creator = await createCreator(t);
    const post = await createPost(t, creator, { type: "video", skipTranscode: true });
    const waiting = await scrape();
    expect(sample(waiting, "fc_transcode_queue_depth")).toBe(1);
    expect(sample(waiting, "fc_transcode_running")).toBe(0);
    expect(sample(waiting, "fc_transcode_oldest_seconds")).toBeGreaterThanOrEqual(0);

    await t.db.update(postVideos).set({ claimedAt: new Date() }).where(eq(postVideos.postId, post.id));
    const running = await scrape();
    expect(sample(running, "fc_transcode_queue_depth")).toBe(0);
    expect(sample(running, "fc_transcode_running")).toBe(1);
  });
});

describe("the metrics port", () => {
  it("serves /metrics without a token, and nothing else", async () => {
    const { logger } = createMemoryLogger();
    const metricsServer = await startMetricsServer({
      port: 0,
      host: "localhost",
      registry: t.deps.metrics!.registry,
      logger,
    });
    try {
      const url = `http://127.0.0.1:${metricsServer.port}`;
      const answer = await fetch(`${url}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe(t.deps.metrics!.registry.contentType);
      const samples = parse(await answer.text());
      expect(sample(samples, "fc_db_pool_connections", { pool: "app" })).toBeGreaterThanOrEqual(1);
      expect(samples.some((s) => s.name === "http_requests_total")).toBe(true);

      expect((await fetch(`${url}/`)).status).toBe(404);
      expect((await fetch(`${url}/metrics`, { method: "POST" })).status).toBe(405);
    } finally {
      await metricsServer.close();
    }
  });
});
