// The one JSON error shape, as a caller meets it across the whole app.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { AppError } from "./errors";
import { createMemoryLogger, LOG_LEVELS } from "./memory-logger";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("API errors", () => {
  it("answers malformed JSON with 400 and the JSON error shape", async () => {
    const response = await t.request("POST", "/api/auth/sign-in", { body: '{"email": "ana@example.com",' });

    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.json).toEqual({
      error: { code: "bad_request", message: expect.any(String), requestId: response.headers.get("x-request-id") },
    });
  });

  it("refuses an oversized JSON body with 413 before reading it all, and changes nothing", async () => {
    const response = await t.request("POST", "/api/auth/sign-up", {
      body: { username: "big_body", email: "big@example.com", password: "x".repeat(400_000) },
    });
    expect(response.status).toBe(413);
    expect(response.json.error.code).toBe("payload_too_large");
    expect(t.outbox.list()).toHaveLength(0);
  });

  it("answers an unknown API path with 404 and the request ID the response carries", async () => {
    const response = await t.request("POST", "/api/no/such/thing");

    expect(response.status).toBe(404);
    expect(response.json.error.code).toBe("not_found");
    expect(response.json.error.requestId).toMatch(/\S+/);
    expect(response.json.error.requestId).toBe(response.headers.get("x-request-id"));
  });

  it("keeps a request ID the caller sent, so a report can be traced end to end", async () => {
    const response = await t.request("GET", "/api/no-such-thing", { headers: { "x-request-id": "trace-123" } });
    expect(response.headers.get("x-request-id")).toBe("trace-123");
    expect(response.json.error.requestId).toBe("trace-123");
  });

  it("answers an unexpected exception with 500 internal_error, logging it but not leaking its message", async () => {
    const original = { pingDatabase: t.deps.pingDatabase, logger: t.deps.logger };
    const { logger, records } = createMemoryLogger();
    t.deps.logger = logger;
    t.deps.pingDatabase = () =>
      Promise.reject(new Error("password authentication failed for user postgres at 10.0.0.5"));
    try {
      const response = await t.request("GET", "/api/health");

      expect(response.status).toBe(500);
      expect(response.json).toEqual({
        error: {
          code: "internal_error",
          message: "Something went wrong on our side. Please try again.",
          requestId: response.headers.get("x-request-id"),
        },
      });
      expect(response.text).not.toContain("password");
      expect(response.text).not.toContain("10.0.0.5");
      const logged = records.find((record) => record.msg === "unhandled error");
      expect(logged).toMatchObject({ level: LOG_LEVELS.error, requestId: response.headers.get("x-request-id") });
      expect(JSON.stringify(logged)).toContain("password authentication failed");
    } finally {
      Object.assign(t.deps, original);
    }
  });

  it("answers malformed input that slipped past a route's checks with 400, not 500: a value PostgreSQL cannot read, a broken escape", async () => {
    const original = t.deps.pingDatabase;
    // drizzle wraps the driver's error; PostgreSQL's code sits on its cause.
    const invalidUuid = Object.assign(new Error('invalid input syntax for type uuid: "abc"'), { code: "22P02" });
    const failures = [
      new Error("Failed query: select ...", { cause: invalidUuid }),
      invalidUuid,
      new URIError("URI malformed"),
    ];
    try {
      for (const failure of failures) {
        t.deps.pingDatabase = () => Promise.reject(failure);
        const response = await t.request("GET", "/api/health");
        expect(response.status).toBe(400);
        expect(response.json.error).toMatchObject({ code: "bad_request", message: expect.any(String) });
        expect(response.text).not.toContain("uuid");
      }
    } finally {
      t.deps.pingDatabase = original;
    }
  });

  it("answers an AppError with its own status, code and message", async () => {
    const original = t.deps.pingDatabase;
    t.deps.pingDatabase = () =>
      Promise.reject(new AppError("maintenance", 409, "Down for maintenance.", { until: "noon" }));
    try {
      const response = await t.request("GET", "/api/health");
      expect(response.status).toBe(409);
      expect(response.json.error).toMatchObject({
        code: "maintenance",
        message: "Down for maintenance.",
        details: { until: "noon" },
      });
    } finally {
      t.deps.pingDatabase = original;
    }
  });
});
