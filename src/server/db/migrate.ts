// Applies the committed SQL migrations: on start (one instance at a time) or as a release step
// (`npm run migrate`), and tells the readiness check whether the database has them all.
import { readFileSync } from "node:fs";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import { APP_ROOT } from "../lib/app-root";
import type { Database } from "./client.ts";

export const migrationsFolder = path.join(APP_ROOT, "src/server/db/migrations");

/**
 * The session lock every migrating process takes first: instances started together apply the
 * migrations once, the others wait and then find nothing left to do. Drizzle's migrator has no
 * lock of its own.
 */
const MIGRATION_LOCK = "select pg_advisory_lock(hashtext('fitcreators-migrations'))";

/**
 * Applies what is missing on one connection of its own, under the lock. It needs a real
 * session (a direct address, not a pooler in transaction mode), since the lock is held across
 * statements.
 */
export async function applyMigrations(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "fitcreators-migrate" });
  await client.connect();
  try {
    await client.query(MIGRATION_LOCK);
    // Ending the session releases the lock, also when a migration fails.
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/** When the newest committed migration was made (drizzle records it as each migration's created_at). */
function newestMigrationMillis() {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Whether the database has every migration this build knows; once true it stays true. */
export function migrationsCheck(db: Database) {
  const newest = newestMigrationMillis();
  let isApplied = false;
  return async () => {
    if (isApplied) return true;
    try {
      const { rows } = await db.execute<{ newest: string | null }>(
        sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
      );
      isApplied = Number(rows[0]?.newest ?? 0) >= newest;
    } catch {
      // No migrations table yet: nothing applied.
    }
    return isApplied;
  };
}
