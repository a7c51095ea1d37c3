// The front door through real HTTP: the security headers on every answer, and visitors' repeated
// public reads answered from the shared cache before the app, never a signed-in one.
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCreator, createMembership } from "../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../tests/support/factories";
import { startHttpServer } from "../../../tests/support/http-server";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { createMemoryLogger } from "./memory-logger";

let t: TestApp;
let http: Awaited<ReturnType<typeof startHttpServer>>;
const { logger, records } = createMemoryLogger();
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CACHE_MB: "8" } });
  http = await startHttpServer({ ...t.deps, logger });
  const creator = await createCreator(t, { username: "front_door_coach", bio: "Strength coach." });
  const member = await createUser(t, { role: "follower" });
  await createMembership(t, member, creator, "all_star");
  memberCookie = await signIn(t, member);
});
afterAll(async () => {
  await http.close();
  await t.close();
});

const requestLogOf = (path: string) => records.filter((record) => record.msg === "request" && record.path === path);
const tierOf = (body: Buffer) =>
  (JSON.parse(body.toString()) as { viewer: { tier: string | null } | null }).viewer?.tier ?? null;

describe("every answer", () => {
  it("carries the security headers: a page's policy on pages, the API's stricter one on API answers, a short one on scripts", async () => {
    const page = await http.get("/explore");
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    for (const path of ["/api/health", "/api/nope"]) {
      const answer = await http.get(path);
      expect(answer.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(answer.headers["cross-origin-resource-policy"]).toBe("same-origin");
    }
    for (const path of ["/explore", "/api/health", "/api/nope"]) {
      const answer = await http.get(path);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["strict-transport-security"]).toContain("max-age=");
      expect(answer.headers["x-request-id"]).toBeTruthy();
    }
    // The build's scripts and styles: only what keeps them from being sniffed or read cross-site.
    const asset = await http.get("/assets/shell-abc123.js");
    expect(asset.headers["x-content-type-options"]).toBe("nosniff");
    expect(asset.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(asset.headers["content-security-policy"]).toBeUndefined();

    const missing = await http.get("/api/nope");
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString()).error.requestId).toBe(missing.headers["x-request-id"]);
  });
});

describe("a visitor's repeated public read", () => {
  it("is answered before the app with the same bytes, gzipped when the visitor accepts it", async () => {
    const path = "/api/creators/front_door_coach";
    const first = await http.get(path, { "accept-encoding": "gzip" });
    const second = await http.get(path, { "accept-encoding": "gzip" });
    const plain = await http.get(path);

    expect(second.status).toBe(200);
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.age).toBeDefined();
    expect(second.headers["cache-control"]).toBe(first.headers["cache-control"]);
    expect(second.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(gunzipSync(second.body).equals(gunzipSync(first.body))).toBe(true);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(gunzipSync(first.body))).toBe(true);
    // The app logged the first read only; the others were the front door's.
    expect(requestLogOf(path).map((record) => record.cache ?? "app")).toEqual(["app", "hit", "hit"]);
  });

  it("is answered 304 when the visitor already holds it", async () => {
    const path = "/api/creators/front_door_coach/posts";
    const first = await http.get(path);
    const revalidated = await http.get(path, { "if-none-match": String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.byteLength).toBe(0);
    expect(requestLogOf(path).at(-1)).toMatchObject({ status: 304, cache: "hit" });
  });

  it("is never what a signed-in member gets, in either order", async () => {
    const path = "/api/creators/front_door_coach";
    expect(tierOf((await http.get(path)).body)).toBeNull();
    expect(tierOf((await http.get(path, { cookie: memberCookie })).body)).toBe("all_star");
    expect(tierOf((await http.get(path)).body)).toBeNull();
  });

  it("is kept per language of the visitor", async () => {
    const path = "/api/creators/featured";
    await http.get(path);
    await http.get(path);
    await http.get(path, { cookie: "fc_lang=es" });
    await http.get(path, { cookie: "fc_lang=es" });
    expect(requestLogOf(path).map((record) => record.cache ?? "app")).toEqual(["app", "hit", "app", "hit"]);
  });
});

describe("a read of an API path with no endpoint", () => {
  const errorOf = (body: string | Buffer) =>
    (JSON.parse(body.toString()) as { error: { code: string; message: string; requestId: string } }).error;
  const codeAndMessage = ({ code, message }: { code: string; message: string }) => ({ code, message });

  it("gets the app's own answer, whether the front door or the app gives it", async () => {
    // No route at all, no route under a real area, no route for a signed-out read, and paths the
    // app routes (a guarded area, a post, an escaped or dotted path that only the app decodes).
    const paths = [
      "/api/nope",
      "/api/nope?page=2",
      "/api",
      "/api/",
      "/api/creators/front_door_coach/nope",
      "/api/me/nope",
      "/api/dashboards/nope",
      "/api/me/feed",
      "/api/notifications",
      "/api/owner/reports",
      "/api/posts/not-a-post",
      "/api/n%6Fpe",
      "/api/health/../nope",
      "/api/health",
    ];
    for (const path of paths) {
      const atTheDoor = await http.get(path);
      const fromTheApp = await t.app.request(path);
      expect({ path, status: atTheDoor.status }).toEqual({ path, status: fromTheApp.status });
      if (atTheDoor.status >= 400) {
        const error = errorOf(atTheDoor.body);
        expect(error.requestId).toBe(atTheDoor.headers["x-request-id"]);
        expect({ path, ...codeAndMessage(error) }).toEqual({
          path,
          ...codeAndMessage(errorOf(await fromTheApp.text())),
        });
        expect(atTheDoor.headers["content-type"]).toBe("application/json");
      }
    }
  });

  it("is answered before the app, with the API's headers and the caller's request id", async () => {
    const answer = await http.get("/api/no-such-thing", { "x-request-id": "trace-42" });
    expect(answer.status).toBe(404);
    expect(errorOf(answer.body)).toEqual({
      code: "not_found",
      message: "No such API endpoint.",
      requestId: "trace-42",
    });
    expect(answer.headers["x-request-id"]).toBe("trace-42");
    expect(answer.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(requestLogOf("/api/no-such-thing")).toEqual([
      expect.objectContaining({ requestId: "trace-42", status: 404, frontDoor: "no endpoint" }),
    ]);
  });

  it("goes on to the app when the app has something for it, or when a member asks", async () => {
    for (const path of ["/api/me/feed", "/api/posts/not-a-post", "/api/health"]) {
      await http.get(path);
      expect(requestLogOf(path).at(-1)?.frontDoor).toBeUndefined();
    }
    const asked = await http.get("/api/nothing-for-members", { cookie: memberCookie });
    expect(asked.status).toBe(404);
    expect(errorOf(asked.body).message).toBe("No such API endpoint.");
    expect(requestLogOf("/api/nothing-for-members")).toEqual([
      expect.not.objectContaining({ frontDoor: expect.anything() }),
    ]);
  });
});
