// A creator's update: a short text every member hears of (influencer_update), Rookie included.
// The fan-out row is the update's record: it says who wrote what and when, and counts against
// the creator's daily limit, so no member's inbox fills with one creator's announcements.
import { randomUUID } from "node:crypto";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { CREATOR_UPDATES_PER_DAY } from "../../../domain/notifications";
import type { Database } from "../../db/client";
import { notificationFanouts } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { enqueueFanout } from "./fanout";
import { namedUser } from "./notify";

export async function postCreatorUpdate(db: Database, creatorId: string, text: string) {
  return db.transaction(async (tx) => {
    // One update at a time per creator, so two at once cannot both take the day's last one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`creator-update:${creatorId}`}))`);
    const [today] = await tx
      .select({ posted: count() })
      .from(notificationFanouts)
      .where(
        and(
          eq(notificationFanouts.creatorId, creatorId),
          eq(notificationFanouts.kind, "influencer_update"),
          gt(notificationFanouts.createdAt, sql`now() - interval '1 day'`),
        ),
      );
    if ((today?.posted ?? 0) >= CREATOR_UPDATES_PER_DAY) {
      throw new AppError(
        "too_many_updates",
        429,
        `You can post ${CREATOR_UPDATES_PER_DAY} updates a day. Try again tomorrow.`,
      );
    }
    const creator = await namedUser(tx, creatorId);
    await enqueueFanout(
      tx,
      creatorId,
      "rookie",
      { kind: "influencer_update", data: { creator, text } },
      `update:${randomUUID()}`,
    );
    return { text };
  });
}
