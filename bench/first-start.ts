// First start: `node scripts/start.mjs` the way `npm start` runs it right after `npm install`,
// with a fresh data folder (the embedded database is initialised, migrated and seeded), a cold
// tsx cache and free ports. Fails when /api/health takes longer than 5 s to answer 200.
// Measures this checkout as it is: run `npm run build` and scripts/prepare-demo-data.mjs first
// (as `npm install` does), or the start includes the builds and the database's initialisation,
// migration and seeding, as `npm start`'s would.
import { spawn } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "./support/server";
import { runAsScript } from "./support/run-as-script";

const ROOT = path.resolve(import.meta.dirname, "..");
const BUDGET_SECONDS = 5;
const TIMEOUT_MS = 300_000;

/** Log lines that end a phase of the start, in the order they come. */
const MILESTONES: { label: string; pattern: RegExp }[] = [
  { label: "web app built", pattern: /built dist\/web/ },
  { label: "demo data copied from the template made at install", pattern: /"msg":"demo data copied/ },
  { label: "database initialised (initdb)", pattern: /Success\. You can now start the database server/ },
  { label: "embedded PostgreSQL started", pattern: /"msg":"embedded PostgreSQL started"/ },
  { label: "migrated and demo data seeded", pattern: /"msg":"demo data seeded"/ },
  { label: "HTTP server listening", pattern: /"msg":"FitCreators is running/ },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function firstStart(): Promise<boolean> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "fitcreators-first-start-"));
  const dataDir = path.join(scratch, "data");
  // A tmpdir of its own, so tsx compiles the server from scratch as on a fresh machine.
  const tmpDir = path.join(scratch, "tmp");
  await mkdir(dataDir);
  await mkdir(tmpDir);
  // When run as root the embedded database runs as the `postgres` user, which must reach these.
  for (const dir of [scratch, dataDir, tmpDir]) await chmod(dir, 0o755);
  const port = await freePort();
  const pgPort = await freePort();

  const env: NodeJS.ProcessEnv = { ...process.env };
  // Settings a developer's shell may hold that `npm start` on a fresh machine would not have.
  for (const name of ["NODE_ENV", "DATABASE_URL", "WEB_DIST_DIR", "PUBLIC_URL", "SEED_DEMO", "TSX_DISABLE_CACHE"])
    delete env[name];
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    // debug: the embedded database's own output marks the end of initdb.
    env: {
      ...env,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      TMPDIR: tmpDir,
      LOG_LEVEL: "debug",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stopOnExit = () => child.kill("SIGTERM");
  process.once("exit", stopOnExit);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const reached = new Map<string, number>();
  let output = "";
  const watch = (chunk: Buffer) => {
    const at = performance.now() - started;
    output += chunk.toString();
    for (const { label, pattern } of MILESTONES)
      if (!reached.has(label) && pattern.test(output)) reached.set(label, at);
  };
  child.stdout.on("data", watch);
  child.stderr.on("data", watch);

  let elapsedMs: number;
  try {
    const url = `http://127.0.0.1:${port}/api/health`;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output.slice(-4000)}`);
      if (performance.now() - started > TIMEOUT_MS)
        throw new Error(`no answer from /api/health in ${TIMEOUT_MS / 1000} s:\n${output.slice(-4000)}`);
      const isUp = await fetch(url).then(
        (response) => response.status === 200,
        () => false,
      );
      if (isUp) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    elapsedMs = performance.now() - started;
  } finally {
    process.off("exit", stopOnExit);
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    await rm(scratch, { recursive: true, force: true });
  }

  console.log("since `node scripts/start.mjs`:");
  let previous = 0;
  for (const { label } of MILESTONES) {
    const at = reached.get(label);
    if (at === undefined) continue;
    console.log(`  ${seconds(at).padStart(8)}  ${label} (+${seconds(at - previous)})`);
    previous = at;
  }
  console.log(`  ${seconds(elapsedMs).padStart(8)}  /api/health answered 200 (+${seconds(elapsedMs - previous)})`);
  console.log(`\nfirst start: ${seconds(elapsedMs)} (budget ${BUDGET_SECONDS} s)`);
  return elapsedMs <= BUDGET_SECONDS * 1000;
}

runAsScript(import.meta.url, firstStart);
