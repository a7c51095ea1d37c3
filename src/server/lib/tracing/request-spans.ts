// A server span per request, named by its route template ("GET /api/creators/:username") like the
// metrics, continuing the caller's trace when it sends a `traceparent`. What the request does
// inside (queries, provider calls) becomes its children.
import { SpanKind, SpanStatusCode } from "@opentelemetry/api";
import type { MiddlewareHandler } from "hono";
import { routeLabel } from "../route-label";
import type { Tracing } from "./tracing";

export function traceRequests(tracing: Tracing): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    const span = tracing.tracer.startSpan(
      method,
      {
        kind: SpanKind.SERVER,
        attributes: { "http.request.method": method, "url.path": c.req.path, "url.scheme": "http" },
      },
      tracing.callerContext((name) => c.req.header(name)),
    );
    try {
      await tracing.within(span, next);
    } finally {
      const route = routeLabel(c);
      const status = c.res.status;
      span.updateName(`${method} ${route}`);
      span.setAttributes({ "http.route": route, "http.response.status_code": status });
      if (status >= 500 || c.error) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
  };
}
