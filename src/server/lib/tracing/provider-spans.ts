// A client span per call to an outside provider (payments, translation), named for the call
// ("payments createCheckout"): how long the provider took, and whether it failed, inside the trace
// of the request that called it.
import { SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import type { Tracing } from "./tracing";

/** `provider` with each call that returns a promise traced inside a request; the same object when not tracing. */
export function withProviderSpans<T extends object | null>(tracing: Tracing | null, name: string, provider: T): T {
  if (!tracing || !provider) return provider;
  return new Proxy(provider, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== "function" || typeof property !== "string") return value;
      return (...args: unknown[]) => {
        const parent = tracing.current();
        if (!trace.getSpan(parent)) return (value as (...args: unknown[]) => unknown).apply(target, args);
        const span = tracing.tracer.startSpan(
          `${name} ${property}`,
          { kind: SpanKind.CLIENT, attributes: { "fc.provider": name, "fc.provider.call": property } },
          parent,
        );
        let result: unknown;
        try {
          result = tracing.within(span, () => (value as (...args: unknown[]) => unknown).apply(target, args));
        } catch (error) {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
          throw error;
        }
        // A plain function (no call out) is left unended, and so never exported.
        if (!(result instanceof Promise)) return result;
        return result.then(
          (answer: unknown) => {
            span.end();
            return answer;
          },
          (error: unknown) => {
            span.recordException(error as Error);
            span.setStatus({ code: SpanStatusCode.ERROR });
            span.end();
            throw error;
          },
        );
      };
    },
  });
}
