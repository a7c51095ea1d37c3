// /api/support: where to write for help, and a signed-in user's support requests (open one with
// an optional screenshot, read them with their threads, reply in one). The owners' side is owner-routes.ts.
import { Hono, type Context, type Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import {
  SUPPORT_SCREENSHOT_MAX_BYTES,
  supportReplySchema,
  supportRequestSchema,
} from "../../../domain/support-requests";
import type { AppEnv } from "../../context";
import { errorResponse } from "../../lib/errors";
import { valid, validJson } from "../../lib/validate";
import { requireViewer } from "../auth";
import { replyToSupportRequest } from "./replies";
import { getSupportRequest, listOwnRequests, openSupportRequest, readableRequest, requestNotFound } from "./requests";
import { streamFile } from "../content";

/** A visitor is told to sign in before what they sent is read. */
const signedIn = async (c: Context<AppEnv>, next: Next) => {
  await requireViewer(c);
  await next();
};

const cursorQuery = valid("query", z.object({ cursor: z.string().max(200).optional() }));

/** The form /support sends: the words, and a screenshot only when one was picked. */
const requestForm = valid(
  "form",
  supportRequestSchema.extend({
    // A file field left empty may arrive as "" instead of an empty file: both mean no screenshot.
    screenshot: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.instanceof(File, { message: "supportRequests.validation.screenshotInvalid" }).optional(),
    ),
  }),
);

/** The screenshot's limit and room for the words and the form's boundaries. */
const formLimit = bodyLimit({
  maxSize: SUPPORT_SCREENSHOT_MAX_BYTES + 64 * 1024,
  onError: (c) =>
    errorResponse(c, 413, "file_too_large", "The file is larger than 5 MB.", {
      maxBytes: SUPPORT_SCREENSHOT_MAX_BYTES,
    }),
});

export const supportRoutes = new Hono<AppEnv>()
  .get("/", (c) => c.json({ email: c.var.config.supportEmail }))
  .get("/requests", cursorQuery, async (c) => {
    const viewer = await requireViewer(c);
    c.header("cache-control", "private, no-store");
    return c.json(await listOwnRequests(c.var.db, viewer, c.req.valid("query").cursor));
  })
  .post(
    "/requests",
    // A visitor is told to sign in before their file is read.
    signedIn,
    formLimit,
    requestForm,
    async (c) => {
      const viewer = await requireViewer(c);
      return c.json(
        await openSupportRequest(c.var.db, c.var.storage, c.var.config.ownerEmails, viewer, c.req.valid("form")),
        201,
      );
    },
  )
  .get("/requests/:requestId", async (c) => {
    const viewer = await requireViewer(c);
    c.header("cache-control", "private, no-store");
    return c.json(await getSupportRequest(c.var.db, viewer, c.req.param("requestId")));
  })
  .post("/requests/:requestId/replies", signedIn, validJson(supportReplySchema), async (c) => {
    const viewer = await requireViewer(c);
    const { message } = c.req.valid("json");
    return c.json(
      await replyToSupportRequest(c.var.db, c.var.config.ownerEmails, viewer, c.req.param("requestId"), message),
      201,
    );
  })
  // Served only to the requester and the owners, and never kept by a shared or the browser's cache.
  .get("/requests/:requestId/screenshot", async (c) => {
    const viewer = await requireViewer(c);
    const request = await readableRequest(c.var.db, viewer, c.req.param("requestId"));
    if (!request.screenshotKey) throw requestNotFound();
    return streamFile(c, request.screenshotKey, { cacheControl: "private, no-store" });
  });
