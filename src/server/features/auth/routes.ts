// HTTP routes for accounts. Each validates its input with the shared schema, then
// hands the request to better-auth, so its rate limits, cookies and hooks all apply,
// and turns better-auth's errors into the API's own codes.
import { Hono, type Context } from "hono";
import {
  confirmEmailSchema,
  emailOnlySchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from "../../../domain/accounts";
import type { TwoFactorChallenge } from "../../../domain/two-factor";
import { sql } from "drizzle-orm";
import { RateLimited } from "../../lib/rate-limit";
import { AppError } from "../../lib/errors";
import { clientAddress } from "../../lib/client-address";
import type { AppEnv } from "../../context";
import { validJson } from "../../lib/validate";
import { CLIENT_ADDRESS_HEADER } from "./auth";
import { forgetSignInFailures, takeAccountEmail, takeSignInAttempt } from "./account-limits";
import { toSessionUser } from "./service";
import { dropUnconfirmedAccount } from "./unconfirmed-accounts";
import { oneSignUpAtATime } from "./sign-up-turns";
import { twoFactorAuthErrors } from "./two-factor-errors";
import { publishSessionEnded } from "../../adapters/events/hints";

/** better-auth's codes, as the API and the web name them. */
const authErrors: Record<string, { code: string; status: 400 | 401 | 403 | 409 | 429 }> = {
  EMAIL_NOT_VERIFIED: { code: "email_not_confirmed", status: 403 },
  INVALID_EMAIL_OR_PASSWORD: { code: "invalid_credentials", status: 401 },
  USERNAME_IS_ALREADY_TAKEN: { code: "username_taken", status: 409 },
  USER_ALREADY_EXISTS: { code: "email_taken", status: 409 },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: "email_taken", status: 409 },
  INVALID_TOKEN: { code: "invalid_token", status: 400 },
  TOKEN_EXPIRED: { code: "token_expired", status: 400 },
  EMAIL_ALREADY_VERIFIED: { code: "email_already_confirmed", status: 409 },
  USER_NOT_FOUND: { code: "invalid_token", status: 400 },
  INVALID_USER: { code: "invalid_token", status: 400 },
  PASSWORD_TOO_SHORT: { code: "password_too_short", status: 400 },
  ACCOUNT_SUSPENDED: { code: "account_suspended", status: 403 },
  ...twoFactorAuthErrors,
};

