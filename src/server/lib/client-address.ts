import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/** The address of the connection, used to key rate limits. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Requests made in-process (tests) have no socket.
    return "in-process";
  }
}
