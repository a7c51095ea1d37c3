// Reading and changing one's own notifications. Every query is filtered by the owner, so
// nobody reads, marks or deletes another person's (spec 6).
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { NOTIFICATION_PAGE_SIZE, type NotificationPage, type NotificationView } from "../../../domain/notifications";
import { UNREAD_COUNT_CAP } from "../../../domain/messages";
import { publishHint } from "../../adapters/events/hints";
import type { Database } from "../../db/client";
import { notifications } from "../../db/schema";
import { afterCursor, cursorTime, decodeCursor, encodeCursor } from "../../lib/cursor";
import { AppError } from "../../lib/errors";

export async function listNotifications(
  db: Database,
  userId: string,
  options: { cursor?: string; limit?: number } = {},
): Promise<NotificationPage> {
  const limit = options.limit ?? NOTIFICATION_PAGE_SIZE;
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      data: notifications.data,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      cursorTime: cursorTime(notifications.createdAt),
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        options.cursor
          ? afterCursor(notifications.createdAt, notifications.id, decodeCursor(options.cursor))
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    notifications: page.map(
      (row) =>
        ({
          id: row.id,
          type: row.type,
          data: row.data,
          createdAt: row.createdAt.toISOString(),
          read: row.readAt !== null,
        }) as NotificationView,
    ),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.cursorTime, id: last.id }) : null,
  };
}

/** Unread notifications, counted up to the cap the bell shows ("99+"): an SQL expression. */
export const unreadNotificationCount = (userId: string) =>
  sql<number>`(select count(*)::int from (select 1 from ${notifications}
    where ${notifications.userId} = ${userId} and ${notifications.readAt} is null limit ${UNREAD_COUNT_CAP}) unread)`;

const notFound = () => new AppError("notification_not_found", 404, "Notification not found.");

export async function markNotificationRead(db: Database, userId: string, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    if (!row) throw notFound();
    await publishHint(tx, [userId], ["notifications"]);
  });
}

export async function markAllNotificationsRead(db: Database, userId: string) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (rows.length > 0) await publishHint(tx, [userId], ["notifications"]);
    return rows.length;
  });
}

export async function deleteNotification(db: Database, userId: string, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    if (!row) throw notFound();
    await publishHint(tx, [userId], ["notifications"]);
  });
}
