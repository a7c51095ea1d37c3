// The first middleware of the app: the request's id (for logs, error answers and the
// X-Request-Id header), the one variables object handlers read, and the access log line.
import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../context";

/** A caller's own id is kept (to trace a request across services) when it is a plain token. */
const CALLER_REQUEST_ID = /^[\w\-=]{1,255}$/;

/** The request's id: the caller's X-Request-Id when it is a plain token, else a new one. */
export const requestIdFrom = (callerId: string | undefined) =>
  callerId && CALLER_REQUEST_ID.test(callerId) ? callerId : crypto.randomUUID();

export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header("x-request-id"));
    // Hono's `c.var` copies every variable into a new object on each read, and a request reads
    // it many times: one object per request instead, with the shared dependencies as its prototype.
    Object.defineProperty(c, "var", { value: Object.assign(Object.create(deps) as AppDeps, { requestId }) });
    c.set("requestId", requestId);
    c.header("x-request-id", requestId);
    const started = performance.now();
    await next();
    if (deps.logger.isLevelEnabled("info")) {
      deps.logger.info(
        {
          requestId,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    }
  };
}
