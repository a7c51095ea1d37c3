// Starts the platform: configuration, database (embedded unless DATABASE_URL is set),
// migrations, demo data, HTTP. The only module that does I/O at start-up.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import pg from "pg";
import { createApp } from "./app";
import { loadConfig, type Config } from "./config";
import { startEmbeddedPostgres, type EmbeddedServer } from "./db/embedded";
import { freePort } from "./db/free-port";
import { applyMigrations } from "./db/migrate";
import { seedDemoData } from "./db/seed/demo";
import { createDeps } from "./deps";
import { runBillingMaintenance } from "./features/billing/maintenance";
import { emailUnreadMessages, UNREAD_EMAIL_JOB } from "./features/messages/unread-emails";
import { FANOUT_JOB, runNotificationFanouts } from "./features/notifications/fanout";
import { startJobRunner } from "./jobs/runner";
import { createLogger } from "./lib/logger";

const DATABASE_NAME = "fitcreators";

/** Outside production a missing secret is generated once and kept with the data. */
function authSecretFor(config: Config) {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function ensureDatabase(serverUrl: string, name: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);

  let embedded: EmbeddedServer | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const port = await freePort(config.embeddedPgPort);
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, "postgres"),
      port,
      log: (message) => logger.debug({ postgres: String(message).trim() }),
    });
    await ensureDatabase(embedded.urlFor("postgres"), DATABASE_NAME);
    databaseUrl = embedded.urlFor(DATABASE_NAME);
    logger.info({ port }, "embedded PostgreSQL started");
  }

  if (config.isProduction && !config.smtpUrl) {
    logger.warn("SMTP_URL is not set: account emails go to the log only, which is for development, not production");
  }
  const { deps, close, listen, attachJobs } = createDeps({ config, databaseUrl, authSecret: authSecretFor(config), logger });
  await applyMigrations(deps.db);
  if (config.seedDemo) await seedDemoData(deps);
  const jobs = await startJobRunner({
    databaseUrl,
    logger,
    jobs: [
      { name: "billing-maintenance", cron: "* * * * *", run: () => runBillingMaintenance(deps) },
      // Queued right after a post or routine change too; the schedule catches anything left over.
      { name: FANOUT_JOB, cron: "* * * * *", run: () => runNotificationFanouts(deps.db).then(() => undefined) },
      { name: UNREAD_EMAIL_JOB, cron: "* * * * *", run: () => emailUnreadMessages(deps).then(() => undefined) },
    ],
  });
  attachJobs(jobs);
  await listen();

  const server = serve({ fetch: createApp(deps).fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(`FitCreators is running on ${config.publicUrl} (port ${info.port})`);
  });

  let isStopping = false;
  const shutdown = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, "shutting down");
    // Stop taking connections, end the live streams (they never finish by themselves), let
    // requests in flight finish, then close the database.
    deps.live.closeAll();
    server.close(async () => {
      try {
        await jobs.stop();
        await close();
        await embedded?.stop();
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      }
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  // The embedded database is stopped here, in order, after requests in flight (db/embedded.ts
  // takes the package's own exit hooks away for that).
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.on(signal, () => shutdown(signal));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
