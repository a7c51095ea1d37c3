// Following creators and rating them: /api/creators/:username/follow|rating, /api/me/memberships.
import { Hono } from "hono";
import { ratingSchema } from "../../../domain/ratings";
import { followRequestSchema } from "../../../domain/analytics";
import type { AppEnv } from "../../lib/context";
import { validJson } from "../../lib/validate";
import { requireRole, requireViewer } from "../auth/service";
import { listOwnMemberships } from "./list";
import { leaveAtPeriodEnd } from "../billing/plan-changes";
import { atProvider } from "../billing/provider-errors";
import { findCreatorId, followFree, rateCreator, removeRating, unfollow, viewerTierFor } from "./service";

export const followRoutes = new Hono<AppEnv>()
  .post("/:username/follow", requireRole("follower"), validJson(followRequestSchema), async (c) => {
    const viewer = await requireViewer(c);
    const creatorId = await findCreatorId(c.var.db, c.req.param("username"));
    return c.json(await followFree(c.var.db, viewer.id, creatorId, c.req.valid("json").source));
  })
  // Unfollowing a paid membership cancels it at the period end, and the follow ends with it.
  .delete("/:username/follow", requireRole("follower"), async (c) => {
    const viewer = await requireViewer(c);
    const username = c.req.param("username");
    // A member may leave a suspended creator too; a paid membership to one is already ending.
    const creatorId = await findCreatorId(c.var.db, username, { evenSuspended: true });
    const tier = await viewerTierFor(c.var.db, viewer.id, creatorId);
    if (tier === "pro" || tier === "all_star") {
      return c.json(
        await atProvider(
          c,
          "payment_provider_error",
          "Failed to cancel the membership",
          leaveAtPeriodEnd(c.var, viewer.id, username),
        ),
      );
    }
    await unfollow(c.var.db, viewer.id, creatorId);
    return c.json({ tier: null });
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
