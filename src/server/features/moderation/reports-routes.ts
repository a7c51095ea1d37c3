// POST /api/reports: a signed-in user reports a post or a creator's profile to the platform's owners.
import { Hono, type MiddlewareHandler } from "hono";
import { reportSchema } from "../../../domain/moderation";
import type { AppEnv } from "../../context";
import { validJson } from "../../lib/validate";
import { requireViewer } from "../auth";
import { reportContent } from "./reports";

// Signed in first, so a visitor learns they must log in rather than what the body lacks.
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireViewer(c);
  await next();
};

export const reportRoutes = new Hono<AppEnv>().post("/", signedIn, validJson(reportSchema), async (c) => {
  const viewer = await requireViewer(c);
  return c.json(await reportContent(c.var, viewer.id, c.req.valid("json")), 201);
});
