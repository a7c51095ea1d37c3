// Telling every member of a creator about a new post, a change to today's routine or an update. The request only
// records the event (in its own transaction); a background job works it off in batches of
// members, keyset by follower id, each batch in its own transaction, so a creator with
// 100,000 members never slows the request and a crash resumes where the last batch ended.
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { tierRank, tiers, type Tier } from "../../../domain/memberships";
import type { NotificationFacts } from "../../../domain/notifications";
import { publishHint } from "../../adapters/events/hints";
import type { Database, Queryable } from "../../db/client";
import { memberships, notificationFanouts, notifications } from "../../db/schema";
import { grantsAccess } from "../../db/membership-access";
import { recordPushes } from "../push";

export const FANOUT_JOB = "notification-fanout";
const BATCH_SIZE = 500;

type FanoutEvent =
  | { kind: "content_published"; data: NotificationFacts["content_published"] }
  | { kind: "daily_routine"; data: NotificationFacts["daily_routine"] }
  | { kind: "influencer_update"; data: NotificationFacts["influencer_update"] };

/**
 * Records an event to fan out; answers false when the same event (dedupe key) was recorded
 * before, e.g. a second routine change on the same day.
 */
export async function enqueueFanout(
  db: Queryable,
  creatorId: string,
  minTier: Tier,
  event: FanoutEvent,
  dedupeKey: string,
) {
  const rows = await db
    .insert(notificationFanouts)
    .values({ kind: event.kind, creatorId, minTier, data: event.data, dedupeKey })
    .onConflictDoNothing()
    .returning({ id: notificationFanouts.id });
  return rows.length > 0;
}

/** Works off every pending fan-out; answers how many notifications were made. */
export async function runNotificationFanouts(db: Database, batchSize = BATCH_SIZE) {
  let made = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      // One worker per fan-out at a time; others take the next one.
      const [fanout] = await tx
        .select()
        .from(notificationFanouts)
        .where(isNull(notificationFanouts.finishedAt))
        .orderBy(asc(notificationFanouts.createdAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!fanout) return null;
      const members = await tx
        .select({ followerId: memberships.followerId })
        .from(memberships)
        .where(
          and(
            eq(memberships.creatorId, fanout.creatorId),
            grantsAccess(),
            inArray(
              memberships.tier,
              tiers.filter((tier) => tierRank(tier) >= tierRank(fanout.minTier)),
            ),
            fanout.cursor ? gt(memberships.followerId, fanout.cursor) : undefined,
          ),
        )
        .orderBy(asc(memberships.followerId))
        .limit(batchSize);
      const userIds = members.map((member) => member.followerId);
      if (userIds.length > 0) {
        const made = await tx
          .insert(notifications)
          .values(
            userIds.map((userId) => ({
              userId,
              type: fanout.kind,
              data: fanout.data,
              dedupeKey: `fanout:${fanout.id}`,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: notifications.id, userId: notifications.userId, type: notifications.type });
        // One statement for the batch (only content_published is pushed; the others are skipped).
        await recordPushes(tx, made);
        await publishHint(tx, userIds, ["notifications"]);
      }
      await tx
        .update(notificationFanouts)
        .set({ cursor: userIds.at(-1) ?? fanout.cursor, finishedAt: userIds.length < batchSize ? sql`now()` : null })
        .where(eq(notificationFanouts.id, fanout.id));
      return userIds.length;
    });
    if (batch === null) return made;
    made += batch;
  }
}
