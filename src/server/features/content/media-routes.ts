// A post's video or image and its full thumbnail, streamed from storage with Range support.
// Access is checked on every request: no URL outlives the viewer's membership.
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { Context } from "hono";
import type { AppEnv } from "../../context";
import { notFound } from "../../lib/errors";
import { getViewer } from "../auth";
import { parseByteRange } from "./byte-range";
import { findGalleryPicture } from "./post-images";
import { findOpenPost } from "./post-reads";

const etagOf = (key: string, size: number) => `"${createHash("sha1").update(`${key}:${size}`).digest("base64url")}"`;

export interface FileAnswer {
  /** Private by default: the answer depends on who asks. */
  cacheControl?: string;
  /**
   * Sent from the app's own address even when the storage could give a signed one: a playlist
   * (players resolve its relative addresses against where it came from) or captions (a <track>
   * refuses another origin's file).
   */
  sameOrigin?: boolean;
}

/**
 * An hour is as long as a revoked member can replay what their browser kept. With a signed
 * address, the browser keeps the bytes under that address only, which the app hands out again
 * only after the access check.
 */
const PRIVATE_CACHE = "private, max-age=3600";

/**
 * Sends a private file; callers check access first (routine videos use it too). With object
 * storage the answer is a redirect to a short-lived signed address, so the bytes never pass
 * through this process; on the local disk it is streamed with Range support.
 */
export async function streamFile(c: Context<AppEnv>, key: string, answer: FileAnswer = {}) {
  const { storage, config } = c.var;
  const cacheControl = answer.cacheControl ?? PRIVATE_CACHE;
  if (!answer.sameOrigin) {
    const ttlSeconds = config.media.urlTtlSeconds;
    const signed = await storage.signedReadUrl(key, {
      ttlSeconds,
      cacheControl: cacheControl === PRIVATE_CACHE ? `private, max-age=${ttlSeconds}` : cacheControl,
    });
    if (signed) {
      // The redirect itself is never kept: each one is given after the access check.
      c.header("cache-control", "private, no-store");
      return c.redirect(signed, 302);
    }
  }
  const info = await storage.stat(key);
  if (!info) return notFound(c, "media_not_found", "The file is missing.");
  const etag = etagOf(key, info.size);
  c.header("accept-ranges", "bytes");
  c.header("etag", etag);
  c.header("cache-control", cacheControl);
  c.header("vary", "Cookie");
  c.header("x-content-type-options", "nosniff");
  if (c.req.header("if-none-match") === etag) return c.body(null, 304);

  const ifRange = c.req.header("if-range");
  const range = parseByteRange(ifRange && ifRange !== etag ? undefined : c.req.header("range"), info.size);
  if (range === "unsatisfiable") {
    c.header("content-range", `bytes */${info.size}`);
    return c.body(null, 416);
  }
  // HEAD (Hono answers it with the GET route) gets the headers only, without opening the file.
  const isHead = c.req.raw.method === "HEAD";
  const object = isHead ? null : await storage.get(key, range ?? undefined);
  if (!isHead && !object) return notFound(c, "media_not_found", "The file is missing.");
  c.header("content-type", info.contentType);
  c.header("content-length", String(range ? range.end - range.start + 1 : info.size));
  if (range) c.header("content-range", `bytes ${range.start}-${range.end}/${info.size}`);
  const status = range ? 206 : 200;
  if (!object) return c.body(null, status);
  return c.body(
    Readable.toWeb(object.body) as WebReadableStream<Uint8Array> as unknown as ReadableStream<Uint8Array>,
    status,
  );
}

export async function servePostMedia(c: Context<AppEnv>) {
  const viewer = await getViewer(c);
  const post = await findOpenPost(c.var.db, c.req.param("id") ?? "", viewer?.id);
  if (!post.mediaKey) return notFound(c, "media_not_found", "This post has no file.");
  return streamFile(c, post.mediaKey);
}

/** One picture of an image post's gallery, by position (0..4), under the same access check. */
export async function servePostImage(c: Context<AppEnv>) {
  const viewer = await getViewer(c);
  const post = await findOpenPost(c.var.db, c.req.param("id") ?? "", viewer?.id);
  const position = Number(c.req.param("position"));
  const key =
    post.type === "image" && /^[0-4]$/.test(c.req.param("position") ?? "")
      ? await findGalleryPicture(c.var.db, post, position)
      : null;
  if (!key) return notFound(c, "media_not_found", "This post has no picture there.");
  return streamFile(c, key);
}

export async function servePostThumbnail(c: Context<AppEnv>) {
  const viewer = await getViewer(c);
  const post = await findOpenPost(c.var.db, c.req.param("id") ?? "", viewer?.id);
  if (!post.thumbnailKey) return notFound(c, "media_not_found", "This post has no thumbnail.");
  return streamFile(c, post.thumbnailKey);
}
