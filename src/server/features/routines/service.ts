// Daily routines: a creator keeps one per day; members with PRO or better read them on the profile.
import { and, desc, eq } from "drizzle-orm";
import { canAccessTier } from "../../../domain/memberships";
import {
  PUBLIC_ROUTINES_LIMIT,
  RECENT_ROUTINES_LIMIT,
  previousDate,
  type PublicRoutine,
  type PublicRoutines,
  type Routine,
  type ScheduleBlock,
} from "../../../domain/routines";
import type { Database } from "../../db/client";
import { routines } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { findCreatorId, viewerTierFor } from "../memberships/service";
import { announceRoutineChange } from "../notifications/announcements";

type RoutineRow = typeof routines.$inferSelect;

export interface RoutineContent {
  title: string;
  notes: string;
  /** Already sorted by start (routineSchema sorts them). */
  blocks: ScheduleBlock[];
}

const toRoutine = (row: RoutineRow): Routine => ({
  id: row.id,
  routineDate: row.routineDate,
  title: row.title,
  notes: row.notes,
  blocks: row.blocks,
  updatedAt: row.updatedAt.toISOString(),
});

const ofCreatorOn = (creatorId: string, date: string) => and(eq(routines.creatorId, creatorId), eq(routines.routineDate, date));

/** The creator's latest routines, newest day first (the editor's list). */
export async function listOwnRoutines(db: Database, creatorId: string): Promise<Routine[]> {
  const rows = await db
    .select()
    .from(routines)
    .where(eq(routines.creatorId, creatorId))
    .orderBy(desc(routines.routineDate))
    .limit(RECENT_ROUTINES_LIMIT);
  return rows.map(toRoutine);
}

/** The creator's routine for one day, or null (the editor opens any day, not only the latest 14). */
export async function getOwnRoutine(db: Database, creatorId: string, date: string): Promise<Routine | null> {
  const [row] = await db.select().from(routines).where(ofCreatorOn(creatorId, date));
  return row ? toRoutine(row) : null;
}

/** Creates or replaces the creator's routine for a day; PRO and ALL STAR members hear of it. */
export async function saveRoutine(db: Database, creatorId: string, date: string, content: RoutineContent): Promise<Routine> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(routines)
      .values({ creatorId, routineDate: date, ...content })
      .onConflictDoUpdate({
        target: [routines.creatorId, routines.routineDate],
        set: { ...content, updatedAt: new Date() },
      })
      .returning();
    await announceRoutineChange(tx, creatorId, date);
    return toRoutine(row!);
  });
}

export async function deleteRoutine(db: Database, creatorId: string, date: string) {
  const deleted = await db.delete(routines).where(ofCreatorOn(creatorId, date)).returning({ id: routines.id });
  if (deleted.length === 0) throw new AppError("routine_not_found", 404, "There is no routine for this day.");
}

/** Copies the previous day's routine onto this day, replacing what the day had. */
export async function copyFromYesterday(db: Database, creatorId: string, date: string): Promise<Routine> {
  const [yesterday] = await db.select().from(routines).where(ofCreatorOn(creatorId, previousDate(date)));
  if (!yesterday) throw new AppError("no_routine_yesterday", 404, "No routine found for yesterday to copy from");
  return saveRoutine(db, creatorId, date, { title: yesterday.title, notes: yesterday.notes, blocks: yesterday.blocks });
}

function toPublicRoutine(row: RoutineRow, isUnlocked: boolean): PublicRoutine {
  const teaser = { routineDate: row.routineDate, title: row.title, blockCount: row.blocks.length };
  return isUnlocked ? { ...teaser, isLocked: false, notes: row.notes, blocks: row.blocks } : { ...teaser, isLocked: true };
}

/**
 * A creator's routines as the viewer may see them: the day's routine and the latest ten.
 * `today` is the viewer's calendar day (the creator's day is not known to us).
 */
export async function getPublicRoutines(
  db: Database,
  username: string,
  viewerId: string | undefined,
  today: string,
): Promise<PublicRoutines> {
  const creatorId = await findCreatorId(db, username);
  const isUnlocked = viewerId === creatorId || canAccessTier("pro", await viewerTierFor(db, viewerId, creatorId));
  const [recent, [todays]] = await Promise.all([
    db
      .select()
      .from(routines)
      .where(eq(routines.creatorId, creatorId))
      .orderBy(desc(routines.routineDate))
      .limit(PUBLIC_ROUTINES_LIMIT),
    db.select().from(routines).where(ofCreatorOn(creatorId, today)),
  ]);
  return {
    today: todays ? toPublicRoutine(todays, isUnlocked) : null,
    recent: recent.map((row) => toPublicRoutine(row, isUnlocked)),
  };
}
