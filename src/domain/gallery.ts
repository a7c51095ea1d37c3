// Image posts as galleries: how many pictures one post holds, and which uploads make up its gallery.

/** Spec section 5: 'Maximum {n} files allowed'. */
export const MAX_POST_IMAGES = 5;

/**
 * A bound on the request's list only, so a huge payload is refused by the schema; the gallery's
 * own limit (MAX_POST_IMAGES) is checked by the service, which answers with the spec's sentence.
 */
export const MAX_IMAGE_IDS_IN_REQUEST = 50;

/**
 * The image post's uploads in gallery order. `mediaUploadId` (the one-file form, still accepted)
 * is the first picture; naming it again at the head of `imageUploadIds` does not count it twice.
 */
export function galleryUploadIds(input: {
  mediaUploadId?: string | null;
  imageUploadIds?: readonly string[] | null;
}): string[] {
  const rest = input.imageUploadIds ?? [];
  if (!input.mediaUploadId) return [...rest];
  return rest[0] === input.mediaUploadId ? [...rest] : [input.mediaUploadId, ...rest];
}

/** Whether an id appears twice: one upload is one picture. */
export const hasRepeatedIds = (ids: readonly string[]) => new Set(ids).size !== ids.length;
