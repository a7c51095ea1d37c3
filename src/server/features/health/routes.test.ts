import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("reports the database as up", async () => {
    const response = await t.request("GET", "/api/health");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: "ok", database: "up" });
  });

  // The security headers are the front door's, in front of the app: lib/front-door.test.ts checks them through real
  // HTTP.
  it("sends a request id", async () => {
    const response = await t.request("GET", "/api/health");
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  it("answers unknown API paths with the JSON error shape", async () => {
    const response = await t.request("GET", "/api/nope");
    expect(response.status).toBe(404);
    expect(response.json.error).toMatchObject({ code: "not_found" });
    expect(response.json.error.requestId).toBe(response.headers.get("x-request-id"));
  });
});

describe("GET /api/health without the database", () => {
  it("answers 503 degraded when the database does not answer", async () => {
    const original = t.deps.pingDatabase;
    t.deps.pingDatabase = async () => false;
    try {
      const response = await t.request("GET", "/api/health");
      expect(response.status).toBe(503);
      expect(response.json).toEqual({ status: "degraded", database: "down" });
      expect(response.headers.get("cache-control")).toBe("no-store");
    } finally {
      t.deps.pingDatabase = original;
    }
  });

  it("answers 503 degraded, not an error, once the database connections are gone", async () => {
    const lost = await createTestApp();
    await lost.close();

    const response = await lost.request("GET", "/api/health");

    expect(response.status).toBe(503);
    expect(response.json).toEqual({ status: "degraded", database: "down" });
  });
});
