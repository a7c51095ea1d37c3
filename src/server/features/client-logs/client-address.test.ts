// Limits per address count an IPv6 address by its /64: a host picks any of its network's 2^64
// addresses, so each new one must not bring a fresh allowance.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../../tests/support/test-app";
import { CLIENT_LOG_LIMIT } from "./routes";
import { addressGroup } from "../../lib/client-address";

describe("addressGroup", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::ffff", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
    ["in-process", "in-process"],
  ])("%s counts as %s", (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });
});

/** The whole app on a port, behind a trusted proxy on loopback that names the client. */
async function behindProxy(env: Record<string, string> = {}) {
  const app = await createTestApp({ env: { TRUST_PROXY: "127.0.0.1", ...env } });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (path: string, from: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify(body),
    }).then((response) => response.status);
  return {
    post,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await app.close();
    },
  };
}

describe("limits per address over IPv6", () => {
  it("count error reports from one /64 together", async () => {
    const server = await behindProxy();
    const report = { errorId: "e1", message: "boom", url: "http://localhost:3000/" };
    try {
      for (let index = 1; index <= CLIENT_LOG_LIMIT.max; index++) {
        expect(await server.post("/api/client-logs", `2001:db8:aa:1::${index.toString(16)}`, report)).toBe(204);
      }
      expect(await server.post("/api/client-logs", "2001:db8:aa:1:ffff:ffff:ffff:ffff", report)).toBe(429);
      // The next network over is someone else.
      expect(await server.post("/api/client-logs", "2001:db8:aa:2::1", report)).toBe(204);
    } finally {
      await server.close();
    }
  });

  it("count sign-in attempts from one /64 together", async () => {
    const server = await behindProxy({ AUTH_RATE_LIMIT: "2" });
    const attempt = { email: "someone@example.com", password: "wrong-password" };
    try {
      expect(await server.post("/api/auth/sign-in", "2001:db8:bb:1::1", attempt)).toBe(401);
      expect(await server.post("/api/auth/sign-in", "2001:db8:bb:1::2", attempt)).toBe(401);
      expect(await server.post("/api/auth/sign-in", "2001:db8:bb:1:abcd::3", attempt)).toBe(429);
      expect(await server.post("/api/auth/sign-in", "2001:db8:bb:2::1", attempt)).toBe(401);
    } finally {
      await server.close();
    }
  });
});
