// The scheduled job that removes what uploads leave behind: finished files no post took within
// a day, uploads left unfinished for a day (their partial files too, also those a crash left
// without a record), and picture and video upload attempts older than the hour they count in.
import { and, inArray, isNull, lt } from "drizzle-orm";
import { ABANDONED_UPLOAD_AFTER_MS } from "../../../domain/content";
import type { Storage } from "../../adapters/storage";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { unfinishedUploads, uploads } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import { forgetOldImageUploadAttempts } from "../media";
import { forgetOldVideoUploadAttempts } from "./storage-quota";
import { discardPartialUpload, sweepPartialUploads, tusDirectory } from "./tus";

export const UPLOAD_CLEANUP_JOB = "upload-cleanup";

/** Rows handled per statement, so one round never holds a long transaction. */
const BATCH = 200;

export interface UploadCleanupDeps {
  db: Database;
  storage: Storage;
  config: Config;
  logger: Logger;
}

/** Finished uploads no post uses, older than the cut-off: rows first (so no post can claim one mid-way), then files. */
async function removeUnattachedUploads({ db, storage, logger }: UploadCleanupDeps, cutoff: Date) {
  let removed = 0;
  for (;;) {
    const stale = db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(isNull(uploads.postId), isNull(uploads.routineId), lt(uploads.createdAt, cutoff)))
      .limit(BATCH);
    // post_id and routine_id are checked again by the delete itself: a post or routine that claimed the upload
    // meanwhile keeps it.
    const rows = await db
      .delete(uploads)
      .where(and(inArray(uploads.id, stale), isNull(uploads.postId), isNull(uploads.routineId)))
      .returning({ storageKey: uploads.storageKey });
    for (const { storageKey } of rows) {
      await storage
        .delete(storageKey)
        .catch((error: unknown) => logger.warn({ err: error, storageKey }, "could not remove an unused upload's file"));
    }
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}

/** Unfinished uploads started before the cut-off: their records and partial files. */
async function removeUnfinishedUploads({ db, config }: UploadCleanupDeps, cutoff: Date) {
  let removed = 0;
  for (;;) {
    const stale = db
      .select({ id: unfinishedUploads.id })
      .from(unfinishedUploads)
      .where(lt(unfinishedUploads.createdAt, cutoff))
      .limit(BATCH);
    const rows = await db
      .delete(unfinishedUploads)
      .where(inArray(unfinishedUploads.id, stale))
      .returning({ id: unfinishedUploads.id });
    for (const { id } of rows) await discardPartialUpload(config, id);
    removed += rows.length;
    if (rows.length < BATCH) break;
  }
  // Partial files with no record (a crash between writing them and the record, or older versions).
  removed += (await sweepPartialUploads(tusDirectory(config), cutoff)).length;
  return removed;
}

/** One round of the job; returns what it removed, for the log. */
export async function removeAbandonedUploads(deps: UploadCleanupDeps, now = new Date()) {
  const cutoff = new Date(now.getTime() - ABANDONED_UPLOAD_AFTER_MS);
  const unattached = await removeUnattachedUploads(deps, cutoff);
  const unfinished = await removeUnfinishedUploads(deps, cutoff);
  await forgetOldImageUploadAttempts(deps.db);
  await forgetOldVideoUploadAttempts(deps.db);
  if (unattached + unfinished > 0) deps.logger.info({ unattached, unfinished }, "removed abandoned uploads");
  return { unattached, unfinished };
}
