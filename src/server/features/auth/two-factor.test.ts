// TOTP enforcement: turning two-factor on from settings, the code step of sign-in, backup codes,
// turning it off, and the limits on guessing codes.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { secretOf, totpCode, wrongTotpCode } from "../../../../tests/support/totp";
import { users } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: "1000" } });
});
afterAll(() => t.close());

/** A browser's cookie jar in one header: later answers replace or clear what earlier ones set. */
function withCookies(cookie: string, headers: Headers) {
  const jar = new Map(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)] as const),
  );
  for (const setCookie of headers.getSetCookie()) {
    const [pair] = setCookie.split(";");
    const name = pair!.slice(0, pair!.indexOf("="));
    const value = pair!.slice(pair!.indexOf("=") + 1);
    if (!value || /max-age=0/i.test(setCookie)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

const hasSessionCookie = (headers: Headers) =>
  headers.getSetCookie().some((cookie) => /session_token=[^;]+/.test(cookie) && !/max-age=0/i.test(cookie));

const sessionUser = async (cookie: string) => (await t.request("GET", "/api/auth/session", { cookie })).json.user;
const isTwoFactorOn = async (userId: string) =>
  (await t.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)))[0]?.on;

/** A new account with two-factor turned on through the API, as the settings card does it. */
async function twoFactorAccount(app: TestApp = t) {
  const user = await createUser(app);
  let cookie = await signIn(app, user);
  const setup = await app.request("POST", "/api/auth/two-factor/enable", { cookie, body: { password: user.password } });
  expect(setup.status).toBe(200);
  const secret = secretOf(setup.json.totpUri);
  const confirmed = await app.request("POST", "/api/auth/two-factor/enable/confirm", {
    cookie,
    body: { code: totpCode(secret) },
  });
  expect(confirmed.status).toBe(200);
  cookie = withCookies(cookie, confirmed.headers);
  return { ...user, secret, backupCodes: setup.json.backupCodes as string[], cookie };
}

/** The password step: answers the challenge and the cookies to carry to the code step. */
async function passwordStep(app: TestApp, user: { email: string; password: string }, cookie = "") {
  const response = await app.request("POST", "/api/auth/sign-in", {
    cookie,
    body: { email: user.email, password: user.password },
  });
  return { response, cookie: withCookies(cookie, response.headers) };
}

