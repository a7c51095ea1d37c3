// What every request handler can reach through `c.var`.
import type { Config } from "./config";
import type { Mailer } from "./adapters/mail";
import type { PaymentProvider } from "./adapters/payments";
import type { SandboxProvider } from "./adapters/payments/sandbox";
import type { LiveHub } from "./adapters/events/hub";
import type { Storage } from "./adapters/storage";
import type { Database } from "./db/client";
import type { ReadReplica } from "./db/read-replica";
import type { Auth } from "./features/auth/auth";
import type { SessionCache } from "./features/auth/session-cache";
import type { LiveStudio } from "./features/live-sessions/studio";
import type { UnsubscribeTokens } from "./features/notifications/email-preferences";
import type { GiftTokens } from "./features/billing/gift-tokens";
import type { AppMetrics } from "./features/metrics";
import type { OfflineVideoKeys } from "./features/video/offline-keys";
import type { StreamTokens } from "./features/video/stream-tokens";
import type { Lifecycle } from "./lib/lifecycle";
import type { Logger } from "./lib/logger";
import type { Tracing } from "./lib/tracing";

export interface AppDeps {
  config: Config;
  db: Database;
  /** The read replica for the read-only hot paths (lib/read-your-writes.ts picks), or null: DATABASE_READ_URL. */
  replica: ReadReplica | null;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  payments: PaymentProvider;
  /** The built-in sandbox provider when it is the one in use (its pages and clock), else null. */
  sandbox: SandboxProvider | null;
  logger: Logger;
  /** The live streams open in this process, fed hints by the LISTEN connection. */
  live: LiveHub;
  /** Serving or draining (after SIGTERM). */
  lifecycle: Lifecycle;
  /**
   * The database's address for connections that hold a session (LISTEN, session locks): the
   * direct one when the pool goes through a pooler in transaction mode.
   */
  sessionDatabaseUrl: string;
  /** Whether the database has every migration this build knows (readiness). */
  migrationsApplied: () => Promise<boolean>;
  /** Live sessions streaming through this process: their ffmpeg, viewers and stream tokens. */
  liveStudio: LiveStudio;
  /** Background work to start now rather than at its next scheduled round. */
  jobs: JobQueue;
  unsubscribeTokens: UnsubscribeTokens;
  /** Signs and checks gifts' redeem links. */
  giftTokens: GiftTokens;
  /** Signs and checks the short-lived tokens in video stream URLs. */
  streamTokens: StreamTokens;
  /** Derives the per-session keys phones encrypt downloaded videos with. */
  offlineVideoKeys: OfflineVideoKeys;
  /** Recently checked sessions (two seconds), so a burst of requests checks one once. */
  sessionCache: SessionCache;
  /** Whether the database answers; used by the health check. */
  pingDatabase: () => Promise<boolean>;
  /** OpenTelemetry tracing, when OTEL_EXPORTER_OTLP_ENDPOINT is set, else null. */
  tracing: Tracing | null;
  /** Prometheus metrics, kept only when served (METRICS_TOKEN or METRICS_PORT), else null. */
  metrics: AppMetrics | null;
}

export interface JobQueue {
  runSoon(name: string): void;
}

export interface AppEnv {
  Variables: AppDeps & { requestId: string };
}
