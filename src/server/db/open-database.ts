// A database pool the app keeps open for its lifetime (the primary's, and a read replica's): it
// survives the database closing idle connections, and closes only once every connection has.
import type { Logger } from "../lib/logger";
import { createDatabase, type DatabaseOptions } from "./client";

export function openDatabase(url: string, options: DatabaseOptions, logger: Logger) {
  const { db, pool } = createDatabase(url, options);
  // A pooled connection the database closes while idle (restart, failover) must not crash
  // the process: pg emits it as an 'error' event, and the pool opens a new one when needed.
  // One line: the error object carries the whole client (its settings, its queue).
  pool.on("error", (error: Error & { code?: string }) =>
    logger.warn({ code: error.code, reason: error.message }, "idle database connection closed"),
  );
  // pool.end() resolves once it has asked its connections to close, not once they have: closing
  // counts them down, so the database is stopped only after the last one has said goodbye (a
  // server stopped before would end it itself, which pg reports as an error).
  const openConnections = new Set<unknown>();
  pool.on("connect", (client) => openConnections.add(client));
  pool.on("remove", (client) => openConnections.delete(client));
  const allConnectionsClosed = () =>
    new Promise<void>((resolve) => {
      if (openConnections.size === 0) return resolve();
      const closed = () => {
        if (openConnections.size > 0) return;
        pool.off("remove", closed);
        resolve();
      };
      pool.on("remove", closed);
    });
  return {
    db,
    pool,
    closePool: async () => {
      await pool.end();
      await allConnectionsClosed();
    },
  };
}
