// A client span per query, under the request that sent it: pg's Client with `query`
// wrapped, for the pools the app opens (db/client.ts). Queries are parameterised (Drizzle), so
// their text holds placeholders, never the values.
import { SpanKind, SpanStatusCode, trace, type Span } from "@opentelemetry/api";
import type pg from "pg";
import type { Tracing } from "./tracing";

type QueryArguments = [config: unknown, ...rest: unknown[]];
type Callback = (error: Error | null, result: unknown) => void;

/** Kept whole up to this, which covers every query the app writes. */
const QUERY_TEXT_LIMIT = 4096;

function finish(span: Span, error?: unknown) {
  if (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

/** "SELECT", "INSERT"…: the statement's first word, which is what a span of a query is named. */
const operationOf = (text: string) => /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? "QUERY";

export function tracedClient(Base: typeof pg.Client, tracing: Tracing, database: string): typeof pg.Client {
  return class TracedClient extends Base {
    // @ts-expect-error -- one signature for pg's overloads, which it only forwards unchanged.
    override query(...args: QueryArguments) {
      const [config] = args;
      const run = super.query as (...args: QueryArguments) => unknown;
      // A cursor or stream (a "submittable") reports through its own events: not one span's business.
      if (typeof config === "object" && config !== null && "submit" in config) return run.apply(this, args);
      // Only inside a traced request: a job's or the replica watch's queries alone would each be a trace.
      const parent = tracing.current();
      if (!trace.getSpan(parent)) return run.apply(this, args);
      const text = typeof config === "string" ? config : ((config as { text?: string } | null)?.text ?? "");
      const operation = operationOf(text);
      const span = tracing.tracer.startSpan(
        `${operation} ${database}`,
        {
          kind: SpanKind.CLIENT,
          attributes: {
            "db.system.name": "postgresql",
            "db.namespace": database,
            "db.operation.name": operation,
            "db.query.text": text.slice(0, QUERY_TEXT_LIMIT),
          },
        },
        parent,
      );
      const last = args.at(-1);
      if (typeof last === "function") {
        // The pool's own query() hands a callback.
        const callback = last as Callback;
        return run.apply(this, [
          ...args.slice(0, -1),
          (error: Error | null, result: unknown) => {
            finish(span, error);
            callback(error, result);
          },
        ] as unknown as QueryArguments);
      }
      const result = run.apply(this, args) as Promise<unknown>;
      result.then(
        () => finish(span),
        (error: unknown) => finish(span, error),
      );
      return result;
    }
  } as unknown as typeof pg.Client;
}
