// Several hosts on one machine, as production runs them: the database behind a PgBouncer in
// transaction mode (Debian's pgbouncer), an S3-compatible bucket (s3rver), two app instances
// with their own ports and data folders, and Debian's HAProxy balancing between them. Used by
// the failover test and the several-hosts benchmark; `apt-get install pgbouncer haproxy` brings
// the two programs (.ci/run installs them).
import { spawn, type ChildProcess } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startTestS3 } from "./s3-server";
import { freePort } from "./server-process";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SECRET = "topology-only-secret-topology-only-0000";
export const METRICS_TOKEN = "topology-metrics-token";

/** Root may not run pgbouncer; it runs as this user, which must read its files. */
const isRoot = process.getuid?.() === 0;
const UNPRIVILEGED = "nobody";

export interface AppInstance {
  name: string;
  port: number;
  url: string;
  pid: () => number;
  /** Resolves once the process has exited, with how. */
  exited: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  signal(signal: NodeJS.Signals): void;
  /** Starts it again on the same port and data folder, as an orchestrator would, and waits until it is ready. */
  restart(): Promise<void>;
  output(): string;
}

export interface Topology {
  /** The load balancer's address: where users go. */
  url: string;
  /** The Origin the app's pages send. */
  origin: string;
  /** The database itself, around the pooler (for checks and migrations). */
  directUrl: string;
  /** The address the instances use, through the pooler. */
  pooledUrl: string;
  instances: [AppInstance, AppInstance];
  s3: Awaited<ReturnType<typeof startTestS3>>;
  /** What the balancer logged (instances it took out of rotation, and why). */
  balancerLog(): Promise<string>;
  stop(): Promise<void>;
}

function watch(child: ChildProcess, name: string) {
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  child.once("error", (error) => (output += `${name} failed to start: ${error.message}\n`));
  return { output: () => output, exited };
}

/** Waits for the check to pass; a failure says what the program printed (`output`). */
async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  output: () => string | Promise<string>,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not come up in ${timeoutMs / 1000} s:\n${await output()}`);
}

const fileText = (file: string) => readFile(file, "utf8").catch(() => "");

/** Debian's pgbouncer in transaction mode in front of the database, taking any client (loopback only). */
async function startPgBouncer(directUrl: string, dir: string) {
  const port = await freePort();
  const url = new URL(directUrl);
  const database = url.pathname.slice(1);
  const ini = `[databases]
${database} = host=${url.hostname} port=${url.port} dbname=${database} user=${decodeURIComponent(url.username)} password=${decodeURIComponent(url.password)}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = any
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 20
logfile = ${dir}/pgbouncer.log
pidfile = ${dir}/pgbouncer.pid
`;
  await writeFile(path.join(dir, "pgbouncer.ini"), ini, { mode: 0o644 });
  const args = [...(isRoot ? ["-u", UNPRIVILEGED] : []), path.join(dir, "pgbouncer.ini")];
  const child = spawn("/usr/sbin/pgbouncer", args, { stdio: ["ignore", "pipe", "pipe"] });
  const watched = watch(child, "pgbouncer");
  const pooledUrl = `postgres://app:unused@127.0.0.1:${port}/${database}`;
  await waitFor(
    "pgbouncer",
    async () => {
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: pooledUrl });
      await client.connect();
      await client.query("select 1");
      await client.end();
      return true;
    },
    15_000,
    async () => `${watched.output()}${await fileText(path.join(dir, "pgbouncer.log"))}`,
  );
  return { pooledUrl, stop: async () => (child.kill("SIGTERM"), await watched.exited) };
}

/**
 * HAProxy as a deployment's balancer should be set up (docs/deploy.md): it asks each instance's
 * /api/health/ready twice a second and sends nothing to one that is not ready (a draining one
 * is out of rotation well within its linger); a request that could not reach an instance, and a
 * read whose instance died under it, go to the other one; event streams pass through.
 */
