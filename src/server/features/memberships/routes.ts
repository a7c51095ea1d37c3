// Following creators and rating them: /api/creators/:username/follow|rating, /api/me/memberships.
// Unfollowing is billing's (unfollow-routes.ts): it may have to cancel a paid membership.
import { Hono } from "hono";
import { ratingSchema } from "../../../domain/ratings";
import { followRequestSchema } from "../../../domain/analytics";
import type { AppEnv } from "../../context";
import { validJson } from "../../lib/validate";
import { requireRole, requireViewer } from "../auth";
import { listOwnMemberships } from "./list";
import { findCreatorId, followFree, rateCreator, removeRating } from "./service";

export const followRoutes = new Hono<AppEnv>()
  .post("/:username/follow", requireRole("follower"), validJson(followRequestSchema), async (c) => {
    const viewer = await requireViewer(c);
    const creatorId = await findCreatorId(c.var.db, c.req.param("username"));
    return c.json(await followFree(c.var.db, viewer.id, creatorId, c.req.valid("json").source));
  })
  // Rating answers the viewer's stars and the creator's new average and count.
  .put("/:username/rating", requireRole("follower"), validJson(ratingSchema), async (c) => {
    const viewer = await requireViewer(c);
    const creatorId = await findCreatorId(c.var.db, c.req.param("username"));
    const { stars, comment } = c.req.valid("json");
    return c.json(await rateCreator(c.var.db, viewer.id, creatorId, stars, comment));
  })
  // Anyone who rated may take it back, even after the membership ended.
  .delete("/:username/rating", requireRole("follower"), async (c) => {
    const viewer = await requireViewer(c);
    const creatorId = await findCreatorId(c.var.db, c.req.param("username"));
    return c.json(await removeRating(c.var.db, viewer.id, creatorId));
  });

export const ownMembershipRoutes = new Hono<AppEnv>().get("/", requireRole("follower"), async (c) => {
  c.header("cache-control", "no-store");
  return c.json({ memberships: await listOwnMemberships(c.var.db, (await requireViewer(c)).id) });
});
