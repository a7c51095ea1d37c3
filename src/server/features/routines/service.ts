// Daily routines: a creator keeps one per day; members with PRO or better read them on the profile.
import { and, desc, eq } from "drizzle-orm";
import { canAccessTier } from "../../../domain/memberships";
import {
  PUBLIC_ROUTINES_LIMIT,
  RECENT_ROUTINES_LIMIT,
  previousDate,
  routineVideoIds,
  type PublicRoutine,
  type PublicRoutines,
  type Routine,
  type ScheduleBlock,
} from "../../../domain/routines";
import type { Storage } from "../../adapters/storage";
import type { Database } from "../../db/client";
import { routines } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { findCreatorId, viewerTierFor } from "../memberships";
import { announceRoutineChange } from "../notifications";
import { attachRoutineVideos, releaseRoutineVideos, removeVideoFiles } from "./routine-videos";

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

const ofCreatorOn = (creatorId: string, date: string) =>
  and(eq(routines.creatorId, creatorId), eq(routines.routineDate, date));

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

export interface RoutineDeps {
  db: Database;
  storage: Storage;
  logger: Logger;
}

/**
 * Creates or replaces the creator's routine for a day; PRO and ALL STAR members hear of it. The
 * blocks' uploaded videos are attached, and those the day no longer names are let go.
 */
export async function saveRoutine(
  { db, storage, logger }: RoutineDeps,
  creatorId: string,
  date: string,
  content: RoutineContent,
): Promise<Routine> {
  const { row, unusedFiles } = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(routines)
      .values({ creatorId, routineDate: date, ...content })
      .onConflictDoUpdate({
        target: [routines.creatorId, routines.routineDate],
        set: { ...content, updatedAt: new Date() },
      })
      .returning();
    await attachRoutineVideos(tx, creatorId, saved!.id, content.blocks);
    const unused = await releaseRoutineVideos(tx, saved!.id, routineVideoIds(content.blocks));
    await announceRoutineChange(tx, creatorId, date);
    return { row: saved!, unusedFiles: unused };
  });
  await removeVideoFiles(storage, logger, unusedFiles);
  return toRoutine(row);
}

/** Deletes the day's routine; its videos go too unless another of the creator's routines names them. */
export async function deleteRoutine({ db, storage, logger }: RoutineDeps, creatorId: string, date: string) {
  const unusedFiles = await db.transaction(async (tx) => {
    const deleted = await tx.delete(routines).where(ofCreatorOn(creatorId, date)).returning({ id: routines.id });
    if (deleted.length === 0) throw new AppError("routine_not_found", 404, "There is no routine for this day.");
    return releaseRoutineVideos(tx, deleted[0]!.id);
  });
  await removeVideoFiles(storage, logger, unusedFiles);
}

/** Copies the previous day's routine onto this day, replacing what the day had (its videos are shared). */
export async function copyFromYesterday(deps: RoutineDeps, creatorId: string, date: string): Promise<Routine> {
  const [yesterday] = await deps.db
    .select()
    .from(routines)
    .where(ofCreatorOn(creatorId, previousDate(date)));
  if (!yesterday) throw new AppError("no_routine_yesterday", 404, "No routine found for yesterday to copy from");
  return saveRoutine(deps, creatorId, date, {
    title: yesterday.title,
    notes: yesterday.notes,
    blocks: yesterday.blocks,
  });
}

function toPublicRoutine(row: RoutineRow, isUnlocked: boolean): PublicRoutine {
  const teaser = { routineDate: row.routineDate, title: row.title, blockCount: row.blocks.length };
  return isUnlocked
    ? { ...teaser, isLocked: false, notes: row.notes, blocks: row.blocks }
    : { ...teaser, isLocked: true };
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
