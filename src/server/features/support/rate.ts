// The hourly limits on support requests and on replies in their threads, per user: rolling
// windows counted from the rows themselves, so a refused one leaves nothing behind.
import { sql } from "drizzle-orm";
import { SUPPORT_REPLIES_PER_HOUR, SUPPORT_REQUESTS_PER_HOUR } from "../../../domain/support-requests";
import type { Database, Queryable } from "../../db/client";
import { RateLimited, rollingWindowWait, takeRollingSlot, tryAgainIn } from "../../lib/rate-limit";

const limit = { max: SUPPORT_REQUESTS_PER_HOUR, windowSeconds: 3600 };
const requestsOf = (userId: string) => sql`select created_at from support_requests where requester_id = ${userId}`;

const tooManyRequests = (retryAfterSeconds: number) =>
  new RateLimited(
    retryAfterSeconds,
    `You have opened ${SUPPORT_REQUESTS_PER_HOUR} support requests in the last hour, the most we take.` +
      tryAgainIn(retryAfterSeconds),
    { code: "too_many_support_requests", details: { limit: SUPPORT_REQUESTS_PER_HOUR } },
  );

/** Refuses early, before a screenshot is decoded, when the window is already full. */
export async function checkSupportRequestRate(db: Queryable, userId: string) {
  const wait = await rollingWindowWait(db, requestsOf(userId), limit);
  if (wait !== null) throw tooManyRequests(wait);
}

/** Records the request under the user's lock, so concurrent ones cannot all take the last slot. */
export async function insertWithinSupportRate(db: Database, userId: string, record: (tx: Queryable) => Promise<void>) {
  await takeRollingSlot(db, {
    lockKey: `support-requests:${userId}`,
    events: requestsOf(userId),
    limit,
    record,
    refuse: tooManyRequests,
  });
}

const replyLimit = { max: SUPPORT_REPLIES_PER_HOUR, windowSeconds: 3600 };
const repliesOf = (userId: string) =>
  sql`select created_at from support_answers where author_id = ${userId} and written_by = 'requester'`;

const tooManyReplies = (retryAfterSeconds: number) =>
  new RateLimited(
    retryAfterSeconds,
    `You have sent ${SUPPORT_REPLIES_PER_HOUR} replies to support in the last hour, the most we take.` +
      tryAgainIn(retryAfterSeconds),
    { code: "too_many_support_replies", details: { limit: SUPPORT_REPLIES_PER_HOUR } },
  );

/** Records the reply under the user's lock, or refuses it when the hour's replies are used up. */
export async function insertWithinReplyRate(db: Database, userId: string, record: (tx: Queryable) => Promise<void>) {
  await takeRollingSlot(db, {
    lockKey: `support-replies:${userId}`,
    events: repliesOf(userId),
    limit: replyLimit,
    record,
    refuse: tooManyReplies,
  });
}
