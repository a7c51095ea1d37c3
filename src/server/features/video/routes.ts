// Video: /api/posts/:id/video (what the player needs), its preview, poster and captions, the
// viewer's resume point and the creator's preview switch; /api/videos/:postId/t/:token/... (HLS).
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_CAPTION_BYTES, videoPreviewSchema, videoProgressSchema } from "../../../domain/video";
import type { AppEnv } from "../../context";
import { errorResponse } from "../../lib/errors";
import { validJson } from "../../lib/validate";
import { getViewer, requireRole, requireViewer, viewerSessionCookie } from "../auth";
import { captionLanguageOf, deleteCaptions, putCaptions } from "./captions";
import { serveCaptions, servePoster, servePreview } from "./media-routes";
import { offlineVideoKey } from "./offline-keys";
import { serveStreamFile } from "./stream-files";
import { getVideoInfo } from "./video-info";
import { saveWatchProgress, setPreviewEnabled } from "./viewer-settings";

const captionLimit = bodyLimit({
  maxSize: MAX_CAPTION_BYTES,
  onError: (c) =>
    errorResponse(c, 413, "file_too_large", "Captions files are at most 512 KB.", { maxBytes: MAX_CAPTION_BYTES }),
});

const postVideoRoutes = new Hono<AppEnv>()
  .get("/:id/video", async (c) => {
    const viewer = await getViewer(c);
    // The answer holds a stream token for this viewer: never stored by anyone.
    c.header("cache-control", "private, no-store");
    return c.json(await getVideoInfo(c.var.db, c.var.streamTokens, c.req.param("id"), viewer?.id));
  })
  .put("/:id/video/progress", validJson(videoProgressSchema), async (c) => {
    const viewer = await requireViewer(c);
    await saveWatchProgress(c.var.db, viewer.id, c.req.param("id"), c.req.valid("json").seconds);
    return c.body(null, 204);
  })
  .put("/:id/video/preview", requireRole("influencer"), validJson(videoPreviewSchema), async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await setPreviewEnabled(c.var.db, viewer.id, c.req.param("id"), c.req.valid("json").enabled));
  })
  // The key a phone encrypts its downloaded copy with, and the date it must be deleted by.
  .post("/:id/offline-key", async (c) => {
    const viewer = await requireViewer(c);
    c.header("cache-control", "private, no-store");
    const sessionCookie = viewerSessionCookie(c)!;
    const answer = await offlineVideoKey(
      c.var.db,
      c.var.offlineVideoKeys,
      { id: viewer.id, sessionCookie },
      c.req.param("id"),
    );
    return c.json(answer);
  })
  .get("/:id/preview.mp4", servePreview)
  .get("/:id/poster", servePoster)
  .get("/:id/captions/:file", serveCaptions)
  .put("/:id/captions/:language", requireRole("influencer"), captionLimit, async (c) => {
    const viewer = await requireViewer(c);
    const language = captionLanguageOf(c.req.param("language"));
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    await putCaptions(c.var, viewer.id, c.req.param("id"), language, bytes);
    return c.body(null, 204);
  })
  .delete("/:id/captions/:language", requireRole("influencer"), async (c) => {
    const viewer = await requireViewer(c);
    await deleteCaptions(c.var, viewer.id, c.req.param("id"), captionLanguageOf(c.req.param("language")));
    return c.body(null, 204);
  });

const streamRoutes = new Hono<AppEnv>()
  .get("/:postId/t/:token/master.m3u8", (c) => serveStreamFile(c, undefined, "master.m3u8"))
  .get("/:postId/t/:token/:rendition/:file", (c) => serveStreamFile(c, c.req.param("rendition"), c.req.param("file")));

/** Mounted at /api. */
export const videoRoutes = new Hono<AppEnv>().route("/posts", postVideoRoutes).route("/videos", streamRoutes);
