// Makes the demo data folder a first `npm start` copies (db/demo-template.ts): the embedded
// database initialised, migrated and seeded, with the demo pictures, exactly as a first start
// would make them. Run at install by scripts/prepare-demo-data.mjs.
import { randomBytes } from "node:crypto";
import { rmSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "./config";
import { DEMO_TEMPLATE_DIR, DEMO_TEMPLATE_STAMP, demoTemplateStamp, NOT_COPIED } from "./db/demo-template";
import { startEmbeddedPostgres } from "./db/embedded";
import { APP_DATABASE, ensureDatabase } from "./db/ensure-database";
import { applyMigrations } from "./db/migrate";
import { seedDemoData } from "./db/seed/demo";
import { createDeps } from "./deps";
import { createLogger } from "./lib/logger";

const building = `${DEMO_TEMPLATE_DIR}.building`;
rmSync(building, { recursive: true, force: true });
const config = loadConfig({
  ...process.env,
  NODE_ENV: "development",
  DATA_DIR: building,
  SEED_DEMO: "true",
  DATABASE_URL: "",
});
const logger = createLogger("warn");
const embedded = await startEmbeddedPostgres({ dataDir: path.join(building, "postgres"), port: config.embeddedPgPort });
try {
  await ensureDatabase(embedded.urlFor("postgres"), APP_DATABASE);
  // Seeding signs nothing; the copies make their own secret at their first start.
  const { deps, close } = createDeps({
    config,
    databaseUrl: embedded.urlFor(APP_DATABASE),
    authSecret: randomBytes(32).toString("hex"),
    logger,
  });
  try {
    await applyMigrations(embedded.urlFor(APP_DATABASE));
    await seedDemoData(deps);
  } finally {
    await close();
  }
} finally {
  await embedded.stop();
}
for (const name of NOT_COPIED) rmSync(path.join(building, name), { force: true });
writeFileSync(path.join(building, DEMO_TEMPLATE_STAMP), demoTemplateStamp());
rmSync(DEMO_TEMPLATE_DIR, { recursive: true, force: true });
renameSync(building, DEMO_TEMPLATE_DIR);
