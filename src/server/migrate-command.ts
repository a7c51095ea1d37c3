// `npm run migrate`: the release step of a deployment with several instances. It applies the
// committed migrations once, before the new build's instances start with MIGRATE_ON_START=false
// (they report unready until it has run). Safe to run again: it applies only what is missing.
import { loadConfig } from "./config";
import { applyMigrations } from "./db/migrate";
import { StartupError } from "./lib/startup-error";

try {
  const config = loadConfig();
  const databaseUrl = config.databaseDirectUrl ?? config.databaseUrl;
  if (!databaseUrl) {
    throw new StartupError(
      "Set DATABASE_URL (or DATABASE_DIRECT_URL) to the database to migrate; the embedded one is migrated by `npm start`.",
    );
  }
  await applyMigrations(databaseUrl);
  console.log("Migrations applied.");
} catch (error) {
  console.error(
    error instanceof StartupError ? error.message : `Migrating failed: ${(error as Error).message ?? String(error)}`,
  );
  process.exitCode = 1;
}
