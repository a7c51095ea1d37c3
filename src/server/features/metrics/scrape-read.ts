// A database read made when metrics are scraped: bounded in time (a scrape must answer even when
// the database does not), made once for all the gauges it feeds, and never failing the scrape.
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import type { Logger } from "../../lib/logger";

/** The database cancels the read after this; a read still waiting for a connection is given up then too. */
const READ_TIMEOUT_MS = 1000;

/**
 * Answers the read's result, or null (logged) when it failed or took too long. The gauges a read
 * feeds each ask for it as a scrape collects them, all at once (prom-client starts every
 * metric's collect before awaiting any): they share the read in flight.
 */
export function scrapeRead<T>(options: {
  db: Database;
  logger: Logger;
  /** What is read, for the log. */
  what: string;
  read: (tx: Transaction) => Promise<T>;
}): () => Promise<T | null> {
  let inFlight: Promise<T | null> | null = null;
  return () =>
    (inFlight ??= withinTime(options.db, options.read)
      .catch((error: unknown) => {
        options.logger.warn({ err: error }, `${options.what} not read for metrics`);
        return null;
      })
      .finally(() => {
        inFlight = null;
      }));
}

async function withinTime<T>(db: Database, read: (tx: Transaction) => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READ_TIMEOUT_MS} ms`)), READ_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      // The timeout as a transaction's own setting, so the pooled connection goes back unchanged.
      db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local statement_timeout = ${READ_TIMEOUT_MS}`));
        return read(tx);
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
