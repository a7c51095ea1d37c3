// Applies the committed SQL migrations; safe to run on every start.
import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { APP_ROOT } from "../lib/app-root";
import type { Database } from "./client.ts";

export const migrationsFolder = path.join(APP_ROOT, "src/server/db/migrations");

export async function applyMigrations(db: Database) {
  await migrate(db, { migrationsFolder });
}
