// Logging a plan's session: each set is saved the moment it is entered (so a phone that loses
// signal mid-workout loses at most one set), and the session is marked done, partly done or skipped.
import { and, eq, sql } from "drizzle-orm";
import {
  addDays,
  exerciseKey,
  MAX_SETS,
  sessionProgress,
  toKg,
  type ProgramDay,
  type SessionStatus,
  type SetLogBody,
} from "../../../domain/coaching";
import type { Database, Queryable } from "../../db/client";
import { setLogs, workoutSessions } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { findMyPlanDay } from "./my-plan";
import { celebrateRecords } from "./records";

export interface SetAddress {
  assignmentId: string;
  dayIndex: number;
  exerciseIndex: number;
  setNumber: number;
}

/** The member's plan and its day, if they may log against it now: ALL STAR with its creator. */
async function loggablePlan(db: Queryable, memberId: string, assignmentId: string, dayIndex: number) {
  const plan = await findMyPlanDay(db, memberId, assignmentId, dayIndex);
  if (!plan.canLog) {
    throw new AppError(
      "all_star_required",
      403,
      "Your plan stays readable, but logging it needs an ALL STAR membership with its creator.",
    );
  }
  return plan;
}

/**
 * The session row of a plan day, made on its first set or status (nothing logged: it stops at its
 * first exercise). Upserting it locks the row until the transaction ends, so two sets saved at
 * once are counted one after the other (refreshProgress).
 */
async function sessionFor(
  db: Queryable,
  plan: { id: string; creatorId: string; startDate: string; day: ProgramDay | null },
  memberId: string,
  dayIndex: number,
) {
  const [session] = await db
    .insert(workoutSessions)
    .values({
      assignmentId: plan.id,
      memberId,
      creatorId: plan.creatorId,
      dayIndex,
      scheduledOn: addDays(plan.startDate, dayIndex),
      ...sessionProgress(plan.day?.exercises ?? [], new Map()),
    })
    .onConflictDoUpdate({
      target: [workoutSessions.assignmentId, workoutSessions.dayIndex],
      set: { updatedAt: sql`now()` },
    })
    .returning({ id: workoutSessions.id, scheduledOn: workoutSessions.scheduledOn });
  return session!;
}

/**
 * The session's sets counted again and where it would stop now, after a set was added or
 * cleared: what completion across a program's clients reads. The caller holds the session's lock.
 */
async function refreshProgress(db: Queryable, sessionId: string, day: ProgramDay | null) {
  const counts = await db
    .select({ exerciseIndex: setLogs.exerciseIndex, count: sql<number>`count(*)::int` })
    .from(setLogs)
    .where(eq(setLogs.sessionId, sessionId))
    .groupBy(setLogs.exerciseIndex);
  const logged = new Map(counts.map((row) => [row.exerciseIndex, row.count]));
  await db
    .update(workoutSessions)
    .set(sessionProgress(day?.exercises ?? [], logged))
    .where(eq(workoutSessions.id, sessionId));
}

/** Where a set goes: its session (made on the first set), and the exercise it is a set of. */
export interface SetTarget {
  sessionId: string;
  /** The creator of the plan or routine. */
  creatorId: string;
  performedOn: string;
  exerciseName: string;
  exerciseIndex: number;
  setNumber: number;
  /** A plan's day, whose progress (sets logged, where it stops) a new set moves; none for a routine. */
  plannedDay?: ProgramDay | null;
}

/**
 * Saves one set, plan's or routine's alike, and answers the records it beat. Resending the same
 * set (a phone whose answer was lost) changes nothing and celebrates nothing.
 */
