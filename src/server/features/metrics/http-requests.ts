// Requests as Prometheus counts them: how many, how they ended and how long they took, per route
// template ("/api/creators/:username", never the path: its values are unbounded).
import type { MiddlewareHandler } from "hono";
import { Counter, Histogram, type Registry } from "prom-client";
import { routeLabel, type ObserveRequest } from "../../lib/route-label";

/** From a shared answer (about a millisecond) to a slow export; Prometheus's defaults start at 5 ms. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  requests: Counter.Internal;
  duration: Histogram.Internal<string>;
}

export function httpRequestMetrics(registry: Registry): ObserveRequest {
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by method, route template and status.",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request reaching the app (or the front door) to its answer, by method, route template and status class.",
    labelNames: ["method", "route", "status_class"],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  // Each combination's children made once: a request then costs three map lookups, an increment
  // and an observation. Routes are the app's templates, methods those Node parses, so the maps stay small.
  const byRoute = new Map<string, Map<string, Map<number, Series>>>();
  const seriesOf = (method: string, route: string, status: number) => {
    let byMethod = byRoute.get(route);
    if (!byMethod) byRoute.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(status);
    if (!series) {
      series = {
        requests: requests.labels({ method, route, status: String(status) }),
        duration: duration.labels({ method, route, status_class: `${Math.floor(status / 100)}xx` }),
      };
      byStatus.set(status, series);
    }
    return series;
  };

  return (method, route, status, seconds) => {
    const series = seriesOf(method, route, status);
    series.requests.inc();
    series.duration.observe(seconds);
  };
}

/** The app's first middleware: times everything after it and counts the answer under its route. */
export function measureRequests(observeRequest: ObserveRequest): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    observeRequest(c.req.method, routeLabel(c), c.res.status, (performance.now() - started) / 1000);
  };
}
