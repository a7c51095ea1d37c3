// Migrations when several instances start at once: each takes the lock in turn, so the
// migrations are applied exactly once and every instance starts. And `npm run migrate`, the
// release step that applies them before the instances start.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { inject } from "vitest";
import { withDatabase } from "../../../tests/support/global-setup";
import { applyMigrations, migrationsFolder } from "./migrate";

const database = `fitcreators_migrate_${randomUUID().replace(/-/g, "")}`;
const admin = () => new pg.Client({ connectionString: inject("databaseServerUrl") });

beforeAll(async () => {
  const client = admin();
  await client.connect();
  await client.query(`create database "${database}"`);
  await client.end();
});
afterAll(async () => {
  const client = admin();
  await client.connect();
  await client.query(`drop database if exists "${database}" with (force)`);
  await client.end();
});

it("applies every migration exactly once when three instances start together", async () => {
  const url = withDatabase(inject("databaseServerUrl"), database);
  await Promise.all([applyMigrations(url), applyMigrations(url), applyMigrations(url)]);

  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ count: string }>("select count(*) from drizzle.__drizzle_migrations");
  await client.end();
  expect(Number(rows[0]!.count)).toBe(journal.entries.length);
}, 60_000);

/** `npm run migrate`'s command, with exactly this environment. */
const runMigrate = (env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ["--import", "tsx", "src/server/migrate-command.ts"], {
    env: { PATH: process.env.PATH!, ...env },
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );

it("`npm run migrate` applies what is missing to DATABASE_DIRECT_URL, and says so", async () => {
  const url = withDatabase(inject("databaseServerUrl"), database);
  const result = await runMigrate({ DATABASE_URL: "postgres://pooler.invalid/app", DATABASE_DIRECT_URL: url });
  expect(result).toEqual({ code: 0, output: "Migrations applied.\n" });
}, 60_000);

it("`npm run migrate` without a database to migrate says what to set, and fails", async () => {
  const result = await runMigrate({});
  expect(result.code).toBe(1);
  expect(result.output).toContain("Set DATABASE_URL (or DATABASE_DIRECT_URL) to the database to migrate");
}, 60_000);
