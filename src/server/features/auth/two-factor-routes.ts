// HTTP routes for two-factor sign-in (/api/auth/two-factor): set-up from settings, the code step
// of sign-in, backup codes and turning it off. Each hands the request to better-auth's twoFactor
// plugin, so its rate limits, lockout and cookies apply.
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import {
  backupCodeSignInSchema,
  twoFactorConfirmSchema,
  twoFactorPasswordSchema,
  twoFactorSignInSchema,
  type TwoFactorSetup,
} from "../../../domain/two-factor";
import type { SessionUser } from "../../../domain/roles";
import { users } from "../../db/schema";
import type { AppEnv } from "../../context";
import { validJson } from "../../lib/validate";
import { forgetSignInFailures, takeSignInAttempt } from "./account-limits";
import { callAuth } from "./routes";
import { requireViewer, toSessionUser } from "./service";

/**
 * Runs a change that checks the account's password. Wrong passwords count with the account's
 * failed sign-ins, so a borrowed session cannot guess the password faster than the login form.
 */
async function withPassword(c: Context<AppEnv>, viewer: SessionUser, change: () => Promise<Response>) {
  await takeSignInAttempt(c.var.db, viewer.email);
  const response = await change();
  await forgetSignInFailures(c.var.db, viewer.email);
  return response;
}

/**
 * Turning two-factor on or off replaces the session (better-auth makes a new one with the new
 * setting): this process forgets the old one at once instead of after the session cache's TTL.
 */
async function replacingSession(c: Context<AppEnv>, change: () => Promise<Response>) {
  const before = await c.var.auth.api.getSession({ headers: c.req.raw.headers });
  const response = await change();
  if (before) c.var.sessionCache.forgetSession(before.session.id);
  return response;
}

/** The signed-in user after the code step; its session cookie travels back with the answer. */
async function signedInUser(c: Context<AppEnv>, response: Response) {
  const { user } = (await response.json()) as { user: Record<string, unknown> };
  return c.json({ user: toSessionUser(user, c.var.config.ownerEmails) });
}

export const twoFactorRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const viewer = await requireViewer(c);
    const [row] = await c.var.db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, viewer.id));
    c.header("cache-control", "no-store");
    return c.json({ enabled: Boolean(row?.enabled) });
  })
  // Set-up, step one: a new secret and backup codes; two-factor is on only after /enable/confirm.
  .post("/enable", validJson(twoFactorPasswordSchema), async (c) => {
    const viewer = await requireViewer(c);
    const { password } = c.req.valid("json");
    const response = await withPassword(c, viewer, () => callAuth(c, "POST", "/two-factor/enable", { password }));
    const { totpURI, backupCodes } = (await response.json()) as { totpURI: string; backupCodes: string[] };
    const setup: TwoFactorSetup = {
      totpUri: totpURI,
      secret: new URL(totpURI).searchParams.get("secret") ?? "",
      backupCodes,
    };
    c.header("cache-control", "no-store");
    return c.json(setup);
  })
  // Set-up, step two: the first code from the app proves it holds the secret.
  .post("/enable/confirm", validJson(twoFactorConfirmSchema), async (c) => {
    await requireViewer(c);
    const { code } = c.req.valid("json");
    await replacingSession(c, () => callAuth(c, "POST", "/two-factor/verify-totp", { code }));
    return c.json({ enabled: true });
  })
  // Sign-in's code step, after the password answered { twoFactorRequired: true }.
  .post("/verify", validJson(twoFactorSignInSchema), async (c) => {
    const { code, trustDevice } = c.req.valid("json");
    return signedInUser(c, await callAuth(c, "POST", "/two-factor/verify-totp", { code, trustDevice }));
  })
  // The same step with a backup code instead; each backup code works once.
  .post("/verify-backup-code", validJson(backupCodeSignInSchema), async (c) => {
    const { code, trustDevice } = c.req.valid("json");
    return signedInUser(c, await callAuth(c, "POST", "/two-factor/verify-backup-code", { code, trustDevice }));
  })
  // New backup codes replace the old ones, which stop working.
  .post("/backup-codes", validJson(twoFactorPasswordSchema), async (c) => {
    const viewer = await requireViewer(c);
    const { password } = c.req.valid("json");
    const response = await withPassword(c, viewer, () =>
      callAuth(c, "POST", "/two-factor/generate-backup-codes", { password }),
    );
    const { backupCodes } = (await response.json()) as { backupCodes: string[] };
    c.header("cache-control", "no-store");
    return c.json({ backupCodes });
  })
  .post("/disable", validJson(twoFactorPasswordSchema), async (c) => {
    const viewer = await requireViewer(c);
    const { password } = c.req.valid("json");
    await withPassword(c, viewer, () =>
      replacingSession(c, () => callAuth(c, "POST", "/two-factor/disable", { password })),
    );
    return c.json({ enabled: false });
  });
