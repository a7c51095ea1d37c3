// Giving a program to ALL STAR members: each gets their own copy from a start date, and a
// notification. Who may be given one is checked here, in the same query for all of them.
import { and, desc, eq, inArray } from "drizzle-orm";
import { addDays, DAYS_PER_WEEK, plannedDayIndexes, type AssignmentBody } from "../../../domain/coaching";
import type { Database } from "../../db/client";
import { grantsAccess } from "../../db/membership-access";
import { memberships, programAssignments, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { namedUser, notify } from "../notifications";
import { getProgram } from "./programs";

/** The creator's members who hold ALL STAR right now: the only ones a plan can be given to. */
export async function coachableMembers(db: Database, creatorId: string) {
  return db
    .select({ id: users.id, username: users.username, name: users.name, image: users.image })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.followerId))
    .where(and(eq(memberships.creatorId, creatorId), eq(memberships.tier, "all_star"), grantsAccess()))
    .orderBy(users.name, users.id)
    .limit(1000);
}

export async function assignProgram(db: Database, creatorId: string, programId: string, body: AssignmentBody) {
  const program = await getProgram(db, creatorId, programId);
  const memberIds = [...new Set(body.memberIds)];
  const eligible = await db
    .select({ id: memberships.followerId })
    .from(memberships)
    .where(
      and(
        eq(memberships.creatorId, creatorId),
        inArray(memberships.followerId, memberIds),
        eq(memberships.tier, "all_star"),
        grantsAccess(),
      ),
    );
  const eligibleIds = new Set(eligible.map((row) => row.id));
  const refused = memberIds.filter((id) => !eligibleIds.has(id));
  if (refused.length > 0) {
    throw new AppError("all_star_required", 409, "Plans can be assigned only to ALL STAR members.", {
      memberIds: refused,
    });
  }

  const endDate = addDays(body.startDate, program.weeks * DAYS_PER_WEEK);
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(programAssignments)
      .values(
        memberIds.map((memberId) => ({
          programId,
          creatorId,
          memberId,
          name: program.name,
          description: program.description,
          weeks: program.weeks,
          days: program.days,
          plannedDays: plannedDayIndexes(program.days),
          startDate: body.startDate,
          endDate,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: programAssignments.id, memberId: programAssignments.memberId });
    const creator = await namedUser(tx, creatorId);
    for (const assignment of created) {
      await notify(tx, assignment.memberId, "plan_assigned", {
        creator,
        assignmentId: assignment.id,
        name: program.name,
        startDate: body.startDate,
      });
    }
    return { assigned: created.length, alreadyAssigned: memberIds.length - created.length };
  });
}

/** Who follows this program, newest first (the builder shows it before an edit or a delete). */
export async function programAssignees(db: Database, creatorId: string, programId: string) {
  return db
    .select({
      id: programAssignments.id,
      startDate: programAssignments.startDate,
      member: { id: users.id, username: users.username, name: users.name },
    })
    .from(programAssignments)
    .innerJoin(users, eq(users.id, programAssignments.memberId))
    .where(and(eq(programAssignments.programId, programId), eq(programAssignments.creatorId, creatorId)))
    .orderBy(desc(programAssignments.startDate), desc(programAssignments.id))
    .limit(200);
}

/** Ends a member's plan early: their logs go with it, so the web confirms first. */
export async function removeAssignment(db: Database, creatorId: string, assignmentId: string) {
  const deleted = await db
    .delete(programAssignments)
    .where(and(eq(programAssignments.id, assignmentId), eq(programAssignments.creatorId, creatorId)))
    .returning({ id: programAssignments.id });
  if (deleted.length === 0) throw new AppError("assignment_not_found", 404, "No such plan.");
}
