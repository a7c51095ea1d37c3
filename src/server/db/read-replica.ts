// A read replica (DATABASE_READ_URL) for the read-only hot paths: explore, profiles, a creator's
// posts and routines, and the pages rendered from them. It is used only while it is known to be
// close behind the primary, and never for a caller who wrote something it has not replayed yet.
//
// How close it is: every second the primary's current log position is noted with the time, then
// the replica's replayed position is read. The replica holds everything the primary had at the
// newest noted time whose position it has reached, so it is behind by the time since then. A
// replica that does not answer, or falls further behind than DATABASE_READ_MAX_LAG_SECONDS, is
// left alone until it catches up: reads go to the primary meanwhile. (A read sent to the replica in
// the second before a poll notices it has stopped answering fails.)
import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Logger } from "../lib/logger";
import type { Database } from "./client";
import { parseWalPosition } from "./wal-position";

export interface ReadReplicaOptions {
  /** The replica's own pool, Drizzle over it, and how to close it (db/open-database.ts). */
  replica: { db: Database; pool: pg.Pool; closePool: () => Promise<void> };
  primary: Database;
  maxLagSeconds: number;
  logger: Logger;
  pollEveryMs?: number;
  now?: () => number;
}

interface Sample {
  at: number;
  position: bigint;
}

export const REPLICA_POLL_MS = 1000;

export class ReadReplica {
  readonly db: Database;
  readonly pool: pg.Pool;
  private readonly primary: Database;
  private readonly closePool: () => Promise<void>;
  private readonly maxLagMs: number;
  private readonly pollEveryMs: number;
  private readonly now: () => number;
  private readonly logger: Logger;
  /** The primary's positions of the last few polls, oldest first. */
  private samples: Sample[] = [];
  private replayed: bigint | null = null;
  private lagMs: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private wasUsable = true;

  constructor(options: ReadReplicaOptions) {
    this.db = options.replica.db;
    this.pool = options.replica.pool;
    this.closePool = options.replica.closePool;
    this.primary = options.primary;
    this.maxLagMs = options.maxLagSeconds * 1000;
    this.pollEveryMs = options.pollEveryMs ?? REPLICA_POLL_MS;
    this.now = options.now ?? Date.now;
    this.logger = options.logger;
  }

  /** Polls now and then every second; reads go to the primary until the first poll has answered. */
  start() {
    if (this.timer) return;
    const poll = () => {
      this.polling ??= this.poll().finally(() => (this.polling = null));
    };
    poll();
    this.timer = setInterval(poll, this.pollEveryMs);
    this.timer.unref();
  }

  /** Stops polling and closes the replica's connections. */
  async close() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.polling;
    await this.closePool();
  }

  /**
   * How far behind the primary the replica was at the last poll: Infinity when it is behind every
   * position noted (so far that nothing tells how far), null when it did not answer.
   */
  get lagSeconds(): number | null {
    return this.lagMs === null ? null : this.lagMs / 1000;
  }

  /**
   * Whether a read may go to the replica: it answers, is close enough behind, and has replayed
   * `writtenThrough`, the log position after the caller's own last write (null: none recently).
   */
  serves(writtenThrough: bigint | null): boolean {
    if (this.lagMs === null || this.lagMs > this.maxLagMs || this.replayed === null) return false;
    return writtenThrough === null || this.replayed >= writtenThrough;
  }

  /** One round: the primary's position noted, then the replica's read and its lag worked out. */
  async poll() {
    const at = this.now();
    try {
      const position = await primaryWalPosition(this.primary);
      if (position !== null) this.samples.push({ at, position });
    } catch (error) {
      // Without the primary there is nothing to read fresh data from anyway; the replica's last
      // state stands until the primary answers again.
      this.logger.warn({ err: error }, "read replica: the primary's log position could not be read");
      return;
    }
    try {
      // A "replica" that is in fact a primary (a test, a single database named twice) is its own replay.
      this.replayed = await walPosition(
        this.db,
        sql`case when pg_is_in_recovery() then pg_last_wal_replay_lsn() else pg_current_wal_lsn() end`,
      );
      this.lagMs = this.replayed === null ? null : this.lagBehind(this.replayed, at);
    } catch (error) {
      this.replayed = null;
      this.lagMs = null;
      if (this.wasUsable) this.logger.warn({ err: error }, "read replica does not answer: reads go to the primary");
    }
    this.forgetOldSamples();
    const isUsable = this.serves(null);
    if (isUsable && !this.wasUsable) this.logger.info({ lagSeconds: this.lagSeconds }, "read replica in use again");
    if (!isUsable && this.wasUsable && this.lagMs !== null) {
      this.logger.warn({ lagSeconds: this.lagSeconds }, "read replica too far behind: reads go to the primary");
    }
    this.wasUsable = isUsable;
  }

  /** The time since the newest noted primary position the replica has reached (all of them: none). */
  private lagBehind(replayed: bigint, now: number): number {
    for (let index = this.samples.length - 1; index >= 0; index--) {
      const sample = this.samples[index]!;
      if (sample.position <= replayed) return Math.max(0, now - sample.at);
    }
    // Behind every position still noted: too far behind to say (the first polls, or a stalled replay).
    return Number.POSITIVE_INFINITY;
  }

  /** Samples older than the allowed lag (and a few polls) can no longer change the answer. */
  private forgetOldSamples() {
    const keepFrom = this.now() - this.maxLagMs - 3 * this.pollEveryMs;
    // The newest one older than that is kept: it is what a replica that far behind has reached.
    let first = 0;
    while (first < this.samples.length - 1 && this.samples[first + 1]!.at < keepFrom) first++;
    if (first > 0) this.samples = this.samples.slice(first);
  }
}

async function walPosition(db: Database, position: ReturnType<typeof sql>): Promise<bigint | null> {
  const result = await db.execute<{ position: string | null }>(sql`select ${position}::text as position`);
  return parseWalPosition(result.rows[0]?.position);
}

/** Where the primary's log is now: every change committed before is at or before it. */
export const primaryWalPosition = (primary: Database) => walPosition(primary, sql`pg_current_wal_lsn()`);