export async function writeSet(tx: Queryable, memberId: string, target: SetTarget, body: SetLogBody) {
  const values = {
    reps: body.reps,
    loadKg: body.load === null ? null : toKg(body.load, body.unit),
    rpe: body.rpe,
    seconds: body.seconds,
  };
  const at = and(
    eq(setLogs.sessionId, target.sessionId),
    eq(setLogs.exerciseIndex, target.exerciseIndex),
    eq(setLogs.setNumber, target.setNumber),
  );
  const [before] = await tx
    .select({ reps: setLogs.reps, loadKg: setLogs.loadKg, rpe: setLogs.rpe, seconds: setLogs.seconds })
    .from(setLogs)
    .where(at);
  const unchanged =
    before !== undefined &&
    before.reps === values.reps &&
    before.loadKg === values.loadKg &&
    before.rpe === values.rpe &&
    before.seconds === values.seconds;
  const [saved] = await tx
    .insert(setLogs)
    .values({
      sessionId: target.sessionId,
      memberId,
      exerciseIndex: target.exerciseIndex,
      setNumber: target.setNumber,
      exerciseName: target.exerciseName,
      exerciseKey: exerciseKey(target.exerciseName),
      performedOn: target.performedOn,
      ...values,
    })
    .onConflictDoUpdate({
      target: [setLogs.sessionId, setLogs.exerciseIndex, setLogs.setNumber],
      set: { ...values, loggedAt: sql`now()` },
    })
    .returning({
      id: setLogs.id,
      exerciseIndex: setLogs.exerciseIndex,
      setNumber: setLogs.setNumber,
      reps: setLogs.reps,
      loadKg: setLogs.loadKg,
      rpe: setLogs.rpe,
      seconds: setLogs.seconds,
    });
  const { id, ...set } = saved!;
  // A changed set leaves the counts as they were; a new one moves them.
  if (before === undefined && target.plannedDay !== undefined) {
    await refreshProgress(tx, target.sessionId, target.plannedDay);
  }
  if (unchanged) return { set, newRecords: [] };
  const newRecords = await celebrateRecords(tx, memberId, {
    setId: id,
    creatorId: target.creatorId,
    exerciseName: target.exerciseName,
    performedOn: target.performedOn,
    ...values,
  });
  return { set, newRecords };
}

/** Marks a session done, partly done or skipped, with the member's note. */
export async function writeStatus(tx: Queryable, sessionId: string, body: { status: SessionStatus; note: string }) {
  const [marked] = await tx
    .update(workoutSessions)
    .set({ status: body.status, note: body.note })
    .where(eq(workoutSessions.id, sessionId))
    .returning({ status: workoutSessions.status, note: workoutSessions.note });
  return marked!;
}

export async function saveSet(db: Database, memberId: string, at: SetAddress, body: SetLogBody) {
  return db.transaction(async (tx) => {
    const plan = await loggablePlan(tx, memberId, at.assignmentId, at.dayIndex);
    const exercise = plan.day?.exercises[at.exerciseIndex];
    if (!exercise) throw new AppError("exercise_not_found", 404, "The plan has no such exercise.");
    if (at.setNumber > Math.max(exercise.sets, MAX_SETS)) {
      throw new AppError("set_not_found", 404, "The exercise has no such set.");
    }
    const session = await sessionFor(tx, plan, memberId, at.dayIndex);
    return writeSet(
      tx,
      memberId,
      {
        ...at,
        sessionId: session.id,
        creatorId: plan.creatorId,
        performedOn: session.scheduledOn,
        exerciseName: exercise.name,
        plannedDay: plan.day,
      },
      body,
    );
  });
}

export async function clearSet(db: Database, memberId: string, at: SetAddress) {
  await db.transaction(async (tx) => {
    const plan = await loggablePlan(tx, memberId, at.assignmentId, at.dayIndex);
    // Locked first, like a save does, so a set saved meanwhile waits and the recount sees it.
    const [session] = await tx
      .select({ id: workoutSessions.id })
      .from(workoutSessions)
      .where(and(eq(workoutSessions.assignmentId, at.assignmentId), eq(workoutSessions.dayIndex, at.dayIndex)))
      .for("update");
    if (!session) return;
    const cleared = await tx
      .delete(setLogs)
      .where(
        and(
          eq(setLogs.sessionId, session.id),
          eq(setLogs.memberId, memberId),
          eq(setLogs.exerciseIndex, at.exerciseIndex),
          eq(setLogs.setNumber, at.setNumber),
        ),
      )
      .returning({ id: setLogs.id });
    if (cleared.length > 0) await refreshProgress(tx, session.id, plan.day);
  });
}

export async function markSession(
  db: Database,
  memberId: string,
  assignmentId: string,
  dayIndex: number,
  body: { status: SessionStatus; note: string },
) {
  return db.transaction(async (tx) => {
    const plan = await loggablePlan(tx, memberId, assignmentId, dayIndex);
    if (!plan.day) throw new AppError("day_not_found", 404, "The plan has no such day.");
    const session = await sessionFor(tx, plan, memberId, dayIndex);
    return writeStatus(tx, session.id, body);
  });
}
