// One app's metrics in a registry of its own (several apps in one process, as in tests, never
// mix): what is counted as it happens (requests, the shared cache) and what is read when
// scraped (database pools, job and transcode queues, event streams, the process itself).
import type pg from "pg";
import { collectDefaultMetrics, Gauge, Registry } from "prom-client";
import type { LiveHub } from "../../adapters/events/hub";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { ReadReplica } from "../../db/read-replica";
import type { Logger } from "../../lib/logger";
import { databasePoolMetrics, replicaMetrics } from "./database-pool";
import { httpRequestMetrics } from "./http-requests";
import { jobQueueMetrics } from "./job-queues";
import { sharedAnswerMetrics } from "./shared-answers";
import { transcodeQueueMetrics } from "./transcode-queue";

export interface MetricsSources {
  db: Database;
  /** The connection pools to report, by the label they get. */
  pools: Record<string, pg.Pool>;
  /** The read replica, when there is one (DATABASE_READ_URL): its pool is reported as `read`. */
  replica?: ReadReplica | null;
  /** The live-update event streams open in this process. */
  live: LiveHub;
  logger: Logger;
}

export function createAppMetrics({ db, pools, replica, live, logger }: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const observeRequest = httpRequestMetrics(registry);
  const watchPublicCache = sharedAnswerMetrics(registry);
  databasePoolMetrics(registry, replica ? { ...pools, read: replica.pool } : pools);
  if (replica) replicaMetrics(registry, replica);
  jobQueueMetrics(registry, { db, logger });
  transcodeQueueMetrics(registry, { db, logger });
  new Gauge({
    name: "fc_event_streams",
    help: "Live-update event streams (server-sent events) open in this process.",
    registers: [registry],
    collect() {
      this.set(live.size);
    },
  });
  return {
    registry,
    /** Counts an answered request (the app's middleware and the front door). */
    observeRequest,
    /** Reports this shared cache of visitors' answers (the app's). */
    watchPublicCache,
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;

/**
 * Metrics are kept only when something serves them: counting requests nobody scrapes would be
 * overhead on every request for nothing.
 */
export const isMetricsServed = (config: Pick<Config, "metrics">) =>
  config.metrics.token !== undefined || config.metrics.port !== undefined;
