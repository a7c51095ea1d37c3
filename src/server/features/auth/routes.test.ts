import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn, TEST_PASSWORD } from "../../../../tests/support/factories";
import { createTestApp, sessionCookie, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  // Many sign-ins from one in-process address; the limit itself is tested on its own app below.
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: "1000" } });
});
afterAll(() => t.close());

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${counter++}`;

function registration(overrides: Record<string, unknown> = {}) {
  const username = uniqueName("new");
  return {
    username,
    email: `${username}@example.com`,
    gender: "female",
    role: "follower",
    password: "secret123",
    confirmPassword: "secret123",
    acceptTerms: true,
    ...overrides,
  };
}

/** The link in the newest mail sent to this address. */
function latestLinkTo(email: string, path: "/auth/callback" | "/reset-password") {
  const mail = t.outbox.list().find((message) => message.to === email);
  expect(mail, `no mail to ${email}`).toBeDefined();
  const match = mail!.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  expect(match, `no ${path} link in: ${mail!.text}`).toBeDefined();
  return new URL(match!);
}

const tokenFrom = (link: URL) => link.searchParams.get("token")!;

describe("POST /api/auth/sign-up", () => {
  it("creates an account that must confirm its email, with no session", async () => {
    const body = registration();
    const response = await t.request("POST", "/api/auth/sign-up", { body });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ emailConfirmationNeeded: true });
    expect(response.headers.getSetCookie().filter((cookie) => cookie.includes("session_token="))).toEqual([]);
    const link = latestLinkTo(body.email, "/auth/callback");
    expect(link.origin).toBe("http://localhost:3000");
    expect(tokenFrom(link)).toBeTruthy();
  });

  it.each([
    ["username", { username: "ab" }, "validation.usernameFormat"],
    ["username", { username: "Has Spaces!" }, "validation.usernameFormat"],
    ["username", { username: "a".repeat(31) }, "validation.usernameFormat"],
    ["email", { email: "not-an-email" }, "validation.emailInvalid"],
    ["email", { email: "" }, "validation.emailRequired"],
    ["password", { password: "12345", confirmPassword: "12345" }, "validation.passwordTooShort"],
    ["confirmPassword", { confirmPassword: "different1" }, "validation.passwordsDontMatch"],
    ["acceptTerms", { acceptTerms: false }, "validation.termsRequired"],
    ["role", { role: "admin" }, "validation.roleRequired"],
    ["role", { role: undefined }, "validation.roleRequired"],
  ])("rejects a bad %s with validation_failed (%j)", async (field, overrides, message) => {
    const response = await t.request("POST", "/api/auth/sign-up", { body: registration(overrides) });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("validation_failed");
    expect(response.json.error.details.fields[field]).toBe(message);
  });

  it("answers a taken username with 409 username_taken", async () => {
    const existing = await createUser(t);
    const response = await t.request("POST", "/api/auth/sign-up", {
      body: registration({ username: existing.username }),
    });
    expect(response.status).toBe(409);
    expect(response.json.error.code).toBe("username_taken");
  });

  it("answers a taken email like a new one, so sign-up does not reveal who has an account", async () => {
    const existing = await createUser(t);
    const before = t.outbox.list().length;
    const response = await t.request("POST", "/api/auth/sign-up", { body: registration({ email: existing.email }) });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ emailConfirmationNeeded: true });
    // The owner alone learns of it, by mail, with no link that would confirm anything.
    expect(t.outbox.list().length).toBe(before + 1);
    const notice = t.outbox.list()[0]!;
    expect(notice).toMatchObject({ to: existing.email, subject: "Someone tried to sign up with your email" });
    expect(notice.text).not.toContain("/auth/callback");
    expect(notice.text).toContain("http://localhost:3000/forgot-password");
    // The owner's password still works.
    expect(
      (await t.request("POST", "/api/auth/sign-in", { body: { email: existing.email, password: existing.password } }))
        .status,
    ).toBe(200);
  });

  it("stores the username in lower case", async () => {
    const body = registration();
    const response = await t.request("POST", "/api/auth/sign-up", {
      body: { ...body, username: body.username.toUpperCase() },
    });
    expect(response.status).toBe(201);
    const token = tokenFrom(latestLinkTo(body.email, "/auth/callback"));
    await t.request("POST", "/api/auth/confirm-email", { body: { token } });
    const signedIn = await t.request("POST", "/api/auth/sign-in", {
      body: { email: body.email, password: body.password },
    });
    expect(signedIn.json.user.username).toBe(body.username);
  });

  it("answers malformed JSON with 400 and the JSON error shape", async () => {
    const response = await t.request("POST", "/api/auth/sign-up", { body: "{ not json" });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.json.error).toMatchObject({ code: "bad_request", message: expect.any(String) });
  });
});

describe("POST /api/auth/sign-in", () => {
  it("refuses an unconfirmed account with 403 email_not_confirmed", async () => {
    const user = await createUser(t, { isVerified: false });
    const response = await t.request("POST", "/api/auth/sign-in", {
      body: { email: user.email, password: user.password },
    });
    expect(response.status).toBe(403);
    expect(response.json.error.code).toBe("email_not_confirmed");
  });

  it("refuses a wrong password with 401 invalid_credentials", async () => {
    const user = await createUser(t);
    const response = await t.request("POST", "/api/auth/sign-in", {
      body: { email: user.email, password: "wrong-password" },
    });
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe("invalid_credentials");
  });

  it("refuses an unknown email with the same 401 invalid_credentials", async () => {
    const response = await t.request("POST", "/api/auth/sign-in", {
      body: { email: "nobody@example.com", password: "whatever1" },
    });
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe("invalid_credentials");
  });

  it("rejects a missing email or password with validation_failed per field", async () => {
    const response = await t.request("POST", "/api/auth/sign-in", { body: { email: "", password: "" } });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("validation_failed");
    expect(response.json.error.details.fields).toMatchObject({
      email: "validation.emailRequired",
      password: "validation.passwordRequired",
    });
  });

  it("answers malformed JSON with 400 and the JSON error shape", async () => {
    const response = await t.request("POST", "/api/auth/sign-in", { body: "email=a@b.c" });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("bad_request");
  });

  it("returns the user and a session cookie that lasts when remembered", async () => {
    const user = await createUser(t, { role: "influencer" });
    const response = await t.request("POST", "/api/auth/sign-in", {
      body: { email: user.email, password: user.password, rememberMe: true },
    });
    expect(response.status).toBe(200);
    expect(response.json.user).toMatchObject({
      id: user.id,
      email: user.email,
      username: user.username,
      role: "influencer",
    });
    const session = response.headers.getSetCookie().find((cookie) => cookie.includes("session_token="));
    expect(session).toMatch(/max-age=\d+|expires=/i);
  });

  it("remembers by default", async () => {
    const user = await createUser(t);
    const response = await t.request("POST", "/api/auth/sign-in", {
      body: { email: user.email, password: user.password },
    });
    const session = response.headers.getSetCookie().find((cookie) => cookie.includes("session_token="));
    expect(session).toMatch(/max-age=\d+|expires=/i);
  });

  it("gives a browser-session cookie (no Max-Age or Expires) when not remembered", async () => {
    const user = await createUser(t);
    const response = await t.request("POST", "/api/auth/sign-in", {
      body: { email: user.email, password: user.password, rememberMe: false },
    });
    expect(response.status).toBe(200);
    const session = response.headers.getSetCookie().find((cookie) => cookie.includes("session_token="));
    expect(session).toBeDefined();
    expect(session).not.toMatch(/max-age|expires/i);
    // The cookie still works for this browser session.
    const me = await t.request("GET", "/api/auth/session", { cookie: sessionCookie(response.headers) });
    expect(me.json.user).toMatchObject({ id: user.id });
  });
});

describe("GET /api/auth/session and POST /api/auth/sign-out", () => {
  it("returns the user with the cookie and null without", async () => {
    const user = await createUser(t, { role: "follower", gender: "male" });
    const cookie = await signIn(t, user);
    const signedIn = await t.request("GET", "/api/auth/session", { cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user).toEqual({
      id: user.id,
      email: user.email,
      username: user.username,
      role: "follower",
      gender: "male",
      isOwner: false,
    });
    expect(signedIn.headers.get("cache-control")).toBe("no-store");

    const anonymous = await t.request("GET", "/api/auth/session");
    expect(anonymous.status).toBe(200);
    expect(anonymous.json).toEqual({ user: null });
  });

  it("ends the session on sign-out", async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    const response = await t.request("POST", "/api/auth/sign-out", { cookie });
    expect(response.status).toBe(200);
    // The browser is told to drop the cookie, and the old cookie no longer works either.
    expect(response.headers.getSetCookie().some((value) => /session_token=;|max-age=0/i.test(value))).toBe(true);
    const after = await t.request("GET", "/api/auth/session", { cookie });
    expect(after.json).toEqual({ user: null });
  });

  it("ends access at once on sign-out, though sessions are remembered for a moment between requests", async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    expect((await t.request("GET", "/api/notifications", { cookie })).status).toBe(200);
    await t.request("POST", "/api/auth/sign-out", { cookie });
    expect((await t.request("GET", "/api/notifications", { cookie })).status).toBe(401);
  });

  it("answers sign-out without a session calmly", async () => {
    const response = await t.request("POST", "/api/auth/sign-out");
    expect(response.status).toBe(200);
  });
});

describe("email confirmation", () => {
  it("confirms with the mailed token, after which sign-in works", async () => {
    const body = registration({ role: "influencer" });
    await t.request("POST", "/api/auth/sign-up", { body });
    const before = await t.request("POST", "/api/auth/sign-in", {
      body: { email: body.email, password: body.password },
    });
    expect(before.json.error.code).toBe("email_not_confirmed");

    const token = tokenFrom(latestLinkTo(body.email, "/auth/callback"));
    const confirmed = await t.request("POST", "/api/auth/confirm-email", { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ ok: true });

    const after = await t.request("POST", "/api/auth/sign-in", {
      body: { email: body.email, password: body.password },
    });
    expect(after.status).toBe(200);
    expect(after.json.user).toMatchObject({ username: body.username, role: "influencer", gender: "female" });
  });

  it("refuses a bad token with 400", async () => {
    const response = await t.request("POST", "/api/auth/confirm-email", { body: { token: "not-a-real-token" } });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("invalid_token");
  });

  it("refuses a missing token with validation_failed", async () => {
    const response = await t.request("POST", "/api/auth/confirm-email", { body: {} });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("validation_failed");
  });

  it("resends: a new confirmation mail reaches the outbox and its link works", async () => {
    const user = await createUser(t, { isVerified: false });
    const before = t.outbox.list().length;
    const response = await t.request("POST", "/api/auth/resend-confirmation", { body: { email: user.email } });
    expect(response.status).toBe(200);
    expect(t.outbox.list().length).toBe(before + 1);
    expect(t.outbox.list()[0]).toMatchObject({ to: user.email, subject: "Confirm your FitCreators account" });

    const token = tokenFrom(latestLinkTo(user.email, "/auth/callback"));
    expect((await t.request("POST", "/api/auth/confirm-email", { body: { token } })).status).toBe(200);
    expect(
      (await t.request("POST", "/api/auth/sign-in", { body: { email: user.email, password: user.password } })).status,
    ).toBe(200);
  });

  it("requires an email to resend", async () => {
    const response = await t.request("POST", "/api/auth/resend-confirmation", { body: { email: "" } });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("validation_failed");
    expect(response.json.error.details.fields.email).toBe("validation.emailRequired");
  });
});

describe("forgot and reset password", () => {
  it("answers the same whether or not the account exists, and mails only a real account", async () => {
    const user = await createUser(t);
    const before = t.outbox.list().length;
    const known = await t.request("POST", "/api/auth/forgot-password", { body: { email: user.email } });
    const unknown = await t.request("POST", "/api/auth/forgot-password", { body: { email: "ghost@example.com" } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual(unknown.json);
    expect(t.outbox.list().length).toBe(before + 1);
    expect(t.outbox.list()[0]).toMatchObject({ to: user.email, subject: "Reset your FitCreators password" });
  });

  it("resets end to end: the new password works, the old one and old sessions stop working", async () => {
    const user = await createUser(t);
    const oldCookie = await signIn(t, user);
    await t.request("POST", "/api/auth/forgot-password", { body: { email: user.email } });
    const token = tokenFrom(latestLinkTo(user.email, "/reset-password"));

    const reset = await t.request("POST", "/api/auth/reset-password", {
      body: { token, password: "brand-new-pass", confirmPassword: "brand-new-pass" },
    });
    expect(reset.status).toBe(200);

    const withOld = await t.request("POST", "/api/auth/sign-in", {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(withOld.status).toBe(401);
    expect(withOld.json.error.code).toBe("invalid_credentials");
    const withNew = await t.request("POST", "/api/auth/sign-in", {
      body: { email: user.email, password: "brand-new-pass" },
    });
    expect(withNew.status).toBe(200);
    expect((await t.request("GET", "/api/auth/session", { cookie: oldCookie })).json).toEqual({ user: null });

    // A reset link works once.
    const again = await t.request("POST", "/api/auth/reset-password", {
      body: { token, password: "another-pass", confirmPassword: "another-pass" },
    });
    expect(again.status).toBe(400);
    expect(again.json.error.code).toBe("invalid_token");
  });

  it("refuses a bad reset token with 400 invalid_token", async () => {
    const response = await t.request("POST", "/api/auth/reset-password", {
      body: { token: "nope", password: "brand-new-pass", confirmPassword: "brand-new-pass" },
    });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("invalid_token");
  });

  it("validates the new password before using the token", async () => {
    const response = await t.request("POST", "/api/auth/reset-password", {
      body: { token: "whatever", password: "short", confirmPassword: "other" },
    });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("validation_failed");
    expect(response.json.error.details.fields.password).toBe("validation.passwordTooShort");
  });
});

describe("rate limiting", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { AUTH_RATE_LIMIT: "3" } });
  });
  afterAll(() => limited.close());

  it("answers the 4th sign-in attempt in a minute with 429 rate_limited", async () => {
    const user = await createUser(limited);
    const attempt = () =>
      limited.request("POST", "/api/auth/sign-in", { body: { email: user.email, password: "wrong-password" } });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const fourth = await attempt();
    expect(fourth.status).toBe(429);
    expect(fourth.json.error.code).toBe("rate_limited");
    const retryAfter = Number(fourth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Even the right password waits out the window.
    const right = await limited.request("POST", "/api/auth/sign-in", {
      body: { email: user.email, password: user.password },
    });
    expect(right.status).toBe(429);
  });
});
