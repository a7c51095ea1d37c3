// A stand-in OpenTelemetry collector: takes OTLP over HTTP (JSON, as the app's exporter sends it)
// at /v1/traces and keeps the spans, flattened, for a test to read.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

type AnyValue = { stringValue?: string; intValue?: number | string; boolValue?: boolean; doubleValue?: number };
interface KeyValue {
  key: string;
  value: AnyValue;
}

export interface CollectedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** 2: server, 3: client (OTLP's SpanKind). */
  kind: number;
  status?: { code?: number };
  attributes: Record<string, string | number | boolean | undefined>;
  resource: Record<string, string | number | boolean | undefined>;
}

const valueOf = (value: AnyValue) =>
  value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue));
const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

export async function startOtlpCollector() {
  const spans: CollectedSpan[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      if (request.method === "POST" && request.url === "/v1/traces") {
        const payload = JSON.parse(body) as {
          resourceSpans: {
            resource?: { attributes?: KeyValue[] };
            scopeSpans: { spans: (Omit<CollectedSpan, "attributes" | "resource"> & { attributes?: KeyValue[] })[] }[];
          }[];
        };
        for (const { resource, scopeSpans } of payload.resourceSpans) {
          for (const { spans: batch } of scopeSpans) {
            for (const span of batch) {
              spans.push({
                ...span,
                attributes: attributesOf(span.attributes),
                resource: attributesOf(resource?.attributes),
              });
            }
          }
        }
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
