// pg-boss's queues (jobs/runner.ts), read from its tables when scraped: per queue, the jobs
// waiting and running, and how long the longest-waiting one has waited.
import { sql } from "drizzle-orm";
import { Gauge, type Registry } from "prom-client";
import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { scrapeRead } from "./scrape-read";

/** The schema jobs/runner.ts gives pg-boss. */
const JOB_SCHEMA = sql.identifier("pgboss");

interface QueueRow extends Record<string, unknown> {
  queue: string;
  waiting: number;
  active: number;
  oldest_seconds: number;
}

/**
 * One pass over the jobs not yet finished (pg-boss's job_state enum orders created < retry <
 * active < completed...). A job's wait counts from when it could start (`start_after`), so a
 * retry waiting out its delay is not late; a queue with no jobs still gets its zeros.
 */
const QUEUES = sql`
  select q.name as queue,
    (count(j.id) filter (where j.state < 'active'))::int as waiting,
    (count(j.id) filter (where j.state = 'active'))::int as active,
    coalesce(extract(epoch from now() - min(j.start_after) filter (where j.state < 'active')), 0)::float8
      as oldest_seconds
  from ${JOB_SCHEMA}.queue q
  left join ${JOB_SCHEMA}.job j on j.name = q.name and j.state <= 'active'
  group by q.name`;

export function jobQueueMetrics(registry: Registry, sources: { db: Database; logger: Logger }) {
  const read = scrapeRead({
    ...sources,
    what: "job queues",
    read: async (tx) => (await tx.execute<QueueRow>(QUEUES)).rows,
  });
  const gauge = (name: string, help: string, value: (row: QueueRow) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["queue"],
      registers: [registry],
      async collect() {
        const rows = await read();
        // Unread (the database is down): no value at all rather than the last one, stale.
        this.reset();
        for (const row of rows ?? []) this.set({ queue: row.queue }, value(row));
      },
    });
  gauge("fc_job_queue_depth", "Jobs waiting to run (created or to be retried).", (row) => row.waiting);
  gauge("fc_job_queue_active", "Jobs running now.", (row) => row.active);
  gauge("fc_job_queue_oldest_seconds", "How long the longest-waiting job has been due (0 when none waits).", (row) =>
    Math.max(0, row.oldest_seconds),
  );
}
