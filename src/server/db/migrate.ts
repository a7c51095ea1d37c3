// Applies the committed SQL migrations; safe to run on every start.
import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client.ts";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export async function applyMigrations(db: Database) {
  await migrate(db, { migrationsFolder });
}
