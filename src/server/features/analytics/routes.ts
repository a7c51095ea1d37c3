// The creator's analytics: GET /api/dashboards/influencer/analytics?range=7d|30d|90d|12m.
import { Hono } from "hono";
import { z } from "zod";
import { analyticsRanges } from "../../../domain/analytics";
import type { AppEnv } from "../../context";
import { valid } from "../../lib/validate";
import { requireRole, requireViewer } from "../auth";
import { creatorAnalytics } from "./service";

export const analyticsRoutes = new Hono<AppEnv>().get(
  "/",
  requireRole("influencer"),
  valid("query", z.object({ range: z.enum(analyticsRanges).default("30d") })),
  async (c) => {
    c.header("cache-control", "no-store");
    return c.json(await creatorAnalytics(c.var.db, (await requireViewer(c)).id, c.req.valid("query").range));
  },
);
