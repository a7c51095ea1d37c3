// The route a request is counted under in metrics: the template of the route that answered
// ("/api/creators/:username"), never the path itself, whose values are unbounded.
import type { Context } from "hono";
import { routePath } from "hono/route";

/** Counts one answered request (features/metrics); `route` is a label from `routeLabel`. */
export type ObserveRequest = (method: string, route: string, status: number, seconds: number) => void;

/** Requests no endpoint or page answered: an API path with no endpoint, the app's 404. */
export const UNMATCHED_ROUTE = "unmatched";

/** Answers made in a route's place, by context: see `answeredAs`. */
const answeredRoutes = new WeakMap<Context, string>();

/**
 * Names the route an answer counts under when it is not the handler Hono dispatched to last: the
 * shared cache answering for the route that built the answer, the app's answer to no route.
 */
export function answeredAs(c: Context, route: string) {
  answeredRoutes.set(c, route);
}

/** After the request has been answered: the template of the route that answered it. */
export const routeLabel = (c: Context): string => answeredRoutes.get(c) ?? (routePath(c) || UNMATCHED_ROUTE);
