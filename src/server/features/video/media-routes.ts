// The files around a video that are read as the post is: its preview and poster (also for those
// who may not open it, while the creator leaves the preview on) and its captions (as the post).
import type { Context } from "hono";
import type { AppEnv } from "../../context";
import { notFound } from "../../lib/errors";
import { getViewer } from "../auth";
import { membershipRequired, streamFile } from "../content";
import { findCaptionsKey } from "./captions";
import { posterName, PREVIEW_NAME } from "./layout";
import { findVideoPostFor, mayPreview } from "./video-row";

async function previewablePost(c: Context<AppEnv>) {
  const viewer = await getViewer(c);
  const found = await findVideoPostFor(c.var.db, c.req.param("id") ?? "", viewer?.id);
  if (!mayPreview(found)) {
    if (found.access !== "open") throw membershipRequired(viewer?.id);
    return null;
  }
  return found.video!;
}

export async function servePreview(c: Context<AppEnv>) {
  const video = await previewablePost(c);
  if (!video?.hasPreview || !video.publishedPrefix) return notFound(c, "media_not_found", "This video has no preview.");
  return streamFile(c, `${video.publishedPrefix}${PREVIEW_NAME}`);
}

/** ?w= one of the poster widths made; another width gets the nearest one made. */
export async function servePoster(c: Context<AppEnv>) {
  const video = await previewablePost(c);
  const widths = video?.posterWidths ?? [];
  if (!video?.publishedPrefix || widths.length === 0)
    return notFound(c, "media_not_found", "This video has no poster.");
  const asked = Number(c.req.query("w") ?? 640) || 640;
  const width = widths.reduce((best, width) => (Math.abs(width - asked) < Math.abs(best - asked) ? width : best));
  return streamFile(c, `${video.publishedPrefix}${posterName(width)}`);
}

/** GET /posts/:id/captions/<language>.vtt */
export async function serveCaptions(c: Context<AppEnv>) {
  const viewer = await getViewer(c);
  const file = c.req.param("file") ?? "";
  const language = file.endsWith(".vtt") ? file.slice(0, -".vtt".length) : "";
  const { found, key } = await findCaptionsKey(c.var.db, c.req.param("id") ?? "", viewer?.id, language);
  if (found.access !== "open") throw membershipRequired(viewer?.id);
  if (!key) return notFound(c, "captions_not_found", "There are no captions in this language.");
  return streamFile(c, key, { sameOrigin: true });
}
