// Fixed-window limits per key (rate-limit.ts says when to pick them), counted in PostgreSQL so
// every app instance sees the same count: one atomic upsert per attempt, no lock held across the request.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { RateLimited, type RateLimit } from "./rate-limit";

/**
 * Counts one attempt under `key` and returns the count in the current window, with the seconds
 * left in it. Counting before the attempt (not after a failure) keeps parallel attempts honest:
 * each takes its own number.
 */
export async function countAttempt(db: Database, key: string, limit: RateLimit) {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`;
  const { rows } = await db.execute<{ count: number; retryAfter: number }>(sql`
    insert into attempt_counters as counter (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when counter.window_started_at <= now() - ${window} then 1 else counter.count + 1 end,
      window_started_at = case when counter.window_started_at <= now() - ${window} then now() else counter.window_started_at end
    returning count, greatest(1, ceil(extract(epoch from counter.window_started_at + ${window} - now())))::int as "retryAfter"`);
  return rows[0]!;
}

/** Counts one attempt and throws RateLimited when it is over the limit. */
export async function takeAttempt(db: Database, key: string, limit: RateLimit, message: string) {
  const { count, retryAfter } = await countAttempt(db, key, limit);
  if (count > limit.max) throw new RateLimited(retryAfter, message);
}

/** Forgets the attempts under `key` (a sign-in that succeeded clears its failures). */
export async function clearAttempts(db: Database, key: string) {
  await db.execute(sql`delete from attempt_counters where key = ${key}`);
}

/** Drops counters whose window ended more than a day ago; run by the account cleanup job. */
export async function forgetOldAttempts(db: Database) {
  await db.execute(sql`delete from attempt_counters where window_started_at < now() - interval '1 day'`);
}
