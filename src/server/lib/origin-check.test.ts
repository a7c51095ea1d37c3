// Cookie-authenticated changes are taken only from the app's own pages (PUBLIC_URL's origin).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCreator } from "../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../tests/support/factories";
import { createTestApp, sessionCookie, type TestApp } from "../../../tests/support/test-app";
import { createApp } from "../app";
import { isAllowedRequest } from "./origin-check";

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

const following = async (cookie: string) => (await t.request("GET", "/api/me/memberships", { cookie })).json.memberships.length;

describe("changes from another origin", () => {
  it("refuses a body-less follow posted by another site (even a same-site one) with 403 JSON, and follows nothing", async () => {
    const creator = await createCreator(t);
    const follower = await createUser(t);
    const cookie = await signIn(t, follower);
    for (const origin of ["https://evil.example", "http://localhost:3001", "null"]) {
      const response = await send("POST", `/api/creators/${creator.username}/follow`, { cookie, origin });
      expect(response.status).toBe(403);
      expect(response.json.error).toMatchObject({ code: "cross_site_request", message: expect.stringContaining("http://localhost:3000") });
    }
    expect(await following(cookie)).toBe(0);

    const fromOurPage = await send("POST", `/api/creators/${creator.username}/follow`, { cookie, origin: "http://localhost:3000" });
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
    expect((await send("POST", "/api/auth/sign-out", { cookie, origin: "http://localhost:3000", "sec-fetch-site": "same-origin" })).status).toBe(200);
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
    const webhook = await send("POST", "/api/webhooks/stripe", { origin: "https://evil.example", "content-type": "application/json" });
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

describe("isAllowedRequest", () => {
  const allowed = "https://fitcreators.app";
  const base = { method: "POST", path: "/api/creators/maya/follow" };
  it.each([
    [{ ...base, origin: allowed }, true],
    [{ ...base, origin: "https://fitcreators.app.evil.example" }, false],
    [{ ...base, origin: "http://fitcreators.app" }, false],
    [{ ...base, origin: "https://www.fitcreators.app" }, false],
    [{ ...base, origin: "null" }, false],
    [{ ...base }, true],
    [{ ...base, secFetchSite: "same-origin" }, true],
    [{ ...base, secFetchSite: "same-site" }, false],
    [{ ...base, secFetchSite: "cross-site" }, false],
    [{ ...base, origin: allowed, secFetchSite: "same-origin" }, true],
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
