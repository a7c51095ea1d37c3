// Finished uploads: checked by their content, kept in private storage, recorded for a post to use.
import { open } from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import { checkUpload, uploadLimits, type UploadKind } from "../../../domain/content";
import { SNIFF_BYTES, sniffMimeType } from "../../../domain/file-types";
import type { Storage } from "../../adapters/storage";
import type { Database } from "../../db/client";
import { uploads } from "../../db/schema";
import { AppError } from "../../lib/errors";

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

async function readHead(file: string) {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks a fully received file by its first bytes (whatever its name or declared type says)
 * and, when it may be kept, moves it into private storage and records it. Throws a 413/415
 * AppError otherwise; the caller then discards the file.
 */
export async function keepFinishedUpload(
  deps: { db: Database; storage: Storage },
  finished: { id: string; ownerId: string; kind: UploadKind; file: string; size: number },
): Promise<UploadStatus> {
  const mimeType = sniffMimeType(await readHead(finished.file));
  const verdict = checkUpload(finished.kind, mimeType, finished.size);
  if (verdict === "type_not_allowed") throw unsupportedFileType(finished.kind);
  if (verdict === "too_large") throw fileTooLarge(finished.kind);

  const storageKey = uploadStorageKey(finished.ownerId, finished.id);
  await deps.storage.moveFile(storageKey, finished.file, mimeType!);
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A recorded upload of this owner, or null (not finished, not theirs, or no such id). */
export async function findOwnUpload(db: Database, ownerId: string, id: string): Promise<UploadStatus | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({ id: uploads.id, kind: uploads.kind, mimeType: uploads.mimeType, sizeBytes: uploads.sizeBytes })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.ownerId, ownerId)));
  return row ?? null;
}
