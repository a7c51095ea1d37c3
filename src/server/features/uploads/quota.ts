// Per-creator limits on what uploads may hold outside posts: unfinished uploads (resumable for a
// day) and finished ones no post uses yet. Checked when an upload starts, before any byte is kept.
import { and, eq, isNull, sql } from "drizzle-orm";
import { uploadQuota, type UploadKind } from "../../../domain/content";
import type { Database, Queryable } from "../../db/client";
import { unfinishedUploads, uploads } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { checkStorageQuota, type StorageQuota } from "./storage-quota";

const MB = 1024 * 1024;
const inMb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

type QuotaReason = "unfinished_count" | "unfinished_bytes" | "unattached_count" | "unattached_bytes";

const quotaExceeded = (reason: QuotaReason, message: string, limit: number) =>
  new AppError("upload_quota_exceeded", 429, message, { reason, limit });

async function heldBy(db: Queryable, ownerId: string) {
  const [unfinished] = await db
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${unfinishedUploads.sizeBytes}), 0)::bigint`,
    })
    .from(unfinishedUploads)
    .where(eq(unfinishedUploads.ownerId, ownerId));
  const [unattached] = await db
    .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${uploads.sizeBytes}), 0)::bigint` })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), isNull(uploads.postId), isNull(uploads.routineId)));
  return {
    unfinished: { count: Number(unfinished!.count), bytes: Number(unfinished!.bytes) },
    unattached: { count: Number(unattached!.count), bytes: Number(unattached!.bytes) },
  };
}

/** The first limit a new upload of this size would break, as the error to answer with. */
function breach(held: Awaited<ReturnType<typeof heldBy>>, sizeBytes: number): AppError | null {
  const { unfinished, unattached } = uploadQuota;
  if (held.unfinished.count + 1 > unfinished.maxCount) {
    return quotaExceeded(
      "unfinished_count",
      `You already have ${held.unfinished.count} uploads in progress, the most at once. Finish or cancel one of them before starting another; unfinished uploads are removed after a day.`,
      unfinished.maxCount,
    );
  }
  if (held.unfinished.bytes + sizeBytes > unfinished.maxBytes) {
    return quotaExceeded(
      "unfinished_bytes",
      `Your uploads in progress would add up to more than ${inMb(unfinished.maxBytes)}. Finish or cancel one of them before starting this one.`,
      unfinished.maxBytes,
    );
  }
  // Unfinished uploads become unattached ones when they finish, so they count here too.
  if (held.unattached.count + held.unfinished.count + 1 > unattached.maxCount) {
    return quotaExceeded(
      "unattached_count",
      `You have ${unattached.maxCount} uploaded files not used in any post yet, the most we keep. Use them in a post first; unused files are removed after a day.`,
      unattached.maxCount,
    );
  }
  if (held.unattached.bytes + held.unfinished.bytes + sizeBytes > unattached.maxBytes) {
    return quotaExceeded(
      "unattached_bytes",
      `Your files not used in any post yet would add up to more than ${inMb(unattached.maxBytes)}. Use them in a post first; unused files are removed after a day.`,
      unattached.maxBytes,
    );
  }
  return null;
}

/**
 * Records a new unfinished upload if the creator's limits allow it, or throws
 * upload_quota_exceeded (429) or storage_quota_exceeded (413) and records nothing. One creator's
 * starts take turns, so two at once cannot both take the last place or the last bytes.
 */
export async function reserveUpload(
  db: Database,
  storageQuota: StorageQuota,
  upload: { id: string; ownerId: string; kind: UploadKind; sizeBytes: number },
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload-quota:${upload.ownerId}`}))`);
    const refusal = breach(await heldBy(tx, upload.ownerId), upload.sizeBytes);
    if (refusal) throw refusal;
    await checkStorageQuota(tx, storageQuota, upload.ownerId, upload.sizeBytes);
    await tx.insert(unfinishedUploads).values(upload);
  });
}

/** The upload is no longer in progress (finished, refused or aborted). */
export async function releaseUpload(db: Database, id: string) {
  await db.delete(unfinishedUploads).where(eq(unfinishedUploads.id, id));
}
