// Suspending and restoring an account. A suspension, in one transaction: the mark on the user,
// the creator's listing taken down, every session ended, the open reports about the account
// closed, and the audit log row. What follows from
// it elsewhere: sign-in refuses the account (auth/account-suspension.ts); profile, posts, follows
// and checkouts treat a suspended creator as unknown (each read checks users.suspended_at); paid
// memberships to the creator are set to end with their period by a job (suspension-memberships.ts).
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { ModeratedAccount } from "../../../domain/account-suspension";
import type { Database, Queryable } from "../../db/client";
import { contentReports, creatorProfiles, directMessages, messageReports, users } from "../../db/schema";
import type { AppDeps } from "../../context";
import { AppError } from "../../lib/errors";
import { isUserId, isUsername } from "../../lib/ids";
import { endAllSessions, forgetEndedSessions } from "../auth";
import { refreshCreatorListing } from "../creators";
import { recordModeration } from "./audit-log";
import { SUSPENDED_MEMBERSHIPS_JOB } from "./suspension-memberships";

export type SuspensionDeps = Pick<AppDeps, "db" | "sessionCache" | "jobs" | "config">;

const accountNotFound = () => new AppError("account_not_found", 404, "There is no account with this name.");

const accountColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  suspendedAt: users.suspendedAt,
};

type AccountRow = {
  id: string;
  username: string;
  email: string;
  role: ModeratedAccount["role"];
  suspendedAt: Date | null;
};

const isOwnerEmail = (ownerEmails: readonly string[], email: string) => ownerEmails.includes(email.toLowerCase());

function toAccount(row: AccountRow, ownerEmails: readonly string[]): ModeratedAccount {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    isOwner: isOwnerEmail(ownerEmails, row.email),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
  };
}

/** The account behind a username, for the owner to act on. */
export async function findAccount(
  db: Database,
  ownerEmails: readonly string[],
  username: string,
): Promise<ModeratedAccount> {
  if (!isUsername(username)) throw accountNotFound();
  const [row] = await db.select(accountColumns).from(users).where(eq(users.username, username.toLowerCase()));
  if (!row) throw accountNotFound();
  return toAccount(row, ownerEmails);
}

async function lockAccount(tx: Queryable, userId: string) {
  if (!isUserId(userId)) throw accountNotFound();
  const [row] = await tx.select(accountColumns).from(users).where(eq(users.id, userId)).for("update");
  if (!row) throw accountNotFound();
  return row;
}

/**
 * The suspension answers every open report about the account: its profile, its posts and the
 * messages it sent, so the queue holds only what still needs the owner.
 */
async function closeReportsAbout(tx: Queryable, userId: string, at: Date) {
  await tx
    .update(contentReports)
    .set({ resolvedAt: at })
    .where(and(eq(contentReports.targetUserId, userId), isNull(contentReports.resolvedAt)));
  await tx
    .update(messageReports)
    .set({ resolvedAt: at })
    .where(
      and(
        isNull(messageReports.resolvedAt),
        inArray(
          messageReports.messageId,
          tx.select({ id: directMessages.id }).from(directMessages).where(eq(directMessages.senderId, userId)),
        ),
      ),
    );
}

/** Suspends the account; suspending a suspended account changes nothing and logs nothing. */
export async function suspendAccount(
  deps: SuspensionDeps,
  actorId: string,
  userId: string,
  reason: string,
): Promise<ModeratedAccount> {
  const { ownerEmails } = deps.config;
  const { account, endedSessions, isNew } = await deps.db.transaction(async (tx) => {
    const row = await lockAccount(tx, userId);
    if (row.id === actorId) throw new AppError("cannot_suspend_self", 403, "You cannot suspend your own account.");
    if (isOwnerEmail(ownerEmails, row.email))
      throw new AppError("cannot_suspend_owner", 409, "A platform owner's account cannot be suspended.");
    if (row.suspendedAt) return { account: row, endedSessions: [], isNew: false };

    const suspendedAt = new Date();
    await tx.update(users).set({ suspendedAt }).where(eq(users.id, row.id));
    // Off explore, featured, search and the sitemap, which all read this flag through its index.
    await tx.update(creatorProfiles).set({ isComplete: false }).where(eq(creatorProfiles.userId, row.id));
    const ended = await endAllSessions(tx, row.id);
    await closeReportsAbout(tx, row.id, suspendedAt);
    await recordModeration(tx, {
      action: "suspend_account",
      actorId,
      targetUserId: row.id,
      targetLabel: row.username,
      reason,
    });
    return { account: { ...row, suspendedAt }, endedSessions: ended, isNew: true };
  });
  forgetEndedSessions(deps.sessionCache, endedSessions);
  if (isNew && account.role === "influencer") deps.jobs.runSoon(SUSPENDED_MEMBERSHIPS_JOB);
  return toAccount(account, ownerEmails);
}

/**
 * Restores the account: it may sign in again and a creator is listed again if the profile is
 * complete. Memberships already set to end stay ending; members may subscribe again.
 */
export async function restoreAccount(
  deps: SuspensionDeps,
  actorId: string,
  userId: string,
  reason: string,
): Promise<ModeratedAccount> {
  const account = await deps.db.transaction(async (tx) => {
    const row = await lockAccount(tx, userId);
    if (!row.suspendedAt) return row;
    await tx.update(users).set({ suspendedAt: null }).where(eq(users.id, row.id));
    await refreshCreatorListing(tx, row.id);
    await recordModeration(tx, {
      action: "restore_account",
      actorId,
      targetUserId: row.id,
      targetLabel: row.username,
      reason,
    });
    return { ...row, suspendedAt: null };
  });
  return toAccount(account, deps.config.ownerEmails);
}
