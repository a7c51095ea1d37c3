// Creating, editing and deleting posts. A finished upload is attached to one post only:
// claiming it (setting uploads.post_id) is a conditional update, so two posts can never share it.
import { randomUUID } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { z } from "zod";
import { postNeedsFile, type postEditSchema, type postSchema, type UploadKind } from "../../../domain/content";
import type { Tier } from "../../../domain/memberships";
import type { Storage } from "../../adapters/storage";
import type { Database } from "../../db/client";
import { posts, postVideos, uploads } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { isUuid } from "../../lib/ids";
import type { Logger } from "../../lib/logger";
import { postNotFound } from "./post-access";
import { selectOwnPostRow, toOwnPost } from "./post-cards";
import { removeFiles, storedSize, videoFilesPrefix } from "./post-files";
import { releaseChangesForEdit, releaseColumnsForCreate } from "./release-writes";
import { galleryIdsOf, storeGallery } from "./post-images";
import { storeDerivedThumbnail, storeTeaser } from "./teasers";
import { withoutMetadata } from "../media";
import type { JobQueue } from "../../context";
import { announcePost, FANOUT_JOB } from "../notifications";
import { queueTranscode, TRANSCODE_JOB, videoQueueEntry } from "./video-queue";

export interface ContentDeps {
  db: Database;
  storage: Storage;
  logger: Logger;
  jobs: JobQueue;
}

type Upload = typeof uploads.$inferSelect;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const uploadNotFound = () =>
  new AppError("upload_not_found", 404, "The uploaded file was not found. Please upload it again.");

/** The creator's finished, unused upload of this kind, or upload_not_found. */
async function findFreeUpload(db: Database, ownerId: string, uploadId: string, kind: UploadKind): Promise<Upload> {
  const [upload] = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.id, uploadId),
        eq(uploads.ownerId, ownerId),
        eq(uploads.kind, kind),
        isNull(uploads.postId),
        isNull(uploads.routineId),
      ),
    );
  if (!upload) throw uploadNotFound();
  return upload;
}

/**
 * The creator's free picture upload (a gallery picture or a thumbnail), its file re-encoded
 * without metadata (camera, GPS position) before the post shows it to anyone.
 */
async function findFreePicture(
  { db, storage }: Pick<ContentDeps, "db" | "storage">,
  ownerId: string,
  uploadId: string,
  kind: "image" | "thumbnail",
): Promise<Upload> {
  const upload = await findFreeUpload(db, ownerId, uploadId, kind);
  const stored = await storage.get(upload.storageKey);
  if (!stored) throw uploadNotFound();
  const cleaned = await withoutMetadata(await buffer(stored.body), upload.mimeType);
  await storage.put(upload.storageKey, cleaned, upload.mimeType);
  await db.update(uploads).set({ sizeBytes: cleaned.length }).where(eq(uploads.id, upload.id));
  return { ...upload, sizeBytes: cleaned.length };
}

/** Marks the upload as the post's; fails if another request attached it first. */
async function claimUpload(tx: Transaction, upload: Upload, postId: string) {
  const claimed = await tx
    .update(uploads)
    .set({ postId })
    .where(and(eq(uploads.id, upload.id), isNull(uploads.postId), isNull(uploads.routineId)))
    .returning({ id: uploads.id });
  if (claimed.length === 0) throw uploadNotFound();
}

/** The thumbnail (custom, or derived from an image post's picture) and its public teaser. */
async function makePictures(
  storage: Storage,
  postId: string,
  customThumbnailKey: string | null,
  pictureKey: string | null,
) {
  const made: string[] = [];
  try {
    let thumbnailKey = customThumbnailKey;
    if (!thumbnailKey && pictureKey) {
      thumbnailKey = await storeDerivedThumbnail(storage, postId, pictureKey);
      made.push(thumbnailKey);
    }
    const teaserKey = thumbnailKey ? await storeTeaser(storage, postId, thumbnailKey) : null;
    if (teaserKey) made.push(teaserKey);
    return { thumbnailKey, teaserKey, made, generatedBytes: await storedSize(storage, made) };
  } catch (error) {
    await Promise.all(made.map((key) => storage.delete(key)));
    throw error;
  }
}

