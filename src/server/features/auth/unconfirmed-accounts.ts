// Accounts whose email was never confirmed. Anyone can sign up with someone else's address; such
// an account must not outlive the real owner's arrival, nor linger holding the address and the
// username: a new sign-up replaces it, and the cleanup job deletes it after a week.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { forgetOldAttempts } from "../../lib/attempt-counter";

export const UNCONFIRMED_ACCOUNT_DAYS = 7;
export const ACCOUNT_CLEANUP_JOB = "account-cleanup";

/**
 * Deletes the unconfirmed account on this address, if there is one, so the sign-up that follows
 * creates the account afresh with its own password, name and role. Its old confirmation links die
 * with it: better-auth binds each link to the account id it was sent for.
 */
export async function dropUnconfirmedAccount(db: Database, email: string) {
  await db.execute(
    sql`delete from users where lower(email) = ${email.trim().toLowerCase()} and email_verified = false`,
  );
}

/** Deletes accounts left unconfirmed for a week, and rate-limit counters long expired. */
export async function runAccountCleanup(db: Database) {
  await db.execute(sql`
    delete from users
    where email_verified = false and created_at < now() - make_interval(days => ${UNCONFIRMED_ACCOUNT_DAYS})`);
  await forgetOldAttempts(db);
}
