// Logging a creator's daily routine: a PRO or ALL STAR member follows the day's routine and logs
// its workout blocks like a plan's exercises (sets of reps, load and RPE, or a time), then marks
// the session done, partly done or skipped. The sets feed the member's records like any others.
import { and, eq, sql } from "drizzle-orm";
import { addDays, exerciseKey, MAX_SETS, type SessionStatus, type SetLogBody } from "../../../domain/coaching";
import { canAccessTier } from "../../../domain/memberships";
import type { Database, Queryable } from "../../db/client";
import { routines, setLogs, users, workoutSessions } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { findCreatorId, viewerTierFor } from "../memberships";
import { loggedSets } from "./session-sets";
import { writeSet, writeStatus } from "./set-logs";

export interface RoutineDay {
  username: string;
  date: string;
}

/** A routine's workout blocks as exercises, each with its place among all the day's blocks. */
const exercisesOf = (blocks: { type: string; activity: string; description: string }[]) =>
  blocks.flatMap((block, index) =>
    block.type === "workout" ? [{ index, name: block.activity, notes: block.description }] : [],
  );

/**
 * The routine of that day, if the member may read it in full (PRO or better with its creator):
 * the routine itself is for them only. A day not yet begun anywhere cannot be logged.
 */
async function readableRoutine(db: Database, memberId: string, day: RoutineDay) {
  const creatorId = await findCreatorId(db, day.username);
  if (!canAccessTier("pro", await viewerTierFor(db, memberId, creatorId))) {
    throw new AppError(
      "membership_required",
      403,
      "Logging a routine needs a PRO or ALL STAR membership with its creator.",
    );
  }
  const [routine] = await db
    .select({ id: routines.id, title: routines.title, blocks: routines.blocks, creator: users.name })
    .from(routines)
    .innerJoin(users, eq(users.id, routines.creatorId))
    .where(and(eq(routines.creatorId, creatorId), eq(routines.routineDate, day.date)));
  if (!routine) throw new AppError("routine_not_found", 404, "There is no routine that day.");
  // The member's calendar may be a day ahead of the server's (time zones), not more.
  if (day.date > addDays(new Date().toISOString().slice(0, 10), 1)) {
    throw new AppError("routine_not_started", 409, "This routine's day has not come yet.");
  }
  return { ...routine, creatorId, exercises: exercisesOf(routine.blocks) };
}

async function sessionOf(db: Queryable, routineId: string, memberId: string) {
  const [session] = await db
    .select({ id: workoutSessions.id, status: workoutSessions.status, note: workoutSessions.note })
    .from(workoutSessions)
    .where(and(eq(workoutSessions.routineId, routineId), eq(workoutSessions.memberId, memberId)));
  return session;
}

/** The routine's session, made on its first set or status. */
async function sessionFor(db: Queryable, routine: { id: string; creatorId: string }, memberId: string, date: string) {
  const [session] = await db
    .insert(workoutSessions)
    .values({ routineId: routine.id, memberId, creatorId: routine.creatorId, dayIndex: 0, scheduledOn: date })
    .onConflictDoUpdate({
      target: [workoutSessions.routineId, workoutSessions.memberId],
      set: { updatedAt: sql`now()` },
    })
    .returning({ id: workoutSessions.id });
  return session!;
}

/** The day's routine as the member logs it: its workout blocks and what they logged so far. */
export async function getRoutineLog(db: Database, memberId: string, day: RoutineDay) {
  const routine = await readableRoutine(db, memberId, day);
  const session = await sessionOf(db, routine.id, memberId);
  const logged = session ? await loggedSets(db, session.id) : [];
  // A creator may edit the routine after the member logged it: a set shows under its block only
  // while that block is still the same exercise (it stays in the member's history and records).
  const keys = new Map(routine.exercises.map((exercise) => [exercise.index, exerciseKey(exercise.name)]));
  const sets = logged
    .filter((set) => keys.get(set.exerciseIndex) === set.exerciseKey)
    .map(({ exerciseKey: _, ...set }) => set);
  return {
    creator: { username: day.username, name: routine.creator },
    date: day.date,
    title: routine.title,
    exercises: routine.exercises,
    session: session ? { status: session.status, note: session.note } : null,
    sets,
  };
}

export async function saveRoutineSet(
  db: Database,
  memberId: string,
  at: RoutineDay & { exerciseIndex: number; setNumber: number },
  body: SetLogBody,
) {
  const routine = await readableRoutine(db, memberId, at);
  const exercise = routine.exercises.find((candidate) => candidate.index === at.exerciseIndex);
  if (!exercise) throw new AppError("exercise_not_found", 404, "The routine has no such workout.");
  if (at.setNumber > MAX_SETS) throw new AppError("set_not_found", 404, "The exercise has no such set.");
  return db.transaction(async (tx) => {
    const session = await sessionFor(tx, routine, memberId, at.date);
    return writeSet(
      tx,
      memberId,
      {
        sessionId: session.id,
        creatorId: routine.creatorId,
        performedOn: at.date,
        exerciseName: exercise.name,
        exerciseIndex: at.exerciseIndex,
        setNumber: at.setNumber,
      },
      body,
    );
  });
}

export async function clearRoutineSet(
  db: Database,
  memberId: string,
  at: RoutineDay & { exerciseIndex: number; setNumber: number },
) {
  const routine = await readableRoutine(db, memberId, at);
  const session = await sessionOf(db, routine.id, memberId);
  if (!session) return;
  await db
    .delete(setLogs)
    .where(
      and(
        eq(setLogs.sessionId, session.id),
        eq(setLogs.exerciseIndex, at.exerciseIndex),
        eq(setLogs.setNumber, at.setNumber),
      ),
    );
}

export async function markRoutineSession(
  db: Database,
  memberId: string,
  day: RoutineDay,
  body: { status: SessionStatus; note: string },
) {
  const routine = await readableRoutine(db, memberId, day);
  if (routine.exercises.length === 0) {
    throw new AppError("no_workout", 409, "This routine has no workout to log.");
  }
  return db.transaction(async (tx) => writeStatus(tx, (await sessionFor(tx, routine, memberId, day.date)).id, body));
}
