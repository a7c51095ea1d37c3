// The better-auth instance: email and password accounts with verification,
// sessions in PostgreSQL, rate-limited sign-in and sign-up, and two-factor sign-in (two-factor-*.ts).
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor, username } from "better-auth/plugins";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../domain/accounts";
import type { Mailer } from "../../adapters/mail";
import type { Database } from "../../db/client";
import * as schema from "../../db/schema";
import { withStoresOffBetweenCalls } from "./auth-storage";
import { refuseSuspendedSession } from "./account-suspension";
import { confirmationEmail, passwordResetEmail, signUpAttemptEmail } from "./emails";
import { recipientLanguage } from "../../lib/email/text";
import { twoFactorOptions, twoFactorRateLimit } from "./two-factor-options";

/** The header our routes set to the connection's address; clients cannot supply it. */
export const CLIENT_ADDRESS_HEADER = "x-fitcreators-client";

const DAY = 60 * 60 * 24;

const languageOf = (user: object) => recipientLanguage((user as { language?: unknown }).language);

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  /** The origins lib/origin-check.ts accepts (acceptedOrigins), so both checks agree. */
  trustedOrigins: string[];
  rateLimitPerMinute: number;
}

export function createAuth({ db, mailer, secret, publicUrl, trustedOrigins, rateLimitPerMinute }: AuthOptions) {
  const attempts = { window: 60, max: rateLimitPerMinute };
  const auth = betterAuth({
    appName: "FitCreators",
    baseURL: publicUrl,
    // The origins whose pages may send cookie-carrying changes (checked first by
    // lib/origin-check.ts; our routes pass the browser's own Origin on to better-auth).
    trustedOrigins,
    basePath: "/api/auth",
    secret,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
        twoFactor: schema.twoFactors,
      },
    }),
    user: {
      additionalFields: {
        role: { type: "string", required: true, input: true },
        gender: { type: "string", required: false, defaultValue: "prefer_not_to_say", input: true },
        // Read with every session, so a session of a suspended account counts as signed out.
        suspendedAt: { type: "date", required: false, input: false },
        // The language the account's emails are written in; sign-up stores the page's (checked by registerSchema).
        language: { type: "string", required: false, defaultValue: "en", input: true },
      },
    },
    databaseHooks: {
      session: { create: { before: refuseSuspendedSession(db) } },
      user: {
        create: {
          // Every account gets its public profile row; creators also get their creator profile.
          after: async (user) => {
            await db.insert(schema.profiles).values({ userId: user.id }).onConflictDoNothing();
            if ((user as { role?: string }).role === "influencer") {
              await db.insert(schema.creatorProfiles).values({ userId: user.id }).onConflictDoNothing();
            }
          },
        },
      },
    },
    session: {
      expiresIn: 30 * DAY,
      // Active sessions are extended at most once a day, on any authenticated request.
      updateAge: DAY,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Unconfirmed accounts on the address were replaced before (routes.ts), so this is its owner.
      onExistingUserSignUp: async ({ user }) => {
        if (!user.emailVerified) return;
        const name = (user as { username?: string }).username ?? user.name;
        await mailer.send(signUpAttemptEmail(languageOf(user), user.email, name, `${publicUrl}/forgot-password`));
      },
      sendResetPassword: async ({ user, token }) => {
        // A suspended account may not sign in, so no reset either (the answer stays the same).
        if ((user as { suspendedAt?: Date | null }).suspendedAt) return;
        await mailer.send(
          passwordResetEmail(
            languageOf(user),
            user.email,
            `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
          ),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Login re-sends only through the explicit resend action, as the spec's login screen asks.
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, token }) => {
        const name = (user as { username?: string }).username ?? user.name;
        await mailer.send(
          confirmationEmail(
            languageOf(user),
            user.email,
            name,
            `${publicUrl}/auth/callback?token=${encodeURIComponent(token)}`,
          ),
        );
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": attempts,
        "/sign-up/email": attempts,
        "/send-verification-email": attempts,
        "/request-password-reset": attempts,
        "/two-factor/*": twoFactorRateLimit(rateLimitPerMinute),
      },
    },
    advanced: {
      // Always on: better-auth turns its origin check off by itself when NODE_ENV is "test" or
      // TEST is set (a stray variable on a server would do), and the API tests run it as the
      // server does.
      disableOriginCheck: false,
      // Its per-address limits count an IPv6 address by its /64, as ours do (lib/client-address.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER], ipv6Subnet: 64 },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      username({
        minUsernameLength: 3,
        maxUsernameLength: 30,
        usernameValidator: (name) => /^[a-z0-9_]+$/.test(name),
      }),
      twoFactor(twoFactorOptions),
    ],
  });
  return withStoresOffBetweenCalls(auth);
}

export type Auth = ReturnType<typeof createAuth>;
