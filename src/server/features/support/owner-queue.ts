// The owners' side of support: the list (open before answered, priority before the rest, then
// the oldest first, so a queue is worked from the front), one request with who asked, and answering.
import { asc, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../../../domain/roles";
import {
  OWNER_SUPPORT_PAGE_SIZE,
  type OwnerSupportRequest,
  type SupportQueuePage,
} from "../../../domain/support-requests";
import type { Database } from "../../db/client";
import { supportAnswers, supportRequests, users } from "../../db/schema";
import { cursorTime, decodeCursor, encodeCursor } from "../../lib/cursor";
import { isUuid } from "../../lib/ids";
import { notify } from "../notifications";
import { hintSupport } from "./hints";
import { answersOf, readableRequest, requestNotFound, toView } from "./requests";

/**
 * Where a row stands in the order: 0 open priority, 1 open, 2 answered priority, 3 answered.
 * The same expressions as the queue index, so the list is one index scan.
 */
const isAnswered = sql<boolean>`(${supportRequests.status} = 'answered')`;
const isNotPriority = sql<boolean>`(${supportRequests.priorityTier} is null)`;

/** A cursor's id carries the rank before the row's id ("1:<uuid>"): the order has two keys before the time. */
const RANKED_ID = /^([0-3]):(.+)$/;
const isRankedId = (value: string) => {
  const match = RANKED_ID.exec(value);
  return Boolean(match && isUuid(match[2]!));
};

export async function listSupportQueue(db: Database, cursor?: string): Promise<SupportQueuePage> {
  const after = cursor ? decodeCursor(cursor, isRankedId) : null;
  const [, rank = "0", id = ""] = after ? (RANKED_ID.exec(after.id) ?? []) : [];
  const rows = await db
    .select({
      id: supportRequests.id,
      subject: supportRequests.subject,
      status: supportRequests.status,
      priorityTier: supportRequests.priorityTier,
      hasScreenshot: sql<boolean>`${supportRequests.screenshotKey} is not null`,
      createdAt: supportRequests.createdAt,
      answeredAt: supportRequests.answeredAt,
      cursorTime: cursorTime(supportRequests.createdAt),
      username: users.username,
      name: users.name,
    })
    .from(supportRequests)
    .innerJoin(users, eq(users.id, supportRequests.requesterId))
    .where(
      after
        ? sql`(${isAnswered}, ${isNotPriority}, ${supportRequests.createdAt}, ${supportRequests.id}) >
              (${Number(rank) >= 2}, ${Number(rank) % 2 === 1}, ${after.createdAt}::timestamptz, ${id}::uuid)`
        : undefined,
    )
    .orderBy(isAnswered, isNotPriority, asc(supportRequests.createdAt), asc(supportRequests.id))
    .limit(OWNER_SUPPORT_PAGE_SIZE + 1);
  const page = rows.slice(0, OWNER_SUPPORT_PAGE_SIZE);
  const last = page.at(-1);
  const rankOf = (row: (typeof rows)[number]) => (row.status === "answered" ? 2 : 0) + (row.priorityTier ? 0 : 1);
  return {
    requests: page.map((row) => ({
      id: row.id,
      subject: row.subject,
      status: row.status,
      priorityTier: row.priorityTier,
      requester: { username: row.username, name: row.name },
      hasScreenshot: row.hasScreenshot,
      createdAt: row.createdAt.toISOString(),
      answeredAt: row.answeredAt?.toISOString() ?? null,
    })),
    nextCursor:
      rows.length > OWNER_SUPPORT_PAGE_SIZE && last
        ? encodeCursor({ createdAt: last.cursorTime, id: `${rankOf(last)}:${last.id}` })
        : null,
  };
}

/** One request as an owner opens it: the thread, and who asked (to write back by email if need be). */
export async function getOwnerSupportRequest(
  db: Database,
  viewer: SessionUser,
  requestId: string,
): Promise<OwnerSupportRequest> {
  const row = await readableRequest(db, viewer, requestId);
  const [requester] = await db
    .select({ username: users.username, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, row.requesterId));
  if (!requester) throw requestNotFound();
  return { ...toView(row, (await answersOf(db, [row.id])).get(row.id) ?? []), requester };
}

/**
 * An owner's answer: stored with the thread, the request marked answered, and the requester told
 * (in-app and live; the notification's words are the reader's language), the other owners' queues
 * refreshed. One transaction, so a failed answer neither marks the request nor notifies anyone.
 */
export async function answerSupportRequest(
  db: Database,
  ownerEmails: readonly string[],
  owner: SessionUser,
  requestId: string,
  message: string,
) {
  if (!isUuid(requestId)) throw requestNotFound();
  await db.transaction(async (tx) => {
    const [request] = await tx
      .update(supportRequests)
      .set({ status: "answered", answeredAt: sql`now()` })
      .where(eq(supportRequests.id, requestId))
      .returning({
        id: supportRequests.id,
        requesterId: supportRequests.requesterId,
        subject: supportRequests.subject,
      });
    if (!request) throw requestNotFound();
    const [answer] = await tx
      .insert(supportAnswers)
      .values({ requestId, authorId: owner.id, message })
      .returning({ id: supportAnswers.id });
    await notify(
      tx,
      request.requesterId,
      "support_answered",
      { requestId, subject: request.subject },
      `support_answer:${answer!.id}`,
    );
    await hintSupport(tx, ownerEmails, request.requesterId);
  });
  return getOwnerSupportRequest(db, owner, requestId);
}
