import { Hono } from "hono";
import type { AppEnv } from "../../context";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const isDatabaseUp = await c.var.pingDatabase();
  c.header("cache-control", "no-store");
  return c.json(
    { status: isDatabaseUp ? "ok" : "degraded", database: isDatabaseUp ? "up" : "down" },
    isDatabaseUp ? 200 : 503,
  );
});
