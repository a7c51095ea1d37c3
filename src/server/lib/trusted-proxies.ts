// TRUST_PROXY: which hops in front of the app may tell it the client's address (X-Forwarded-For).
// Nothing is trusted by default, so a client cannot pick its own rate-limit key.
import { BlockList, isIP } from "node:net";
import { z } from "zod";

export type TrustedProxies =
  | { kind: "none" }
  /** This many proxies stand in front of every request (a load balancer is 1). */
  | { kind: "hops"; hops: number }
  /** Requests may come through any of these proxies (addresses or CIDR ranges), in any order. */
  | { kind: "addresses"; list: BlockList; text: string };

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`, as dual-stack sockets report it) in its IPv4 form. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

function addToList(list: BlockList, entry: string): string | null {
  const [address, prefix, ...rest] = entry.split("/");
  const normalized = normalizeAddress(address ?? "");
  const family = isIP(normalized);
  if (!family || rest.length > 0) return `"${entry}" is not an IP address or CIDR range`;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (prefix === undefined) {
    list.addAddress(normalized, type);
    return null;
  }
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return `"${entry}" has a bad prefix length`;
  list.addSubnet(normalized, bits, type);
  return null;
}

/**
 * `false`/`0`/unset: use the connection's address. A number: that many proxy hops. Otherwise a
 * comma-separated list of proxy addresses or CIDR ranges (`10.0.0.0/8, 127.0.0.1`).
 */
export const trustProxySetting = z
  .string()
  .default("false")
  .transform((value, ctx): TrustedProxies => {
    const text = value.trim().toLowerCase();
    if (text === "false" || text === "0" || text === "") return { kind: "none" };
    if (/^\d+$/.test(text)) return { kind: "hops", hops: Math.min(Number(text), 32) };
    const list = new BlockList();
    for (const entry of text
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)) {
      const problem = addToList(list, entry);
      if (problem) {
        ctx.addIssue({
          code: "custom",
          message: `${problem}; use a number of proxy hops or a list of proxy addresses`,
        });
        return z.NEVER;
      }
    }
    return { kind: "addresses", list, text };
  });

const isTrusted = (list: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? "ipv4" : "ipv6");
};

/** One X-Forwarded-For entry as an address: drops a port (`1.2.3.4:80`, `[::1]:80`); null when it is none. */
function forwardedAddress(entry: string): string | null {
  let value = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  value = normalizeAddress(value);
  return isIP(value) ? value : null;
}

/**
 * The client's address: the connection's, or, behind trusted proxies, the X-Forwarded-For entry
 * the outermost trusted proxy added. The header is read from the right, because each proxy
 * appends the address it saw; entries left of the trusted hops are the client's own words.
 */
export function resolveClientAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  const socket = normalizeAddress(socketAddress);
  if (trusted.kind === "none" || !forwardedFor) return socket;
  const hops = forwardedFor.split(",").reverse();
  let client = socket;
  for (let index = 0; index < hops.length; index++) {
    const isHopTrusted = trusted.kind === "hops" ? index < trusted.hops : isTrusted(trusted.list, client);
    if (!isHopTrusted) break;
    const next = forwardedAddress(hops[index]!);
    // A trusted proxy always writes a real address; anything else means a misconfigured chain,
    // so the last address we can vouch for stands.
    if (!next) break;
    client = next;
  }
  return client;
}
