// The development outbox as JSON: GET /api/dev/mail. Mounted only when mail goes
// to the outbox and the server is not in production.
import { Hono } from "hono";
import type { Outbox } from "../../adapters/mail";
import type { AppEnv } from "../../lib/context";

export const devMailRoutes = (outbox: Outbox) =>
  new Hono<AppEnv>().get("/", (c) => {
    c.header("cache-control", "no-store");
    return c.json({ messages: outbox.list() });
  });
