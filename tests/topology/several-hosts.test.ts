// Several hosts on one machine (tests/support/topology.ts): PostgreSQL behind PgBouncer in
// transaction mode, an S3-compatible bucket, two app instances behind HAProxy. Under the mixed
// load, one instance is stopped with SIGTERM, started again and later killed with kill -9.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { inject } from "vitest";
import { LOAD_PASSWORD, type VirtualUser } from "../../bench/mixed-load";
import {
  HINT_GAP_BUDGET_MS,
  mediaBytesThroughApps,
  playInBrowser,
  videoPostInBucket,
  prepareFailover,
  runFailover,
  type FailoverReport,
} from "../support/failover-scenario";
import { unexpectedFailures } from "../support/failover-verdict";
import { withDatabase } from "../support/global-setup";
import { videoClip } from "../support/video-clips";
import { startTopology, type Topology } from "../support/topology";

const database = `fitcreators_topology_${randomUUID().replace(/-/g, "")}`;
const admin = () => new pg.Client({ connectionString: inject("databaseServerUrl") });
let topology: Topology;
let people: VirtualUser[];
let report: FailoverReport;

beforeAll(async () => {
  const client = admin();
  await client.connect();
  await client.query(`create database "${database}"`);
  await client.end();
  topology = await startTopology(withDatabase(inject("databaseServerUrl"), database));
  people = await prepareFailover(topology, 30);
  report = await runFailover(topology, people, { seconds: 24, password: LOAD_PASSWORD });
}, 240_000);
afterAll(async () => {
  await topology?.stop();
  const client = admin();
  await client.connect();
  await client.query(`drop database if exists "${database}" with (force)`);
  await client.end();
}, 60_000);

it("keeps answering through a SIGTERM and a kill -9: only changes in flight on the killed instance fail", () => {
  const requests = [...report.run.tallies.values()].reduce((sum, tally) => sum + tally.latencies.length, 0);
  expect(requests).toBeGreaterThan(1000);
  expect(unexpectedFailures(report)).toEqual([]);
});

it("drains on SIGTERM: the stopped instance finishes and exits 0 within its grace", () => {
  expect(report.events.sigtermExit.code).toBe(0);
  expect(report.events.sigtermExit.ms).toBeLessThan(30_000);
});

it("loses no acknowledged write", () => {
  expect(report.run.acknowledgedPosts.length).toBeGreaterThan(50);
  expect(report.lostPosts).toEqual([]);
});

it("keeps live hints flowing to every browser, whichever instance its stream was on", () => {
  for (const gap of report.longestHintGapMs) expect(gap).toBeLessThanOrEqual(HINT_GAP_BUDGET_MS);
});

it("runs background jobs on the survivor after the kill", () => {
  expect(report.jobRanOnSurvivor).toBe(true);
});

it("shows the load in /metrics, by route template", () => {
  expect(report.metricsText).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/api\/creators\/:username"/);
  expect(report.metricsText).toMatch(/fc_db_pool_connections\{pool="app"\} \d+/);
  expect(report.metricsText).toMatch(/fc_job_queue_depth\{queue="notification-fanout"\} \d+/);
});

it("keeps media bytes out of the app processes: a 100 MB video read moves under 1 MB through them", async () => {
  const creator = people.find((person) => person.role === "influencer")!;
  const media = await mediaBytesThroughApps(topology, creator);
  expect(media.received).toBe(media.videoBytes);
  expect(media.appBytes).toBeLessThan(1024 * 1024);
}, 120_000);

it("plays a video in a member's browser straight from the bucket, under the pages' security policy", async () => {
  const creator = people.find((person) => person.role === "influencer")!;
  const postId = await videoPostInBucket(topology, creator, await videoClip({ width: 320, height: 180, seconds: 2 }));
  const { played, violations } = await playInBrowser(topology, creator, LOAD_PASSWORD, postId);
  expect(played).toBe("duration 2.0");
  expect(violations).toEqual([]);
}, 60_000);
