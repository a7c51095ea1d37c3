// Captions: one WebVTT file per language, uploaded by the creator and read as the post is
// (only by those who may open it). A file is checked before anything is stored: UTF-8 text that
// starts as WebVTT must, within the size limit.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { captionLanguages, MAX_CAPTION_BYTES, type CaptionLanguage } from "../../../domain/video";
import type { Database } from "../../db/client";
import { videoCaptions } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ContentDeps } from "../content";
import { videoFilesPrefix } from "../content";
import { findVideoPostFor } from "./video-row";

const invalidCaptions = (problem: string) =>
  new AppError("invalid_captions", 400, "Captions must be a WebVTT file (.vtt) of at most 512 KB.", {
    fields: { file: `validation.${problem}` },
  });

export function captionLanguageOf(value: string): CaptionLanguage {
  if (!(captionLanguages as readonly string[]).includes(value))
    throw new AppError("validation_failed", 400, "Captions can be in English, Spanish, French or Portuguese.", {
      fields: { language: "validation.invalid" },
    });
  return value as CaptionLanguage;
}

/** The text, or 400 when it is not a WebVTT file: the first line is "WEBVTT", alone or followed by a space or tab. */
export function checkWebVtt(bytes: Uint8Array): string {
  if (bytes.length === 0 || bytes.length > MAX_CAPTION_BYTES) throw invalidCaptions("captionsTooLarge");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw invalidCaptions("captionsNotVtt");
  }
  if (!/^\uFEFF?WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/.test(text)) throw invalidCaptions("captionsNotVtt");
  return text;
}

/** The creator's own video post (404 for anyone else, as every write to a post). */
async function ownVideoPost(db: Database, creatorId: string, postId: string) {
  const found = await findVideoPostFor(db, postId, creatorId);
  if (!found.isCreator) throw new AppError("post_not_found", 404, "This post does not exist or is not available.");
  return found.post;
}

const captionKey = (postId: string, language: CaptionLanguage) =>
  `${videoFilesPrefix(postId)}captions/${language}-${randomUUID()}.vtt`;

export async function putCaptions(
  { db, storage, logger }: ContentDeps,
  creatorId: string,
  postId: string,
  language: CaptionLanguage,
  bytes: Uint8Array,
) {
  const post = await ownVideoPost(db, creatorId, postId);
  const text = checkWebVtt(bytes);
  const key = captionKey(post.id, language);
  await storage.put(key, Buffer.from(text), "text/vtt; charset=utf-8");
  const [previous] = await db
    .select({ storageKey: videoCaptions.storageKey })
    .from(videoCaptions)
    .where(and(eq(videoCaptions.postId, post.id), eq(videoCaptions.language, language)));
  await db
    .insert(videoCaptions)
    .values({ postId: post.id, language, storageKey: key, sizeBytes: bytes.length })
    .onConflictDoUpdate({
      target: [videoCaptions.postId, videoCaptions.language],
      set: { storageKey: key, sizeBytes: bytes.length, createdAt: new Date() },
    });
  if (previous)
    await storage
      .delete(previous.storageKey)
      .catch((error: unknown) => logger.warn({ err: error }, "old captions not removed"));
}

export async function deleteCaptions(
  { db, storage }: ContentDeps,
  creatorId: string,
  postId: string,
  language: CaptionLanguage,
) {
  const post = await ownVideoPost(db, creatorId, postId);
  const [removed] = await db
    .delete(videoCaptions)
    .where(and(eq(videoCaptions.postId, post.id), eq(videoCaptions.language, language)))
    .returning({ storageKey: videoCaptions.storageKey });
  if (!removed) throw new AppError("captions_not_found", 404, "There are no captions in this language.");
  await storage.delete(removed.storageKey);
}

/** The stored file of captions the viewer may read (as the post), or null. */
export async function findCaptionsKey(db: Database, postId: string, viewerId: string | undefined, language: string) {
  const found = await findVideoPostFor(db, postId, viewerId);
  if (found.access !== "open") return { found, key: null };
  const [row] = await db
    .select({ storageKey: videoCaptions.storageKey })
    .from(videoCaptions)
    .where(and(eq(videoCaptions.postId, found.post.id), eq(videoCaptions.language, language)));
  return { found, key: row?.storageKey ?? null };
}
