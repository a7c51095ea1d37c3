// Development helpers that open accounts or move billing time (the dev outbox with every
// confirmation link, the demo accounts' shared password, the sandbox billing clock) answer only
// the machine the app runs on. Outside production the server listens on loopback by default,
// but HOST=0.0.0.0 (a phone on the LAN, a container's published port) opens it to the network.
import { BlockList, isIP } from "node:net";
import type { Context } from "hono";
import { clientAddress } from "./client-address";
import type { AppEnv } from "../context";
import { normalizeAddress } from "./trusted-proxies";

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** 127.0.0.0/8, ::1 in any spelling, and IPv4 loopback written as IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string): boolean {
  const normalized = normalizeAddress(address);
  const family = isIP(normalized);
  return family !== 0 && LOOPBACK.check(normalized, family === 4 ? "ipv4" : "ipv6");
}

/**
 * Whether the request comes from this machine: its client address (after TRUST_PROXY's hops) is
 * a loopback one. A request made in-process (tests, no socket) has no network to come from.
 */
export function isLocalClient(c: Context<AppEnv>): boolean {
  const address = clientAddress(c);
  return address === "in-process" || isLoopbackAddress(address);
}