describe("turning two-factor on", () => {
  it("is off for a new account, and only its owner may ask", async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    expect((await t.request("GET", "/api/auth/two-factor", { cookie })).json).toEqual({ enabled: false });
    expect((await t.request("GET", "/api/auth/two-factor")).status).toBe(401);
    expect((await t.request("POST", "/api/auth/two-factor/enable", { body: { password: user.password } })).status).toBe(
      401,
    );
  });

  it("asks for the password: a wrong one is refused and nothing starts", async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    const missing = await t.request("POST", "/api/auth/two-factor/enable", { cookie, body: { password: "" } });
    expect(missing.status).toBe(400);
    expect(missing.json.error.details.fields.password).toBe("validation.passwordRequired");
    const wrong = await t.request("POST", "/api/auth/two-factor/enable", {
      cookie,
      body: { password: "not-my-password" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.code).toBe("invalid_password");
    expect(await isTwoFactorOn(user.id)).toBe(false);
  });

  it("gives the app's secret and backup codes, and turns on only after a valid code from the app", async () => {
    const user = await createUser(t);
    let cookie = await signIn(t, user);
    const setup = await t.request("POST", "/api/auth/two-factor/enable", { cookie, body: { password: user.password } });
    expect(setup.status).toBe(200);
    const uri = new URL(setup.json.totpUri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("issuer")).toBe("FitCreators");
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);
    expect(setup.json.secret).toBe(uri.searchParams.get("secret"));
    expect(setup.json.backupCodes).toHaveLength(10);
    // Not on yet: a sign-in elsewhere still needs only the password.
    expect(await isTwoFactorOn(user.id)).toBe(false);
    expect((await passwordStep(t, user)).response.json.user.id).toBe(user.id);

    const wrong = await t.request("POST", "/api/auth/two-factor/enable/confirm", {
      cookie,
      body: { code: wrongTotpCode(setup.json.secret) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.code).toBe("invalid_code");
    const malformed = await t.request("POST", "/api/auth/two-factor/enable/confirm", {
      cookie,
      body: { code: "12ab" },
    });
    expect(malformed.json.error.details.fields.code).toBe("twoFactor.errors.codeFormat");
    expect(await isTwoFactorOn(user.id)).toBe(false);

    // Apps show "123 456"; the space is fine.
    const code = totpCode(setup.json.secret);
    const confirmed = await t.request("POST", "/api/auth/two-factor/enable/confirm", {
      cookie,
      body: { code: `${code.slice(0, 3)} ${code.slice(3)}` },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ enabled: true });
    expect(await isTwoFactorOn(user.id)).toBe(true);
    // The session goes on under a new cookie.
    cookie = withCookies(cookie, confirmed.headers);
    expect((await sessionUser(cookie))?.id).toBe(user.id);
    expect((await t.request("GET", "/api/auth/two-factor", { cookie })).json).toEqual({ enabled: true });
  });
});

describe("signing in to a two-factor account", () => {
  it("gives no session for the password alone; the code from the app finishes the sign-in", async () => {
    const user = await twoFactorAccount();
    const { response, cookie } = await passwordStep(t, user);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ twoFactorRequired: true });
    expect(hasSessionCookie(response.headers)).toBe(false);
    expect(await sessionUser(cookie)).toBeNull();

    const wrong = await t.request("POST", "/api/auth/two-factor/verify", {
      cookie,
      body: { code: wrongTotpCode(user.secret) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.code).toBe("invalid_code");
    expect(hasSessionCookie(wrong.headers)).toBe(false);

    const verified = await t.request("POST", "/api/auth/two-factor/verify", {
      cookie,
      body: { code: totpCode(user.secret) },
    });
    expect(verified.status).toBe(200);
    expect(verified.json.user).toMatchObject({ id: user.id, username: user.username, role: "follower" });
    expect((await sessionUser(withCookies(cookie, verified.headers)))?.id).toBe(user.id);
  });

  it("refuses a code without the password step", async () => {
    const user = await twoFactorAccount();
    const response = await t.request("POST", "/api/auth/two-factor/verify", { body: { code: totpCode(user.secret) } });
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe("two_factor_expired");
  });

  it("still checks the password and the suspension first", async () => {
    const user = await twoFactorAccount();
    const wrong = await t.request("POST", "/api/auth/sign-in", {
      body: { email: user.email, password: "wrong-password" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error.code).toBe("invalid_credentials");
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    const suspended = await t.request("POST", "/api/auth/sign-in", {
      body: { email: user.email, password: user.password },
    });
    expect(suspended.status).toBe(403);
    expect(suspended.json.error.code).toBe("account_suspended");
  });

  it("skips the code for 30 days on a device the user chose to trust", async () => {
    const user = await twoFactorAccount();
    const first = await passwordStep(t, user);
    const verified = await t.request("POST", "/api/auth/two-factor/verify", {
      cookie: first.cookie,
      body: { code: totpCode(user.secret), trustDevice: true },
    });
    expect(verified.status).toBe(200);
    const trustCookie = verified.headers.getSetCookie().find((cookie) => cookie.includes("trust_device="));
    expect(trustCookie).toMatch(/max-age=2592000/i);
    // Signed out, then back with the same browser: the password is enough.
    const device = withCookies("", verified.headers)
      .split("; ")
      .filter((pair) => pair.includes("trust_device"))
      .join("; ");
    const again = await passwordStep(t, user, device);
    expect(again.response.json.user?.id).toBe(user.id);
    // Another browser still needs the code.
    expect((await passwordStep(t, user)).response.json).toEqual({ twoFactorRequired: true });
  });
});

describe("guessing codes", () => {
  it("spends the challenge after 5 wrong codes: even the right one then needs the password again", async () => {
    const user = await twoFactorAccount();
    const { cookie } = await passwordStep(t, user);
    const wrong = wrongTotpCode(user.secret);
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.request("POST", "/api/auth/two-factor/verify", { cookie, body: { code: wrong } })).json.error.code,
      ).toBe("invalid_code");
    }
    const sixth = await t.request("POST", "/api/auth/two-factor/verify", {
      cookie,
      body: { code: totpCode(user.secret) },
    });
    expect(sixth.status).toBe(429);
    expect(sixth.json.error.code).toBe("too_many_codes");
    const afterwards = await t.request("POST", "/api/auth/two-factor/verify", {
      cookie,
      body: { code: totpCode(user.secret) },
    });
    expect(afterwards.status).toBe(401);
    expect(await sessionUser(cookie)).toBeNull();
  });

  it("locks the account's codes for a while after 10 wrong codes in a row, across sign-ins", async () => {
    const user = await twoFactorAccount();
    const wrong = wrongTotpCode(user.secret);
    for (let challenge = 0; challenge < 2; challenge++) {
      const { cookie } = await passwordStep(t, user);
      for (let i = 0; i < 5; i++)
        expect((await t.request("POST", "/api/auth/two-factor/verify", { cookie, body: { code: wrong } })).status).toBe(
          400,
        );
    }
    const { cookie } = await passwordStep(t, user);
    const locked = await t.request("POST", "/api/auth/two-factor/verify", {
      cookie,
      body: { code: totpCode(user.secret) },
    });
    expect(locked.status).toBe(429);
    expect(locked.json.error.code).toBe("rate_limited");
    expect(await sessionUser(cookie)).toBeNull();
  });

  describe("per client address", () => {
    let limited: TestApp;
    beforeAll(async () => {
      // Two-factor endpoints allow half the sign-in allowance: 1 a minute here.
      limited = await createTestApp({ env: { AUTH_RATE_LIMIT: "2" } });
    });
    afterAll(() => limited.close());

    it("answers a second code within the minute with 429 and Retry-After", async () => {
      const user = await createUser(limited);
      const cookie = await signIn(limited, user);
      const setup = await limited.request("POST", "/api/auth/two-factor/enable", {
        cookie,
        body: { password: user.password },
      });
      const secret = secretOf(setup.json.totpUri);
      expect(
        (
          await limited.request("POST", "/api/auth/two-factor/enable/confirm", {
            cookie,
            body: { code: wrongTotpCode(secret) },
          })
        ).status,
      ).toBe(400);
      const second = await limited.request("POST", "/api/auth/two-factor/enable/confirm", {
        cookie,
        body: { code: totpCode(secret) },
      });
      expect(second.status).toBe(429);
      expect(second.json.error.code).toBe("rate_limited");
      expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
    });
  });
});

