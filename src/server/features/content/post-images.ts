// An image post's gallery: which uploads it takes (up to 5, in order), storing them as post_images,
// and what a card says about them. Position 0 is also the post's media, so every path that knows
// one picture (thumbnail, teaser, /media) keeps working.
import { and, eq, sql } from "drizzle-orm";
import { galleryUploadIds, hasRepeatedIds, MAX_POST_IMAGES } from "../../../domain/gallery";
import type { PostType } from "../../../domain/content";
import type { Database } from "../../db/client";
import { postImages, posts } from "../../db/schema";
import { AppError } from "../../lib/errors";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
interface StoredPicture {
  storageKey: string;
  mimeType: string;
  sizeBytes: number;
}

/**
 * The ordered upload ids of an image post's pictures ([] for other types), or a 400 in the
 * spec's words. Checked before any upload is looked up, so a refused post stores nothing.
 */
export function galleryIdsOf(input: {
  type: PostType;
  mediaUploadId?: string | null;
  imageUploadIds?: string[] | null;
}): string[] {
  const ids = galleryUploadIds(input);
  if (input.type !== "image") {
    if (input.imageUploadIds?.length) {
      throw new AppError("validation_failed", 400, "Only image posts have several pictures.", {
        fields: { imageUploadIds: "validation.fileNotAllowed" },
      });
    }
    return [];
  }
  if (ids.length > MAX_POST_IMAGES) {
    throw new AppError("validation_failed", 400, `Maximum ${MAX_POST_IMAGES} files allowed`, {
      fields: { imageUploadIds: "validation.tooManyFiles" },
    });
  }
  if (hasRepeatedIds(ids)) {
    throw new AppError("validation_failed", 400, "The same picture was named twice.", {
      fields: { imageUploadIds: "validation.invalid" },
    });
  }
  return ids;
}

/** Stores the pictures (already claimed by the post) in gallery order; the post row must exist. */
export async function storeGallery(tx: Transaction, postId: string, pictures: readonly StoredPicture[]) {
  if (pictures.length === 0) return;
  await tx.insert(postImages).values(
    pictures.map((picture, position) => ({
      postId,
      position,
      storageKey: picture.storageKey,
      mimeType: picture.mimeType,
      sizeBytes: picture.sizeBytes,
    })),
  );
}

/**
 * How many pictures the post shows, counted in the list's own query (no query per card). An image
 * post with its media but no gallery rows (made before galleries) still counts its one picture.
 * Other types count none without looking (a card shows 0 for them anyway): the count was a
 * third of a page's database time.
 */
export const imageCountColumn = sql<number>`(case when ${posts.type} = 'image' then greatest(
  (select count(*) from ${postImages} where ${postImages.postId} = ${posts.id}),
  case when ${posts.mediaKey} is not null then 1 else 0 end
) else 0 end)::int`.mapWith(Number);

/** The gallery part of a card: the count for anyone, the picture URLs for open viewers only. */
export function galleryOfCard(row: { id: string; type: PostType; imageCount: number }, isLocked: boolean) {
  const imageCount = row.type === "image" ? row.imageCount : 0;
  return {
    imageCount,
    imageUrls:
      isLocked || imageCount === 0
        ? null
        : Array.from({ length: imageCount }, (_, position) => `/api/posts/${row.id}/images/${position}`),
  };
}

/** The stored picture at this gallery position, or null. Position 0 falls back to the post's media. */
export async function findGalleryPicture(
  db: Database,
  post: { id: string; mediaKey: string | null },
  position: number,
) {
  const [picture] = await db
    .select({ storageKey: postImages.storageKey })
    .from(postImages)
    .where(and(eq(postImages.postId, post.id), eq(postImages.position, position)));
  if (picture) return picture.storageKey;
  return position === 0 ? post.mediaKey : null;
}
