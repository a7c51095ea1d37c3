// Each creator's total storage (CREATOR_STORAGE_GB) and hourly video uploads
// (CREATOR_VIDEO_UPLOADS_PER_HOUR), counted in PostgreSQL so every instance sees the same numbers.
// Checked when an upload starts, before any byte is kept; files the server makes itself (post
// teasers, derived thumbnails, profile picture variants) are counted but never refused, since each
// is small and replaces the one before.
import { sql } from "drizzle-orm";
import { storageUsage, type StorageUsage } from "../../../domain/storage-quota";
import type { Config } from "../../config";
import type { Database, Queryable } from "../../db/client";
import { videoUploadAttempts } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { RateLimited, takeRollingSlot, tryAgainIn } from "../../lib/rate-limit";

export type StorageQuota = Config["storageQuota"];

/** "1.4 GB", "310 MB", "12 KB": for the sentences of the errors below. */
export function describeBytes(bytes: number) {
  const units = ["bytes", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit >= 3 ? Math.round(value * 10) / 10 : Math.round(value)} ${units[unit]}`;
}

/**
 * Bytes the creator keeps: finished uploads (post media, gallery pictures, custom thumbnails,
 * routine videos, files no post uses yet), uploads in progress at their declared size, files made
 * for their posts and their profile pictures' variants. Deleting a post removes its uploads' rows
 * and its own row, which frees its bytes.
 */
export async function storedBytes(db: Queryable, ownerId: string): Promise<number> {
  const { rows } = await db.execute<{ bytes: string }>(sql`
    select (
      (select coalesce(sum(size_bytes), 0) from uploads where owner_id = ${ownerId})
      + (select coalesce(sum(size_bytes), 0) from unfinished_uploads where owner_id = ${ownerId})
      + (select coalesce(sum(generated_bytes), 0) from posts where creator_id = ${ownerId})
      + (select coalesce(sum(avatar_bytes + cover_bytes), 0) from profiles where user_id = ${ownerId})
    )::bigint::text as "bytes"`);
  return Number(rows[0]!.bytes);
}

async function videoUploadsLastHour(db: Queryable, userId: string) {
  const { rows } = await db.execute<{ count: number; retryAfter: number | null }>(sql`
    select count(*)::int as "count",
           ceil(extract(epoch from min(created_at) + interval '1 hour' - now()))::int as "retryAfter"
    from video_upload_attempts
    where user_id = ${userId} and created_at > now() - interval '1 hour'`);
  return rows[0] as { count: number; retryAfter: number | null };
}

export async function getStorageUsage(db: Database, quota: StorageQuota, ownerId: string): Promise<StorageUsage> {
  const [used, videos] = await Promise.all([storedBytes(db, ownerId), videoUploadsLastHour(db, ownerId)]);
  return storageUsage(used, quota.bytesPerCreator, videos.count, quota.videoUploadsPerHour);
}

/**
 * Throws storage_quota_exceeded (413) when a new file of `sizeBytes` would take the creator past
 * the quota. Run under the creator's upload lock (quota.ts), so two starts cannot share the last bytes.
 */
export async function checkStorageQuota(db: Queryable, quota: StorageQuota, ownerId: string, sizeBytes: number) {
  const used = await storedBytes(db, ownerId);
  if (used + sizeBytes <= quota.bytesPerCreator) return;
  const remainingBytes = Math.max(0, quota.bytesPerCreator - used);
  throw new AppError(
    "storage_quota_exceeded",
    413,
    `This file needs ${describeBytes(sizeBytes)}, but only ${describeBytes(remainingBytes)} of your ${describeBytes(quota.bytesPerCreator)} of storage is left. Delete posts or routine videos you no longer need to make room.`,
    { limitBytes: quota.bytesPerCreator, usedBytes: used, remainingBytes, neededBytes: sizeBytes },
  );
}

const tooManyVideoUploads = (limit: number) => (retryAfterSeconds: number) =>
  new RateLimited(
    retryAfterSeconds,
    `You have started ${limit} video uploads in the last hour, the most we take.` + tryAgainIn(retryAfterSeconds),
    { code: "too_many_video_uploads", details: { limit } },
  );

/** Takes one of the creator's hourly video upload slots (a rolling hour), or throws too_many_video_uploads (429). */
export async function takeVideoUploadSlot(db: Database, quota: StorageQuota, userId: string) {
  await takeRollingSlot(db, {
    lockKey: `video-uploads:${userId}`,
    events: sql`select created_at from video_upload_attempts where user_id = ${userId}`,
    limit: { max: quota.videoUploadsPerHour, windowSeconds: 3600 },
    record: (tx) => tx.insert(videoUploadAttempts).values({ userId }),
    refuse: tooManyVideoUploads(quota.videoUploadsPerHour),
  });
}

/** Forgets video upload starts older than the hour they count in (run by the upload cleanup job). */
export async function forgetOldVideoUploadAttempts(db: Database) {
  await db.execute(sql`delete from video_upload_attempts where created_at < now() - interval '1 hour'`);
}
