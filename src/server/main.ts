// Starts the platform: configuration, database (embedded unless DATABASE_URL is set),
// migrations, demo data, HTTP. The only module that does I/O at start-up.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadConfig, type Config } from "./config";
import { startEmbeddedPostgres, type EmbeddedServer } from "./db/embedded";
import { copyDemoTemplate } from "./db/demo-template";
import { APP_DATABASE, ensureDatabase } from "./db/ensure-database";
import { applyMigrations } from "./db/migrate";
import { seedDemoData } from "./db/seed/demo";
import { createDeps } from "./deps";
import { createTracing } from "./lib/tracing";
import { ACCOUNT_CLEANUP_JOB, runAccountCleanup } from "./features/auth/unconfirmed-accounts";
import { runBillingMaintenance } from "./features/billing/maintenance";
import { ANALYTICS_ROLLUP_JOB, rollupAnalytics } from "./features/analytics/rollup";
import { emailUnreadMessages, UNREAD_EMAIL_JOB } from "./features/notifications/unread-emails";
import { AWAY_EMAIL_JOB, emailUnreadReplies } from "./features/notifications/away-emails";
import { FANOUT_JOB, runNotificationFanouts } from "./features/notifications/fanout";
import { deliverPushes, PUSH_JOB } from "./features/push";
import { PUBLISH_SCHEDULED_JOB, publishScheduledPosts } from "./features/content/publish-scheduled";
import { transcodeJob } from "./features/video";
import {
  endSuspendedCreatorMemberships,
  SUSPENDED_MEMBERSHIPS_JOB,
} from "./features/moderation/suspension-memberships";
import { removeAbandonedUploads, UPLOAD_CLEANUP_JOB } from "./features/uploads/cleanup";
import { removeUntakenCommunityImages } from "./features/community";
import { startJobRunner } from "./jobs/runner";
import { sendWeeklyTips, WEEKLY_TIPS_JOB } from "./features/weekly-tips";
import { WEEKLY_TIPS_CRON } from "../domain/weekly-tips";
import { DRAIN_GRACE_MS, DRAIN_LINGER_MS } from "./lib/lifecycle";
import { createLogger, type Logger } from "./lib/logger";
import { StartupError } from "./lib/startup-error";
import { listenHttp } from "./http-listen";
import { liveIngestUpgrade } from "./features/live-sessions/ingest";
import { startObsIngest } from "./features/live-sessions/obs-ingest";
import { endOverrunSessions, LIVE_OVERRUN_JOB } from "./features/live-sessions/overrun";
import { createRequestListener } from "./request-listener";
import { startMetricsServer } from "./features/metrics";

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

/** The one sentence printed when a database the app was pointed at cannot be used. */
function explainDatabaseError(error: unknown, isEmbedded: boolean) {
  // Drizzle wraps the driver's error in its own (`cause`); a refused connection to several
  // addresses is an AggregateError (`errors`).
  let code: string | undefined;
  for (let cause = error as { code?: string; cause?: unknown; errors?: unknown[] } | undefined; cause && !code;) {
    code = cause.code;
    cause = (cause.cause ?? cause.errors?.[0]) as typeof cause;
  }
  const where = isEmbedded ? "the embedded database" : "the database in DATABASE_URL";
  const Where = where[0]!.toUpperCase() + where.slice(1);
  if (code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "ETIMEDOUT" || code === "EAI_AGAIN") {
    return new StartupError(`Cannot reach ${where} (${code}): check that it is running and that the address is right.`);
  }
  if (code === "28P01" || code === "28000") {
    return new StartupError(`${Where} refused the user or password: check the credentials in DATABASE_URL.`);
  }
  if (code === "3D000")
    return new StartupError(`${Where} does not exist: create it, or point DATABASE_URL at one that does.`);
  return error;
}

/** Files the app writes at start (the generated secret, the embedded database) in a folder it may not write. */
function explainFileError(error: unknown, dataDir: string) {
  const { code, path: file } = error as NodeJS.ErrnoException;
  if (code === "EACCES" || code === "EPERM" || code === "EROFS") {
    return new StartupError(
      `Cannot write ${file ?? dataDir} (${code}): give this user write access to it, or set DATA_DIR to a folder it can write.`,
    );
  }
  return error;
}

