// Limits per account email, on top of better-auth's per-address limits: many addresses (a
// botnet) must not mean unlimited password guesses at one account, nor unlimited emails to one
// inbox. Counted in PostgreSQL (lib/attempt-counter.ts), so they hold across app instances.
import type { Database } from "../../db/client";
import { clearAttempts, takeAttempt } from "../../lib/attempt-counter";
import type { RateLimit } from "../../lib/rate-limit";

/** Failed sign-ins per email: 10 per 15 minutes. */
export const SIGN_IN_FAILURES: RateLimit = { max: 10, windowSeconds: 15 * 60 };
/** Emails one address can be sent by asking (sign-up, resend confirmation, forgot password): 5 per 15 minutes. */
export const ACCOUNT_EMAILS: RateLimit = { max: 5, windowSeconds: 15 * 60 };

const signInKey = (email: string) => `sign-in:${email.trim().toLowerCase()}`;
const accountEmailKey = (email: string) => `account-email:${email.trim().toLowerCase()}`;

/**
 * Takes a sign-in attempt for this email; a successful sign-in gives it back with
 * `forgetSignInFailures`, so what remains counted are the failures.
 */
export const takeSignInAttempt = (db: Database, email: string) =>
  takeAttempt(
    db,
    signInKey(email),
    SIGN_IN_FAILURES,
    "Too many failed sign-ins for this account. Please wait 15 minutes and try again.",
  );

export const forgetSignInFailures = (db: Database, email: string) => clearAttempts(db, signInKey(email));

/** Counted whether or not the address has an account, so the answer does not tell which. */
export const takeAccountEmail = (db: Database, email: string) =>
  takeAttempt(
    db,
    accountEmailKey(email),
    ACCOUNT_EMAILS,
    "Too many emails asked for this address. Please wait 15 minutes and try again.",
  );
