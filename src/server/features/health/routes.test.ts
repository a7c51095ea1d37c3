import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHttpServer } from "../../../../tests/support/http-server";
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

describe("GET /api/health/live and /api/health/ready", () => {
  it("says live, and ready when the database and storage answer and every migration is applied", async () => {
    const live = await t.request("GET", "/api/health/live");
    expect(live.status).toBe(200);
    expect(live.json).toEqual({ status: "live" });
    const ready = await t.request("GET", "/api/health/ready");
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: "ready", database: "up", storage: "up", migrations: "applied" });
    expect(ready.headers.get("cache-control")).toBe("no-store");
  });

  it("is not ready while the database lacks the build's newest migration, and stays live", async () => {
    const behind = await createTestApp();
    try {
      await behind.db.execute(
        "delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)",
      );
      const ready = await behind.request("GET", "/api/health/ready");
      expect(ready.status).toBe(503);
      expect(ready.json).toEqual({ status: "not_ready", database: "up", storage: "up", migrations: "pending" });
      expect((await behind.request("GET", "/api/health/live")).status).toBe(200);
    } finally {
      await behind.close();
    }
  });

  it("is not ready when the storage does not answer", async () => {
    const original = t.deps.storage.isReachable;
    t.deps.storage.isReachable = async () => false;
    try {
      const ready = await t.request("GET", "/api/health/ready");
      expect(ready.status).toBe(503);
      expect(ready.json).toMatchObject({ status: "not_ready", storage: "down" });
    } finally {
      t.deps.storage.isReachable = original;
    }
  });

  it("is not ready, and closes each connection after its answer, once the instance drains", async () => {
    const draining = await createTestApp();
    const http = await startHttpServer(draining.deps);
    try {
      expect((await http.get("/api/health/ready")).headers.connection).toBe("keep-alive");
      draining.deps.lifecycle.startDraining();
      const ready = await http.get("/api/health/ready");
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body.toString())).toEqual({ status: "draining" });
      expect(ready.headers.connection).toBe("close");
      expect((await http.get("/api/health/live")).status).toBe(200);
    } finally {
      await http.close();
      await draining.close();
    }
  });
});