export async function callAuth(c: Context<AppEnv>, method: "GET" | "POST", path: string, body?: unknown) {
  // The browser's own Origin goes on for better-auth to check against trustedOrigins as well.
  // A request without one passed lib/origin-check.ts as a non-browser client (nothing to forge),
  // and better-auth would refuse its cookie without an Origin, so it speaks for the app's own.
  const origin = c.req.header("origin") ?? new URL(c.var.config.publicUrl).origin;
  const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: clientAddress(c), origin });
  const cookie = c.req.header("cookie");
  if (cookie) headers.set("cookie", cookie);
  const userAgent = c.req.header("user-agent");
  if (userAgent) headers.set("user-agent", userAgent);
  if (body !== undefined) headers.set("content-type", "application/json");
  const response = await c.var.auth.handler(
    new Request(`${c.var.config.publicUrl}/api/auth${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  if (response.status === 429) {
    const retryAfterSeconds = Math.max(1, Number(response.headers.get("x-retry-after")) || 60);
    throw new RateLimited(retryAfterSeconds, "Too many attempts. Please wait a minute and try again.");
  }
  if (!response.ok) {
    const failure = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    const known = failure.code ? authErrors[failure.code] : undefined;
    if (known) throw new AppError(known.code, known.status, failure.message);
    c.var.logger.warn({ status: response.status, failure }, "unexpected auth failure");
    throw new AppError("auth_failed", response.status >= 500 ? 500 : 400, failure.message ?? "Authentication failed");
  }
  // Session cookies set or cleared by better-auth travel back to the browser unchanged.
  for (const setCookie of response.headers.getSetCookie()) c.header("set-cookie", setCookie, { append: true });
  return response;
}

/** A username held by anyone but the unconfirmed account a sign-up on this email would replace. */
async function isUsernameTaken(c: Context<AppEnv>, username: string, email: string) {
  const { rows } = await c.var.db.execute(sql`
    select 1 from users
    where username = ${username.toLowerCase()}
      and not (lower(email) = ${email.toLowerCase()} and email_verified = false)
    limit 1`);
  return rows.length > 0;
}

export const authRoutes = new Hono<AppEnv>()
  .post("/sign-up", validJson(registerSchema), async (c) => {
    const { username, email, password, role, gender, language } = c.req.valid("json");
    if (await isUsernameTaken(c, username, email))
      throw new AppError("username_taken", 409, "This username is already taken.");
    // Every sign-up mails the address (a confirmation, or a notice to its owner).
    await takeAccountEmail(c.var.db, email);
    // Whoever signed up on this address before without confirming it is replaced: the one who
    // can read its mail decides the account's password (unconfirmed-accounts.ts). Sign-ups on
    // one address take turns, so a race cannot leave one without its account and mail.
    await oneSignUpAtATime(c.var.db, email, async () => {
      await dropUnconfirmedAccount(c.var.db, email);
      await callAuth(c, "POST", "/sign-up/email", {
        name: username,
        username,
        email,
        password,
        role,
        gender,
        language,
      });
    });
    // Sessions start only after the address is confirmed. An address with a confirmed account
    // gets the same answer (its owner is told by mail), so sign-up cannot be used to find out
    // who has an account.
    return c.json({ emailConfirmationNeeded: true }, 201);
  })
  .post("/sign-in", validJson(loginSchema), async (c) => {
    const { email, password, rememberMe } = c.req.valid("json");
    await takeSignInAttempt(c.var.db, email);
    const response = await callAuth(c, "POST", "/sign-in/email", { email, password, rememberMe }).catch(
      async (error: unknown) => {
        // The right password on an unconfirmed account is no failed guess.
        if (error instanceof AppError && error.code === "email_not_confirmed")
          await forgetSignInFailures(c.var.db, email);
        throw error;
      },
    );
    await forgetSignInFailures(c.var.db, email);
    const signedIn = (await response.json()) as { user: Record<string, unknown>; twoFactorRedirect?: boolean };
    // Two-factor accounts get no session yet: the code comes next (two-factor-routes.ts).
    if (signedIn.twoFactorRedirect) return c.json({ twoFactorRequired: true } satisfies TwoFactorChallenge);
    return c.json({ user: toSessionUser(signedIn.user, c.var.config.ownerEmails) });
  })
  .post("/sign-out", async (c) => {
    if (c.req.header("cookie")) {
      const session = await c.var.auth.api.getSession({ headers: c.req.raw.headers });
      await callAuth(c, "POST", "/sign-out", {});
      // The session's live streams close in every instance, not only at their next heartbeat.
      if (session) {
        c.var.sessionCache.forgetSession(session.session.id);
        await publishSessionEnded(c.var.db, session.session.id);
      }
    }
    return c.json({ ok: true });
  })
  .get("/session", async (c) => {
    const headers = new Headers({ cookie: c.req.header("cookie") ?? "" });
    const result = await c.var.auth.api.getSession({ headers, returnHeaders: true });
    // A refreshed session comes back with a new cookie; pass it on.
    for (const setCookie of result.headers?.getSetCookie() ?? []) c.header("set-cookie", setCookie, { append: true });
    c.header("cache-control", "no-store");
    const user = result.response?.user;
    return c.json({ user: user && !user.suspendedAt ? toSessionUser(user, c.var.config.ownerEmails) : null });
  })
  .post("/resend-confirmation", validJson(emailOnlySchema), async (c) => {
    const { email } = c.req.valid("json");
    await takeAccountEmail(c.var.db, email);
    await callAuth(c, "POST", "/send-verification-email", { email });
    return c.json({ ok: true });
  })
  .post("/confirm-email", validJson(confirmEmailSchema), async (c) => {
    const { token } = c.req.valid("json");
    await callAuth(c, "GET", `/verify-email?token=${encodeURIComponent(token)}`);
    return c.json({ ok: true });
  })
  .post("/forgot-password", validJson(emailOnlySchema), async (c) => {
    const { email } = c.req.valid("json");
    await takeAccountEmail(c.var.db, email);
    await callAuth(c, "POST", "/request-password-reset", { email });
    // The same answer whether or not the address has an account.
    return c.json({ ok: true });
  })
  .post("/reset-password", validJson(resetPasswordSchema), async (c) => {
    const { token, password } = c.req.valid("json");
    await callAuth(c, "POST", "/reset-password", { token, newPassword: password });
    return c.json({ ok: true });
  });
