// Traces for an operator's OpenTelemetry collector (OTEL_EXPORTER_OTLP_ENDPOINT): a span per
// request, with a child per database query and per call to a provider (payments, translation).
// Off unless the endpoint is set, and then nothing of the SDK is even loaded.
//
// Nothing global is registered (no global tracer provider or context manager): the request's span
// travels in this module's own AsyncLocalStorage, so two apps in one process (tests, benchmarks)
// never trace into each other, and a library that brings its own OpenTelemetry set-up is not disturbed.
import { AsyncLocalStorage } from "node:async_hooks";
import { context as contexts, ROOT_CONTEXT, trace, type Context, type Span, type Tracer } from "@opentelemetry/api";
import type { Logger } from "../logger";

export interface TracingSettings {
  /** The collector's base address: spans go to `<endpoint>/v1/traces` as OTLP over HTTP (JSON). */
  endpoint: string;
  serviceName: string;
}

export interface Tracing {
  tracer: Tracer;
  /** The context of the span running now (the request's, or a query's parent), or the root one. */
  current(): Context;
  /** The caller's trace from its `traceparent` header (W3C Trace Context), for the request's span to continue. */
  callerContext(header: (name: string) => string | undefined): Context;
  /** Runs `work` with `span` as the parent of what it starts. */
  within<T>(span: Span, work: () => T): T;
  /** Sends what is finished now (a test, or before exiting). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

/** Tracing as configured (config.tracing), or null when it is off: then nothing of the SDK is loaded. */
export async function createTracing(settings: TracingSettings | null, logger: Logger): Promise<Tracing | null> {
  if (!settings) return null;
  const { endpoint, serviceName } = settings;
  const [
    { BasicTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    { W3CTraceContextPropagator },
  ] = await Promise.all([
    import("@opentelemetry/sdk-trace-base"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/resources"),
    import("@opentelemetry/core"),
  ]);
  const propagator = new W3CTraceContextPropagator();
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, "")}/v1/traces` });
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ "service.name": serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  const tracer = provider.getTracer("fitcreators");
  const active = new AsyncLocalStorage<Context>();
  logger.info({ endpoint }, "tracing to an OpenTelemetry collector");
  return {
    tracer,
    current: () => active.getStore() ?? contexts.active(),
    callerContext: (header) =>
      propagator.extract(ROOT_CONTEXT, header, {
        get: (read, name) => read(name),
        keys: () => ["traceparent", "tracestate"],
      }),
    within: (span, work) => active.run(trace.setSpan(active.getStore() ?? contexts.active(), span), work),
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
