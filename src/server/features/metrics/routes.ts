// GET /metrics on the app's port: Prometheus's text format, for a scraper holding METRICS_TOKEN
// as a bearer token. Without the setting nothing is here: 404, as for any path the app lacks.
import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/errors";
import type { AppMetrics } from "./app-metrics";

const BEARER = /^Bearer +(\S+)$/i;

/** Equal-length digests, so the comparison takes the same time whatever the token sent. */
const digest = (token: string) => createHash("sha256").update(token).digest();

export function metricsRoutes(metrics: AppMetrics | null, token: string | undefined) {
  const expected = token ? digest(token) : null;
  return new Hono<AppEnv>().get("/", async (c) => {
    if (!metrics || !expected) throw new AppError("not_found", 404, "Not found.");
    const sent = BEARER.exec(c.req.header("authorization") ?? "")?.[1];
    if (!sent || !timingSafeEqual(digest(sent), expected)) {
      c.header("www-authenticate", 'Bearer realm="metrics"');
      throw new AppError("metrics_token_required", 401, "Metrics need the metrics token as a bearer token.");
    }
    c.header("cache-control", "no-store");
    c.header("content-type", metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  });
}
