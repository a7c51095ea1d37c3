// Uploads and posts for content tests: an `uploads` row with its file in private storage, the way
// the uploads pipeline leaves a finished upload, and posts made through the real service.
import { randomUUID } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { PostInput, UploadKind } from "../../src/domain/content";
import { postSchema } from "../../src/domain/content";
import { posts, uploads } from "../../src/server/db/schema";
import { getPost } from "../../src/server/features/content/post-reads";
import { createPost as createPostWithService } from "../../src/server/features/content/post-writes";
import { runTranscodes } from "../../src/server/features/video";
import type { TestApp } from "./test-app";

/** Recognisable bytes: byte i is i % 251, behind an MP4 header, so any slice can be checked. */
export function videoBytes(size = 64 * 1024) {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = i % 251;
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(bytes);
  return bytes;
}

/** A small real PNG that sharp can read. */
export const pictureBytes = (color = { r: 200, g: 60, b: 40 }) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();

const defaultMime: Record<UploadKind, string> = { video: "video/mp4", image: "image/png", thumbnail: "image/png" };

/** A finished, unattached upload owned by `owner`. */
export async function createUpload(
  t: TestApp,
  owner: { id: string },
  kind: UploadKind,
  options: { bytes?: Buffer; mimeType?: string } = {},
) {
  const id = randomUUID();
  const bytes = options.bytes ?? (kind === "video" ? videoBytes() : await pictureBytes());
  const mimeType = options.mimeType ?? defaultMime[kind];
  const storageKey = `private/uploads/${owner.id}/${id}`;
  await t.deps.storage.put(storageKey, bytes, mimeType);
  await t.db.insert(uploads).values({ id, ownerId: owner.id, kind, storageKey, mimeType, sizeBytes: bytes.length });
  return { id, storageKey, bytes, mimeType };
}

export interface PostOptions extends Partial<PostInput> {
  /** Give the post a custom thumbnail upload (video and text posts have none otherwise). */
  withThumbnail?: boolean;
  mediaBytes?: Buffer;
  /** Leave a video post processing (the transcoding job not run). */
  skipTranscode?: boolean;
  publishedAt?: Date;
  createdAt?: Date;
  hiddenAt?: Date;
}

/** A post made by the real service; video and image posts get their upload created too. */
export async function createPost(t: TestApp, creator: { id: string }, options: PostOptions = {}) {
  const { withThumbnail, mediaBytes, publishedAt, createdAt, hiddenAt, skipTranscode, ...input } = options;
  const type = input.type ?? "text";
  const media = type === "text" ? null : await createUpload(t, creator, type, mediaBytes ? { bytes: mediaBytes } : {});
  const thumbnail = withThumbnail ? await createUpload(t, creator, "thumbnail") : null;
  let post = await createPostWithService(
    t.deps,
    creator.id,
    postSchema.parse({
      title: "Morning mobility",
      type,
      mediaUploadId: media?.id,
      thumbnailUploadId: thumbnail?.id,
      ...input,
    }),
  );
  // A video post waits for the transcoding job: run it now, as the app's job runner would. The
  // factory's bytes are no real video, so it fails at once and the post goes on with its file.
  if (type === "video" && !skipTranscode) {
    await runTranscodes(t.deps);
    post = (await getPost(t.db, post.id, creator.id)) as typeof post;
  }
  if (publishedAt || createdAt || hiddenAt) {
    await t.db
      .update(posts)
      .set({ ...(publishedAt && { publishedAt }), ...(createdAt && { createdAt }), ...(hiddenAt && { hiddenAt }) })
      .where(eq(posts.id, post.id));
  }
  return { ...post, media, thumbnail };
}

/** The post's row, for checking what the API may not show (storage keys). */
export async function postRow(t: TestApp, postId: string) {
  const [row] = await t.db.select().from(posts).where(eq(posts.id, postId));
  return row;
}

/** The bytes stored under a key, or null when nothing is there. */
export async function storedBytes(t: TestApp, key: string) {
  const object = await t.deps.storage.get(key);
  return object ? buffer(object.body) : null;
}
