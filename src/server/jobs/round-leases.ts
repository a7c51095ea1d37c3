// A running round's lease that dies with its process. pg-boss hands an active round to another
// instance only once it expires (five minutes, hours for a transcode), and a singleton queue
// runs nothing else meanwhile: after a kill -9 the queue would stand still that long. So each
// round also holds a PostgreSQL session lock while it runs, on a connection of this runner's
// own, which the database drops the moment that connection dies. Every runner looks every few
// seconds for active rounds whose lock nobody holds and fails them, handing them to a retry on
// any instance.
import pg from "pg";
import type { Logger } from "../lib/logger";

const LOCK_KEY = "hashtextextended('fitcreators-job-round:' || $1, 0)";
/** A round is taken (active) a moment before its handler locks it: younger rounds are left alone. */
const TAKING_MS = 5_000;

export interface RoundLeases {
  /** Runs the round holding its lease. */
  holding<T>(jobId: string, round: () => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

async function connection(databaseUrl: string, name: string, logger: Logger) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: name });
  client.on("error", (error) => logger.warn({ err: error }, `${name} connection failed`));
  await client.connect();
  return client;
}

export async function startRoundLeases(options: {
  databaseUrl: string;
  logger: Logger;
  queues: string[];
  /** Hands a round back to its queue's retry. */
  failRound: (queue: string, jobId: string) => Promise<unknown>;
  checkEveryMs?: number;
}): Promise<RoundLeases> {
  const { logger } = options;
  const holder = await connection(options.databaseUrl, "fitcreators-job-leases", logger);
  const checker = await connection(options.databaseUrl, "fitcreators-job-lease-check", logger);

  const handBackOrphans = async () => {
    const { rows } = await checker.query<{ id: string; name: string }>(
      `select id, name from pgboss.job
       where state = 'active' and name = any($1) and started_on < now() - make_interval(secs => $2)`,
      [options.queues, TAKING_MS / 1000],
    );
    for (const round of rows) {
      const { rows: taken } = await checker.query<{ free: boolean }>(
        `select pg_try_advisory_lock(${LOCK_KEY}) as free`,
        [round.id],
      );
      if (!taken[0]?.free) continue;
      await checker.query(`select pg_advisory_unlock(${LOCK_KEY})`, [round.id]);
      await options.failRound(round.name, round.id);
      logger.warn({ job: round.name, id: round.id }, "round left by a stopped instance handed back to its queue");
    }
  };
  const timer = setInterval(
    () => void handBackOrphans().catch((error: unknown) => logger.warn({ err: error }, "lease check failed")),
    options.checkEveryMs ?? 5_000,
  );
  timer.unref();

  return {
    async holding(jobId, round) {
      await holder.query(`select pg_advisory_lock(${LOCK_KEY})`, [jobId]);
      try {
        return await round();
      } finally {
        await holder.query(`select pg_advisory_unlock(${LOCK_KEY})`, [jobId]).catch(() => undefined);
      }
    },
    async stop() {
      clearInterval(timer);
      // Ending the sessions drops any lock still held.
      await Promise.all([holder.end(), checker.end()].map((ending) => ending.catch(() => undefined)));
    },
  };
}
