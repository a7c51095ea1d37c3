// Rate limiting: the refusal every limit throws, the Retry-After header its answer carries, and
// rolling windows counted from timestamped rows. Everything is counted in PostgreSQL, so every app
// instance sees the same numbers. Fixed windows counted per key live in attempt-counter.ts.
//
// Two kinds of window, picked per limit:
// - fixed (attempt-counter.ts): one counter row per key, reset when its window ends. Cheap, and
//   right where a burst at a window's edge does no harm (sign-in attempts, translations, logs).
// - rolling (here): counted from the rows the limited action leaves (the messages sent, the upload
//   attempts), so the limit holds over any span of that length.
import { sql, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import type { Database, Queryable } from "../db/client";
import { AppError } from "./errors";

export interface RateLimit {
  /** Actions allowed per window; the next one is refused until the window has room. */
  max: number;
  windowSeconds: number;
}

/**
 * A refused request for going too fast: 429, with how long to wait in `details` and, set by the
 * error handler, in Retry-After. `code` names the limit when the web explains it in its own words.
 */
export class RateLimited extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
    { code = "rate_limited", details }: { code?: string; details?: Record<string, unknown> } = {},
  ) {
    super(code, 429, message, { ...details, retryAfterSeconds });
  }
}

/** " Please try again in 12 minutes.": the end of a refusal's sentence for waits counted in minutes. */
export function tryAgainIn(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return ` Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** Sets Retry-After on the answer when the failure is a refusal for going too fast. */
export function announceRetryAfter(c: Context, error: unknown) {
  if (error instanceof RateLimited) c.header("retry-after", String(error.retryAfterSeconds));
}

/**
 * Seconds until a rolling window has room for one more action, or null when it has room now.
 * `events` selects the timestamps of the actions that count (one column, e.g.
 * `select created_at from direct_messages where sender_id = …`); an index on the filter and the
 * timestamp keeps it one short index scan.
 */
export async function rollingWindowWait(db: Queryable, events: SQL, limit: RateLimit): Promise<number | null> {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`;
  // The max-th most recent action in the window: while it is inside, the window is full.
  const { rows } = await db.execute<{ wait: number }>(sql`
    select ceil(extract(epoch from (at + ${window} - now())))::int as "wait"
    from (${events}) as events (at)
    where at > now() - ${window}
    order by at desc offset ${limit.max - 1} limit 1`);
  return rows[0] ? Math.max(1, rows[0].wait) : null;
}

/**
 * Takes a slot of a rolling-window limit for one action that is recorded as it starts (an upload
 * attempt): under a lock on `lockKey`, so concurrent attempts cannot all see the last free slot,
 * it throws `refuse(wait)` when the window is full and runs `record` otherwise.
 */
export async function takeRollingSlot(
  db: Database,
  {
    lockKey,
    events,
    limit,
    record,
    refuse,
  }: {
    lockKey: string;
    events: SQL;
    limit: RateLimit;
    record: (tx: Queryable) => Promise<unknown>;
    refuse: (retryAfterSeconds: number) => RateLimited;
  },
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    const wait = await rollingWindowWait(tx, events, limit);
    if (wait !== null) throw refuse(wait);
    await record(tx);
  });
}
