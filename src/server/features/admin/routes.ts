// /api/owner: the platform owner's figures and moderation (OWNER_EMAILS only): the report queue,
// hiding posts, dismissing reports and the audit log. Account suspension mounts its own routes here.
import { Hono } from "hono";
import { z } from "zod";
import { moderationActionSchema, reportKinds } from "../../../domain/moderation";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/errors";
import { valid, validJson } from "../../lib/validate";
import { requireViewer } from "../auth";
import { listModerationLog } from "../moderation";
import { setPostHidden } from "../moderation";
import { dismissReport, listReportQueue } from "../moderation";
import { suspensionRoutes } from "../moderation";
import { ownerSupportRoutes } from "../support";
import { platformFigures } from "./service";

const cursorQuery = valid("query", z.object({ cursor: z.string().max(200).optional() }));
const reasonBody = validJson(moderationActionSchema);

export const adminRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    const viewer = await requireViewer(c);
    if (!viewer.isOwner) throw new AppError("forbidden", 403, "Only the platform owner can see this.");
    await next();
    c.header("cache-control", "no-store");
  })
  .get("/figures", async (c) => c.json(await platformFigures(c.var.db)))
  .get("/reports", cursorQuery, async (c) => c.json(await listReportQueue(c.var.db, c.req.valid("query").cursor)))
  .post(
    "/reports/:kind/:id/dismiss",
    valid("param", z.object({ kind: z.enum(reportKinds), id: z.string() })),
    reasonBody,
    async (c) => {
      const { kind, id } = c.req.valid("param");
      return c.json(await dismissReport(c.var.db, (await requireViewer(c)).id, kind, id, c.req.valid("json").reason));
    },
  )
  .post("/posts/:postId/hide", reasonBody, async (c) =>
    c.json(
      await setPostHidden(
        c.var.db,
        (await requireViewer(c)).id,
        c.req.param("postId"),
        true,
        c.req.valid("json").reason,
      ),
    ),
  )
  .post("/posts/:postId/unhide", reasonBody, async (c) =>
    c.json(
      await setPostHidden(
        c.var.db,
        (await requireViewer(c)).id,
        c.req.param("postId"),
        false,
        c.req.valid("json").reason,
      ),
    ),
  )
  .route("/accounts", suspensionRoutes)
  .route("/support-requests", ownerSupportRoutes)
  .get("/log", cursorQuery, async (c) => c.json(await listModerationLog(c.var.db, c.req.valid("query").cursor)));
