// The real server process: starts on its own embedded database, answers, and stops cleanly.
import { spawn, type ChildProcess } from "node:child_process";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "development", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, started: Started, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let exitedEarly = false;
  void started.exited.then(() => (exitedEarly = true));
  while (Date.now() < deadline && !exitedEarly) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return (await response.json()) as unknown;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy:\n${started.output()}`);
}

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
