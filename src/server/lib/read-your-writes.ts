// Read-your-writes with a read replica: after a request that may have written (any method but a
// read), the answer carries a cookie with the primary's log position at that moment. A later read
// from the same browser goes to the replica only once the replica has replayed that far, so a
// creator who saves their bio and reloads their profile sees the new bio, whichever instance and
// whichever database answers. Everyone else reads from the replica as usual.
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import type { Database } from "../db/client";
import { primaryWalPosition } from "../db/read-replica";
import { formatWalPosition, parseWalPosition } from "../db/wal-position";
import { cookieValues } from "./request-cookies";

export const WRITTEN_THROUGH_COOKIE = "fc_written";
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The database a read-only hot path reads from: the replica when one is set, close enough behind,
 * and past this caller's own last write; the primary otherwise.
 */
export function readDatabase(c: Context<AppEnv>): Database {
  const replica = c.var.replica;
  if (!replica) return c.var.db;
  return replica.serves(writtenThrough(c)) ? replica.db : c.var.db;
}

/** The log position after this caller's last write, from its cookie (the newest, should it hold several). */
function writtenThrough(c: Context<AppEnv>): bigint | null {
  let newest: bigint | null = null;
  for (const value of cookieValues(c.req.header("cookie"), WRITTEN_THROUGH_COOKIE)) {
    // Sent back as it was set ("16%2FB374D848"); anything else (a cookie edited by hand) is no position.
    const position = parseWalPosition(value.replace(/%2F/i, "/"));
    if (position !== null && (newest === null || position > newest)) newest = position;
  }
  return newest;
}

/**
 * After a request that may have written, the primary's position in a cookie. It lasts as long
 * as the replica may lag: by then a replica still in use has replayed it anyway.
 */
export function rememberWrites(maxLagSeconds: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (READS.has(c.req.method)) return;
    try {
      const position = await primaryWalPosition(c.var.db);
      if (position === null) return;
      const secure = c.var.config.publicUrl.startsWith("https:") ? "; Secure" : "";
      c.header(
        "set-cookie",
        `${WRITTEN_THROUGH_COOKIE}=${encodeURIComponent(formatWalPosition(position))}; Path=/; Max-Age=${Math.ceil(maxLagSeconds)}; HttpOnly; SameSite=Lax${secure}`,
        { append: true },
      );
    } catch (error) {
      // The write itself went through; only its reader may see the replica's older copy for a moment.
      c.var.logger.warn({ err: error, requestId: c.var.requestId }, "the log position after a write could not be read");
    }
  };
}
