// /api/owner/support-requests: the owners' list of support requests, one request, and answering
// it. Mounted inside the owner routes, whose guard lets only OWNER_EMAILS in.
import { Hono } from "hono";
import { z } from "zod";
import { supportAnswerSchema } from "../../../domain/support-requests";
import type { AppEnv } from "../../context";
import { valid, validJson } from "../../lib/validate";
import { requireViewer } from "../auth";
import { answerSupportRequest, getOwnerSupportRequest, listSupportQueue } from "./owner-queue";

export const ownerSupportRoutes = new Hono<AppEnv>()
  .get("/", valid("query", z.object({ cursor: z.string().max(300).optional() })), async (c) =>
    c.json(await listSupportQueue(c.var.db, c.req.valid("query").cursor)),
  )
  .get("/:requestId", async (c) =>
    c.json(await getOwnerSupportRequest(c.var.db, await requireViewer(c), c.req.param("requestId"))),
  )
  .post("/:requestId/answers", validJson(supportAnswerSchema), async (c) =>
    c.json(
      await answerSupportRequest(
        c.var.db,
        c.var.config.ownerEmails,
        await requireViewer(c),
        c.req.param("requestId"),
        c.req.valid("json").message,
      ),
    ),
  );