export async function createPost(
  { db, storage, logger, jobs }: ContentDeps,
  creatorId: string,
  input: z.output<typeof postSchema>,
) {
  if (!postNeedsFile(input.type) && input.mediaUploadId) {
    throw new AppError("validation_failed", 400, "Text posts have no file.", {
      fields: { mediaUploadId: "validation.fileNotAllowed" },
    });
  }
  const postId = randomUUID();
  // An image post's first picture is its media; the others join it in post_images.
  const imageIds = galleryIdsOf(input);
  const mediaId = input.type === "image" ? imageIds[0] : input.mediaUploadId;
  const media =
    input.type === "text" || !mediaId
      ? null
      : input.type === "image"
        ? await findFreePicture({ db, storage }, creatorId, mediaId, "image")
        : await findFreeUpload(db, creatorId, mediaId, input.type);
  const moreImages = await Promise.all(
    imageIds.slice(1).map((id) => findFreePicture({ db, storage }, creatorId, id, "image")),
  );
  const thumbnail = input.thumbnailUploadId
    ? await findFreePicture({ db, storage }, creatorId, input.thumbnailUploadId, "thumbnail")
    : null;
  const pictures = await makePictures(
    storage,
    postId,
    thumbnail?.storageKey ?? null,
    input.type === "image" ? (media?.storageKey ?? null) : null,
  );
  // A video waits for its renditions (features/video): hidden as "processing" until then.
  const isVideo = input.type === "video";
  const status = isVideo ? "processing" : input.status;
  try {
    await db.transaction(async (tx) => {
      for (const upload of [media, thumbnail, ...moreImages]) if (upload) await claimUpload(tx, upload, postId);
      await tx.insert(posts).values({
        id: postId,
        creatorId,
        title: input.title,
        description: input.description,
        category: input.category,
        type: input.type,
        requiredTier: input.requiredTier,
        status,
        mediaKey: media?.storageKey ?? null,
        mediaMimeType: media?.mimeType ?? null,
        mediaSizeBytes: media?.sizeBytes ?? null,
        thumbnailKey: pictures.thumbnailKey,
        teaserKey: pictures.teaserKey,
        generatedBytes: pictures.generatedBytes,
        durationSeconds: input.type === "video" ? (input.durationSeconds ?? null) : null,
        unlockPriceCents: input.unlockPriceCents ?? null,
        ...releaseColumnsForCreate(input),
        ...(isVideo ? { publishedAt: null } : {}),
      });
      if (input.type === "image" && media) await storeGallery(tx, postId, [media, ...moreImages]);
      if (isVideo) await queueTranscode(tx, postId, input.status);
      if (status === "published") await announcePost(tx, creatorId, { id: postId, ...input });
    });
  } catch (error) {
    await removeFiles(storage, logger, pictures.made);
    throw error;
  }
  if (status === "published") jobs.runSoon(FANOUT_JOB);
  if (isVideo) jobs.runSoon(TRANSCODE_JOB);
  return ownPost(db, postId);
}

async function ownPost(db: Database, postId: string) {
  const [row] = await selectOwnPostRow(db).where(eq(posts.id, postId));
  if (!row) throw postNotFound();
  return toOwnPost(row);
}

/** Only the creator may change a post; to anyone else it does not exist. */
async function findOwnPostRow(db: Database, creatorId: string, postId: string) {
  if (!isUuid(postId)) throw postNotFound();
  const [post] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.creatorId, creatorId)));
  if (!post) throw postNotFound();
  return post;
}

/**
 * The pay-per-view price after an edit: the one given, or the one it had; a post opened to
 * everyone (Rookie) is not sold, so that takes its price away. Purchases made stay open.
 */
function unlockPriceAfterEdit(
  post: { requiredTier: Tier; unlockPriceCents: number | null },
  input: { requiredTier?: Tier; unlockPriceCents?: number | null },
) {
  if ((input.requiredTier ?? post.requiredTier) !== "rookie") return input.unlockPriceCents;
  if (input.unlockPriceCents)
    throw new AppError("validation_failed", 400, "Only a post for PRO or ALL STAR members can be sold.", {
      fields: { unlockPriceCents: "validation.unlockPriceNeedsTier" },
    });
  return post.unlockPriceCents === null ? undefined : null;
}

