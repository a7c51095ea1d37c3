// The owner's audit log: every moderation action with who, when and why, written in the action's
// own transaction so an action never happens unrecorded; read newest first.
import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ModerationAction, ModerationLogEntry, ModerationLogPage } from "../../../domain/moderation";
import type { Database, Queryable } from "../../db/client";
import { moderationLog, users } from "../../db/schema";
import { afterCursor, cursorTime, decodeCursor, encodeCursor } from "../../lib/cursor";

export const LOG_PAGE = 30;

export interface LoggedAction {
  action: ModerationAction;
  actorId: string;
  targetUserId: string | null;
  postId?: string | null;
  targetLabel: string;
  reason: string;
}

export async function recordModeration(tx: Queryable, entry: LoggedAction) {
  await tx.insert(moderationLog).values({ ...entry, postId: entry.postId ?? null });
}

const actor = alias(users, "actor");
const target = alias(users, "target");

export async function listModerationLog(db: Database, cursor?: string): Promise<ModerationLogPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select({
      id: moderationLog.id,
      cursorTime: cursorTime(moderationLog.createdAt),
      action: moderationLog.action,
      actorName: actor.username,
      targetLabel: moderationLog.targetLabel,
      targetId: target.id,
      targetName: target.username,
      targetSuspendedAt: target.suspendedAt,
      postId: moderationLog.postId,
      reason: moderationLog.reason,
      createdAt: moderationLog.createdAt,
    })
    .from(moderationLog)
    .leftJoin(actor, eq(actor.id, moderationLog.actorId))
    .leftJoin(target, eq(target.id, moderationLog.targetUserId))
    .where(after ? afterCursor(moderationLog.createdAt, moderationLog.id, after) : undefined)
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(LOG_PAGE + 1);
  const last = rows[LOG_PAGE - 1];
  return {
    entries: rows.slice(0, LOG_PAGE).map((row): ModerationLogEntry => ({
      id: row.id,
      action: row.action,
      actor: row.actorName ? { username: row.actorName } : null,
      targetLabel: row.targetLabel,
      account:
        row.targetId && row.targetName
          ? { id: row.targetId, username: row.targetName, isSuspended: row.targetSuspendedAt !== null }
          : null,
      postId: row.postId,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > LOG_PAGE && last ? encodeCursor({ createdAt: last.cursorTime, id: last.id }) : null,
  };
}
