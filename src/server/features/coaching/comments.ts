// The thread between a coach and their member on one item: a logged session of a plan, or a
// weekly check-in. Only those two read or write it; each new comment notifies the other (in-app,
// live, by email when left unread) and refreshes their open screens.
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { NotificationFacts } from "../../../domain/notifications";
import type { Database, Queryable } from "../../db/client";
import { checkins, coachingComments, programAssignments, users, workoutSessions } from "../../db/schema";
import { publishHint } from "../../adapters/events/hints";
import { AppError } from "../../lib/errors";
import { namedUser, notify } from "../notifications";
import { checkinNotFound } from "./checkins";

/** Whose thread it is, and which item it lives with (none yet for a plan day nobody logged). */
interface Thread {
  memberId: string;
  creatorId: string;
  item: { sessionId: string; checkinId?: never } | { checkinId: string; sessionId?: never } | null;
}

const isParty = (thread: Thread | undefined, viewerId: string): thread is Thread =>
  thread !== undefined && (thread.memberId === viewerId || thread.creatorId === viewerId);

/** The session of a plan day with its member and coach, if the viewer is one of them; else 404. */
async function sessionThread(db: Queryable, viewerId: string, assignmentId: string, dayIndex: number) {
  const [row] = await db
    .select({
      sessionId: workoutSessions.id,
      memberId: programAssignments.memberId,
      creatorId: programAssignments.creatorId,
    })
    .from(programAssignments)
    .leftJoin(
      workoutSessions,
      and(eq(workoutSessions.assignmentId, programAssignments.id), eq(workoutSessions.dayIndex, dayIndex)),
    )
    .where(eq(programAssignments.id, assignmentId));
  const thread = row && { ...row, item: row.sessionId ? { sessionId: row.sessionId } : null };
  if (!isParty(thread, viewerId)) throw new AppError("plan_not_found", 404, "No such plan.");
  return thread;
}

/** A check-in with its member and coach, if the viewer is one of them; else 404. */
async function checkinThread(db: Queryable, viewerId: string, checkinId: string) {
  const [row] = await db
    .select({
      checkinId: checkins.id,
      memberId: checkins.memberId,
      creatorId: checkins.creatorId,
      weekStart: checkins.weekStart,
      creator: users.username,
    })
    .from(checkins)
    .innerJoin(users, eq(users.id, checkins.creatorId))
    .where(eq(checkins.id, checkinId));
  const thread = row && { ...row, item: { checkinId: row.checkinId } };
  if (!isParty(thread, viewerId)) throw checkinNotFound();
  return thread;
}

const itemFilter = (item: NonNullable<Thread["item"]>): SQL =>
  item.sessionId ? eq(coachingComments.sessionId, item.sessionId) : eq(coachingComments.checkinId, item.checkinId!);

async function readThread(db: Queryable, thread: Thread) {
  if (!thread.item) return [];
  return db
    .select({
      id: coachingComments.id,
      body: coachingComments.body,
      createdAt: coachingComments.createdAt,
      author: { id: users.id, username: users.username, name: users.name, image: users.image },
    })
    .from(coachingComments)
    .innerJoin(users, eq(users.id, coachingComments.authorId))
    .where(itemFilter(thread.item))
    .orderBy(asc(coachingComments.createdAt), asc(coachingComments.id))
    .limit(200);
}

/**
 * Adds the comment and tells the other party. `facts` words the notification for the item; it
 * gets who wrote and the start of the text.
 */
async function postComment<Type extends "coaching_comment" | "checkin_comment">(
  tx: Queryable,
  authorId: string,
  thread: Thread,
  body: string,
  type: Type,
  facts: Omit<NotificationFacts[Type], "from" | "text">,
) {
  if (!thread.item) throw new AppError("session_not_logged", 409, "This day has not been logged yet.");
  const [comment] = await tx
    .insert(coachingComments)
    .values({ ...thread.item, authorId, body })
    .returning({ id: coachingComments.id, createdAt: coachingComments.createdAt });
  const other = authorId === thread.memberId ? thread.creatorId : thread.memberId;
  const from = await namedUser(tx, authorId);
  await notify(tx, other, type, { ...facts, from, text: body.slice(0, 140) } as NotificationFacts[Type]);
  await publishHint(tx, [thread.memberId, thread.creatorId], ["coaching"]);
  return comment!;
}

export async function listComments(db: Database, viewerId: string, assignmentId: string, dayIndex: number) {
  return readThread(db, await sessionThread(db, viewerId, assignmentId, dayIndex));
}

/** Comments live with a logged session: a day nobody logged has nothing to comment on yet. */
export async function addComment(db: Database, authorId: string, assignmentId: string, dayIndex: number, body: string) {
  return db.transaction(async (tx) => {
    const thread = await sessionThread(tx, authorId, assignmentId, dayIndex);
    return postComment(tx, authorId, thread, body, "coaching_comment", {
      assignmentId,
      dayIndex,
      memberId: thread.memberId,
    });
  });
}

export async function listCheckinComments(db: Database, viewerId: string, checkinId: string) {
  return readThread(db, await checkinThread(db, viewerId, checkinId));
}

export async function addCheckinComment(db: Database, authorId: string, checkinId: string, body: string) {
  return db.transaction(async (tx) => {
    const thread = await checkinThread(tx, authorId, checkinId);
    return postComment(tx, authorId, thread, body, "checkin_comment", {
      checkinId,
      creator: thread.creator,
      weekStart: thread.weekStart,
    });
  });
}
