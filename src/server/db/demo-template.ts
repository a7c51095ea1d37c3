// The demo data folder made once at install (`npm install` runs scripts/prepare-demo-data.mjs):
// an initialised, migrated and seeded embedded database with the demo pictures. A first
// `npm start` copies it instead of doing that work itself, which took about 15 of a first
// start's 20 seconds. The copy is taken only while it matches this checkout's migrations and
// seed code; otherwise start-up initialises and seeds as before.
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { APP_ROOT } from "../lib/app-root";

export const DEMO_TEMPLATE_DIR = path.join(APP_ROOT, "node_modules/.cache/fitcreators-demo-data");
export const DEMO_TEMPLATE_STAMP = "demo-template-stamp";
/** The data folder's own files a copy must not share with other copies. */
export const NOT_COPIED = ["auth-secret", DEMO_TEMPLATE_STAMP];

/** What the template was made from: the migrations and the seed's sources. */
export function demoTemplateStamp() {
  const hash = createHash("sha256");
  const sources = [path.join(APP_ROOT, "src/server/db/migrations/meta/_journal.json")];
  const seedDir = path.join(APP_ROOT, "src/server/db/seed");
  for (const name of readdirSync(seedDir).sort())
    if (!name.endsWith(".test.ts")) sources.push(path.join(seedDir, name));
  for (const file of sources) hash.update(readFileSync(file));
  return hash.digest("hex");
}

/**
 * Fills a data folder that has no database yet with the demo template. Returns whether it did;
 * a missing or outdated template, or a failed copy, leaves the folder as it was.
 */
export function copyDemoTemplate(dataDir: string, databaseDir: string): boolean {
  const stampFile = path.join(DEMO_TEMPLATE_DIR, DEMO_TEMPLATE_STAMP);
  if (existsSync(databaseDir) || !existsSync(stampFile)) return false;
  if (readFileSync(stampFile, "utf8").trim() !== demoTemplateStamp()) return false;
  const copied: string[] = [];
  try {
    mkdirSync(dataDir, { recursive: true });
    for (const name of readdirSync(DEMO_TEMPLATE_DIR)) {
      if (NOT_COPIED.includes(name) || existsSync(path.join(dataDir, name))) continue;
      // cp -a keeps owners and modes: as root, the database files belong to the `postgres`
      // user that runs the embedded server, and PostgreSQL wants its folder private.
      execFileSync("cp", ["-a", path.join(DEMO_TEMPLATE_DIR, name), path.join(dataDir, name)]);
      copied.push(name);
    }
    return true;
  } catch {
    for (const name of copied) rmSync(path.join(dataDir, name), { recursive: true, force: true });
    return false;
  }
}
