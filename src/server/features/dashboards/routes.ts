import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context";
import { valid } from "../../lib/validate";
import { requireRole, requireViewer } from "../auth";
import { followerStats, influencerMetrics, listSubscribers } from "./service";

export const dashboardRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  })
  .get("/follower", requireRole("follower"), async (c) =>
    c.json(await followerStats(c.var.db, (await requireViewer(c)).id)),
  )
  .get("/influencer", requireRole("influencer"), async (c) =>
    c.json(await influencerMetrics(c.var.db, (await requireViewer(c)).id)),
  )
  .get(
    "/influencer/subscribers",
    requireRole("influencer"),
    valid("query", z.object({ cursor: z.string().max(200).optional() })),
    async (c) => c.json(await listSubscribers(c.var.db, (await requireViewer(c)).id, c.req.valid("query").cursor)),
  );
