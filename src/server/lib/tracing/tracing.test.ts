// OTEL_EXPORTER_OTLP_ENDPOINT: each request is a span named by its route, continuing the caller's
// trace, with its queries and provider calls as children, sent to the collector; nothing without it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectPayouts } from "../../../../tests/support/billing-factories";
import { createCreator } from "../../../../tests/support/creator-factories";
import { signIn } from "../../../../tests/support/factories";
import { startOtlpCollector } from "../../../../tests/support/otlp-collector";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

const SERVER = 2;
const CLIENT = 3;
const ERROR = 2;
const CALLER_TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
const CALLER_SPAN = "00f067aa0ba902b7";

let collector: Awaited<ReturnType<typeof startOtlpCollector>>;
let t: TestApp;

beforeAll(async () => {
  collector = await startOtlpCollector();
  t = await createTestApp({
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: `${collector.url}/`, OTEL_SERVICE_NAME: "fitcreators-test" },
  });
});

afterAll(async () => {
  await t?.close();
  await collector?.close();
});

/** Sends what the app has finished, and returns the spans of the trace the request `named` began. */
async function traceOf(name: string) {
  await t.deps.tracing!.flush();
  const request = collector.spans.findLast((span) => span.name === name && span.kind === SERVER);
  expect(request, `a span "${name}"`).toBeDefined();
  return { request: request!, trace: collector.spans.filter((span) => span.traceId === request!.traceId) };
}

describe("tracing", () => {
  it("traces a read under its route, in the caller's trace, with its queries as children", async () => {
    const creator = await createCreator(t);
    const response = await t.request("GET", `/api/creators/${creator.username}`, {
      headers: { traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` },
    });
    expect(response.status).toBe(200);

    const { request, trace } = await traceOf("GET /api/creators/:username");
    expect(request).toMatchObject({ traceId: CALLER_TRACE, parentSpanId: CALLER_SPAN });
    expect(request.attributes).toMatchObject({
      "http.request.method": "GET",
      "http.route": "/api/creators/:username",
      "http.response.status_code": 200,
      "url.path": `/api/creators/${creator.username}`,
    });
    expect(request.resource["service.name"]).toBe("fitcreators-test");
    const queries = trace.filter((span) => span.attributes["db.system.name"] === "postgresql");
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query).toMatchObject({ kind: CLIENT, parentSpanId: request.spanId });
      expect(query.name).toMatch(/^(SELECT|WITH) fitcreators_test_/);
      // Parameterised: the username is a placeholder in the text, never the value.
      expect(String(query.attributes["db.query.text"])).not.toContain(creator.username);
    }
  });

  it("traces a call to the payments provider inside the request that made it", async () => {
    const cookie = await signIn(t, await createCreator(t));
    await connectPayouts(t, cookie);
    const { request, trace } = await traceOf("POST /api/me/payout-account/link");
    const calls = trace.filter((span) => span.attributes["fc.provider"] === "payments");
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call).toMatchObject({ kind: CLIENT, parentSpanId: request.spanId });
      expect(call.name).toMatch(/^payments \w+$/);
    }
  });

  it('names a request no route answered "unmatched", and does not count a 404 as an error', async () => {
    const missing = await t.request("GET", "/api/no-such-thing");
    expect(missing.status).toBe(404);
    const { request } = await traceOf("GET unmatched");
    expect(request.status?.code).not.toBe(ERROR);
    expect(request.attributes["http.response.status_code"]).toBe(404);
  });

  it("is off without an endpoint", async () => {
    const plain = await createTestApp();
    try {
      expect(plain.deps.tracing).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
