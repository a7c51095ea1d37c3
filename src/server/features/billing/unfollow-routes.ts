// DELETE /api/creators/:username/follow. It lives with billing because leaving a paid membership
// cancels the subscription at the provider; a free follow simply ends.
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { requireRole, requireViewer } from "../auth";
import { findCreatorId, unfollow, viewerTierFor } from "../memberships";
import { leavePause } from "./pauses";
import { leaveAtPeriodEnd } from "./plan-changes";
import { atProvider } from "./provider-errors";

export const unfollowRoutes = new Hono<AppEnv>()
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
    // A paused membership is a free follow on a subscription that would bill again: end that first.
    await atProvider(
      c,
      "payment_provider_error",
      "Failed to cancel the membership",
      leavePause(c.var, viewer.id, creatorId),
    );
    await unfollow(c.var.db, viewer.id, creatorId);
    return c.json({ tier: null });
  });
