// Starts the real server for a benchmark: its own ports, a throw-away data folder, demo data.
import { spawn } from "node:child_process";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface BenchServer {
  url: string;
  /** The server's process, to read its CPU time. */
  pid: number;
  /** The Origin the app's own pages send: state-changing requests must carry it. */
  origin: string;
  stop(): Promise<void>;
}

/**
 * BENCH_PORT and BENCH_PG_PORT choose the ports (free ones otherwise); WEB_DIST_DIR the
 * built web app (dist/web by default). The server is stopped with SIGTERM and its data removed.
 */
async function assertFree(port: number, name: string) {
  const server = net.createServer();
  const isFree = await new Promise<boolean>((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => resolve(true));
  });
  if (isFree) await new Promise<void>((resolve) => server.close(() => resolve()));
  // Otherwise the health check could be answered by whatever already listens there.
  else throw new Error(`${name} ${port} is already in use`);
}

/**
 * The real server with the demo community. Production never seeds the demo (its accounts share
 * a published password), so a development start seeds it first, into the same data folder; the
 * measured server then runs in production mode on that data.
 */
export async function startBenchServer(options: { webDistDir: string; startTimeoutMs?: number }): Promise<BenchServer> {
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const pgPort = Number(process.env.BENCH_PG_PORT ?? (await freePort()));
  await assertFree(port, "BENCH_PORT");
  await assertFree(pgPort, "BENCH_PG_PORT");
  const dataDir = await makeDataDir();
  const env = { EMBEDDED_PG_PORT: String(pgPort), WEB_DIST_DIR: path.resolve(ROOT, options.webDistDir) };
  const seeding = await spawnServer(
    port,
    dataDir,
    { ...env, NODE_ENV: "development", SEED_DEMO: "true" },
    options.startTimeoutMs,
  );
  await seeding.stop({ keepData: true });
  return spawnServer(port, dataDir, env, options.startTimeoutMs);
}

/**
 * The real server on a database the benchmark seeded itself: no demo data, its jobs and live
 * hint listener running as in production.
 */
export async function startServerOnDatabase(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  return spawnServer(await freePort(), await makeDataDir(), { DATABASE_URL: databaseUrl, ...env });
}

async function makeDataDir() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "fitcreators-bench-"));
  // When run as root the embedded database runs as the `postgres` user, which must reach this folder.
  await chmod(dataDir, 0o755);
  return dataDir;
}

/**
 * src/server/main.ts (in production mode unless `env` says otherwise) in its own process, answered once /api/health is.
 */
async function spawnServer(port: number, dataDir: string, env: Record<string, string>, startTimeoutMs = 120_000) {
  // Production behind a TLS proxy: the browser-facing address is https, the process speaks http.
  const publicUrl = `https://localhost:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      // Production mode refuses to start without a secret; this one signs throw-away sessions only.
      BETTER_AUTH_SECRET: "bench-only-secret-bench-only-secret-0000",
      // ... and without a payment provider; the sandbox takes no money.
      PAYMENTS: "sandbox",
      // ... and without a mail server; nothing a benchmark does sends mail (port 9 is "discard").
      SMTP_URL: "smtp://127.0.0.1:9",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  // If the benchmark dies (Ctrl-C, a closed pipe), the server must not outlive it.
  const stopOnExit = () => child.kill("SIGTERM");
  process.once("exit", stopOnExit);
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  // The address the server listens on: no name lookup on the measured path.
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer /api/health in time:\n${stderr}`);
    }
    const isUp = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  return {
    url,
    pid: child.pid!,
    origin: publicUrl,
    async stop({ keepData = false } = {}) {
      process.off("exit", stopOnExit);
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
