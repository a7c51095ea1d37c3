// A user's own support requests: opening one (with its priority and screenshot) and reading
// them with their answers. Only the requester and the owners ever read a request.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { SessionUser } from "../../../domain/roles";
import {
  SUPPORT_PAGE_SIZE,
  type PriorityTier,
  type SupportAnswerView,
  type SupportRequestInput,
  type SupportRequestPage,
  type SupportRequestView,
} from "../../../domain/support-requests";
import type { Storage } from "../../adapters/storage";
import type { Database, Queryable } from "../../db/client";
import { grantsAccess } from "../../db/membership-access";
import { memberships, supportAnswers, supportRequests } from "../../db/schema";
import { afterCursor, cursorTime, decodeCursor, encodeCursor } from "../../lib/cursor";
import { AppError } from "../../lib/errors";
import { isUuid } from "../../lib/ids";
import { hintSupport } from "./hints";
import { checkSupportRequestRate, insertWithinSupportRate } from "./rate";
import { cleanScreenshot, screenshotUrl, storeScreenshot } from "./screenshots";

export type SupportRequestRow = typeof supportRequests.$inferSelect;

/** The best paid tier the user holds right now with any creator, or null. */
export async function priorityTierOf(db: Queryable, userId: string): Promise<PriorityTier | null> {
  const [best] = await db
    .select({ tier: memberships.tier })
    .from(memberships)
    .where(and(eq(memberships.followerId, userId), inArray(memberships.tier, ["pro", "all_star"]), grantsAccess()))
    .orderBy(sql`${memberships.tier} = 'all_star' desc`)
    .limit(1);
  return (best?.tier as PriorityTier | undefined) ?? null;
}

/**
 * Opens a request. The words were checked by the route; the rate and the screenshot are checked
 * here before anything is stored, and a refused request leaves no file behind.
 */
export async function openSupportRequest(
  db: Database,
  storage: Storage,
  ownerEmails: readonly string[],
  viewer: SessionUser,
  input: SupportRequestInput & { screenshot?: File },
): Promise<SupportRequestView> {
  await checkSupportRequestRate(db, viewer.id);
  // A form's empty file field (nothing picked) arrives as a file of 0 bytes: no screenshot.
  const screenshot = input.screenshot?.size ? await cleanScreenshot(input.screenshot) : null;
  const priorityTier = await priorityTierOf(db, viewer.id);
  const screenshotKey = screenshot ? await storeScreenshot(storage, viewer.id, screenshot) : null;
  let created: SupportRequestRow | undefined;
  try {
    await insertWithinSupportRate(db, viewer.id, async (tx) => {
      [created] = await tx
        .insert(supportRequests)
        .values({
          requesterId: viewer.id,
          subject: input.subject,
          message: input.message,
          priorityTier,
          screenshotKey,
          screenshotType: screenshot?.mimeType ?? null,
        })
        .returning();
      // The owners' queue shows it without a reload.
      await hintSupport(tx, ownerEmails, viewer.id);
    });
  } catch (error) {
    if (screenshotKey) await storage.delete(screenshotKey);
    throw error;
  }
  return toView(created!, []);
}

export const requestNotFound = () =>
  new AppError("support_request_not_found", 404, "This support request does not exist.");

/**
 * The request when the viewer may read it (its requester or an owner). Anyone else gets the same
 * 404 as for a request that does not exist: whether it exists is the requester's business.
 */
export async function readableRequest(db: Queryable, viewer: SessionUser, requestId: string) {
  if (!isUuid(requestId)) throw requestNotFound();
  const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, requestId));
  if (!row || (row.requesterId !== viewer.id && !viewer.isOwner)) throw requestNotFound();
  return row;
}

/** The threads of these requests (answers and replies), oldest first, grouped by request. */
export async function answersOf(db: Queryable, requestIds: string[]) {
  const byRequest = new Map<string, SupportAnswerView[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select()
    .from(supportAnswers)
    .where(inArray(supportAnswers.requestId, requestIds))
    .orderBy(asc(supportAnswers.createdAt), asc(supportAnswers.id));
  for (const row of rows) {
    const list = byRequest.get(row.requestId) ?? [];
    list.push({
      id: row.id,
      writtenBy: row.writtenBy,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    });
    byRequest.set(row.requestId, list);
  }
  return byRequest;
}

export function toView(row: SupportRequestRow, answers: SupportAnswerView[]): SupportRequestView {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    status: row.status,
    priorityTier: row.priorityTier,
    screenshotUrl: row.screenshotKey ? screenshotUrl(row.id) : null,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answers,
  };
}

/** The viewer's own requests with their answers, newest first, a keyset page at a time. */
export async function listOwnRequests(db: Database, viewer: SessionUser, cursor?: string): Promise<SupportRequestPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select({ request: supportRequests, cursorTime: cursorTime(supportRequests.createdAt) })
    .from(supportRequests)
    .where(
      and(
        eq(supportRequests.requesterId, viewer.id),
        after ? afterCursor(supportRequests.createdAt, supportRequests.id, after) : undefined,
      ),
    )
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(SUPPORT_PAGE_SIZE + 1);
  const page = rows.slice(0, SUPPORT_PAGE_SIZE);
  const answers = await answersOf(
    db,
    page.map((row) => row.request.id),
  );
  const last = page.at(-1);
  return {
    requests: page.map((row) => toView(row.request, answers.get(row.request.id) ?? [])),
    nextCursor:
      rows.length > SUPPORT_PAGE_SIZE && last
        ? encodeCursor({ createdAt: last.cursorTime, id: last.request.id })
        : null,
  };
}

/** One request the viewer may read, with its answers. */
export async function getSupportRequest(db: Database, viewer: SessionUser, requestId: string) {
  const row = await readableRequest(db, viewer, requestId);
  return toView(row, (await answersOf(db, [row.id])).get(row.id) ?? []);
}
