// Errors the web app caught, reported with their error ID so support can find them in the server log.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { takeAttempt } from "../../lib/attempt-counter";
import type { RateLimit } from "../../lib/rate-limit";
import { clientAddressGroup } from "../../lib/client-address";
import type { AppEnv } from "../../context";
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

/** Reports per client address (an IPv6 one's /64): plenty for a page in trouble, too few to flood the log. */
export const CLIENT_LOG_LIMIT: RateLimit = { max: 30, windowSeconds: 10 * 60 };

/**
 * A page's address without its query and fragment: reset and confirmation links carry their
 * tokens there, and a log is no place for a working token. The web app strips them too.
 */
export function withoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0]!;
}

export const clientLogRoutes = new Hono<AppEnv>().post(
  "/",
  async (c, next) => {
    const refusal = "Too many error reports from this address. Please try again later.";
    await takeAttempt(c.var.db, `client-logs:${clientAddressGroup(c)}`, CLIENT_LOG_LIMIT, refusal);
    await next();
  },
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => errorResponse(c, 400, "validation_failed", "The report is too large."),
  }),
  validJson(clientErrorSchema),
  (c) => {
    const report = c.req.valid("json");
    c.var.logger.warn(
      { requestId: c.var.requestId, clientError: { ...report, url: withoutQuery(report.url) } },
      "client error",
    );
    return c.body(null, 204);
  },
);
