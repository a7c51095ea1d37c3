// The creator's storage quota in the browser: what is used and left (GET /api/uploads/usage), and
// the check the post form and the routine editor run before sending a byte. The server checks again
// when each upload starts (storage_quota_exceeded, too_many_video_uploads).
import { useQuery } from "@tanstack/react-query";
import { fitsInStorage, mayStartVideoUploads, type StorageUsage } from "../../../domain/storage-quota";
import { api } from "../../lib/api";
import { formatBytes } from "./post-files";
import { contentKeys } from "./queries";

// Under the content key: creating, editing or deleting a post refreshes it with the posts.
export const storageUsageKey = [...contentKeys.all, "storage-usage"] as const;

// Fresh whenever a form that uploads opens: routines and other tabs change it without touching this key.
export const useStorageUsage = () =>
  useQuery({ queryKey: storageUsageKey, queryFn: () => api("GET /uploads/usage"), staleTime: 0 });

/**
 * Why these files cannot be uploaded now, as an i18n key under content.errors and the byte counts it names; null when
 * they can.
 */
export type StorageProblem =
  { key: "content.errors.storage"; neededBytes: number } | { key: "content.errors.videoRate" } | null;

export function storageProblem(
  usage: StorageUsage | undefined,
  files: readonly { size: number }[],
  videoCount: number,
): StorageProblem {
  // Not loaded (or failed): the server's answer at the upload's start is the check then.
  if (!usage) return null;
  if (videoCount > 0 && !mayStartVideoUploads(usage, videoCount)) return { key: "content.errors.videoRate" };
  const sizes = files.map((file) => file.size);
  if (!fitsInStorage(usage, sizes))
    return { key: "content.errors.storage", neededBytes: sizes.reduce((sum, size) => sum + size, 0) };
  return null;
}

/** The sizes content.errors.storage names, in the creator's language. */
export const storageValues = (
  locale: string,
  bytes: { neededBytes: number; remainingBytes: number; limitBytes: number },
) => ({
  needed: formatBytes(bytes.neededBytes, locale),
  remaining: formatBytes(bytes.remainingBytes, locale),
  limit: formatBytes(bytes.limitBytes, locale),
});

/** The problem as an i18n key and its values. */
export function storageProblemText(
  locale: string,
  problem: NonNullable<StorageProblem>,
  usage: StorageUsage,
): { key: string; values: Record<string, unknown> } {
  if (problem.key === "content.errors.videoRate")
    return { key: problem.key, values: { limit: usage.videoUploadsPerHour } };
  return { key: problem.key, values: storageValues(locale, { ...usage, neededBytes: problem.neededBytes }) };
}
