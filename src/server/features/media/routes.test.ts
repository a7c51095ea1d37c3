// Public images: served by key, and a path that names no file (unknown, climbing out, or with broken
// percent-escapes) is a 404 in the API's error shape.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.deps.storage.put("public/avatars/someone/pic.webp", Buffer.from("RIFF-webp"), "image/webp");
});
afterAll(() => t.close());

describe("GET /api/media/public/*", () => {
  it("serves a stored public image", async () => {
    const response = await t.request("GET", "/api/media/public/avatars/someone/pic.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.text).toBe("RIFF-webp");
  });

  it("answers 404 media_not_found for a path with broken percent-escapes", async () => {
    for (const path of [
      "/api/media/public/%E0%A4%A",
      "/api/media/public/avatars/%",
      "/api/media/public/%C0%AF.webp",
      "/api/media/public/%25E0%25A4%25A",
    ]) {
      const response = await t.request("GET", path);
      expect(response.status, path).toBe(404);
      expect(response.json.error.code, path).toBe("media_not_found");
    }
  });

  it("answers 404 for an unknown key and for a path climbing out of the public folder", async () => {
    for (const path of ["/api/media/public/avatars/nobody/pic.webp", "/api/media/public/..%2Fprivate%2Fx"]) {
      const response = await t.request("GET", path);
      expect(response.status, path).toBe(404);
      expect(response.json.error.code, path).toBe("media_not_found");
    }
  });
});
