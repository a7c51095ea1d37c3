// What a suspended account means to sign-in: no new session (checked where better-auth makes
// one, after the password, so only the account's owner learns it is suspended), and the end of
// every session it had, in the transaction that suspends it.
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { publishSessionEnded } from "../../adapters/events/hints";
import type { Database, Queryable } from "../../db/client";
import { sessions, users } from "../../db/schema";
import type { SessionCache } from "./session-cache";

export const ACCOUNT_SUSPENDED = "ACCOUNT_SUSPENDED";
export const SUSPENDED_MESSAGE = "This account is suspended.";

export async function isAccountSuspended(db: Queryable, userId: string) {
  const [row] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.suspendedAt);
}

/** better-auth's session create hook: a suspended account gets no session, whichever path asks. */
export const refuseSuspendedSession = (db: Database) => async (session: { userId: string }) => {
  if (await isAccountSuspended(db, session.userId)) {
    throw new APIError("FORBIDDEN", { code: ACCOUNT_SUSPENDED, message: SUSPENDED_MESSAGE });
  }
};

/**
 * Deletes every session of the user inside the caller's transaction; their live streams close in
 * every process when it commits. Answers the ids, for `forgetEndedSessions` after the commit.
 */
export async function endAllSessions(tx: Queryable, userId: string) {
  const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  for (const { id } of ended) await publishSessionEnded(tx, id);
  return ended.map(({ id }) => id);
}

/** This process forgets them at once (others hear it through the live hints). */
export function forgetEndedSessions(cache: SessionCache, sessionIds: readonly string[]) {
  for (const id of sessionIds) cache.forgetSession(id);
}
