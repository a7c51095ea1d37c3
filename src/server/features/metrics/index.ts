// Prometheus metrics, never public (METRICS_TOKEN or METRICS_PORT): what the app shell wires in.
export { createAppMetrics, isMetricsServed, type AppMetrics, type MetricsSources } from "./app-metrics";
export { measureRequests } from "./http-requests";
export { startMetricsServer, type MetricsServer } from "./metrics-server";
export { metricsRoutes } from "./routes";
