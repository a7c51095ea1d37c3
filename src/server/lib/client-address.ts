// The address a request comes from, used to key rate limits. Behind a load balancer or CDN the
// connection's address is the proxy's, the same for everyone; TRUST_PROXY says which hops may
// tell us the real one (src/server/lib/trusted-proxies.ts).
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { AppEnv } from "./context";
import { resolveClientAddress } from "./trusted-proxies";

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Requests made in-process (tests) have no socket.
    return undefined;
  }
}

export function clientAddress(c: Context<AppEnv>): string {
  const socket = socketAddress(c);
  if (!socket) return "in-process";
  return resolveClientAddress(socket, c.req.header("x-forwarded-for"), c.var.config.trustProxy);
}
