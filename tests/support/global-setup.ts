// Once per test run: a PostgreSQL server (embedded, or the one in TEST_DATABASE_URL)
// and a template database with every migration applied. Each test file clones it.
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../src/server/db/embedded";
import { freePort } from "../../src/server/db/free-port";
import { applyMigrations } from "../../src/server/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    databaseServerUrl: string;
    templateDatabase: string;
  }
}

function withDatabase(serverUrl: string, database: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopServer = async () => {};
  if (!serverUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), "fitcreators-test-pg-"));
    // When run as root the server runs as the `postgres` user, which must reach this folder.
    await chmod(dir, 0o755);
    const port = await freePort(55000 + (process.pid % 5000));
    const server = await startEmbeddedPostgres({ dataDir: path.join(dir, "data"), port, persistent: false });
    serverUrl = server.urlFor("postgres");
    stopServer = async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }

  const templateDatabase = `fitcreators_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${templateDatabase}"`);
  await admin.query(`create database "${templateDatabase}"`);
  await applyMigrations(withDatabase(serverUrl, templateDatabase));

  project.provide("databaseServerUrl", serverUrl);
  project.provide("templateDatabase", templateDatabase);

  return async () => {
    await admin.query(`drop database if exists "${templateDatabase}" with (force)`);
    await admin.end();
    await stopServer();
  };
}

export { withDatabase };
