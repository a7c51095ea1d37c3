// A throw-away PostgreSQL for a benchmark that seeds its own data: the embedded server on a
// free port, one migrated database, everything removed on stop.
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "../../src/server/db/embedded";
import { applyMigrations } from "../../src/server/db/migrate";
import { freePort } from "./server";

export interface BenchDatabase {
  url: string;
  stop(): Promise<void>;
}

export async function startBenchDatabase(): Promise<BenchDatabase> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "fitcreators-bench-pg-"));
  // When run as root the embedded database runs as the `postgres` user, which must reach this folder.
  await chmod(dir, 0o755);
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dir, "data"),
    port: await freePort(),
    persistent: false,
  });
  const admin = new pg.Client({ connectionString: server.urlFor("postgres") });
  await admin.connect();
  await admin.query("create database bench");
  await admin.end();
  const url = server.urlFor("bench");
  await applyMigrations(url);
  return {
    url,
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `work` with one connection to the database, closed afterwards even when it throws. */
export async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
