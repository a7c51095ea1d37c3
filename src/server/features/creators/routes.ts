import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";
import { listFeaturedCreators } from "./service";

export const creatorRoutes = new Hono<AppEnv>().get("/featured", async (c) => {
  c.header("cache-control", "public, max-age=30");
  return c.json({ creators: await listFeaturedCreators(c.var.db) });
});
