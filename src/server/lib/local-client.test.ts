// The dev outbox, the demo accounts' list and the sandbox billing clock answer only the machine
// the app runs on, even when a development server listens on the network (HOST=0.0.0.0).
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { createRequestListener } from "../request-listener";
import { isLoopbackAddress } from "./local-client";

/** This machine's own address on a network, as another computer on the LAN reaches it. */
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((address) => address && address.family === "IPv4" && !address.internal)?.address;

async function listen(t: TestApp, host: string) {
  const server = createServer(createRequestListener(t.deps));
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, port: (server.address() as AddressInfo).port };
}
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * An HTTP request by node:http rather than fetch: the tests' fetch reaches only loopback names,
 * and this machine's own network address is one of the places asked here.
 */
function call(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; json: any }>((resolve, reject) => {
    const outgoing = request(url, { method: init.method ?? "GET", headers: init.headers }, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }));
    });
    outgoing.on("error", reject);
    outgoing.end(init.body);
  });
}

/** The three helpers as a client at `base` with these headers meets them. */
async function helpers(base: string, headers: Record<string, string> = {}) {
  return {
    outbox: await call(`${base}/api/dev/mail`, { headers }),
    demo: await call(`${base}/api/demo/accounts`, { headers }),
    clock: await call(`${base}/api/sandbox/clock`, { headers }),
    advance: await call(`${base}/api/sandbox/clock/advance`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ days: 3 }),
    }),
  };
}

function expectRefused(answers: Awaited<ReturnType<typeof helpers>>) {
  expect(answers.outbox).toMatchObject({
    status: 404,
    json: { error: { code: "not_found", message: "The outbox is read only on the machine the app runs on." } },
  });
  expect(answers.outbox.json.messages).toBeUndefined();
  expect(answers.demo).toMatchObject({ status: 404, json: { error: { code: "demo_off" } } });
  expect(JSON.stringify(answers.demo.json)).not.toContain("demo1234");
  expect(answers.clock).toMatchObject({
    status: 403,
    json: { error: { code: "forbidden", message: "The billing clock answers only on the machine the app runs on." } },
  });
  expect(answers.advance.status).toBe(403);
}

describe("a development server reached over the network", () => {
  let t: TestApp;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: "development", SEED_DEMO: "true", PAYMENTS: "sandbox" } });
    await t.request("POST", "/api/auth/sign-up", {
      body: {
        username: "outbox_owner",
        email: "outbox-owner@example.com",
        password: "a-long-password",
        confirmPassword: "a-long-password",
        acceptTerms: true,
        role: "follower",
      },
    });
    ({ server, port } = await listen(t, "0.0.0.0"));
  });
  afterAll(async () => {
    await close(server);
    await t.close();
  });

  it("answers the outbox, the demo accounts and the clock on loopback", async () => {
    const answers = await helpers(`http://127.0.0.1:${port}`);
    expect(answers.outbox.status).toBe(200);
    expect(answers.outbox.json.messages.length).toBeGreaterThan(0);
    expect(answers.demo).toMatchObject({ status: 200, json: { password: "demo1234" } });
    expect(answers.clock.status).toBe(200);
    expect(answers.advance.status).toBe(200);
  });

  it("refuses them with a JSON error to a client on the network, and the clock does not move", async () => {
    // A machine with no network address has no LAN to be reached from.
    if (!networkAddress) return;
    const clockDays = async () => (await call(`http://127.0.0.1:${port}/api/sandbox/clock`)).json.offsetDays as number;
    const before = await clockDays();
    expectRefused(await helpers(`http://${networkAddress}:${port}`));
    expect(await clockDays()).toBe(before);
  });
});

describe("a development server behind a local proxy (TRUST_PROXY)", () => {
  let t: TestApp;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      env: { NODE_ENV: "development", SEED_DEMO: "true", PAYMENTS: "sandbox", TRUST_PROXY: "127.0.0.1" },
    });
    ({ server, port } = await listen(t, "127.0.0.1"));
  });
  afterAll(async () => {
    await close(server);
    await t.close();
  });

  it("refuses a client the proxy says is on the network, and answers one it says is this machine", async () => {
    expectRefused(await helpers(`http://127.0.0.1:${port}`, { "x-forwarded-for": "192.0.2.77" }));
    expectRefused(await helpers(`http://127.0.0.1:${port}`, { "x-forwarded-for": "2001:db8::7" }));
    const local = await helpers(`http://127.0.0.1:${port}`, { "x-forwarded-for": "127.0.0.1" });
    expect([local.outbox.status, local.demo.status, local.clock.status]).toEqual([200, 200, 200]);
  });
});

describe("isLoopbackAddress", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.1.2.3", true],
    ["::1", true],
    ["0:0:0:0:0:0:0:1", true],
    ["::ffff:127.0.0.1", true],
    ["192.168.1.20", false],
    ["10.0.0.1", false],
    ["::ffff:192.168.1.20", false],
    ["fe80::1", false],
    ["::", false],
    ["in-process", false],
  ])("%s: %s", (address, verdict) => {
    expect(isLoopbackAddress(address)).toBe(verdict);
  });
});
