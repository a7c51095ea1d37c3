// Several hosts (issue 27): the mixed load through nginx to two app instances behind PgBouncer,
// files in an S3-compatible bucket, while one instance is stopped with SIGTERM, started again and
// later killed with kill -9 (tests/support/topology.ts, failover-scenario.ts). Reports the load's
// figures, the failures and when they happened, writes lost, live hints' longest gap, whether
// jobs went on, what /metrics showed, and the app processes' bytes during a 100 MB video read.
// Budget: no failure but non-idempotent requests in flight at the kill, nothing lost, hints back
// within their gap budget, the job ran on the survivor, < 1 MB through the apps for the video.
import { LOAD_PASSWORD, loadRows } from "./mixed-load";
import { startBenchDatabase } from "./support/database";
import { runAsScript } from "./support/run-as-script";
import {
  HINT_GAP_BUDGET_MS,
  mediaBytesThroughApps,
  prepareFailover,
  runFailover,
} from "../tests/support/failover-scenario";
import { startTopology } from "../tests/support/topology";
import { unexpectedFailures } from "../tests/support/failover-verdict";

const USERS = Number(process.env.BENCH_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_DURATION ?? 60);
const METRICS_SHOWN =
  /^(http_request_duration_seconds_count|http_requests_total|fc_|pg_pool|db_pool|job_|event_stream|transcode)/;

export async function severalHosts(): Promise<boolean> {
  const database = await startBenchDatabase();
  const topology = await startTopology(
    database.url,
    process.env.TOPOLOGY_LOG_LEVEL ? { LOG_LEVEL: process.env.TOPOLOGY_LOG_LEVEL } : {},
  ).catch(async (error: unknown) => {
    await database.stop();
    throw error;
  });
  try {
    console.log(`seeding and signing in ${USERS} users through the balancer…`);
    const people = await prepareFailover(topology, USERS);
    console.log(`${USERS} users for ${SECONDS} s; SIGTERM at 25%, restart at 45%, kill -9 at 70%…`);
    const report = await runFailover(topology, people, { seconds: SECONDS, password: LOAD_PASSWORD });
    console.table(loadRows(report.run, report.seconds));
    const total = [...report.run.tallies.values()].reduce((sum, tally) => sum + tally.latencies.length, 0);
    console.log(`${total} requests in ${report.seconds.toFixed(1)} s (${Math.round(total / report.seconds)} req/s)`);
    const { sigterm, sigtermExit, restarted, killed } = report.events;
    console.log(
      `SIGTERM: exit code ${sigtermExit.code} after ${sigtermExit.ms} ms; restarted ready ${((restarted - sigterm) / 1000).toFixed(1)} s after; kill -9 ${((killed - sigterm) / 1000).toFixed(1)} s after`,
    );
    for (const failure of report.run.failures.slice(0, 40)) {
      const detail = failure.detail.replace(/\s+/g, " ").slice(0, 100);
      console.log(`failed ${((failure.at - sigterm) / 1000).toFixed(2)} s after SIGTERM: ${failure.kind}: ${detail}`);
    }
    console.log(
      `the balancer's error log:\n${(await topology.balancerLog())
        .split("\n")
        .slice(-Number(process.env.TOPOLOGY_LOG_LINES ?? 15))
        .join("\n")}`,
    );
    for (const instance of topology.instances)
      console.log(
        `${instance.name} said:\n${instance
          .output()
          .split("\n")
          .slice(-Number(process.env.TOPOLOGY_LOG_LINES ?? 20))
          .join("\n")}`,
      );
    const unexpected = unexpectedFailures(report);
    console.log(`failures: ${report.run.failures.length}, of which not explained by the kill: ${unexpected.length}`);
    console.log(`acknowledged posts: ${report.run.acknowledgedPosts.length}, lost: ${report.lostPosts.length}`);
    console.log(
      `longest hint gap per browser (ms): ${report.longestHintGapMs.join(", ")} (budget ${HINT_GAP_BUDGET_MS})`,
    );
    console.log(`fan-out job ran on the survivor after the kill: ${report.jobRanOnSurvivor}`);
    console.log("/metrics during the load (survivor):");
    for (const line of report.metricsText.split("\n")) if (METRICS_SHOWN.test(line)) console.log(`  ${line}`);

    const creator = people.find((person) => person.role === "influencer")!;
    const media = await mediaBytesThroughApps(topology, creator);
    console.log(
      `100 MB video read in 2 MB ranges: ${(media.received / 1024 / 1024).toFixed(1)} MB received, the app process moved ${(media.appBytes / 1024).toFixed(0)} KB`,
    );
    return (
      unexpected.length === 0 &&
      report.lostPosts.length === 0 &&
      report.longestHintGapMs.every((gap) => gap <= HINT_GAP_BUDGET_MS) &&
      report.jobRanOnSurvivor &&
      media.received === media.videoBytes &&
      media.appBytes < 1024 * 1024
    );
  } finally {
    await topology.stop();
    await database.stop();
  }
}

runAsScript(import.meta.url, severalHosts);