async function startHaproxy(dir: string, port: number, upstreamPorts: number[]) {
  const conf = `global
  maxconn 4096
  pidfile ${dir}/haproxy.pid

defaults
  mode http
  log stdout format raw local0 warning
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # Longer than clients keep idle connections, so it is never the balancer that closes one as a client reuses it.
  timeout http-keep-alive 65s
  retries 2
  option redispatch
  # Retried only where nothing can be applied twice: a connection that failed, or a read.
  retry-on conn-failure empty-response response-timeout

frontend users
  bind 127.0.0.1:${port}
  http-request disable-l7-retry if !METH_GET
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  # Out of rotation after two failed checks (a second at most): within a draining instance's linger.
  timeout check 2s
  default-server inter 500ms fall 2 rise 2
${upstreamPorts.map((upstream, index) => `  server app-${index + 1} 127.0.0.1:${upstream} check`).join("\n")}
`;
  await writeFile(path.join(dir, "haproxy.cfg"), conf, { mode: 0o644 });
  const child = spawn("/usr/sbin/haproxy", ["-f", path.join(dir, "haproxy.cfg"), "-db"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const watched = watch(child, "haproxy");
  const url = `http://127.0.0.1:${port}`;
  await waitFor("haproxy", async () => (await fetch(`${url}/api/health/ready`)).ok, 30_000, watched.output);
  return { url, log: async () => watched.output(), stop: async () => (child.kill("SIGUSR1"), await watched.exited) };
}

/** One app instance, as a host of its own would run it: its port, its data folder, the shared settings. */
function appInstance(name: string, port: number, dataDir: string, env: Record<string, string>) {
  let child: ChildProcess;
  let watched: ReturnType<typeof watch>;
  /** What the earlier runs of the process printed, before a restart. */
  let earlier = "";
  const url = `http://127.0.0.1:${port}`;
  const start = () => {
    if (watched) earlier += `${watched.output()}--- restarted ---\n`;
    child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    watched = watch(child, name);
  };
  const ready = () =>
    waitFor(
      `app instance ${name}`,
      async () => (await fetch(`${url}/api/health/ready`)).ok,
      90_000,
      () => watched.output(),
    );
  start();
  const instance: AppInstance = {
    name,
    port,
    url,
    pid: () => child.pid!,
    exited: () => watched.exited,
    signal: (signal) => child.kill(signal),
    async restart() {
      start();
      await ready();
    },
    output: () => earlier + watched.output(),
  };
  return { instance, ready };
}

/**
 * Everything up and ready on `directUrl`'s database (created, empty or not): migrations applied
 * once as the release step, then the instances started with MIGRATE_ON_START=false.
 */
export async function startTopology(directUrl: string, env: Record<string, string> = {}): Promise<Topology> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "fitcreators-topology-"));
  // pgbouncer runs as an unprivileged user under root: it must enter it.
  await chmod(dir, 0o777);
  const stops: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const { applyMigrations } = await import("../../src/server/db/migrate");
    await applyMigrations(directUrl);
    const pgbouncer = await startPgBouncer(directUrl, dir);
    stops.push(pgbouncer.stop);
    const s3 = await startTestS3();
    stops.push(s3.stop);

    const ports = [await freePort(), await freePort()];
    const lbPort = await freePort();
    const origin = `http://127.0.0.1:${lbPort}`;
    const shared = {
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      PUBLIC_URL: origin,
      HOST: "127.0.0.1",
      BETTER_AUTH_SECRET: SECRET,
      DATABASE_URL: pgbouncer.pooledUrl,
      DATABASE_DIRECT_URL: directUrl,
      DATABASE_POOLER: "transaction",
      MIGRATE_ON_START: "false",
      TRUST_PROXY: "1",
      AUTH_RATE_LIMIT: "100000",
      METRICS_TOKEN,
      WEB_DIST_DIR: path.join(dir, "no-web-build"),
      ...s3.env,
      ...env,
    };
    const started = await Promise.all(
      ports.map(async (port, index) => {
        const dataDir = path.join(dir, `app-${index + 1}`);
        await mkdir(dataDir);
        return appInstance(`app-${index + 1}`, port, dataDir, shared);
      }),
    );
    for (const { instance } of started) {
      stops.push(async () => {
        instance.signal("SIGTERM");
        await instance.exited();
      });
    }
    await Promise.all(started.map(({ ready }) => ready()));
    // On the port reserved above, which the instances already name as their public address.
    const balancer = await startHaproxy(dir, lbPort, ports);
    stops.push(balancer.stop);
    return {
      url: balancer.url,
      origin,
      directUrl,
      pooledUrl: pgbouncer.pooledUrl,
      instances: [started[0]!.instance, started[1]!.instance],
      s3,
      balancerLog: balancer.log,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
