// Limits that follow the account, not the address: many addresses must not mean unlimited
// guesses at one password or unlimited mail to one inbox, and every instance must agree.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { createApp } from "../../app";
import { createDeps } from "../../deps";
import { createLogger } from "../../lib/logger";
import { ACCOUNT_EMAILS, SIGN_IN_FAILURES } from "./account-limits";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (app: TestApp["app"], email: string, password: string) =>
  app.request("/api/auth/sign-in", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3000" },
    body: JSON.stringify({ email, password }),
  });

describe("failed sign-ins per account", () => {
  it("refuses the 11th failed sign-in in 15 minutes with 429 and Retry-After, on every app instance", async () => {
    const user = await createUser(t);
    // A second instance on the same database: its own memory, the same counters.
    const second = createDeps({
      config: t.deps.config,
      databaseUrl: t.databaseUrl,
      authSecret: "test-secret-test-secret-test-secret-0123",
      logger: createLogger("silent"),
      mailer: t.deps.mailer,
    });
    try {
      const otherApp = createApp(second.deps);
      for (let i = 0; i < SIGN_IN_FAILURES.max; i++) {
        const app = i % 2 === 0 ? t.app : otherApp;
        expect((await signIn(app, user.email, "wrong-password")).status).toBe(401);
      }
      for (const app of [t.app, otherApp]) {
        const refused = await signIn(app, user.email, user.password);
        expect(refused.status).toBe(429);
        const retryAfter = Number(refused.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThan(14 * 60);
        expect(retryAfter).toBeLessThanOrEqual(15 * 60);
        const body = (await refused.json()) as { error: { code: string; message: string } };
        expect(body.error.code).toBe("rate_limited");
        expect(body.error.message).toMatch(/15 minutes/);
      }
    } finally {
      await second.close();
    }
    // Another account from the same address is not held up.
    const other = await createUser(t);
    expect((await signIn(t.app, other.email, other.password)).status).toBe(200);
  });

  it("counts failures only: a successful sign-in starts the count again", async () => {
    const user = await createUser(t);
    for (let i = 0; i < SIGN_IN_FAILURES.max - 1; i++)
      expect((await signIn(t.app, user.email, "wrong")).status).toBe(401);
    expect((await signIn(t.app, user.email, user.password)).status).toBe(200);
    for (let i = 0; i < SIGN_IN_FAILURES.max - 1; i++)
      expect((await signIn(t.app, user.email, "wrong")).status).toBe(401);
    expect((await signIn(t.app, user.email, user.password)).status).toBe(200);
  });
});

describe("account emails per address", () => {
  it("sends at most 5 password-reset mails to one address in 15 minutes, answering the rest 429 whether or not it has an account", async () => {
    const user = await createUser(t);
    const ask = (email: string) => t.request("POST", "/api/auth/forgot-password", { body: { email } });
    const before = t.outbox.list().length;
    for (let i = 0; i < ACCOUNT_EMAILS.max; i++) expect((await ask(user.email)).status).toBe(200);
    const refused = await ask(user.email);
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(t.outbox.list().length).toBe(before + ACCOUNT_EMAILS.max);

    for (let i = 0; i < ACCOUNT_EMAILS.max; i++) expect((await ask("nobody-here@example.com")).status).toBe(200);
    expect((await ask("nobody-here@example.com")).status).toBe(429);
  });

  it("counts sign-ups on an address too, so nobody can fill its owner's inbox with notices", async () => {
    const owner = await createUser(t);
    const signUp = (i: number) =>
      t.request("POST", "/api/auth/sign-up", {
        body: {
          username: `flood_${Date.now().toString(36)}${i}`,
          email: owner.email,
          role: "follower",
          password: "secret123",
          confirmPassword: "secret123",
          acceptTerms: true,
        },
      });
    for (let i = 0; i < ACCOUNT_EMAILS.max; i++) expect((await signUp(i)).status).toBe(201);
    expect((await signUp(99)).status).toBe(429);
  });
});

describe("the client address behind proxies (TRUST_PROXY)", () => {
  async function limitedServer(env: Record<string, string>) {
    const app = await createTestApp({ env: { AUTH_RATE_LIMIT: "2", ...env } });
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: app.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const attempt = (forwardedFor: string) =>
      fetch(`${url}/api/auth/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
        body: JSON.stringify({ email: "someone@example.com", password: "wrong-password" }),
      }).then((response) => response.status);
    return {
      attempt,
      close: async () => {
        await new Promise((resolve) => server.close(resolve));
        await app.close();
      },
    };
  }

  it("keys the per-address limit on the forwarded client when the proxy is trusted", async () => {
    const server = await limitedServer({ TRUST_PROXY: "127.0.0.1" });
    try {
      expect(await server.attempt("203.0.113.7")).toBe(401);
      expect(await server.attempt("203.0.113.7")).toBe(401);
      expect(await server.attempt("203.0.113.7")).toBe(429);
      // Someone else behind the same proxy is not locked out, even when lying at the left of the header.
      expect(await server.attempt("203.0.113.7, 198.51.100.9")).toBe(401);
    } finally {
      await server.close();
    }
  });

  it("ignores X-Forwarded-For without TRUST_PROXY, so a client cannot pick its own key", async () => {
    const server = await limitedServer({});
    try {
      expect(await server.attempt("203.0.113.1")).toBe(401);
      expect(await server.attempt("203.0.113.2")).toBe(401);
      expect(await server.attempt("203.0.113.3")).toBe(429);
    } finally {
      await server.close();
    }
  });
});
