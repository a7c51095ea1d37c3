// Errors the web app caught, reported with their error ID so support can find them in the server log.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { AppEnv } from "../../lib/context";
import { errorResponse } from "../../lib/errors";
import { validJson } from "../../lib/validate";

const clientErrorSchema = z.object({
  errorId: z.string().max(64),
  message: z.string().max(2000),
  details: z.string().max(8000).optional(),
  url: z.string().max(2000),
  userAgent: z.string().max(500).optional(),
});

/**
 * Anyone may post here, so a body is refused before it is read past this size. The fields'
 * own limits add up to about 13,000 characters; this leaves room for escaping and UTF-8.
 */
const MAX_BODY_BYTES = 64 * 1024;

export const clientLogRoutes = new Hono<AppEnv>().post(
  "/",
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => errorResponse(c, 400, "validation_failed", "The report is too large."),
  }),
  validJson(clientErrorSchema),
  (c) => {
    c.var.logger.warn({ requestId: c.var.requestId, clientError: c.req.valid("json") }, "client error");
    return c.body(null, 204);
  },
);
