// Posts: /api/posts (write, read one, its files, views), /api/creators/:username/posts,
// /api/me/posts (the creator's own) and /api/me/feed (a follower's latest content).
import { Hono } from "hono";
import { z } from "zod";
import { postEditSchema, postSchema } from "../../../domain/content";
import type { AppEnv } from "../../context";
import { valid, validJson } from "../../lib/validate";
import { getViewer, requireRole, requireViewer } from "../auth";
import { servePostImage, servePostMedia, servePostThumbnail } from "./media-routes";
import { getPost, listCreatorPosts, listFeed, listOwnPosts } from "./post-reads";
import { createPost, deletePost, editPost } from "./post-writes";
import { recordView } from "./views";
import { cacheForViewer } from "../../lib/cache-control";
import { readDatabase } from "../../lib/read-your-writes";

const pageQuery = z.object({ cursor: z.string().max(200).optional() });

const postRoutes = new Hono<AppEnv>()
  .post("/", requireRole("influencer"), validJson(postSchema), async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await createPost(c.var, viewer.id, c.req.valid("json")), 201);
  })
  .get("/:id", async (c) => {
    const viewer = await getViewer(c);
    c.header("cache-control", "private, no-store");
    return c.json(await getPost(c.var.db, c.req.param("id"), viewer?.id));
  })
  .patch("/:id", requireRole("influencer"), validJson(postEditSchema), async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await editPost(c.var, viewer.id, c.req.param("id"), c.req.valid("json")));
  })
  .delete("/:id", requireRole("influencer"), async (c) => {
    const viewer = await requireViewer(c);
    await deletePost(c.var, viewer.id, c.req.param("id"));
    return c.body(null, 204);
  })
  .get("/:id/media", servePostMedia)
  .get("/:id/thumbnail", servePostThumbnail)
  .get("/:id/images/:position", servePostImage)
  .post("/:id/views", async (c) => {
    const viewer = await getViewer(c);
    await recordView(c.var.db, c.req.param("id"), viewer?.id);
    return c.body(null, 204);
  });

const creatorPostRoutes = new Hono<AppEnv>().get("/:username/posts", valid("query", pageQuery), async (c) => {
  const viewer = await getViewer(c);
  cacheForViewer(c, viewer);
  return c.json(
    await listCreatorPosts(readDatabase(c), c.req.param("username"), viewer?.id, c.req.valid("query").cursor),
  );
});

const ownContentRoutes = new Hono<AppEnv>()
  .get("/posts", requireRole("influencer"), valid("query", pageQuery), async (c) => {
    const viewer = await requireViewer(c);
    c.header("cache-control", "no-store");
    return c.json(await listOwnPosts(c.var.db, viewer.id, c.req.valid("query").cursor));
  })
  .get("/feed", async (c) => {
    const viewer = await requireViewer(c);
    c.header("cache-control", "no-store");
    return c.json(await listFeed(c.var.db, viewer.id));
  });

/** Mounted at /api: the paths above live under three different parents. */
export const contentRoutes = new Hono<AppEnv>()
  .route("/posts", postRoutes)
  .route("/creators", creatorPostRoutes)
  .route("/me", ownContentRoutes);
