// Finished uploads: checked by their content, kept in private storage, recorded for a post to use.
import { and, eq } from "drizzle-orm";
import { checkUpload, uploadLimits, type UploadKind } from "../../../domain/content";
import { SNIFF_BYTES, sniffMimeType } from "../../../domain/file-types";
import type { Storage } from "../../adapters/storage";
import type { Database } from "../../db/client";
import { uploads } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { isUuid } from "../../lib/ids";
import { checkImageDimensions } from "../media";
import { keepFile, readableFile, readFileHead, type FinishedFile } from "./finished-file";

export const uploadKinds = Object.keys(uploadLimits) as UploadKind[];
export const isUploadKind = (kind: unknown): kind is UploadKind => uploadKinds.includes(kind as UploadKind);

export interface UploadStatus {
  id: string;
  kind: UploadKind;
  mimeType: string;
  sizeBytes: number;
}

export const uploadStorageKey = (ownerId: string, uploadId: string) => `private/uploads/${ownerId}/${uploadId}`;

export function fileTooLarge(kind: UploadKind) {
  const { maxBytes } = uploadLimits[kind];
  return new AppError("file_too_large", 413, `The file is larger than ${maxBytes / 1024 / 1024} MB.`, { maxBytes });
}

export function unsupportedFileType(kind: UploadKind) {
  const allowed = [...uploadLimits[kind].mimeTypes];
  return new AppError("unsupported_file_type", 415, "This type of file is not allowed here.", { allowed });
}

/**
 * Checks a fully received file by its first bytes (whatever its name or declared type says)
 * and, when it may be kept, moves it into private storage (copies it, when tus left it in the
 * bucket) and records it. Throws a 413/415/422 AppError otherwise; the caller then discards the file.
 */
export async function keepFinishedUpload(
  deps: { db: Database; storage: Storage },
  finished: { id: string; ownerId: string; kind: UploadKind; file: FinishedFile; size: number },
): Promise<UploadStatus> {
  const mimeType = sniffMimeType(await readFileHead(deps.storage, finished.file, SNIFF_BYTES));
  const verdict = checkUpload(finished.kind, mimeType, finished.size);
  if (verdict === "type_not_allowed") throw unsupportedFileType(finished.kind);
  if (verdict === "too_large") throw fileTooLarge(finished.kind);
  // Pictures are decoded later (thumbnails, teasers): refuse a decompression bomb now, from its header.
  if (finished.kind !== "video") await checkImageDimensions(await readableFile(deps.storage, finished.file));

  const storageKey = uploadStorageKey(finished.ownerId, finished.id);
  await keepFile(deps.storage, finished.file, storageKey, mimeType!);
  try {
    await deps.db.insert(uploads).values({
      id: finished.id,
      ownerId: finished.ownerId,
      kind: finished.kind,
      storageKey,
      mimeType: mimeType!,
      sizeBytes: finished.size,
    });
  } catch (error) {
    await deps.storage.delete(storageKey);
    throw error;
  }
  return { id: finished.id, kind: finished.kind, mimeType: mimeType!, sizeBytes: finished.size };
}

/** A recorded upload of this owner, or null (not finished, not theirs, or no such id). */
export async function findOwnUpload(db: Database, ownerId: string, id: string): Promise<UploadStatus | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: uploads.id, kind: uploads.kind, mimeType: uploads.mimeType, sizeBytes: uploads.sizeBytes })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.ownerId, ownerId)));
  return row ?? null;
}
