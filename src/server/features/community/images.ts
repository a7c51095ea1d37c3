// Community pictures: checked by their bytes, re-encoded upright without metadata into a thumbnail
// and a large WebP under a private key, and served only to those who may read the community
// (an untaken picture only to its uploader).
import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import sharp from "sharp";
import type { Storage } from "../../adapters/storage";
import type { Database } from "../../db/client";
import { communityImages } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { isUuid } from "../../lib/ids";
import { checkImageDimensions, decodeOptions } from "../media";
import { communityFor, requireRead, requireWrite, type Community } from "./access";
import { imageUrl } from "./post-views";

export type ImageSize = "sm" | "lg";
const widths: Record<ImageSize, number> = { sm: 640, lg: 1600 };
/** Never under public/: the media routes serve that prefix to anyone. */
const variantKey = (storageKey: string, size: ImageSize) => `${storageKey}-${size}.webp`;

const invalidImage = () => new AppError("invalid_image", 400, "The image could not be read.");
const imageNotFound = () => new AppError("community_image_not_found", 404, "No such picture.");

async function encodeVariants(file: string) {
  await checkImageDimensions(file);
  try {
    const { data: large, info } = await sharp(file, decodeOptions)
      .rotate()
      .resize({ width: widths.lg, height: widths.lg, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    const small = await sharp(large)
      .resize({ width: widths.sm, height: widths.sm, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { lg: large, sm: small, width: info.width, height: info.height };
  } catch {
    throw invalidImage();
  }
}

/** Stores a received picture (already sniffed as an image) for a post the uploader is writing. */
export async function addCommunityImage(db: Database, storage: Storage, community: Community, file: string) {
  requireWrite(community);
  const variants = await encodeVariants(file);
  const storageKey = `private/community/${community.creatorId}/${randomUUID()}`;
  for (const size of ["sm", "lg"] as const)
    await storage.put(variantKey(storageKey, size), variants[size], "image/webp");
  try {
    const [image] = await db
      .insert(communityImages)
      .values({
        creatorId: community.creatorId,
        uploaderId: community.viewer.id,
        storageKey,
        width: variants.width,
        height: variants.height,
      })
      .returning({ id: communityImages.id });
    if (!image) throw new Error("The picture was not saved.");
    return { id: image.id, thumbnailUrl: imageUrl(image.id, "sm"), url: imageUrl(image.id, "lg") };
  } catch (error) {
    await deleteStoredImages(storage, [storageKey]);
    throw error;
  }
}

export async function deleteStoredImages(storage: Storage, storageKeys: readonly string[]) {
  await Promise.all(
    storageKeys.flatMap((key) => (["sm", "lg"] as const).map((size) => storage.delete(variantKey(key, size)))),
  );
}

/** Where the picture is stored, for someone who may read its community, or its uploader before it is posted. */
export async function communityImageKey(db: Database, viewerId: string, imageId: string, size: ImageSize) {
  if (!isUuid(imageId)) throw imageNotFound();
  const [image] = await db
    .select({
      storageKey: communityImages.storageKey,
      creatorId: communityImages.creatorId,
      uploaderId: communityImages.uploaderId,
      postId: communityImages.postId,
    })
    .from(communityImages)
    .where(eq(communityImages.id, imageId));
  if (!image) throw imageNotFound();
  if (image.postId === null) {
    if (image.uploaderId !== viewerId) throw imageNotFound();
  } else {
    requireRead(await communityFor(db, image.creatorId, viewerId));
  }
  return variantKey(image.storageKey, size);
}

/** The uploader drops a picture before posting. */
export async function removePendingImage(db: Database, storage: Storage, viewerId: string, imageId: string) {
  if (!isUuid(imageId)) throw imageNotFound();
  const [removed] = await db
    .delete(communityImages)
    .where(
      and(eq(communityImages.id, imageId), eq(communityImages.uploaderId, viewerId), isNull(communityImages.postId)),
    )
    .returning({ storageKey: communityImages.storageKey });
  if (!removed) throw imageNotFound();
  await deleteStoredImages(storage, [removed.storageKey]);
}

/** Pictures uploaded for a post that was never sent, a day on (run with the upload cleanup). */
export async function removeUntakenCommunityImages(db: Database, storage: Storage) {
  const removed = await db
    .delete(communityImages)
    .where(and(isNull(communityImages.postId), lt(communityImages.createdAt, sql`now() - interval '1 day'`)))
    .returning({ storageKey: communityImages.storageKey });
  await deleteStoredImages(
    storage,
    removed.map((row) => row.storageKey),
  );
  return removed.length;
}
