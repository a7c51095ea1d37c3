// The server the browser tests run against: fresh data folder, demo data, its own ports.
import { chmodSync, mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { register } from "tsx/esm/api";

const dataDir = path.join(os.tmpdir(), `fitcreators-e2e-${process.env.PORT ?? "3100"}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// When run as root the embedded database runs as the `postgres` user, which must reach this folder.
chmodSync(dataDir, 0o755);
process.env.DATA_DIR = dataDir;

register();
await import("../src/server/main.ts");
