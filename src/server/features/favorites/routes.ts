// Favorites: PUT and DELETE /api/posts/:postId/favorite, and GET /api/me/favorites.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context";
import { valid } from "../../lib/validate";
import { requireRole, requireViewer } from "../auth";
import { favoritePost, listFavorites, unfavoritePost } from "./service";

const pageQuery = z.object({ cursor: z.string().max(200).optional() });

/** Mounted at /api. Only followers save posts; a creator's own list of posts shows the counts. */
export const favoriteRoutes = new Hono<AppEnv>()
  .put("/posts/:postId/favorite", requireRole("follower"), async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await favoritePost(c.var.db, viewer.id, c.req.param("postId")));
  })
  .delete("/posts/:postId/favorite", requireRole("follower"), async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await unfavoritePost(c.var.db, viewer.id, c.req.param("postId")));
  })
  .get("/me/favorites", requireRole("follower"), valid("query", pageQuery), async (c) => {
    const viewer = await requireViewer(c);
    c.header("cache-control", "no-store");
    return c.json(await listFavorites(c.var.db, viewer.id, c.req.valid("query").cursor));
  });
