// The creator's member reviews: /api/me/reviews lists ratings with comments, and
// PUT/DELETE /api/me/reviews/:username/featured shows or hides one on the public profile.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/errors";
import { isUsername } from "../../lib/ids";
import { valid } from "../../lib/validate";
import { requireRole, requireViewer } from "../auth";
import { listReviews, setReviewFeatured } from "./reviews";

const pageQuerySchema = z.object({ cursor: z.string().max(200).optional() });

const memberUsername = (username: string) => {
  if (!isUsername(username)) throw new AppError("review_not_found", 404, "No review with a comment from this member.");
  return username;
};

export const ownReviewRoutes = new Hono<AppEnv>()
  .get("/", requireRole("influencer"), valid("query", pageQuerySchema), async (c) => {
    c.header("cache-control", "no-store");
    const viewer = await requireViewer(c);
    return c.json(await listReviews(c.var.db, viewer.id, c.req.valid("query").cursor));
  })
  // The public profile is shared with visitors for its max-age, as after a profile save.
  .put("/:username/featured", requireRole("influencer"), async (c) => {
    const viewer = await requireViewer(c);
    await setReviewFeatured(c.var.db, viewer.id, memberUsername(c.req.param("username")), true);
    return c.json({ isFeatured: true });
  })
  .delete("/:username/featured", requireRole("influencer"), async (c) => {
    const viewer = await requireViewer(c);
    await setReviewFeatured(c.var.db, viewer.id, memberUsername(c.req.param("username")), false);
    return c.json({ isFeatured: false });
  });
