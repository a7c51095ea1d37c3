// Wires the outside services into the dependencies every request can reach.
import { sql } from "drizzle-orm";
import { LiveHub } from "./adapters/events/hub";
import { startHintListener } from "./adapters/events/listener";
import { createMailer, type Mailer } from "./adapters/mail";
import { createPaymentProvider } from "./adapters/payments/create-provider";
import { createStorage } from "./adapters/storage";
import type { Config } from "./config";
import { openDatabase } from "./db/open-database";
import { ReadReplica } from "./db/read-replica";
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
import { withProviderSpans, type Tracing } from "./lib/tracing";

export function createDeps(options: {
  config: Config;
  databaseUrl: string;
  authSecret: string;
  logger: Logger;
  mailer?: Mailer;
  /** From createTracing when OTEL_EXPORTER_OTLP_ENDPOINT is set (it loads the SDK, so the caller awaits it). */
  tracing?: Tracing | null;
}) {
  const { config, logger } = options;
  const tracing = options.tracing ?? null;
  const unnamedStatements = config.databasePooler === "transaction";
  const { db, pool, closePool } = openDatabase(options.databaseUrl, { unnamedStatements, tracing }, logger);
  // Behind a pooler in transaction mode, what needs a session of its own goes around it.
  const sessionDatabaseUrl = config.databaseDirectUrl ?? options.databaseUrl;
  const replica = config.databaseRead
    ? new ReadReplica({
        replica: openDatabase(config.databaseRead.url, { unnamedStatements, tracing }, logger),
        primary: db,
        maxLagSeconds: config.databaseRead.maxLagSeconds,
        logger,
      })
    : null;
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  const provided = createPaymentProvider(config.payments, { db, publicUrl: config.publicUrl, logger });
  const payments = withProviderSpans(tracing, "payments", provided.payments);
  const { sandbox } = provided;
  const live = new LiveHub();
  const lifecycle = new Lifecycle();
  const sessionCache = new SessionCache();
  let runner: JobRunner | null = null;
  const deps: AppDeps = {
    config,
    db,
    replica,
    tracing,
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
    metrics: isMetricsServed(config)
      ? createAppMetrics({
          db,
          pools: { app: pool },
          replica,
          live,
          logger,
        })
      : null,
  };
  // The sandbox's events take the same road into billing as Stripe's webhooks.
  sandbox?.setEventSink((event) => handlePaymentEvent(deps, event).then(() => undefined));
  let listener: Awaited<ReturnType<typeof startHintListener>> | null = null;
  const kickPushes = pushKicker(deps.jobs);
  return {
    deps,
    /** Starts hearing live hints from every instance (a dedicated database connection). */
    listen: async () => {
      replica?.start();
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
      await Promise.all([closePool(), replica?.close()]);
    },
  };
}
