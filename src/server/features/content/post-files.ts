// Where a post's files live in storage. The video or image and a custom thumbnail stay where the
// uploads pipeline put them (`private/uploads/<owner>/<upload>`, tracked by their `uploads` row);
// files made by the server for a post are keyed here. Nothing else should build these keys.
import { randomUUID } from "node:crypto";
import type { Storage } from "../../adapters/storage";
import type { Logger } from "../../lib/logger";

/** A thumbnail the server derived from an image post's picture; private like the picture. */
export const derivedThumbnailKey = (postId: string) => `private/posts/${postId}/thumbnail-${randomUUID()}.webp`;

/** The blurred teaser anyone may load; a fresh name each time so it can be cached forever. */
export const teaserKey = (postId: string) => `public/teasers/${postId}-${randomUUID()}.webp`;

/** Public URL of a `public/` key, served by the media feature. */
export const publicUrl = (key: string) => `/api/media/${key}`;

/** Deletes files that are no longer used; a failure is logged, never shown to the user. */
export async function removeFiles(storage: Storage, logger: Logger, keys: readonly (string | null | undefined)[]) {
  const unique = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  await Promise.all(
    unique.map((key) =>
      storage.delete(key).catch((error: unknown) => logger.warn({ err: error, key }, "could not delete a post file")),
    ),
  );
}

/** Bytes the files take in storage, for the creator's storage quota (a missing file counts 0). */
export async function storedSize(storage: Storage, keys: readonly string[]) {
  const sizes = await Promise.all(keys.map(async (key) => (await storage.stat(key))?.size ?? 0));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** Everything the transcoding job makes for a video post (renditions, posters, preview), one folder per attempt. */
export const videoFilesPrefix = (postId: string) => `private/videos/${postId}/`;
