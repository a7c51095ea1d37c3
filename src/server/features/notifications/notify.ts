// Making a notification: stored for one user, announced to their open tabs when the
// surrounding transaction commits, and queued for their devices' push when its type is pushed.
// Other features call these; the wording is the web's.
import { eq, sql } from "drizzle-orm";
import type { NamedUser, NotificationFacts, NotificationType } from "../../../domain/notifications";
import { publishHint } from "../../adapters/events/hints";
import type { Queryable } from "../../db/client";
import { notifications, users } from "../../db/schema";
import { recordPushes } from "../push";

/** Stores the notification unless one with the same dedupe key exists; answers whether it did. */
export async function notify<Type extends NotificationType>(
  db: Queryable,
  userId: string,
  type: Type,
  data: NotificationFacts[Type],
  dedupeKey?: string,
): Promise<boolean> {
  const inserted = await db
    .insert(notifications)
    .values({ userId, type, data, dedupeKey })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (inserted.length > 0) {
    await recordPushes(db, [{ id: inserted[0]!.id, userId, type }]);
    await publishHint(db, [userId], ["notifications"]);
  }
  return inserted.length > 0;
}

/** How a notification names a person: their username and display name. */
export async function namedUser(db: Queryable, userId: string): Promise<NamedUser> {
  const [user] = await db
    .select({ username: users.username, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? { username: "", name: "" };
}

/**
 * A new message: one unread notification per conversation, brought to the top and counted
 * up while it stays unread, instead of one per message.
 */
export async function notifyNewMessage(
  db: Queryable,
  userId: string,
  facts: Omit<NotificationFacts["new_message"], "count">,
) {
  const updated = await db
    .update(notifications)
    .set({
      createdAt: sql`now()`,
      data: sql`jsonb_set(${notifications.data}, '{count}', to_jsonb(coalesce((${notifications.data}->>'count')::int, 1) + 1))`,
    })
    .where(
      sql`${notifications.userId} = ${userId} and ${notifications.type} = 'new_message' and ${notifications.readAt} is null
        and ${notifications.data}->>'conversationId' = ${facts.conversationId}`,
    )
    .returning({ id: notifications.id });
  if (updated.length > 0) {
    // Pushed again (one push per message), under the same notification so a device replaces the last.
    await recordPushes(db, [{ id: updated[0]!.id, userId, type: "new_message" }]);
    await publishHint(db, [userId], ["notifications"]);
  } else await notify(db, userId, "new_message", { ...facts, count: 1 });
}
