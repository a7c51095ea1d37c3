// The API's answer to a path it has no route for, and the test of whether a read would get it:
// the front door (front-door.ts) gives that answer itself, without a pass through the app. The
// app's own router decides, so the two can never disagree on what exists.
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { errorResponse } from "./errors";
import { answeredAs, UNMATCHED_ROUTE } from "./route-label";

export const NO_SUCH_ENDPOINT = { code: "not_found", message: "No such API endpoint." } as const;

/** The API's last route: whatever under /api no route before it answered. */
export const noSuchEndpoint = (c: Context<AppEnv>) => {
  // Counted as no route, the front door's answer to the same read too, not as every path under /api.
  answeredAs(c, UNMATCHED_ROUTE);
  return errorResponse(c, 404, NO_SUCH_ENDPOINT.code, NO_SUCH_ENDPOINT.message);
};

/**
 * Middleware registered for every path (`app.use(…)`) or every API path (`app.use("/api/*", …)`).
 * Each lets a read through untouched (the request context, compression, the origin check and the
 * body limit act on answers or on changes), so they do not decide what a read gets.
 */
const APP_WIDE_PATHS = new Set(["/*", "/api/*"]);

/**
 * Whether the app would answer a GET of `path` with noSuchEndpoint: the first route its router
 * matches, past the app-wide middleware, is that one. `path` is as Hono reads it: decoded, no query.
 */
export function findsNoEndpoint(app: Hono<AppEnv>): (path: string) => boolean {
  return (path) => {
    for (const [[handler, route]] of app.router.match("GET", path)[0]) {
      if (handler === noSuchEndpoint) return true;
      if (route.method !== "ALL" || !APP_WIDE_PATHS.has(route.path)) return false;
    }
    return false;
  };
}
