// Reading the client's address from X-Forwarded-For only as far as trusted proxies vouch for it.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { resolveClientAddress, trustProxySetting } from "./trusted-proxies";

const trust = (value: string) => trustProxySetting.parse(value);

describe("resolveClientAddress", () => {
  it.each([
    // [TRUST_PROXY, socket, X-Forwarded-For, client]
    ["false", "10.0.0.2", "203.0.113.7", "10.0.0.2"],
    ["false", "::ffff:10.0.0.2", undefined, "10.0.0.2"],
    ["1", "10.0.0.2", "203.0.113.7", "203.0.113.7"],
    // Entries left of the trusted hops are whatever the client wrote.
    ["1", "10.0.0.2", "1.1.1.1, 203.0.113.7", "203.0.113.7"],
    ["2", "10.0.0.2", "1.1.1.1, 203.0.113.7, 10.0.0.9", "203.0.113.7"],
    ["2", "10.0.0.2", "203.0.113.7", "203.0.113.7"],
    ["1", "10.0.0.2", undefined, "10.0.0.2"],
    ["10.0.0.0/8", "10.0.0.2", "1.1.1.1, 203.0.113.7, 10.0.0.9", "203.0.113.7"],
    ["10.0.0.0/8", "192.168.1.5", "203.0.113.7", "192.168.1.5"],
    ["10.0.0.0/8, ::1", "::1", "203.0.113.7:4711", "203.0.113.7"],
    ["::1", "::1", "[2001:db8::1]:443", "2001:db8::1"],
    // A trusted proxy that wrote nonsense: the last address we can vouch for stands.
    ["1", "10.0.0.2", "not-an-address", "10.0.0.2"],
    ["127.0.0.1", "::ffff:127.0.0.1", "203.0.113.7", "203.0.113.7"],
  ])("TRUST_PROXY=%s, socket %s, X-Forwarded-For %s: %s", (setting, socket, forwarded, client) => {
    expect(resolveClientAddress(socket, forwarded, trust(setting))).toBe(client);
  });
});

describe("TRUST_PROXY setting", () => {
  it("trusts nothing by default", () => {
    expect(loadConfig({ NODE_ENV: "test" }).trustProxy).toEqual({ kind: "none" });
  });

  it("stops the start on a value that is neither a hop count nor addresses", () => {
    expect(() => loadConfig({ NODE_ENV: "test", TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ NODE_ENV: "test", TRUST_PROXY: "10.0.0.0/40" })).toThrow(/prefix/);
  });
});
