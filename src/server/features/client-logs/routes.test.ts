import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { createMemoryLogger, LOG_LEVELS, type LogRecord } from "../../lib/memory-logger";
import { CLIENT_LOG_LIMIT } from "./routes";

let t: TestApp;
let records: LogRecord[];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  const memory = createMemoryLogger();
  t.deps.logger = memory.logger;
  records = memory.records;
});

const report = {
  errorId: "ERR-7F3A2C",
  message: "TypeError: cannot read properties of undefined",
  details: "at ExplorePage (explore-page.tsx:12)",
  url: "http://localhost:3000/explore",
  userAgent: "Mozilla/5.0",
};

const clientErrorLogs = () => records.filter((record) => record.msg === "client error");

describe("POST /api/client-logs", () => {
  it("accepts a report and logs it with its error ID and the request ID", async () => {
    const response = await t.request("POST", "/api/client-logs", { body: report });

    expect(response.status).toBe(204);
    expect(response.text).toBe("");
    const logged = clientErrorLogs();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: LOG_LEVELS.warn,
      clientError: report,
      requestId: response.headers.get("x-request-id"),
    });
  });

  it("accepts a report without the optional details and user agent", async () => {
    const { details: _details, userAgent: _userAgent, ...minimal } = report;
    const response = await t.request("POST", "/api/client-logs", { body: minimal });
    expect(response.status).toBe(204);
    expect(clientErrorLogs()[0]!.clientError).toEqual(minimal);
  });

  it.each([
    ["a field over its limit", { ...report, message: "x".repeat(2001) }, "message"],
    ["a missing error ID", { ...report, errorId: undefined }, "errorId"],
    ["a field of the wrong type", { ...report, url: 42 }, "url"],
  ])("refuses %s with validation_failed, logging nothing", async (_case, body, field) => {
    const response = await t.request("POST", "/api/client-logs", { body });

    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("validation_failed");
    expect(Object.keys(response.json.error.details.fields)).toEqual([field]);
    expect(clientErrorLogs()).toHaveLength(0);
  });

  it("refuses a body that is not JSON", async () => {
    const response = await t.request("POST", "/api/client-logs", { body: "{ not json" });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("bad_request");
    expect(clientErrorLogs()).toHaveLength(0);
  });

  it("refuses an oversized body before reading it, with validation_failed", async () => {
    const huge = JSON.stringify({ ...report, padding: "x".repeat(100_000) });

    const declared = await t.request("POST", "/api/client-logs", {
      body: huge,
      headers: { "content-length": String(huge.length) },
    });
    const streamed = await t.app.request("/api/client-logs", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new Blob([huge]).stream(),
      duplex: "half",
    } as RequestInit);

    expect(declared.status).toBe(400);
    expect(declared.json.error).toMatchObject({ code: "validation_failed", message: "The report is too large." });
    expect(streamed.status).toBe(400);
    expect(((await streamed.json()) as { error: { code: string } }).error.code).toBe("validation_failed");
    expect(clientErrorLogs()).toHaveLength(0);
  });
});

describe("what a report may carry and how often", () => {
  it("logs the page address without its query and fragment, where reset and confirmation tokens travel", async () => {
    const response = await t.request("POST", "/api/client-logs", {
      body: { ...report, url: "http://localhost:3000/reset-password?token=secret-reset-token#step2" },
    });
    expect(response.status).toBe(204);
    expect(clientErrorLogs()[0]!.clientError).toMatchObject({ url: "http://localhost:3000/reset-password" });
    expect(JSON.stringify(records)).not.toContain("secret-reset-token");
  });

  it("takes 30 reports per client in 10 minutes, then answers 429 with Retry-After and logs nothing more", async () => {
    const own = await createTestApp();
    try {
      const memory = createMemoryLogger();
      own.deps.logger = memory.logger;
      for (let i = 0; i < CLIENT_LOG_LIMIT.max; i++)
        expect((await own.request("POST", "/api/client-logs", { body: report })).status).toBe(204);
      const refused = await own.request("POST", "/api/client-logs", { body: report });
      expect(refused.status).toBe(429);
      expect(refused.json.error.code).toBe("rate_limited");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(memory.records.filter((record) => record.msg === "client error")).toHaveLength(CLIENT_LOG_LIMIT.max);
    } finally {
      await own.close();
    }
  });
});