async function main() {
  const config = loadConfig();
  isDebugging = config.logLevel === "debug" || config.logLevel === "trace";
  const logger = createLogger(config.logLevel);
  // Whatever started before a failure is stopped again, so a failed start leaves nothing running.
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };

  try {
    await start(config, logger, cleanups);
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

async function start(config: Config, logger: Logger, cleanups: (() => Promise<unknown>)[]) {
  let embedded: EmbeddedServer | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const databaseDir = path.join(config.dataDir, "postgres");
    if (config.seedDemo && copyDemoTemplate(config.dataDir, databaseDir))
      logger.info("demo data copied from the template made at install");
    embedded = await startEmbeddedPostgres({
      dataDir: databaseDir,
      port: config.embeddedPgPort,
      log: (message) => logger.debug({ postgres: String(message).trim() }),
      warn: (message) => logger.warn(message),
    });
    cleanups.push(() => embedded!.stop());
    databaseUrl = embedded.urlFor(APP_DATABASE);
    logger.info({ port: embedded.port }, "embedded PostgreSQL started");
  }

  let authSecret: string;
  try {
    authSecret = authSecretFor(config);
  } catch (error) {
    throw explainFileError(error, config.dataDir);
  }
  const tracing = await createTracing(config.tracing, logger);
  // Closed after everything else (cleanups run last first): the spans of the last requests are sent.
  if (tracing) cleanups.push(() => tracing.shutdown());
  const { deps, close, listen, attachJobs } = createDeps({ config, databaseUrl, authSecret, logger, tracing });
  cleanups.push(close);
  try {
    if (embedded) await ensureDatabase(embedded.urlFor("postgres"), APP_DATABASE);
    // Otherwise `npm run migrate` is the release step, and this instance is unready until it has run.
    if (config.migrateOnStart) await applyMigrations(deps.sessionDatabaseUrl);
  } catch (error) {
    throw explainDatabaseError(error, Boolean(embedded));
  }
  if (config.seedDemo) await seedDemoData(deps);
  const jobs = await startJobRunner({
    // Its leases and schedules are held across statements: a session of its own, around a pooler.
    databaseUrl: deps.sessionDatabaseUrl,
    logger,
    jobs: [
      { name: "billing-maintenance", cron: "* * * * *", run: () => runBillingMaintenance(deps) },
      // Queued right after a post or routine change too; the schedule catches anything left over.
      { name: FANOUT_JOB, cron: "* * * * *", run: () => runNotificationFanouts(deps.db).then(() => undefined) },
      // Queued right after a creator's suspension; later rounds go on with many members and retry refusals.
      {
        name: SUSPENDED_MEMBERSHIPS_JOB,
        cron: "*/5 * * * *",
        run: () => endSuspendedCreatorMemberships(deps).then(() => undefined),
      },
      // Scheduled posts whose time has come: published, dated at their time, announced to members then.
      { name: PUBLISH_SCHEDULED_JOB, cron: "* * * * *", run: () => publishScheduledPosts(deps).then(() => undefined) },
      // Uploaded videos' streaming renditions, poster and preview; queued right after a video post is created.
      transcodeJob(deps),
      // Live sessions nobody ended, two hours after their planned end (their replay kept as chosen).
      { name: LIVE_OVERRUN_JOB, cron: "*/10 * * * *", run: () => endOverrunSessions(deps).then(() => undefined) },
      // Pushes to members' devices: queued as soon as a notification is heard (deps.ts); the
      // schedule sends those held by quiet hours and retries.
      { name: PUSH_JOB, cron: "* * * * *", run: () => deliverPushes(deps).then(() => undefined) },
      { name: UNREAD_EMAIL_JOB, cron: "* * * * *", run: () => emailUnreadMessages(deps).then(() => undefined) },
      // Replies left unread (a coach's comment, a support answer), the same way as messages.
      { name: AWAY_EMAIL_JOB, cron: "* * * * *", run: () => emailUnreadReplies(deps).then(() => undefined) },
      // Files no post took and uploads left unfinished, once they are a day old.
      {
        name: UPLOAD_CLEANUP_JOB,
        cron: "17 * * * *",
        run: async () => {
          await removeAbandonedUploads(deps);
          // Community pictures uploaded for a post that was never sent.
          await removeUntakenCommunityImages(deps.db, deps.storage);
        },
      },
      // Each finished UTC day's analytics figures; checked hourly, the work is done once a day.
      { name: ANALYTICS_ROLLUP_JOB, cron: "7 * * * *", run: () => rollupAnalytics(deps.db).then(() => undefined) },
      // Accounts never confirmed within 7 days, and spent attempt counters.
      { name: ACCOUNT_CLEANUP_JOB, cron: "37 * * * *", run: () => runAccountCleanup(deps.db) },
      // Monday's email to every member; later rounds that morning retry only what failed (a ledger per week).
      {
        name: WEEKLY_TIPS_JOB,
        cron: WEEKLY_TIPS_CRON,
        run: () => sendWeeklyTips(deps).then(() => undefined),
        expireInSeconds: 3600,
      },
    ],
  });
  cleanups.push(() => jobs.stop());
  attachJobs(jobs);
  await listen();

  const http = await listenHttp(createRequestListener(deps), {
    port: config.port,
    host: config.host,
    onUpgrade: liveIngestUpgrade(deps),
  });
  logger.info(`FitCreators is running on ${config.publicUrl} (port ${http.port})`);
  // Metrics on a port of their own, for a scraper on the private network (never published).
  const metricsServer =
    deps.metrics && config.metrics.port
      ? await startMetricsServer({
          port: config.metrics.port,
          host: config.host,
          registry: deps.metrics.registry,
          logger,
        })
      : null;
  if (metricsServer) {
    cleanups.push(() => metricsServer.close());
    logger.info(`Metrics on port ${metricsServer.port} at /metrics`);
  }
  const rtmp = config.liveRtmp
    ? await startObsIngest(deps, {
        port: config.liveRtmp.port,
        host: config.host === "localhost" ? "127.0.0.1" : config.host,
      })
    : null;
  if (config.liveRtmp) logger.info(`Live streaming from OBS: ${config.liveRtmp.serverUrl}`);

  let isStopping = false;
  const shutdown = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, "shutting down");
    // Unready for the load balancer, no keep-alive past each answer, every browser's event
    // stream reconnected (to another instance), no new job taken; the live streams end (they
    // never finish by themselves). The listener closes after the linger (lifecycle.ts).
    deps.lifecycle.startDraining();
    deps.live.reconnectAll();
    void rtmp?.close();
    void deps.liveStudio.closeAll();
    // Jobs still running when the grace is up are handed back (failed, so another instance retries them).
    const jobsStopped = jobs.stop();
    const httpClosed = new Promise((resolve) => setTimeout(resolve, DRAIN_LINGER_MS)).then(() =>
      Promise.all([http.close(), metricsServer?.close()]),
    );
    void Promise.all([httpClosed, jobsStopped]).then(async () => {
      try {
        await close();
        await embedded?.stop();
        logger.info("stopped");
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      }
    });
    setTimeout(
      () => {
        logger.warn("requests still in flight after the drain grace: stopping anyway");
        process.exit(1);
      },
      DRAIN_LINGER_MS + DRAIN_GRACE_MS + 2_000,
    ).unref();
  };
  // The embedded database is stopped here, in order, after requests in flight (db/embedded.ts
  // takes the package's own exit hooks away for that).
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.on(signal, () => shutdown(signal));
}

let isDebugging = false;

/**
 * One sentence saying what to do, never a bare stack: the cause is the operator's to fix
 * (a setting, a port, a folder). Anything unforeseen still shows its message, and its stack
 * at LOG_LEVEL=debug.
 */
main().catch((error: unknown) => {
  if (error instanceof StartupError) {
    console.error(error.message);
  } else {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      `FitCreators could not start: ${message || "unknown error"}. Run with LOG_LEVEL=debug to see where it failed.`,
    );
    if (isDebugging) console.error(error);
  }
  process.exit(1);
});
