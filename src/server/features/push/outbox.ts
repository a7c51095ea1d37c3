// Recording pushes to deliver, inside the transaction that makes the notifications, so a push is
// never sent for a notification that was rolled back and never lost for one that was committed.
import { sql } from "drizzle-orm";
import type { NotificationType } from "../../../domain/notifications";
import { isPushed, pushKindOf, type PushPayload } from "../../../domain/push";
import type { Queryable } from "../../db/client";

export interface MadeNotification {
  id: string;
  userId: string;
  type: NotificationType;
}

/**
 * One statement for any number of notifications (a fan-out's batch of 500 members); only users
 * with a subscription get a row, so the many without push cost nothing later. A notification
 * already waiting (a second message in an unread conversation) is made due again, not doubled.
 */
export async function recordPushes(db: Queryable, made: readonly MadeNotification[]) {
  const rows = made.flatMap((notification) =>
    isPushed(notification.type)
      ? [
          {
            notificationId: notification.id,
            userId: notification.userId,
            payload: { notificationId: notification.id, kind: pushKindOf[notification.type] } satisfies PushPayload,
          },
        ]
      : [],
  );
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into push_outbox (notification_id, user_id, payload)
    select r."notificationId", r."userId", r.payload
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r("notificationId" uuid, "userId" text, payload jsonb)
    where exists (select 1 from push_subscriptions s where s.user_id = r."userId")
    on conflict (notification_id) do update set not_before = now(), attempts = 0`);
}
