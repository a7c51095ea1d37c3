// A creator's update: a short text every member hears of (influencer_update), Rookie included.
// The fan-out row is the update's record: it says who wrote what and when, and counts against
// the creator's daily limit, so no member's inbox fills with one creator's announcements.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { CREATOR_UPDATES_PER_DAY } from "../../../domain/notifications";
import type { Database } from "../../db/client";
import { RateLimited, rollingWindowWait } from "../../lib/rate-limit";
import { enqueueFanout } from "./fanout";
import { namedUser } from "./notify";

export async function postCreatorUpdate(db: Database, creatorId: string, text: string) {
  return db.transaction(async (tx) => {
    // One update at a time per creator, so two at once cannot both take the day's last one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`creator-update:${creatorId}`}))`);
    const wait = await rollingWindowWait(
      tx,
      sql`select created_at from notification_fanouts where creator_id = ${creatorId} and kind = 'influencer_update'`,
      { max: CREATOR_UPDATES_PER_DAY, windowSeconds: 24 * 60 * 60 },
    );
    if (wait !== null) {
      throw new RateLimited(wait, `You can post ${CREATOR_UPDATES_PER_DAY} updates a day. Try again tomorrow.`, {
        code: "too_many_updates",
      });
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
