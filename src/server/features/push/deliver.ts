// The push job: works off the outbox in batches. Per batch a fixed number of queries (claim with
// notifications and preferences, then subscriptions, then the outcomes), whatever its size.
// Each push is checked again at sending time: its notification still unread, its kind still
// wanted, outside the user's quiet hours (held until they end, then sent if still unread).
import { inArray, sql } from "drizzle-orm";
import type { PushPayload } from "../../../domain/push";
import { minutesUntilQuietHoursEnd } from "../../../domain/push";
import type { AppDeps } from "../../context";
import { pushSubscriptions } from "../../db/schema";
import { preferencesOf } from "./preferences";
import { sendWebPush, type PushSender, type SendOutcome } from "./send";
import { vapidDetails } from "./vapid";

export const PUSH_JOB = "push-delivery";

const BATCH_SIZE = 200;
/** Pushes sent at once: a slow push service must not hold the whole batch, nor open 200 sockets. */
const CONCURRENCY = 16;
/** Tries of one push before it is dropped; the waits between them double from a minute. */
export const MAX_PUSH_ATTEMPTS = 5;
/** How long a claimed push is hidden from other rounds while this one sends it. */
const LEASE_MINUTES = 5;

type Claimed = {
  notificationId: string;
  userId: string;
  payload: PushPayload;
  attempts: number;
  isRead: boolean;
  preferences: Parameters<typeof preferencesOf>[0] | null;
};

type Next = { notificationId: string; notBefore: string; attempts: number };

async function inGroups<Item>(items: Item[], size: number, work: (item: Item) => Promise<void>) {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map(work));
}

/**
 * `now`: the moment the round runs as (tests move it past quiet hours); by default the database's
 * clock decides what is due, as it stamped the rows. `send`: the HTTP side.
 */
export async function deliverPushes(
  deps: Pick<AppDeps, "db" | "config" | "logger">,
  options: { now?: Date; send?: PushSender } = {},
) {
  const { now = new Date(), send = sendWebPush } = options;
  const vapid = vapidDetails(deps.config);
  const at = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  let delivered = 0;
  for (;;) {
    // Claimed in one statement (skip locked), so two instances never send the same push.
    const claimed = await deps.db.execute<Claimed>(sql`
      with due as (
        select notification_id from push_outbox where not_before <= ${at}
        order by not_before limit ${BATCH_SIZE} for update skip locked),
      claimed as (
        update push_outbox o set not_before = ${at} + make_interval(mins => ${LEASE_MINUTES}), attempts = o.attempts + 1
        from due where o.notification_id = due.notification_id
        returning o.notification_id, o.user_id, o.payload, o.attempts)
      select c.notification_id as "notificationId", c.user_id as "userId", c.payload, c.attempts,
        n.read_at is not null as "isRead", to_jsonb(p) as preferences
      from claimed c
      join notifications n on n.id = c.notification_id
      left join (select user_id as "userId", messages, posts, live_sessions as "liveSessions", payments,
          coach_comments as "coachComments", quiet_start as "quietStart", quiet_end as "quietEnd",
          time_zone as "timeZone", updated_at as "updatedAt" from push_preferences) p on p."userId" = c.user_id`);
    const rows = claimed.rows;
    if (rows.length === 0) return delivered;

    const userIds = [...new Set(rows.map((row) => row.userId))];
    const subscriptions = await deps.db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, userIds));

    const done: string[] = [];
    const later: Next[] = [];
    const gone = new Set<string>();
    const succeeded = new Set<string>();

    await inGroups(rows, CONCURRENCY, async (row) => {
      const preferences = preferencesOf(row.preferences ?? undefined);
      const own = subscriptions.filter((subscription) => subscription.userId === row.userId);
      if (row.isRead || !preferences[row.payload.kind] || own.length === 0) return void done.push(row.notificationId);
      const quietMinutes = minutesUntilQuietHoursEnd(now, preferences.quietHours, preferences.timeZone);
      if (quietMinutes > 0) {
        // Held, not tried: the attempt taken by the claim is given back.
        const notBefore = new Date(now.getTime() + quietMinutes * 60_000).toISOString();
        return void later.push({ notificationId: row.notificationId, notBefore, attempts: row.attempts - 1 });
      }
      const body = JSON.stringify({ notificationId: row.payload.notificationId, kind: row.payload.kind });
      const outcomes = await Promise.all(
        own.map(async (subscription): Promise<SendOutcome> => {
          const outcome = await send(subscription, body, { vapid, kind: row.payload.kind }).catch(
            (): SendOutcome => "retry",
          );
          if (outcome === "gone") gone.add(subscription.id);
          if (outcome === "delivered") succeeded.add(subscription.id);
          return outcome;
        }),
      );
      // Retried only when no device got it: a retry goes to all of them again, and a device
      // shown the same push twice is worse than one that missed it.
      const shouldRetry = outcomes.includes("retry") && !outcomes.includes("delivered");
      if (outcomes.includes("delivered")) delivered++;
      if (shouldRetry && row.attempts < MAX_PUSH_ATTEMPTS) {
        const notBefore = new Date(now.getTime() + 2 ** (row.attempts - 1) * 60_000).toISOString();
        later.push({ notificationId: row.notificationId, notBefore, attempts: row.attempts });
      } else {
        if (shouldRetry) deps.logger.warn({ notificationId: row.notificationId }, "push dropped after retries");
        done.push(row.notificationId);
      }
    });

    await deps.db.transaction(async (tx) => {
      if (done.length > 0) {
        await tx.execute(
          sql`delete from push_outbox where notification_id in (${sql.join(
            done.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
      }
      if (later.length > 0) {
        await tx.execute(sql`
          update push_outbox o set not_before = r."notBefore", attempts = r.attempts
          from jsonb_to_recordset(${JSON.stringify(later)}::jsonb)
            as r("notificationId" uuid, "notBefore" timestamptz, attempts int)
          where o.notification_id = r."notificationId"`);
      }
      if (gone.size > 0) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...gone]));
      if (succeeded.size > 0) {
        await tx
          .update(pushSubscriptions)
          .set({ lastSuccessAt: now })
          .where(inArray(pushSubscriptions.id, [...succeeded]));
      }
    });
    if (rows.length < BATCH_SIZE) return delivered;
  }
}
