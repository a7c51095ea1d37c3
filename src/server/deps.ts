// Wires the outside services into the dependencies every request can reach.
import { sql } from "drizzle-orm";
import { LiveHub } from "./adapters/events/hub";
import { startHintListener } from "./adapters/events/listener";
import { createMailer, type Mailer } from "./adapters/mail";
import { createPaymentProvider } from "./adapters/payments/create-provider";
import { createStorage } from "./adapters/storage";
import type { Config } from "./config";
import { createDatabase } from "./db/client";
import { migrationsCheck } from "./db/migrate";
import { createAuth } from "./features/auth/auth";
import { SessionCache } from "./features/auth/session-cache";
import { handlePaymentEvent } from "./features/billing/event-sync";
import { LiveStudio } from "./features/live-sessions/studio";
import { unsubscribeTokens } from "./features/notifications/email-preferences";
import { giftTokens } from "./features/billing/gift-tokens";
import { ffmpegBinary } from "./adapters/ffmpeg";
import { offlineVideoKeys } from "./features/video/offline-keys";
import { streamTokens } from "./features/video/stream-tokens";
import { pushKicker } from "./features/push";
import { createAppMetrics, isMetricsServed } from "./features/metrics";
import type { JobRunner } from "./jobs/runner";
import type { AppDeps } from "./context";
import type { Logger } from "./lib/logger";
import { Lifecycle } from "./lib/lifecycle";
import { acceptedOrigins } from "./lib/origin-check";

export function createDeps(options: {
  config: Config;
  databaseUrl: string;
  authSecret: string;
  logger: Logger;
  mailer?: Mailer;
}) {
  const { config, logger } = options;
  const { db, pool } = createDatabase(options.databaseUrl, {
    unnamedStatements: config.databasePooler === "transaction",
  });
  // Behind a pooler in transaction mode, what needs a session of its own goes around it.
  const sessionDatabaseUrl = config.databaseDirectUrl ?? options.databaseUrl;
  // A pooled connection the database closes while idle (restart, failover) must not crash
  // the process: pg emits it as an 'error' event, and the pool opens a new one when needed.
  // One line: the error object carries the whole client (its settings, its queue).
  pool.on("error", (error: Error & { code?: string }) =>
    logger.warn({ code: error.code, reason: error.message }, "idle database connection closed"),
  );
  // pool.end() resolves once it has asked its connections to close, not once they have: closing
  // counts them down, so the database is stopped only after the last one has said goodbye (a
  // server stopped before would end it itself, which pg reports as an error).
  const openConnections = new Set<unknown>();
  pool.on("connect", (client) => openConnections.add(client));
  pool.on("remove", (client) => openConnections.delete(client));
  const allConnectionsClosed = () =>
    new Promise<void>((resolve) => {
      if (openConnections.size === 0) return resolve();
      const closed = () => {
        if (openConnections.size > 0) return;
        pool.off("remove", closed);
        resolve();
      };
      pool.on("remove", closed);
    });
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  const { payments, sandbox } = createPaymentProvider(config.payments, { db, publicUrl: config.publicUrl, logger });
  const live = new LiveHub();
  const lifecycle = new Lifecycle();
  const sessionCache = new SessionCache();
  let runner: JobRunner | null = null;
  const deps: AppDeps = {
    config,
    db,
    logger,
    mailer,
    storage: createStorage({ dataDir: config.dataDir, s3: config.s3 }),
    payments,
    sandbox,
    auth: createAuth({
      db,
      mailer,
      secret: options.authSecret,
      publicUrl: config.publicUrl,
      trustedOrigins: acceptedOrigins(config),
      rateLimitPerMinute: config.authRateLimit,
    }),
    live,
    lifecycle,
    sessionDatabaseUrl,
    migrationsApplied: migrationsCheck(db),
    liveStudio: new LiveStudio({
      dataDir: config.dataDir,
      secret: options.authSecret,
      ffmpeg: ffmpegBinary(config.ffmpegPath),
    }),
    sessionCache,
    // Before the runner starts (and in tests, which run jobs themselves) the next scheduled round does it.
    jobs: {
      runSoon: (name) => {
        runner
          ?.runSoon(name)
          .catch((error: unknown) => logger.warn({ err: error, job: name }, "job not queued; its schedule runs it"));
      },
    },
    unsubscribeTokens: unsubscribeTokens(options.authSecret),
    giftTokens: giftTokens(options.authSecret),
    streamTokens: streamTokens(options.authSecret),
    offlineVideoKeys: offlineVideoKeys(options.authSecret),
    pingDatabase: async () => {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    metrics: isMetricsServed(config) ? createAppMetrics({ db, pools: { app: pool }, live, logger }) : null,
  };
  // The sandbox's events take the same road into billing as Stripe's webhooks.
  sandbox?.setEventSink((event) => handlePaymentEvent(deps, event).then(() => undefined));
  let listener: Awaited<ReturnType<typeof startHintListener>> | null = null;
  const kickPushes = pushKicker(deps.jobs);
  return {
    deps,
    /** Starts hearing live hints from every instance (a dedicated database connection). */
    listen: async () => {
      listener = await startHintListener({
        databaseUrl: sessionDatabaseUrl,
        logger,
        onHint: (hint) => {
          if ("endedSession" in hint) sessionCache.forgetSession(hint.endedSession);
          else if (hint.topics.includes("notifications")) kickPushes();
          live.deliver(hint);
        },
        onGap: () => live.resyncAll(),
      });
    },
    attachJobs: (jobs: JobRunner) => {
      runner = jobs;
    },
    close: async () => {
      live.closeAll();
      await deps.liveStudio.closeAll();
      await listener?.stop();
      await pool.end();
      await allConnectionsClosed();
    },
  };
}
