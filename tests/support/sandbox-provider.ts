// The sandbox payments provider alone, on a fresh database cloned from the migrated template (as
// createTestApp makes, without the app around it), with no billing sync to deliver its events to:
// for tests of the provider's own books. Its clock starts on the 1st of a month, so that no period
// starts on a day some month lacks.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createSandboxProvider } from "../../src/server/adapters/payments/sandbox";
import { createDatabase } from "../../src/server/db/client";
import { createLogger } from "../../src/server/lib/logger";
import { withDatabase } from "./global-setup";

const DAY_MS = 86_400_000;

export async function startSandboxProvider() {
  const serverUrl = inject("databaseServerUrl");
  const name = `fitcreators_test_${randomUUID().replace(/-/g, "")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${inject("templateDatabase")}"`);
  const { db, pool } = createDatabase(withDatabase(serverUrl, name));
  const sandbox = createSandboxProvider({ db, publicUrl: "http://localhost:3000", logger: createLogger("silent") });
  const now = new Date((await sandbox.clock()).now);
  const firstOfNextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  await sandbox.advanceClock(Math.ceil((firstOfNextMonth - now.getTime()) / DAY_MS));
  return {
    db,
    sandbox,
    /** The sandbox clock's time now. */
    sandboxNow: async () => new Date((await sandbox.clock()).now),
    async close() {
      await pool.end();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
