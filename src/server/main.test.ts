// The real server process: starts on its own embedded database, answers, and stops cleanly.
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, isListening, startServer, waitForHealth, type Started } from "../../tests/support/server-process";

/**
 * Starts a request and sends only half of its body, so it is still in flight when the
 * server is told to stop. `finish()` sends the rest and resolves to the raw HTTP response.
 */
async function startRequestInFlight(port: number) {
  const body = JSON.stringify({ errorId: "ERR-SHUTDOWN", message: "sent during shutdown", url: "http://localhost/" });
  const socket = net.connect({ port, host: "127.0.0.1" });
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let response = "";
  socket.on("data", (chunk: Buffer) => (response += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.on("error", () => {});
  socket.write(
    `POST /api/client-logs HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  );
  return {
    async finish() {
      if (!socket.destroyed) socket.write(body.slice(10));
      await closed;
      return response;
    },
  };
}

/** Resolves to the exit, or to "timeout" if it takes longer than `ms`. */
const exitWithin = (started: Started, ms: number) =>
  Promise.race([started.exited, new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), ms))]);

describe("the server process", () => {
  let dataDir: string;
  let started: Started | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "fitcreators-main-test-"));
    // When run as root the embedded database runs as the `postgres` user, which must reach this folder.
    await chmod(dataDir, 0o755);
  });

  afterAll(async () => {
    if (started && started.child.exitCode === null && started.child.signalCode === null) {
      started.child.kill("SIGKILL");
      await started.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it("starts, answers the health check, and on SIGTERM finishes the request in flight, stops its database and exits 0 within 15 s", async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    started = startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO: "false",
      WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    });

    expect(await waitForHealth(port, started, 90_000)).toEqual({ status: "ok", database: "up" });
    expect(await isListening(pgPort)).toBe(true);

    const inFlight = await startRequestInFlight(port);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sentAt = Date.now();
    started.child.kill("SIGTERM");
    // Long enough for anything that stops the database on the signal itself to have done so.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const response = await inFlight.finish();
    const result = await exitWithin(started, 15_000);

    expect(response.split("\r\n")[0], started.output()).toBe("HTTP/1.1 204 No Content");
    expect(result, started.output()).toEqual({ code: 0, signal: null });
    expect(Date.now() - sentAt).toBeLessThan(15_000);
    expect(await isListening(port)).toBe(false);
    expect(await isListening(pgPort)).toBe(false);
  }, 120_000);

  it("refuses to start with an invalid setting, naming it", async () => {
    const invalid = startServer({ DATA_DIR: dataDir, PORT: "not-a-port", SEED_DEMO: "false" });
    const result = await exitWithin(invalid, 15_000);
    expect(result).toEqual({ code: 1, signal: null });
    expect(invalid.output()).toMatch(/Invalid environment configuration:[\s\S]*PORT: /);
  }, 30_000);
});

const canListenOnIpv6Loopback = () =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(0, "::1", () => probe.close(() => resolve(true)));
  });

/** Running, that is: a zombie (its new parent may never reap it) has stopped. */
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = readFileSync(`/proc/${pid}/stat`, { encoding: "utf8", flag: "r" });
  return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
};

describe("the server process after a crash or a failed start", () => {
  let dataDir: string;
  const children: Started[] = [];
  const databasePids: number[] = [];
  const readDatabasePid = async (folder: string) =>
    Number((await readFile(path.join(dataDir, folder, "postgres", "postmaster.pid"), "utf8")).split("\n")[0]);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "fitcreators-crash-test-"));
    // When run as root the embedded database runs as the `postgres` user, which must reach this folder.
    await chmod(dataDir, 0o755);
  });

  afterAll(async () => {
    for (const child of children) {
      if (child.child.exitCode === null && child.child.signalCode === null) {
        child.child.kill("SIGKILL");
        await child.exited;
      }
    }
    // A server a failed assertion left orphaned must not outlive the test.
    for (const pid of databasePids) if (isAlive(pid)) process.kill(pid, "SIGQUIT");
    await rm(dataDir, { recursive: true, force: true });
  });

  const env = (port: number, pgPort: number, folder: string) => ({
    DATA_DIR: path.join(dataDir, folder),
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    SEED_DEMO: "false",
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
  });

  it("starts again on the same data after kill -9 left its database running, and listens on loopback only by default", async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const first = startServer(env(port, pgPort, "crash"));
    children.push(first);
    expect(await waitForHealth(port, first, 90_000)).toEqual({ status: "ok", database: "up" });
    const orphan = await readDatabasePid("crash");
    databasePids.push(orphan);

    first.child.kill("SIGKILL");
    await first.exited;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(isAlive(orphan)).toBe(true);

    const second = startServer(env(port, pgPort, "crash"));
    children.push(second);
    expect(await waitForHealth(port, second, 90_000), second.output()).toEqual({ status: "ok", database: "up" });
    expect(isAlive(orphan)).toBe(false);
    databasePids.push(await readDatabasePid("crash"));

    // No HOST: both loopback addresses (browsers may resolve localhost to either), nothing else.
    if (await canListenOnIpv6Loopback()) expect((await fetch(`http://[::1]:${port}/api/health`)).status).toBe(200);
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === "IPv4" && !address.internal);
    if (outside) await expect(fetch(`http://${outside.address}:${port}/api/health`)).rejects.toThrow();

    second.child.kill("SIGTERM");
    expect(await exitWithin(second, 15_000), second.output()).toEqual({ code: 0, signal: null });
    expect(await isListening(pgPort)).toBe(false);
  }, 240_000);

  it("answers 5xx JSON while its database is down, without crashing, and recovers when it is back", async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const app = startServer(env(port, pgPort, "db-restart"));
    children.push(app);
    expect(await waitForHealth(port, app, 90_000)).toEqual({ status: "ok", database: "up" });
    const databasePid = await readDatabasePid("db-restart");
    const argv = readFileSync(`/proc/${databasePid}/cmdline`, "utf8").split("\0").filter(Boolean);

    process.kill(databasePid, "SIGINT");
    for (let i = 0; i < 100 && isAlive(databasePid); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isAlive(databasePid)).toBe(false);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "degraded", database: "down" });
    const read = await fetch(`http://127.0.0.1:${port}/api/creators`);
    expect(read.status).toBe(500);
    expect(((await read.json()) as { error: { code: string } }).error.code).toBe("internal_error");
    expect(app.child.exitCode).toBeNull();

    // The same server started again by hand, as the `postgres` user when the test runs as root.
    const asPostgres =
      process.getuid?.() === 0
        ? { uid: Number(execFileSync("id", ["-u", "postgres"])), gid: Number(execFileSync("id", ["-g", "postgres"])) }
        : {};
    const restarted = spawn(argv[0]!, argv.slice(1), { ...asPostgres, stdio: "ignore", detached: true });
    databasePids.push(restarted.pid!);
    expect(await waitForHealth(port, app, 30_000)).toEqual({ status: "ok", database: "up" });
    expect((await fetch(`http://127.0.0.1:${port}/api/creators`)).status).toBe(200);

    app.child.kill("SIGTERM");
    expect(await exitWithin(app, 15_000), app.output()).toEqual({ code: 0, signal: null });
    process.kill(restarted.pid!, "SIGINT");
    await new Promise((resolve) => restarted.once("exit", resolve));
  }, 180_000);

  it("on a failed start says what to do in one sentence, with no stack, and leaves no database running", async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(port, "127.0.0.1", resolve));
    try {
      const failed = startServer(env(port, pgPort, "port-taken"));
      children.push(failed);
      const result = await exitWithin(failed, 90_000);
      expect(result, failed.output()).toEqual({ code: 1, signal: null });
      const lines = failed
        .output()
        .split("\n")
        .filter((line) => line.trim() && !line.startsWith("{"));
      expect(lines).toEqual([
        `Port ${port} is already in use on 127.0.0.1 by another program: stop it, or set PORT to a free port.`,
      ]);
      expect(await isListening(pgPort)).toBe(false);
    } finally {
      await new Promise<void>((resolve) => taken.close(() => resolve()));
    }
  }, 120_000);
});
