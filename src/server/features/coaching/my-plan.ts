// "My plan": the programs a member was given, with what they logged. The member's own calendar
// decides which day is today, so the web picks today's session from the days sent here.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { ProgramDay } from "../../../domain/coaching";
import type { Database, Queryable } from "../../db/client";
import { grantsAccess } from "../../db/membership-access";
import { memberships, posts, programAssignments, users, workoutSessions } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { loggedSets } from "./session-sets";

/**
 * Whether the member holds ALL STAR with the plan's creator right now: logging needs it. The
 * outer table is named in full because drizzle leaves a lone table's columns unqualified, and
 * inside this subquery those names would be memberships' own.
 */
const holdsAllStar = sql<boolean>`exists (
  select 1 from ${memberships}
  where ${memberships.followerId} = "program_assignments"."member_id"
    and ${memberships.creatorId} = "program_assignments"."creator_id"
    and ${memberships.tier} = 'all_star' and ${grantsAccess()})`;

/** The member's plans with what they logged; only those from `creatorId` when a coach is reading. */
export async function listMyPlans(db: Database, memberId: string, creatorId?: string) {
  const plans = await db
    .select({
      id: programAssignments.id,
      name: programAssignments.name,
      description: programAssignments.description,
      weeks: programAssignments.weeks,
      startDate: programAssignments.startDate,
      endDate: programAssignments.endDate,
      days: programAssignments.days,
      canLog: holdsAllStar,
      creator: { username: users.username, name: users.name, image: users.image },
    })
    .from(programAssignments)
    .innerJoin(users, eq(users.id, programAssignments.creatorId))
    .where(
      and(
        eq(programAssignments.memberId, memberId),
        creatorId ? eq(programAssignments.creatorId, creatorId) : undefined,
      ),
    )
    .orderBy(desc(programAssignments.startDate), desc(programAssignments.id))
    .limit(20);
  if (plans.length === 0) return { plans: [] };

  const sessions = await db
    .select({
      assignmentId: workoutSessions.assignmentId,
      dayIndex: workoutSessions.dayIndex,
      status: workoutSessions.status,
      note: workoutSessions.note,
      loggedSets: sql<number>`(select count(*)::int from set_logs s where s.session_id = "workout_sessions"."id")`,
    })
    .from(workoutSessions)
    .where(
      and(
        eq(workoutSessions.memberId, memberId),
        inArray(
          workoutSessions.assignmentId,
          plans.map((plan) => plan.id),
        ),
      ),
    );
  return {
    plans: plans.map((plan) => ({
      ...plan,
      sessions: sessions
        .filter((session) => session.assignmentId === plan.id)
        .map(({ assignmentId: _, ...session }) => session),
    })),
  };
}

/** The member's own plan with the flag logging needs, or 404 (a plan is private to its member). */
export async function findMyPlan(db: Queryable, memberId: string, assignmentId: string) {
  const [plan] = await db
    .select({
      id: programAssignments.id,
      creatorId: programAssignments.creatorId,
      startDate: programAssignments.startDate,
      weeks: programAssignments.weeks,
      days: programAssignments.days,
      canLog: holdsAllStar,
    })
    .from(programAssignments)
    .where(and(eq(programAssignments.id, assignmentId), eq(programAssignments.memberId, memberId)));
  if (!plan) throw new AppError("plan_not_found", 404, "No such plan.");
  return plan;
}

/**
 * The member's plan with only the day asked for, not the whole program: what logging reads on
 * every set. 404 when the plan is not theirs; `day` is null past the plan's last day.
 */
export async function findMyPlanDay(db: Queryable, memberId: string, assignmentId: string, dayIndex: number) {
  const [plan] = await db
    .select({
      id: programAssignments.id,
      creatorId: programAssignments.creatorId,
      startDate: programAssignments.startDate,
      canLog: holdsAllStar,
      day: sql<ProgramDay | null>`${programAssignments.days} -> ${dayIndex}::int`,
    })
    .from(programAssignments)
    .where(and(eq(programAssignments.id, assignmentId), eq(programAssignments.memberId, memberId)));
  if (!plan) throw new AppError("plan_not_found", 404, "No such plan.");
  return plan;
}

/** One day of a plan: its exercises with their videos' titles, and what the member logged. */
export async function getPlanDay(db: Database, memberId: string, assignmentId: string, dayIndex: number) {
  return readPlanDay(db, await findMyPlan(db, memberId, assignmentId), dayIndex);
}

/** A plan's day as member and coach both read it; `plan` was found with the reader's access checked. */
export async function readPlanDay(
  db: Database,
  plan: { id: string; creatorId: string; days: ProgramDay[]; canLog: boolean },
  dayIndex: number,
) {
  const day = plan.days[dayIndex];
  if (!day) throw new AppError("day_not_found", 404, "The plan has no such day.");
  const [session] = await db
    .select({ id: workoutSessions.id, status: workoutSessions.status, note: workoutSessions.note })
    .from(workoutSessions)
    .where(and(eq(workoutSessions.assignmentId, plan.id), eq(workoutSessions.dayIndex, dayIndex)));
  // A plan's day shows every set logged on it, whatever the coach has changed since.
  const sets = session ? (await loggedSets(db, session.id)).map(({ exerciseKey: _, ...set }) => set) : [];
  const videoIds = day.exercises.flatMap((exercise) => exercise.videoPostId ?? []);
  const videos =
    videoIds.length > 0
      ? await db
          .select({ id: posts.id, title: posts.title })
          .from(posts)
          .where(and(eq(posts.creatorId, plan.creatorId), inArray(posts.id, videoIds)))
      : [];
  return {
    dayIndex,
    canLog: plan.canLog,
    day,
    session: session ? { status: session.status, note: session.note } : null,
    sets,
    videos,
  };
}