export async function editPost(
  { db, storage, logger, jobs }: ContentDeps,
  creatorId: string,
  postId: string,
  input: z.output<typeof postEditSchema>,
) {
  const post = await findOwnPostRow(db, creatorId, postId);
  const changes: Partial<typeof posts.$inferInsert> = {
    title: input.title,
    description: input.description,
    category: input.category,
    requiredTier: input.requiredTier,
    unlockPriceCents: unlockPriceAfterEdit(post, input),
  };
  // Status, publication and schedule times, step-down days (release-writes.ts).
  const video = post.status === "processing" ? await videoQueueEntry(db, postId) : null;
  Object.assign(changes, releaseChangesForEdit(video ? { ...post, status: video.targetStatus } : post, input));
  // While its video is processing, the status chosen is the one the post takes when it is ready.
  const processingTarget = video ? changes.status : undefined;
  if (video) {
    delete changes.status;
    delete changes.publishedAt;
  }

  // thumbnailUploadId: a new custom thumbnail; null: back to none (an image post derives one again).
  let newThumbnail: Upload | null = null;
  let made: string[] = [];
  const replacesThumbnail = input.thumbnailUploadId !== undefined;
  if (replacesThumbnail) {
    newThumbnail = input.thumbnailUploadId
      ? await findFreePicture({ db, storage }, creatorId, input.thumbnailUploadId, "thumbnail")
      : null;
    const pictureKey = post.type === "image" ? post.mediaKey : null;
    const pictures = await makePictures(storage, postId, newThumbnail?.storageKey ?? null, pictureKey);
    made = pictures.made;
    changes.thumbnailKey = pictures.thumbnailKey;
    changes.teaserKey = pictures.teaserKey;
    changes.generatedBytes = pictures.generatedBytes;
  }

  let oldThumbnailUploadKeys: string[] = [];
  try {
    await db.transaction(async (tx) => {
      if (replacesThumbnail) {
        if (newThumbnail) await claimUpload(tx, newThumbnail, postId);
        const released = await tx
          .delete(uploads)
          .where(
            and(
              eq(uploads.postId, postId),
              eq(uploads.kind, "thumbnail"),
              newThumbnail ? ne(uploads.id, newThumbnail.id) : undefined,
            ),
          )
          .returning({ storageKey: uploads.storageKey });
        oldThumbnailUploadKeys = released.map((upload) => upload.storageKey);
      }
      if (processingTarget && processingTarget !== "processing")
        await tx.update(postVideos).set({ targetStatus: processingTarget }).where(eq(postVideos.postId, postId));
      // An edit that changes nothing ({}, or the status the post already has) has nothing to set.
      if (Object.values(changes).some((value) => value !== undefined))
        await tx.update(posts).set(changes).where(eq(posts.id, postId));
      // Members hear of a post when it is first published, not again when it is republished.
      if (changes.status === "published") {
        await announcePost(tx, creatorId, {
          id: postId,
          title: changes.title ?? post.title,
          type: post.type,
          requiredTier: changes.requiredTier ?? post.requiredTier,
        });
      }
    });
  } catch (error) {
    await removeFiles(storage, logger, made);
    throw error;
  }
  if (changes.status === "published") jobs.runSoon(FANOUT_JOB);
  if (replacesThumbnail)
    await removeFiles(storage, logger, [post.thumbnailKey, post.teaserKey, ...oldThumbnailUploadKeys]);
  return ownPost(db, postId);
}

/** Deletes the post, its uploads' rows, and every file it had (views and favorites go by cascade). */
export async function deletePost({ db, storage, logger }: ContentDeps, creatorId: string, postId: string) {
  const post = await findOwnPostRow(db, creatorId, postId);
  const released = await db.transaction(async (tx) => {
    await tx.delete(posts).where(eq(posts.id, postId));
    return tx.delete(uploads).where(eq(uploads.postId, postId)).returning({ storageKey: uploads.storageKey });
  });
  await removeFiles(storage, logger, [
    post.mediaKey,
    post.thumbnailKey,
    post.teaserKey,
    ...released.map((upload) => upload.storageKey),
  ]);
  if (post.type === "video")
    await storage
      .deletePrefix(videoFilesPrefix(postId))
      .catch((error: unknown) => logger.warn({ err: error, postId }, "could not delete a video's renditions"));
}
