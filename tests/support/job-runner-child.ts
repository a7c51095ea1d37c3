// A job runner in a process of its own, for the test of an instance killed mid-round: it queues
// a round of "test-orphan", takes it, says so on stdout, and never finishes it.
import { createLogger } from "../../src/server/lib/logger";
import { startJobRunner } from "../../src/server/jobs/runner";

const runner = await startJobRunner({
  databaseUrl: process.env.DATABASE_URL!,
  logger: createLogger("silent"),
  pollingIntervalSeconds: 0.5,
  jobs: [
    {
      name: "test-orphan",
      cron: "0 0 1 1 *",
      run: async () => {
        console.log("round started");
        await new Promise(() => undefined);
      },
    },
  ],
});
await runner.runSoon("test-orphan");
