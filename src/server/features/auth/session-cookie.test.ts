// Which session cookie counts: exactly the one better-auth reads (its `__Secure-` name when the
// platform is served over https), for the session cache as for better-auth, and never two of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { sessionCookieName } from "../../lib/request-cookies";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://fitcreators.example" } });
});
afterAll(() => t.close());

describe("the session cookie over https", () => {
  it("is better-auth's __Secure- cookie, the name the session cache reads", async () => {
    const user = await createUser(t);
    expect(await signIn(t, user)).toMatch(/^__Secure-better-auth\.session_token=[^;]+$/);
    const { authCookies } = await t.deps.auth.$context;
    expect(sessionCookieName(t.deps.config.publicUrl)).toBe(authCookies.sessionToken.name);
  });

  it("keys the session cache by the cookie better-auth reads, not by a planted one sent first", async () => {
    const victim = await createUser(t);
    const victimCookie = await signIn(t, victim);
    // A cookie set on the parent domain with a longer path comes first in the victim's requests.
    const planted = "better-auth.session_token=chosen-by-attacker";
    const victimRequest = await t.request("GET", "/api/me/profile", { cookie: `${planted}; ${victimCookie}` });
    expect(victimRequest.status).toBe(200);
    expect(victimRequest.json.username).toBe(victim.username);

    // Within the cache's two seconds, the attacker sends only the value they chose.
    const attackerRequest = await t.request("GET", "/api/me/profile", { cookie: planted });
    expect(attackerRequest.status).toBe(401);
    expect(attackerRequest.json.error.code).toBe("unauthenticated");
  });

  it("refuses a request that carries the session cookie twice, with a JSON error", async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    for (const path of ["/api/me/profile", "/api/creators", "/api/auth/session"]) {
      const response = await t.request("GET", path, { cookie: `__Secure-better-auth.session_token=other; ${cookie}` });
      expect(response.status, path).toBe(400);
      expect(response.json.error.code, path).toBe("ambiguous_session");
    }
  });
});
