// The HLS files under /api/videos/:postId/t/:token/...: the token is the whole check (see
// stream-tokens.ts), the names are a fixed set (no path from the request reaches storage as it is),
// and nothing is cached: a file served once to a member is not served again from a cache after
// their token has expired.
import type { Context } from "hono";
import type { AppEnv } from "../../context";
import { isUuid } from "../../lib/ids";
import { notFound } from "../../lib/errors";
import { streamFile } from "../content";
import { attemptPrefix, MASTER_NAME } from "./layout";

const RENDITION = /^\d{3,4}p$/;
const RENDITION_FILE = /^(index\.m3u8|init\.mp4|seg-\d{5}\.m4s)$/;

/** The file's name inside the attempt's folder, or null when the request names no such file. */
export function streamFileName(rendition: string | undefined, file: string): string | null {
  if (rendition === undefined) return file === MASTER_NAME ? file : null;
  return RENDITION.test(rendition) && RENDITION_FILE.test(file) ? `${rendition}/${file}` : null;
}

export async function serveStreamFile(c: Context<AppEnv>, rendition: string | undefined, file: string) {
  const postId = c.req.param("postId") ?? "";
  const name = streamFileName(rendition, file);
  if (!isUuid(postId) || !name) return notFound(c, "media_not_found", "There is no such file.");
  const { attemptId } = c.var.streamTokens.verify(c.req.param("token") ?? "", postId);
  if (!isUuid(attemptId)) return notFound(c, "media_not_found", "There is no such file.");
  return streamFile(c, `${attemptPrefix(postId, attemptId)}${name}`, {
    cacheControl: "private, no-store",
    sameOrigin: name.endsWith(".m3u8"),
  });
}
