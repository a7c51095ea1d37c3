// Cookie-authenticated changes are taken only from the app's own pages (PUBLIC_URL's origin, and
// outside production the other loopback names of the same port).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCreator } from "../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../tests/support/factories";
import { createTestApp, sessionCookie, type TestApp } from "../../../tests/support/test-app";
import { createApp } from "../app";
import { acceptedOrigins, isAllowedRequest } from "./origin-check";

let t: TestApp;
/** The app as a browser meets it: nothing adds an Origin the request did not carry. */
let raw: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  raw = createApp(t.deps);
});
afterAll(() => t.close());

async function send(method: string, path: string, headers: Record<string, string>) {
  const response = await raw.request(path, { method, headers });
  return { status: response.status, json: (await response.json().catch(() => null)) as any };
}

const following = async (cookie: string) =>
  (await t.request("GET", "/api/me/memberships", { cookie })).json.memberships.length;

describe("changes from another origin", () => {
  it("refuses a body-less follow posted by another site (even a same-site one) with 403 JSON, and follows nothing", async () => {
    const creator = await createCreator(t);
    const follower = await createUser(t);
    const cookie = await signIn(t, follower);
    for (const origin of ["https://evil.example", "http://localhost:3001", "null"]) {
      const response = await send("POST", `/api/creators/${creator.username}/follow`, { cookie, origin });
      expect(response.status).toBe(403);
      expect(response.json.error).toMatchObject({
        code: "cross_site_request",
        message: expect.stringContaining("http://localhost:3000"),
      });
    }
    expect(await following(cookie)).toBe(0);

    const fromOurPage = await send("POST", `/api/creators/${creator.username}/follow`, {
      cookie,
      origin: "http://localhost:3000",
    });
    expect(fromOurPage.status).toBe(200);
    expect(await following(cookie)).toBe(1);
  });

  it("refuses a change that Sec-Fetch-Site says is from another site, when there is no Origin", async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    expect((await send("POST", "/api/auth/sign-out", { cookie, "sec-fetch-site": "same-site" })).status).toBe(403);
    expect((await send("POST", "/api/auth/sign-out", { cookie, "sec-fetch-site": "cross-site" })).status).toBe(403);
    // The session survived both.
    expect((await t.request("GET", "/api/auth/session", { cookie })).json.user).toMatchObject({ id: user.id });
    expect(
      (
        await send("POST", "/api/auth/sign-out", {
          cookie,
          origin: "http://localhost:3000",
          "sec-fetch-site": "same-origin",
        })
      ).status,
    ).toBe(200);
    expect((await t.request("GET", "/api/auth/session", { cookie })).json.user).toBeNull();
  });

  it("refuses another site's sign-in form too (login CSRF), with or without cookies", async () => {
    const user = await createUser(t);
    const response = await raw.request("/api/auth/sign-in", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(response.status).toBe(403);
  });

  it("leaves reads, signed webhooks and clients that are not browsers alone", async () => {
    expect((await send("GET", "/api/health", { origin: "https://evil.example" })).status).toBe(200);
    // Stripe signs its webhooks; a bad signature is the webhook's own 400, not a cross-site 403.
    const webhook = await send("POST", "/api/webhooks/stripe", {
      origin: "https://evil.example",
      "content-type": "application/json",
    });
    expect(webhook.status).not.toBe(403);
    // A script (neither Origin nor Sec-Fetch-Site: no browser sends a change like that).
    const user = await createUser(t);
    const scripted = await raw.request("/api/auth/sign-in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(scripted.status).toBe(200);
    const cookie = sessionCookie(scripted.headers);
    expect((await send("POST", "/api/auth/sign-out", { cookie })).status).toBe(200);
  });
});

describe("the app opened at another loopback name of its port (outside production)", () => {
  const signInAt = (origin: string, user: { email: string; password: string }) =>
    raw.request("/api/auth/sign-in", {
      method: "POST",
      headers: { "content-type": "application/json", origin, "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });

  it("signs in at http://127.0.0.1:3000 and http://[::1]:3000 while PUBLIC_URL says localhost, and the session works on there", async () => {
    for (const origin of ["http://127.0.0.1:3000", "http://[::1]:3000"]) {
      const user = await createUser(t);
      const response = await signInAt(origin, user);
      expect(response.status, origin).toBe(200);
      const cookie = sessionCookie(response.headers);
      expect((await t.request("GET", "/api/auth/session", { cookie })).json.user).toMatchObject({ id: user.id });
      // better-auth's own check of the same Origin lets the session's changes through too.
      expect(
        (await send("POST", "/api/auth/sign-out", { cookie, origin, "sec-fetch-site": "same-origin" })).status,
      ).toBe(200);
      expect((await t.request("GET", "/api/auth/session", { cookie })).json.user).toBeNull();
    }
  });

  it("signs up at http://127.0.0.1:3000", async () => {
    const response = await raw.request("/api/auth/sign-up", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({
        username: "loopback_newcomer",
        email: "loopback-newcomer@example.com",
        password: "a-long-password",
        confirmPassword: "a-long-password",
        acceptTerms: true,
        role: "follower",
        gender: "prefer_not_to_say",
        language: "en",
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  });

  it("still refuses another port or another name, and the refusal says where to open the app", async () => {
    const user = await createUser(t);
    for (const origin of [
      "http://127.0.0.1:3001",
      "http://192.168.1.20:3000",
      "https://127.0.0.1:3000",
      "http://localhost.evil.example:3000",
    ]) {
      const response = await signInAt(origin, user);
      expect(response.status, origin).toBe(403);
      expect(((await response.json()) as any).error).toMatchObject({
        code: "cross_site_request",
        message:
          "Requests that change something are only taken from the app's own pages: open the app at http://localhost:3000 and try again.",
      });
    }
  });
});

describe("a production app", () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({
      env: {
        NODE_ENV: "production",
        BETTER_AUTH_SECRET: "production-secret-production-secret-0123",
        PAYMENTS: "sandbox",
        PUBLIC_URL: "https://fit.example.com",
        SMTP_URL: "smtp://127.0.0.1:2525",
      },
    });
  });
  afterAll(() => production.close());

  it("takes changes from PUBLIC_URL only, loopback names included, and names it in the refusal", async () => {
    const user = await createUser(production);
    const productionApp = createApp(production.deps);
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "https://localhost"]) {
      const response = await productionApp.request("/api/auth/sign-in", {
        method: "POST",
        headers: { "content-type": "application/json", origin, "sec-fetch-site": "same-origin" },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      expect(response.status, origin).toBe(403);
      expect(((await response.json()) as any).error.message).toContain("open the app at https://fit.example.com");
    }
  });
});

describe("acceptedOrigins", () => {
  it.each([
    [
      { publicUrl: "http://localhost:3000", isProduction: false },
      ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"],
    ],
    [
      { publicUrl: "http://127.0.0.1:5173", isProduction: false },
      ["http://127.0.0.1:5173", "http://localhost:5173", "http://[::1]:5173"],
    ],
    [{ publicUrl: "http://localhost", isProduction: false }, ["http://localhost", "http://127.0.0.1", "http://[::1]"]],
    [{ publicUrl: "https://fit.example.com", isProduction: false }, ["https://fit.example.com"]],
    [{ publicUrl: "http://localhost:3000", isProduction: true }, ["http://localhost:3000"]],
    [{ publicUrl: "https://fit.example.com", isProduction: true }, ["https://fit.example.com"]],
  ] as const)("%j: %j", (config, origins) => {
    expect(acceptedOrigins(config)).toEqual(origins);
  });
});

describe("isAllowedRequest", () => {
  const home = "https://fitcreators.app";
  const allowed = [home];
  const base = { method: "POST", path: "/api/creators/maya/follow" };
  it.each([
    [{ ...base, origin: home }, true],
    [{ ...base, origin: "https://fitcreators.app.evil.example" }, false],
    [{ ...base, origin: "http://fitcreators.app" }, false],
    [{ ...base, origin: "https://www.fitcreators.app" }, false],
    [{ ...base, origin: "null" }, false],
    [{ ...base }, true],
    [{ ...base, secFetchSite: "same-origin" }, true],
    [{ ...base, secFetchSite: "same-site" }, false],
    [{ ...base, secFetchSite: "cross-site" }, false],
    [{ ...base, origin: home, secFetchSite: "same-origin" }, true],
    [{ ...base, method: "DELETE", origin: "https://evil.example" }, false],
    [{ ...base, method: "PATCH", origin: "https://evil.example" }, false],
    [{ ...base, method: "PUT", origin: "https://evil.example" }, false],
    [{ ...base, method: "GET", origin: "https://evil.example" }, true],
    [{ ...base, path: "/api/webhooks/stripe-connect", origin: "https://evil.example" }, true],
    [{ ...base, path: "/api/email-preferences/unsubscribe", origin: "https://mail.example" }, true],
    [{ ...base, path: "/api/email-preferences", method: "PUT", origin: "https://mail.example" }, false],
    [{ ...base, path: "/api/uploads", origin: "https://evil.example" }, false],
  ] as const)("%j: %s", (request, verdict) => {
    expect(isAllowedRequest(request, allowed)).toBe(verdict);
  });
});
