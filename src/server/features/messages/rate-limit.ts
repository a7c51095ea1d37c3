// The per-sender message limits (domain MESSAGE_RATE_LIMITS), counted from the messages
// themselves so every app instance agrees. Called under the sender's lock.
import { sql } from "drizzle-orm";
import { MESSAGE_RATE_LIMITS } from "../../../domain/messages";
import type { Queryable } from "../../db/client";
import { AppError } from "../../lib/errors";

export async function checkMessageRate(db: Queryable, senderId: string) {
  for (const { windowSeconds, max } of MESSAGE_RATE_LIMITS) {
    // The max-th most recent message in the window: while it is inside, the window is full.
    const result = await db.execute<{ retryAfter: number }>(sql`
      select ceil(extract(epoch from (created_at + make_interval(secs => ${windowSeconds}) - now())))::int as "retryAfter"
      from direct_messages
      where sender_id = ${senderId} and created_at > now() - make_interval(secs => ${windowSeconds})
      order by created_at desc offset ${max - 1} limit 1`);
    const full = result.rows[0];
    if (full) {
      const retryAfterSeconds = Math.max(1, full.retryAfter);
      throw new AppError(
        "rate_limited",
        429,
        "You are sending messages too quickly. Please wait a moment and try again.",
        { retryAfterSeconds },
      );
    }
  }
}
