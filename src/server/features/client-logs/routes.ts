// Errors the web app caught, reported with their error ID so support can find them in the server log.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/context";
import { validJson } from "../../lib/validate";

const clientErrorSchema = z.object({
  errorId: z.string().max(64),
  message: z.string().max(2000),
  details: z.string().max(8000).optional(),
  url: z.string().max(2000),
  userAgent: z.string().max(500).optional(),
});

export const clientLogRoutes = new Hono<AppEnv>().post("/", validJson(clientErrorSchema), (c) => {
  c.var.logger.warn({ requestId: c.var.requestId, clientError: c.req.valid("json") }, "client error");
  return c.body(null, 204);
});