describe("backup codes", () => {
  it("signs in with a backup code instead of the app's code, each code once", async () => {
    const user = await twoFactorAccount();
    const [code, otherCode] = user.backupCodes;
    const first = await passwordStep(t, user);
    const used = await t.request("POST", "/api/auth/two-factor/verify-backup-code", {
      cookie: first.cookie,
      body: { code },
    });
    expect(used.status).toBe(200);
    expect(used.json.user.id).toBe(user.id);
    expect((await sessionUser(withCookies(first.cookie, used.headers)))?.id).toBe(user.id);

    const second = await passwordStep(t, user);
    const reused = await t.request("POST", "/api/auth/two-factor/verify-backup-code", {
      cookie: second.cookie,
      body: { code },
    });
    expect(reused.status).toBe(400);
    expect(reused.json.error.code).toBe("invalid_backup_code");
    const other = await t.request("POST", "/api/auth/two-factor/verify-backup-code", {
      cookie: second.cookie,
      body: { code: otherCode },
    });
    expect(other.status).toBe(200);
  });

  it("makes new backup codes with the password; the old ones stop working", async () => {
    const user = await twoFactorAccount();
    const wrong = await t.request("POST", "/api/auth/two-factor/backup-codes", {
      cookie: user.cookie,
      body: { password: "not-my-password" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.code).toBe("invalid_password");
    const fresh = await t.request("POST", "/api/auth/two-factor/backup-codes", {
      cookie: user.cookie,
      body: { password: user.password },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.json.backupCodes).toHaveLength(10);
    expect(fresh.json.backupCodes).not.toContain(user.backupCodes[0]);

    const { cookie } = await passwordStep(t, user);
    const old = await t.request("POST", "/api/auth/two-factor/verify-backup-code", {
      cookie,
      body: { code: user.backupCodes[0] },
    });
    expect(old.json.error.code).toBe("invalid_backup_code");
    const renewed = await t.request("POST", "/api/auth/two-factor/verify-backup-code", {
      cookie,
      body: { code: fresh.json.backupCodes[0] },
    });
    expect(renewed.status).toBe(200);
  });
});

describe("turning two-factor off", () => {
  it("needs the password; afterwards the password alone signs in", async () => {
    const user = await twoFactorAccount();
    const wrong = await t.request("POST", "/api/auth/two-factor/disable", {
      cookie: user.cookie,
      body: { password: "not-my-password" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.code).toBe("invalid_password");
    expect(await isTwoFactorOn(user.id)).toBe(true);

    const off = await t.request("POST", "/api/auth/two-factor/disable", {
      cookie: user.cookie,
      body: { password: user.password },
    });
    expect(off.status).toBe(200);
    expect(off.json).toEqual({ enabled: false });
    expect(await isTwoFactorOn(user.id)).toBe(false);
    expect((await sessionUser(withCookies(user.cookie, off.headers)))?.id).toBe(user.id);
    const { response } = await passwordStep(t, user);
    expect(response.json.user.id).toBe(user.id);
    expect(hasSessionCookie(response.headers)).toBe(true);
  });

  it("counts wrong passwords with the account's failed sign-ins", async () => {
    const user = await twoFactorAccount();
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await t.request("POST", "/api/auth/two-factor/disable", {
            cookie: user.cookie,
            body: { password: `wrong-${i}` },
          })
        ).status,
      ).toBe(400);
    }
    const limited = await t.request("POST", "/api/auth/two-factor/disable", {
      cookie: user.cookie,
      body: { password: user.password },
    });
    expect(limited.status).toBe(429);
    expect(await isTwoFactorOn(user.id)).toBe(true);
  });
});
