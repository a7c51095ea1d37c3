// Videos creators upload for routine blocks. Saving a routine attaches the videos its blocks name
// (uploads.routine_id), so the abandoned-uploads cleanup keeps them; a video no routine of the
// creator names any more is removed with its file. "Copy from yesterday" makes two routines name the
// same video: routine_id points at one of them and moves to another when that one lets it go.
import { and, eq, inArray, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import { canAccessTier } from "../../../domain/memberships";
import { routineVideoIds, type ScheduleBlock } from "../../../domain/routines";
import type { Storage } from "../../adapters/storage";
import type { Database } from "../../db/client";
import { routines, uploads } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { isUuid } from "../../lib/ids";
import type { Logger } from "../../lib/logger";
import { findCreatorId, viewerTierFor } from "../memberships";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Attaches the blocks' videos to the routine. Each must be the creator's own finished video upload
 * that no post uses; one already attached to another of the creator's routines stays attached there.
 */
export async function attachRoutineVideos(
  tx: Transaction,
  creatorId: string,
  routineId: string,
  blocks: readonly ScheduleBlock[],
) {
  const ids = routineVideoIds(blocks);
  if (ids.length === 0) return;
  const claimed = await tx
    .update(uploads)
    .set({ routineId: sql`coalesce(${uploads.routineId}, ${routineId})` })
    .where(
      and(inArray(uploads.id, ids), eq(uploads.ownerId, creatorId), eq(uploads.kind, "video"), isNull(uploads.postId)),
    )
    .returning({ id: uploads.id });
  const found = new Set(claimed.map((upload) => upload.id));
  const fields: Record<string, string> = {};
  blocks.forEach((block, index) => {
    if (block.videoUploadId && !found.has(block.videoUploadId))
      fields[`blocks.${index}.videoUploadId`] = "routines.errors.videoUnavailable";
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError("validation_failed", 400, "A block's video was not found. Please upload it again.", { fields });
  }
}

/**
 * Lets go of the routine's videos other than `keepIds`: each moves to another of the creator's
 * routines that names it, or is removed. Returns the storage keys of removed files, to delete
 * once the transaction has committed.
 */
export async function releaseRoutineVideos(tx: Transaction, routineId: string, keepIds: readonly string[] = []) {
  const namedElsewhere = sql`(
    select ${routines.id} from ${routines}
    where ${routines.creatorId} = ${uploads.ownerId} and ${routines.id} <> ${routineId}
      and ${routines.blocks} @> jsonb_build_array(jsonb_build_object('videoUploadId', ${uploads.id}::text))
    limit 1)`;
  const released = await tx
    .update(uploads)
    .set({ routineId: namedElsewhere })
    .where(and(eq(uploads.routineId, routineId), keepIds.length > 0 ? notInArray(uploads.id, [...keepIds]) : undefined))
    .returning({ id: uploads.id, routineId: uploads.routineId });
  const unused = released.filter((upload) => !upload.routineId).map((upload) => upload.id);
  if (unused.length === 0) return [];
  const removed = await tx
    .delete(uploads)
    .where(inArray(uploads.id, unused))
    .returning({ storageKey: uploads.storageKey });
  return removed.map((upload) => upload.storageKey);
}

/** Deletes released files; a failure is logged, never shown to the creator. */
export async function removeVideoFiles(storage: Storage, logger: Logger, keys: readonly string[]) {
  await Promise.all(
    keys.map((key) =>
      storage
        .delete(key)
        .catch((error: unknown) => logger.warn({ err: error, key }, "could not delete a routine video")),
    ),
  );
}

const videoNotFound = () => new AppError("media_not_found", 404, "This video does not exist.");

/**
 * The storage key of a block's video, for a viewer who may see the creator's routine blocks:
 * the creator and PRO or ALL STAR members (docs/decisions/007). A suspended creator is unknown.
 */
export async function findRoutineVideo(db: Database, username: string, uploadId: string, viewerId: string | undefined) {
  const creatorId = await findCreatorId(db, username);
  if (viewerId !== creatorId && !canAccessTier("pro", await viewerTierFor(db, viewerId, creatorId))) {
    throw viewerId
      ? new AppError("membership_required", 403, "This video is for PRO and ALL STAR members.")
      : new AppError("membership_required", 401, "Log in and join this creator to see this video.");
  }
  if (!isUuid(uploadId)) throw videoNotFound();
  const [video] = await db
    .select({ storageKey: uploads.storageKey })
    .from(uploads)
    .where(
      and(
        eq(uploads.id, uploadId),
        eq(uploads.ownerId, creatorId),
        eq(uploads.kind, "video"),
        isNotNull(uploads.routineId),
      ),
    );
  if (!video) throw videoNotFound();
  return video.storageKey;
}
