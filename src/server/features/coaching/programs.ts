// A creator's programs: built, saved as templates, duplicated, edited and deleted. Members never
// read these rows; they read the copy made when a program is assigned (assignments.ts).
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { ProgramBody, ProgramDay } from "../../../domain/coaching";
import type { Database } from "../../db/client";
import { posts, programs } from "../../db/schema";
import { AppError } from "../../lib/errors";

const summaryColumns = {
  id: programs.id,
  name: programs.name,
  description: programs.description,
  weeks: programs.weeks,
  isTemplate: programs.isTemplate,
  updatedAt: programs.updatedAt,
  // The outer column in full: drizzle leaves a lone table's columns unqualified.
  assignedCount: sql<number>`(select count(*)::int from program_assignments a where a.program_id = "programs"."id")`,
};

export async function listPrograms(db: Database, creatorId: string) {
  return db
    .select(summaryColumns)
    .from(programs)
    .where(eq(programs.creatorId, creatorId))
    .orderBy(desc(programs.updatedAt), desc(programs.id))
    .limit(200);
}

export async function getProgram(db: Database, creatorId: string, programId: string) {
  const [program] = await db
    .select({ ...summaryColumns, days: programs.days })
    .from(programs)
    .where(and(eq(programs.id, programId), eq(programs.creatorId, creatorId)));
  if (!program) throw new AppError("program_not_found", 404, "No such program.");
  return program;
}

/** The creator's video posts, newest first: what an exercise can show. */
export async function libraryVideos(db: Database, creatorId: string) {
  return db
    .select({ id: posts.id, title: posts.title })
    .from(posts)
    .where(and(eq(posts.creatorId, creatorId), eq(posts.type, "video")))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(200);
}

/** A video named by an exercise must be one of the creator's own video posts. */
async function checkVideos(db: Database, creatorId: string, days: ProgramDay[]) {
  const ids = [...new Set(days.flatMap((day) => day.exercises.flatMap((exercise) => exercise.videoPostId ?? [])))];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.creatorId, creatorId), eq(posts.type, "video"), inArray(posts.id, ids)));
  if (found.length !== ids.length) {
    throw new AppError("validation_failed", 400, "Some fields are not valid.", {
      fields: { days: "coaching.validation.videoNotYours" },
    });
  }
}

export async function createProgram(db: Database, creatorId: string, body: ProgramBody) {
  await checkVideos(db, creatorId, body.days);
  const [created] = await db
    .insert(programs)
    .values({ creatorId, ...body })
    .returning({ id: programs.id });
  return getProgram(db, creatorId, created!.id);
}

export async function updateProgram(db: Database, creatorId: string, programId: string, body: ProgramBody) {
  await checkVideos(db, creatorId, body.days);
  const updated = await db
    .update(programs)
    .set(body)
    .where(and(eq(programs.id, programId), eq(programs.creatorId, creatorId)))
    .returning({ id: programs.id });
  if (updated.length === 0) throw new AppError("program_not_found", 404, "No such program.");
  return getProgram(db, creatorId, programId);
}

/** A copy to change freely; a template's copy is a program of its own, not a template. */
export async function duplicateProgram(db: Database, creatorId: string, programId: string, copyName: string) {
  const source = await getProgram(db, creatorId, programId);
  const [created] = await db
    .insert(programs)
    .values({
      creatorId,
      name: `${source.name} (${copyName})`.slice(0, 80),
      description: source.description,
      weeks: source.weeks,
      isTemplate: false,
      days: source.days,
    })
    .returning({ id: programs.id });
  return getProgram(db, creatorId, created!.id);
}

/** Members keep the plans already assigned from it (their own copies). */
export async function deleteProgram(db: Database, creatorId: string, programId: string) {
  const deleted = await db
    .delete(programs)
    .where(and(eq(programs.id, programId), eq(programs.creatorId, creatorId)))
    .returning({ id: programs.id });
  if (deleted.length === 0) throw new AppError("program_not_found", 404, "No such program.");
}
