// GET /api/events: one server-sent event stream per signed-in tab. It carries hints (what to
// refetch), never data, so every read still goes through the API's access checks.
import { and, eq, gt, sql } from "drizzle-orm";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { sessions } from "../../db/schema";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/errors";
import { RECONNECT_AFTER_MS } from "../../lib/lifecycle";

/** Often enough to keep proxies from closing an idle stream, and to notice an ended session. */
export const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

export const liveRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const session = await c.var.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new AppError("unauthenticated", 401, "Please log in to continue.");
  const { live, db, logger } = c.var;
  const sessionId = session.session.id;
  // Proxies must pass events through as they come.
  c.header("x-accel-buffering", "no");

  return streamSSE(c, async (stream) => {
    let closed = false;
    let wake: () => void = () => undefined;
    const ended = new Promise<void>((resolve) => (wake = resolve));
    const close = () => {
      if (closed) return;
      closed = true;
      wake();
    };
    const write = (event: string, data: unknown) => {
      if (closed) return;
      stream.writeSSE({ event, data: JSON.stringify(data) }).catch(close);
    };
    // `retry` is how long the browser waits before it reconnects: soon, since another instance is there.
    const closeToReconnect = () => {
      if (closed) return;
      stream.writeSSE({ event: "reconnect", data: "{}", retry: RECONNECT_AFTER_MS }).then(close, close);
    };
    const remove = live.add({ userId: session.user.id, sessionId, send: write, close, closeToReconnect });
    stream.onAbort(close);
    // A stream opened while this instance drains (the balancer still sent it here) goes elsewhere at once.
    if (c.var.lifecycle.isDraining) closeToReconnect();

    const stillSignedIn = async () => {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)));
      return Boolean(row);
    };
    const heartbeat = setInterval(() => {
      stream.write(": heartbeat\n\n").catch(close);
      stillSignedIn()
        .then((ok) => ok || close())
        .catch((error: unknown) => logger.warn({ err: error }, "live stream session check failed"));
    }, HEARTBEAT_MS);

    try {
      await stream.writeSSE({ event: "ready", data: "{}", retry: RETRY_MS });
      await ended;
    } finally {
      clearInterval(heartbeat);
      remove();
    }
  });
});
