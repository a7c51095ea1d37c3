// What load balancers and orchestrators ask: is the process alive (restart it if not), and is it
// ready for traffic (send it none if not). /api/health is the older overall check, kept for
// monitors that already use it.
import { Hono } from "hono";
import type { AppEnv } from "../../context";

const upOrDown = (isUp: boolean) => (isUp ? "up" : "down");

export const healthRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const isDatabaseUp = await c.var.pingDatabase();
    c.header("cache-control", "no-store");
    return c.json(
      { status: isDatabaseUp ? "ok" : "degraded", database: upOrDown(isDatabaseUp) },
      isDatabaseUp ? 200 : 503,
    );
  })
  // Answers while the process can answer at all; it checks nothing outside, so a database
  // outage makes every instance unready, not restarted.
  .get("/live", (c) => {
    c.header("cache-control", "no-store");
    return c.json({ status: "live" });
  })
  .get("/ready", async (c) => {
    c.header("cache-control", "no-store");
    if (c.var.lifecycle.isDraining) return c.json({ status: "draining" }, 503);
    const [database, storage] = await Promise.all([c.var.pingDatabase(), c.var.storage.isReachable()]);
    // Asked only of a database that answers; an instance of a newer build waits for `npm run migrate`.
    const migrations = database && (await c.var.migrationsApplied());
    const isReady = database && storage && migrations;
    return c.json(
      {
        status: isReady ? "ready" : "not_ready",
        database: upOrDown(database),
        storage: upOrDown(storage),
        migrations: migrations ? "applied" : "pending",
      },
      isReady ? 200 : 503,
    );
  });
