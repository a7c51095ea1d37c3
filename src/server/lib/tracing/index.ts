// Optional OpenTelemetry tracing (OTEL_EXPORTER_OTLP_ENDPOINT): requests, queries, provider calls.
export { createTracing, type Tracing } from "./tracing";
export { traceRequests } from "./request-spans";
export { tracedClient } from "./database-spans";
export { withProviderSpans } from "./provider-spans";
