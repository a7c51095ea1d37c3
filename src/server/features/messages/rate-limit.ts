// The per-sender message limits (domain MESSAGE_RATE_LIMITS): rolling windows counted from the
// messages themselves, so only sent messages count. Called under the sender's lock.
import { sql } from "drizzle-orm";
import { MESSAGE_RATE_LIMITS } from "../../../domain/messages";
import type { Queryable } from "../../db/client";
import { RateLimited, rollingWindowWait } from "../../lib/rate-limit";

export async function checkMessageRate(db: Queryable, senderId: string) {
  for (const limit of MESSAGE_RATE_LIMITS) {
    const wait = await rollingWindowWait(
      db,
      sql`select created_at from direct_messages where sender_id = ${senderId}`,
      limit,
    );
    if (wait !== null)
      throw new RateLimited(wait, "You are sending messages too quickly. Please wait a moment and try again.");
  }
}
