// The address a request comes from, used to key rate limits. Behind a load balancer or CDN the
// connection's address is the proxy's, the same for everyone; TRUST_PROXY says which hops may
// tell us the real one (src/server/lib/trusted-proxies.ts).
import { isIP } from "node:net";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { AppEnv } from "../context";
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

/** An IPv6 address's eight 16-bit groups (a dotted IPv4 tail counts as the last two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split("%")[0]!;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return groups.map((group) => parseInt(group, 16));
}

/**
 * What address-keyed limits count by: an IPv4 address itself, an IPv6 address its /64. One
 * subscriber's network is a /64 at the least, and a host in it may use any of its 2^64
 * addresses, so counting single IPv6 addresses would limit nobody.
 */
export function addressGroup(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The request's address group (addressGroup), the key of every limit per address. */
export const clientAddressGroup = (c: Context<AppEnv>) => addressGroup(clientAddress(c));
