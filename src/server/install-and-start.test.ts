// What a person sees of `npm install`'s demo data step and of `npm start`, run as they run them
// (in a copy of the checkout, tests/support/app-copy.ts): a line or two to read, no stack trace,
// no warning; and `npm start` ends with a signal sent to npm, its server and database with it.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppCopy, type AppCopy } from "../../tests/support/app-copy";
import { freePort, isListening, waitForHealth, type Started } from "../../tests/support/server-process";

let copy: AppCopy;
let dataDir: string;
const leftovers = new Set<number>();

beforeAll(async () => {
  copy = await createAppCopy();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "fitcreators-start-test-"));
  await chmod(dataDir, 0o755);
}, 60_000);

afterAll(async () => {
  // Whatever a failed assertion left running must not outlive the test.
  for (const pid of leftovers) if (isAlive(pid)) process.kill(pid, "SIGKILL");
  await rm(dataDir, { recursive: true, force: true });
  await copy.remove();
});

/** Running, that is: a zombie (its new parent may never reap it) has stopped. */
function isAlive(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

/** Every process below `pid` (Linux's /proc children lists). */
function descendantsOf(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number),
  );
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

const commandOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");

/** The environment a shell gives a command: no test runner's variables. */
const personEnv = (extra: Record<string, string>) => ({ PATH: process.env.PATH, HOME: process.env.HOME, ...extra });

function run(command: string, args: string[], env: Record<string, string | undefined>): Started {
  const child = spawn(command, args, { cwd: copy.root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/** What a person should not have to read: stack frames, and log lines at warn or above. */
function noise(output: string) {
  return output.split("\n").filter((line) => {
    if (/^\s+at .+(:\d+:\d+\)?|\(native\))$/.test(line) || /^\w*Error: /.test(line)) return true;
    if (!line.startsWith("{")) return false;
    try {
      return ((JSON.parse(line) as { level?: number }).level ?? 0) >= 40;
    } catch {
      return false;
    }
  });
}

describe("npm install's demo data step", () => {
  it("prints one line, no stack trace nor warning, and leaves the demo data for the first start", async () => {
    // What npm gives the prepare script (the lifecycle's variables), not the test runner's.
    const prepare = run(
      process.execPath,
      ["scripts/prepare-demo-data.mjs"],
      personEnv({ npm_lifecycle_event: "prepare", npm_command: "install" }),
    );
    const result = await prepare.exited;
    expect(result, prepare.output()).toEqual({ code: 0, signal: null });
    expect(prepare.output()).toBe("Preparing the demo data…\n");
    expect(existsSync(path.join(copy.root, "node_modules/.cache/fitcreators-demo-data/demo-template-stamp"))).toBe(
      true,
    );
  }, 240_000);
});

describe("npm start", () => {
  // SIGTERM and SIGINT npm passes on to its script; SIGHUP ends npm alone.
  it.each(["SIGTERM", "SIGINT", "SIGHUP"] as const)(
    "prints no stack trace nor warning, and %s to npm ends the server, then its database, within 10 s",
    async (signal) => {
      const [port, pgPort] = [await freePort(), await freePort()];
      const folder = path.join(dataDir, signal);
      const npm = run(
        "npm",
        ["start"],
        personEnv({ PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: folder }),
      );
      leftovers.add(npm.child.pid!);
      await waitForHealth(port, npm, 120_000);

      const processes = descendantsOf(npm.child.pid!);
      for (const pid of processes) leftovers.add(pid);
      const server = processes.find((pid) => commandOf(pid).includes("scripts/start.mjs"));
      const database = processes.find((pid) => /postgres -D/.test(commandOf(pid)));
      expect(server, processes.map(commandOf).join("\n")).toBeDefined();
      expect(database, processes.map(commandOf).join("\n")).toBeDefined();

      const sentAt = Date.now();
      npm.child.kill(signal);
      const endedAt = new Map<number, number>();
      while (Date.now() - sentAt < 12_000 && processes.some((pid) => !endedAt.has(pid))) {
        // One time per look: processes seen gone in the same look ended in the same 50 ms, in
        // no order this loop can tell (reading the clock per process ranked them by array order).
        const lookedAt = Date.now();
        for (const pid of processes) if (!endedAt.has(pid) && !isAlive(pid)) endedAt.set(pid, lookedAt);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const stillRunning = processes.filter((pid) => !endedAt.has(pid)).map(commandOf);
      expect(stillRunning, npm.output()).toEqual([]);
      for (const pid of processes) expect(endedAt.get(pid)! - sentAt).toBeLessThan(10_000);
      // The server stops its database before it exits itself.
      expect(endedAt.get(database!)!).toBeLessThanOrEqual(endedAt.get(server!)!);
      expect(await isListening(port)).toBe(false);
      expect(await isListening(pgPort)).toBe(false);

      await npm.exited;
      expect(npm.output()).toContain(`FitCreators is running on http://localhost:${port}`);
      expect(npm.output()).toContain('"msg":"shutting down"');
      expect(noise(npm.output())).toEqual([]);
    },
    180_000,
  );
});
