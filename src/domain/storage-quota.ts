// A creator's storage quota: what the server reports (GET /api/uploads/usage) and the rule the
// create-post form and the routine editor apply before sending a byte. The server applies the
// same rule again when an upload starts.

export interface StorageUsage {
  /** Every file the creator keeps: post files, routine videos, profile pictures, uploads in progress. */
  usedBytes: number;
  limitBytes: number;
  /** What is left, never below 0. */
  remainingBytes: number;
  /** Video uploads started in the last hour, and how many an hour may hold. */
  videoUploadsLastHour: number;
  videoUploadsPerHour: number;
}

export function storageUsage(
  usedBytes: number,
  limitBytes: number,
  videoUploadsLastHour: number,
  videoUploadsPerHour: number,
): StorageUsage {
  return {
    usedBytes,
    limitBytes,
    remainingBytes: Math.max(0, limitBytes - usedBytes),
    videoUploadsLastHour,
    videoUploadsPerHour,
  };
}

/** Whether files of these sizes, uploaded together, fit in what is left. */
export const fitsInStorage = (usage: Pick<StorageUsage, "remainingBytes">, sizes: readonly number[]) =>
  sizes.reduce((sum, size) => sum + size, 0) <= usage.remainingBytes;

/** Whether `count` more video uploads may start within this hour. */
export const mayStartVideoUploads = (
  usage: Pick<StorageUsage, "videoUploadsLastHour" | "videoUploadsPerHour">,
  count = 1,
) => usage.videoUploadsLastHour + count <= usage.videoUploadsPerHour;
