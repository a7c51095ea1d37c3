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
import { AppError } from "../../lib/errors";
import { clientAddress } from "../../lib/client-address";
import type { AppEnv } from "../../lib/context";
import { validJson } from "../../lib/validate";
import { CLIENT_ADDRESS_HEADER } from "./auth";
import { toSessionUser } from "./service";
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
};

async function callAuth(c: Context<AppEnv>, method: "GET" | "POST", path: string, body?: unknown) {
  const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: clientAddress(c), origin: c.var.config.publicUrl });
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
    throw new AppError("rate_limited", 429, "Too many attempts. Please wait a minute and try again.");
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

export const authRoutes = new Hono<AppEnv>()
  .post("/sign-up", validJson(registerSchema), async (c) => {
    const { username, email, password, role, gender } = c.req.valid("json");
    await callAuth(c, "POST", "/sign-up/email", { name: username, username, email, password, role, gender });
    // Sessions start only after the address is confirmed; an address already taken gets
    // the same answer, so sign-up cannot be used to find out who has an account.
    return c.json({ emailConfirmationNeeded: true }, 201);
  })
  .post("/sign-in", validJson(loginSchema), async (c) => {
    const { email, password, rememberMe } = c.req.valid("json");
    const response = await callAuth(c, "POST", "/sign-in/email", { email, password, rememberMe });
    const { user } = (await response.json()) as { user: Record<string, unknown> };
    return c.json({ user: toSessionUser(user, c.var.config.ownerEmails) });
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
    return c.json({ user: user ? toSessionUser(user, c.var.config.ownerEmails) : null });
  })
  .post("/resend-confirmation", validJson(emailOnlySchema), async (c) => {
    const { email } = c.req.valid("json");
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
    await callAuth(c, "POST", "/request-password-reset", { email });
    // The same answer whether or not the address has an account.
    return c.json({ ok: true });
  })
  .post("/reset-password", validJson(resetPasswordSchema), async (c) => {
    const { token, password } = c.req.valid("json");
    await callAuth(c, "POST", "/reset-password", { token, newPassword: password });
    return c.json({ ok: true });
  });
