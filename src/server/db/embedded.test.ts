// The embedded server's start-up: its own generated password (old data directories keep
// working), its Unix socket (TCP when the folder cannot hold one), a data directory held by a
// live app refused in one sentence, a stale pid file cleared, and failures explained instead of
// thrown raw.
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StartupError } from "../lib/startup-error";
import { explainFailure, startEmbeddedPostgres, type EmbeddedServer } from "./embedded";
import { freePort } from "./free-port";

async function connectsWith(port: number, password: string) {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "postgres" });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "28P01") return false;
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

describe("the embedded PostgreSQL server", () => {
  let dir: string;
  let databaseDir: string;
  let server: EmbeddedServer | undefined;
  const start = async () =>
    startEmbeddedPostgres({ dataDir: databaseDir, port: await freePort(56000 + (process.pid % 4000)) });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "fitcreators-embedded-test-"));
    // When run as root the server runs as the `postgres` user, which must reach this folder.
    await chmod(dir, 0o755);
    databaseDir = path.join(dir, "postgres");
  });

  afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it("protects its superuser with a password generated into the data folder, not a constant", async () => {
    server = await start();
    const password = (await readFile(path.join(dir, "postgres-password"), "utf8")).trim();
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    expect(server.urlFor("postgres")).toContain(password);
    expect((await query(server.urlFor("postgres"), "select 1 as one")).rows).toEqual([{ one: 1 }]);
    expect(await connectsWith(server.port, "postgres")).toBe(false);
  }, 120_000);

  it("is reached over a Unix socket in its data folder, and over TCP on 127.0.0.1 by tools", async () => {
    // A connection over a Unix socket has no server address.
    expect((await query(server!.urlFor("postgres"), "select inet_server_addr() is null as over_socket")).rows).toEqual([
      { over_socket: true },
    ]);
    const password = (await readFile(path.join(dir, "postgres-password"), "utf8")).trim();
    expect(await connectsWith(server!.port, password)).toBe(true);
  });

  it("refuses, in one sentence, to start a second server on data a running app's server holds", async () => {
    // The server above is this (live) process's child, as it would be another running app's.
    const error = await start().then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(
      /^Another FitCreators server \(process \d+\) is already running on the data in .*: stop it first, or give this one its own DATA_DIR\.$/,
    );
    expect((await query(server!.urlFor("postgres"), "select 1 as one")).rows).toEqual([{ one: 1 }]);
  }, 60_000);

  it("keeps a data folder made with the old constant password working, and gives it a generated one", async () => {
    await query(server!.urlFor("postgres"), "create database kept_data");
    await query(server!.urlFor("postgres"), "alter user postgres with password 'postgres'");
    await server!.stop();
    server = undefined;
    await rm(path.join(dir, "postgres-password"));

    server = await start();

    const password = (await readFile(path.join(dir, "postgres-password"), "utf8")).trim();
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    expect(await connectsWith(server.port, password)).toBe(true);
    expect(await connectsWith(server.port, "postgres")).toBe(false);
    expect((await query(server.urlFor("kept_data"), "select current_database() as name")).rows).toEqual([
      { name: "kept_data" },
    ]);
  }, 120_000);

  it("starts over a pid file whose process is gone or is not this folder's server", async () => {
    await server!.stop();
    server = undefined;
    // This test's own process is alive but no postgres; PostgreSQL alone would refuse to start.
    await writeFile(path.join(databaseDir, "postmaster.pid"), `${process.pid}\n${databaseDir}\n`);

    server = await start();

    expect((await query(server.urlFor("kept_data"), "select 1 as one")).rows).toEqual([{ one: 1 }]);
  }, 120_000);
});

describe("the embedded server in a folder too deep for a Unix socket", () => {
  it("is reached over TCP instead", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "fitcreators-embedded-deep-"));
    await chmod(dir, 0o755);
    const databaseDir = path.join(dir, "d".repeat(100));
    const server = await startEmbeddedPostgres({
      dataDir: databaseDir,
      port: await freePort(52000 + (process.pid % 3000)),
      persistent: false,
    });
    try {
      expect((await query(server.urlFor("postgres"), "select host(inet_server_addr()) as address")).rows).toEqual([
        { address: "127.0.0.1" },
      ]);
    } finally {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("explainFailure", () => {
  const context = { databaseDir: "/root/app/data/postgres", port: 54329, isRoot: true };

  it("tells root that the postgres user cannot enter the folder, and what to do", () => {
    const initdb = new Error(
      'Postgres init script failed (code: 1). ERROR OUTPUT: initdb: error: could not access directory "/root/app/data/postgres": Permission denied',
    );
    const explained = explainFailure(initdb, "", context);
    expect(explained).toBeInstanceOf(StartupError);
    expect(explained.message).toMatch(
      /^The embedded database runs as the system user "postgres" .* cannot enter \/root\/app\/data\/postgres: set DATA_DIR to a folder it can reach/,
    );
    expect(
      explainFailure(
        Object.assign(new Error("EACCES: permission denied, mkdir '/root/app/data'"), { code: "EACCES" }),
        "",
        context,
      ).message,
    ).toMatch(/system user "postgres"/);
  });

  it("names the folder's other server, a taken port or an unknown cause instead of `undefined`", () => {
    // The package rejects with no error at all when the server exits early.
    expect(explainFailure(undefined, 'FATAL:  lock file "postmaster.pid" already exists', context).message).toMatch(
      /^Another database server is using /,
    );
    expect(
      explainFailure(undefined, 'LOG:  could not bind IPv4 address "127.0.0.1": Address already in use', context)
        .message,
    ).toMatch(/set EMBEDDED_PG_PORT to a free port\.$/);
    const unknown = explainFailure(undefined, "FATAL:  something odd\n", { ...context, isRoot: false });
    expect(unknown.message).toMatch(
      /^The embedded database in \/root\/app\/data\/postgres did not start \(FATAL: something odd\): run with LOG_LEVEL=debug/,
    );
    expect(unknown.message).not.toContain("undefined");
  });
});
