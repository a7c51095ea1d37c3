// The e2e server's embedded database, for journeys that must move time (a post's publication
// date) rather than wait days. The password and port are the ones the server wrote into its data
// folder (scripts/e2e-server.mjs reads them the same way for the second instance).
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export async function withAppDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = path.join(os.tmpdir(), `fitcreators-e2e-${process.env.E2E_PORT}`);
  const password = readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
  // postmaster.pid's fourth line is the port the server listens on.
  const port = Number(
    readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")
      .split("\n")[3]
      ?.trim(),
  );
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "fitcreators" });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
