// Background jobs on pg-boss, in the same PostgreSQL: each scheduled job runs once per tick
// across all app instances (a singleton queue), retried when it fails, and handed to another
// instance within seconds when the one running it dies (round-leases.ts).
import pg from "pg";
import PgBoss from "pg-boss";
import { JOB_HANDBACK_MS } from "../lib/lifecycle";
import type { Logger } from "../lib/logger";
import { startRoundLeases, type RoundLeases } from "./round-leases";

export interface ScheduledJob {
  name: string;
  /** Cron expression, UTC. pg-boss checks schedules about every 30 seconds. */
  cron: string;
  run: () => Promise<void>;
  /** How long a round may run before it counts as failed (default 300 s). */
  expireInSeconds?: number;
}

export interface JobRunner {
  /** Queues a round of the job now, besides its schedule. */
  runSoon(name: string): Promise<void>;
  stop(): Promise<void>;
}

async function setUpJob(boss: PgBoss, leases: RoundLeases, job: ScheduledJob) {
  // singleton: a slow round is never overlapped by the next one.
  await boss.createQueue(job.name, {
    name: job.name,
    policy: "singleton",
    retryLimit: 2,
    expireInSeconds: job.expireInSeconds ?? 300,
  });
  await boss.work(job.name, async ([round]) => {
    await leases.holding(round!.id, job.run);
  });
  await boss.schedule(job.name, job.cron);
}

/**
 * Instances started together would create the same queues at the same moment, and pg-boss's
 * createQueue then deadlocks (its insert and its partition's creation lock in opposite orders):
 * the set-up runs one instance at a time, under a session lock on a connection of its own.
 */
async function oneInstanceAtATime(databaseUrl: string, setUp: () => Promise<void>) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "fitcreators-jobs-setup" });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('fitcreators-job-setup'))");
    await setUp();
  } finally {
    // Ending the session releases the lock.
    await client.end();
  }
}

export async function startJobRunner(options: {
  databaseUrl: string;
  logger: Logger;
  jobs: ScheduledJob[];
  pollingIntervalSeconds?: number;
  /** How long `stop` lets running rounds finish before handing them back. */
  stopTimeoutMs?: number;
  /** How often rounds left by a dead instance are looked for (round-leases.ts). */
  leaseCheckEveryMs?: number;
}): Promise<JobRunner> {
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: "pgboss",
    max: 3,
    application_name: "fitcreators-jobs",
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
  });
  boss.on("error", (error) => options.logger.error({ err: error }, "job runner error"));
  let leases: RoundLeases | undefined;
  await oneInstanceAtATime(options.databaseUrl, async () => {
    await boss.start();
    leases = await startRoundLeases({
      databaseUrl: options.databaseUrl,
      logger: options.logger,
      queues: options.jobs.map((job) => job.name),
      failRound: (queue, id) => boss.fail(queue, id),
      checkEveryMs: options.leaseCheckEveryMs,
    });
    for (const job of options.jobs) await setUpJob(boss, leases, job);
  });

  let isStopping = false;
  return {
    runSoon: async (name) => {
      // A stopping instance queues nothing: the other instances' schedules pick the work up.
      if (!isStopping) await boss.send(name, {});
    },
    // Rounds still running at the end of the drain are failed, which hands them to another instance's retry.
    stop: async () => {
      isStopping = true;
      await boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? JOB_HANDBACK_MS });
      await leases?.stop();
    },
  };
}
