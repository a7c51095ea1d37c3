// The thread on a logged session: the coach comments, the member answers. Only those two read or
// write it; each new comment notifies the other (in-app, live) and refreshes their open screens.
import { and, asc, eq } from "drizzle-orm";
import type { Database, Queryable } from "../../db/client";
import { coachingComments, programAssignments, users, workoutSessions } from "../../db/schema";
import { publishHint } from "../../adapters/events/hints";
import { AppError } from "../../lib/errors";
import { namedUser, notify } from "../notifications";

/** The session of a plan day with its member and coach, if the viewer is one of them; else 404. */
async function threadOf(db: Queryable, viewerId: string, assignmentId: string, dayIndex: number) {
  const [thread] = await db
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
  if (!thread || (thread.memberId !== viewerId && thread.creatorId !== viewerId)) {
    throw new AppError("plan_not_found", 404, "No such plan.");
  }
  return thread;
}

export async function listComments(db: Database, viewerId: string, assignmentId: string, dayIndex: number) {
  const thread = await threadOf(db, viewerId, assignmentId, dayIndex);
  if (!thread.sessionId) return [];
  return db
    .select({
      id: coachingComments.id,
      body: coachingComments.body,
      createdAt: coachingComments.createdAt,
      author: { id: users.id, username: users.username, name: users.name, image: users.image },
    })
    .from(coachingComments)
    .innerJoin(users, eq(users.id, coachingComments.authorId))
    .where(eq(coachingComments.sessionId, thread.sessionId))
    .orderBy(asc(coachingComments.createdAt), asc(coachingComments.id))
    .limit(200);
}

/** Comments live with a logged session: a day nobody logged has nothing to comment on yet. */
export async function addComment(db: Database, authorId: string, assignmentId: string, dayIndex: number, body: string) {
  return db.transaction(async (tx) => {
    const thread = await threadOf(tx, authorId, assignmentId, dayIndex);
    if (!thread.sessionId) throw new AppError("session_not_logged", 409, "This day has not been logged yet.");
    const [comment] = await tx
      .insert(coachingComments)
      .values({ sessionId: thread.sessionId, authorId, body })
      .returning({ id: coachingComments.id, createdAt: coachingComments.createdAt });
    const other = authorId === thread.memberId ? thread.creatorId : thread.memberId;
    await notify(tx, other, "coaching_comment", {
      from: await namedUser(tx, authorId),
      assignmentId,
      dayIndex,
      memberId: thread.memberId,
      text: body.slice(0, 140),
    });
    await publishHint(tx, [thread.memberId, thread.creatorId], ["coaching"]);
    return comment!;
  });
}
