// tus's upload lock shared by every instance: a PostgreSQL advisory lock per upload, held by a
// connection of a small pool of its own (a PATCH can hold one for minutes; the app's pool must
// not run dry because of uploads). tus's contract, as its MemoryLocker keeps it: a request
// that finds the lock taken asks the holder to let go (the holder's request then winds down
// and unlocks) and keeps trying until it gets the lock or its time is up. The holder may be
// another process: the ask goes out as a NOTIFY that every locker LISTENs for, and the
// waiter polls, since advisory locks cannot be waited for with a deadline and an abort.
import { ERRORS, type Lock, type Locker, type RequestRelease } from "@tus/utils";
import pg from "pg";
import type { Logger } from "../../lib/logger";

const RELEASE_CHANNEL = "tus_lock_release";

export interface PgLockerOptions {
  connectionString: string;
  logger: Logger;
  /** How long a request waits for a lock before giving up (tus answers 500). */
  acquireTimeoutMs?: number;
  /** How often a waiting request tries again. */
  pollMs?: number;
  /** Connections for held locks: one per upload being written at the same time. */
  maxConnections?: number;
}

export interface PgLocker extends Locker {
  close(): Promise<void>;
}

/** Upload ids are hashed into advisory-lock keys under a prefix, away from other lock users. */
const LOCK = "select pg_try_advisory_lock(hashtextextended('tus-upload:' || $1, 0)) as held";
const UNLOCK = "select pg_advisory_unlock(hashtextextended('tus-upload:' || $1, 0))";

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });

export function createPgLocker(options: PgLockerOptions): PgLocker {
  const acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
  const pollMs = options.pollMs ?? 100;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 20,
    idleTimeoutMillis: 10_000,
    application_name: "fitcreators-upload-locks",
    allowExitOnIdle: true,
  });
  // A connection the database closes while idle must not crash the process (as in deps.ts).
  pool.on("error", (error) => options.logger.warn({ err: error }, "idle upload-lock connection closed"));

  /** Locks this process holds: how to ask each one's request to let go. */
  const holders = new Map<string, RequestRelease>();

  // Hears other processes' asks to let go of a lock held here; started with the first lock.
  let listening: Promise<pg.Client | null> | null = null;
  function listen() {
    listening ??= (async () => {
      const client = new pg.Client({
        connectionString: options.connectionString,
        application_name: "fitcreators-upload-locks",
      });
      client.on("notification", (message) => {
        const release = message.payload ? holders.get(message.payload) : undefined;
        if (release) void Promise.resolve(release()).catch(() => {});
      });
      client.on("error", (error) => {
        // Without it, other processes' asks go unheard until the next lock starts a new listener;
        // their requests still get the lock when this one's request ends.
        options.logger.warn({ err: error }, "upload-lock listener lost");
        listening = null;
      });
      try {
        await client.connect();
        await client.query(`listen ${RELEASE_CHANNEL}`);
        return client;
      } catch (error) {
        options.logger.warn({ err: error }, "upload-lock listener not started");
        listening = null;
        await client.end().catch(() => {});
        return null;
      }
    })();
    return listening;
  }

  async function askToRelease(id: string) {
    const local = holders.get(id);
    if (local) await local();
    else await pool.query("select pg_notify($1, $2)", [RELEASE_CHANNEL, id]);
  }

  async function tryLock(id: string) {
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ held: boolean }>(LOCK, [id]);
      if (rows[0]?.held) return client;
      client.release();
      return null;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  }

  class PgLock implements Lock {
    private client: pg.PoolClient | null = null;
    constructor(private readonly id: string) {}

    async lock(stopSignal: AbortSignal, requestRelease: RequestRelease) {
      await listen();
      const deadline = Date.now() + acquireTimeoutMs;
      let askedAt = 0;
      for (;;) {
        if (stopSignal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
        const client = await tryLock(this.id);
        if (client) {
          this.client = client;
          holders.set(this.id, requestRelease);
          return;
        }
        // Ask again now and then: the holder's listener may have been reconnecting.
        if (Date.now() - askedAt > 1000) {
          askedAt = Date.now();
          await askToRelease(this.id).catch((error: unknown) =>
            options.logger.warn({ err: error }, "could not ask for an upload lock"),
          );
        }
        if (Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        await pause(Math.min(pollMs, deadline - Date.now()), stopSignal);
      }
    }

    async unlock() {
      const client = this.client;
      if (!client) throw new Error("Releasing an unlocked lock!");
      this.client = null;
      holders.delete(this.id);
      try {
        await client.query(UNLOCK, [this.id]);
        client.release();
      } catch (error) {
        // Dropping the connection ends its session, which releases the lock all the same.
        client.release(error as Error);
      }
    }
  }

  return {
    newLock: (id) => new PgLock(id),
    async close() {
      const listener = await listening?.catch(() => null);
      listening = null;
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
