// The server the browser tests run against: fresh data folder, demo data, its own ports.
// With E2E_JOIN_PORT it is the second app process of two-instances.spec.ts instead: it joins the
// embedded database and data folder of the server on that port (already migrated and seeded), with
// the password and port that server wrote into that folder.
import { chmodSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { register } from "tsx/esm/api";

const dataDirOf = (port) => path.join(os.tmpdir(), `fitcreators-e2e-${port}`);

// The second server shares the first one's data folder as two hosts share their file storage:
// a video uploaded to one is transcoded by whichever instance's job takes it.
const dataDir = dataDirOf(process.env.E2E_JOIN_PORT ?? process.env.PORT ?? "3100");
if (!process.env.E2E_JOIN_PORT) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // When run as root the embedded database runs as the `postgres` user, which must reach this folder.
  chmodSync(dataDir, 0o755);
}
process.env.DATA_DIR = dataDir;

if (process.env.E2E_JOIN_PORT) {
  const firstDataDir = dataDir;
  const password = readFileSync(path.join(firstDataDir, "postgres-password"), "utf8").trim();
  // postmaster.pid's fourth line is the port the server listens on.
  const port = readFileSync(path.join(firstDataDir, "postgres", "postmaster.pid"), "utf8")
    .split("\n")[3]
    ?.trim();
  process.env.DATABASE_URL = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/fitcreators`;
}

register();
// A stand-in LibreTranslate for translation.spec.ts, run by the first server and used by both;
// the spec makes it fail through its control endpoint.
if (process.env.E2E_TRANSLATE_PORT) {
  if (!process.env.E2E_JOIN_PORT) {
    const { startFakeLibreTranslate } = await import("../tests/support/fake-translation-servers.ts");
    await startFakeLibreTranslate({ port: Number(process.env.E2E_TRANSLATE_PORT) });
  }
  process.env.LIBRETRANSLATE_URL = `http://127.0.0.1:${process.env.E2E_TRANSLATE_PORT}`;
}
await import("../src/server/main.ts");
