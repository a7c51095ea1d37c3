// The job runner on a real PostgreSQL: a queued round runs once, a failing round is retried,
// and two runners (two app instances) never run the same round twice.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { withDatabase } from "../../../tests/support/global-setup";
import { createLogger } from "../lib/logger";
import { startJobRunner, type JobRunner } from "./runner";

let databaseUrl: string;
const database = `fitcreators_jobs_${randomUUID().replace(/-/g, "")}`;
const runners: JobRunner[] = [];

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: inject("databaseServerUrl") });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  await admin.end();
  databaseUrl = withDatabase(inject("databaseServerUrl"), database);
});
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  const admin = new pg.Client({ connectionString: inject("databaseServerUrl") });
  await admin.connect();
  await admin.query(`drop database if exists "${database}" with (force)`);
  await admin.end();
});

const until = async (check: () => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
};

describe("job runner", () => {
  // First in the file: the database has no queues yet, as on a new deployment's first start.
  it("starts two instances at once on a new database, each creating the same queues", async () => {
    const logger = createLogger("silent");
    const jobs = Array.from({ length: 8 }, (_, index) => ({
      name: `test-start-${index}`,
      cron: "0 0 1 1 *",
      run: async () => undefined,
    }));
    const started = await Promise.all([
      startJobRunner({ databaseUrl, logger, jobs }),
      startJobRunner({ databaseUrl, logger, jobs }),
    ]);
    runners.push(...started);
    expect(started).toHaveLength(2);
  });

  it("runs a queued round on exactly one of two instances, and retries a round that failed", async () => {
    const runs: string[] = [];
    let failuresLeft = 0;
    const job = (instance: string) => ({
      name: "test-round",
      cron: "0 0 1 1 *",
      run: async () => {
        runs.push(instance);
        if (failuresLeft-- > 0) throw new Error("first round fails");
      },
    });
    const logger = createLogger("silent");
    runners.push(await startJobRunner({ databaseUrl, logger, jobs: [job("a")], pollingIntervalSeconds: 0.5 }));
    runners.push(await startJobRunner({ databaseUrl, logger, jobs: [job("b")], pollingIntervalSeconds: 0.5 }));

    await runners[0]!.runSoon("test-round");
    await until(() => runs.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs).toHaveLength(1);

    // A round that fails is tried again (retryLimit 2), and stops once it succeeds.
    failuresLeft = 1;
    await runners[1]!.runSoon("test-round");
    await until(() => runs.length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs).toHaveLength(3);
  }, 30_000);

  it("hands a round still running when its instance stops to the other instance, which finishes it", async () => {
    const finishedBy: string[] = [];
    let startedOnStopping = false;
    const logger = createLogger("silent");
    const stopping = await startJobRunner({
      databaseUrl,
      logger,
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 1_000,
      jobs: [
        {
          name: "test-handover",
          cron: "0 0 1 1 *",
          // The instance is stopped (SIGTERM) in the middle of this round, which would outlast the grace.
          run: async () => {
            startedOnStopping = true;
            await new Promise((resolve) => setTimeout(resolve, 60_000).unref());
          },
        },
      ],
    });
    await stopping.runSoon("test-handover");
    await until(() => startedOnStopping);

    const survivor = await startJobRunner({
      databaseUrl,
      logger,
      pollingIntervalSeconds: 0.5,
      jobs: [{ name: "test-handover", cron: "0 0 1 1 *", run: async () => void finishedBy.push("survivor") }],
    });
    runners.push(survivor);
    await stopping.stop();
    await until(() => finishedBy.length > 0);
    expect(finishedBy).toEqual(["survivor"]);
  }, 30_000);

  it("hands a round whose instance was killed (kill -9) to another instance within seconds", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/support/job-runner-child.ts"], {
      env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let said = "";
    child.stdout!.on("data", (chunk: Buffer) => (said += chunk.toString()));
    await until(() => said.includes("round started"), 30_000);
    expect(said).toContain("round started");
    const finishedBy: string[] = [];
    const survivor = await startJobRunner({
      databaseUrl,
      logger: createLogger("silent"),
      pollingIntervalSeconds: 0.5,
      leaseCheckEveryMs: 500,
      jobs: [{ name: "test-orphan", cron: "0 0 1 1 *", run: async () => void finishedBy.push("survivor") }],
    });
    runners.push(survivor);

    const killedAt = Date.now();
    child.kill("SIGKILL");
    await until(() => finishedBy.length > 0, 20_000);
    expect(finishedBy).toEqual(["survivor"]);
    // Five seconds for a round to be taken, then the next check: far from pg-boss's five-minute expiry.
    expect(Date.now() - killedAt).toBeLessThan(12_000);
    child.kill("SIGKILL");
  }, 60_000);
});
