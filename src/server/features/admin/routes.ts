import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { requireViewer } from "../auth/service";
import { platformFigures } from "./service";

export const adminRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    const viewer = await requireViewer(c);
    if (!viewer.isOwner) throw new AppError("forbidden", 403, "Only the platform owner can see this.");
    await next();
    c.header("cache-control", "no-store");
  })
  .get("/figures", async (c) => c.json(await platformFigures(c.var.db)));
