// How the built web app reaches the browser: caching, the SPA fallback and gzip.
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { createFakeWebBuild, FAKE_INDEX_HTML, FAKE_PNG, FAKE_SCRIPT, FAKE_SMALL_SCRIPT } from "./lib/fake-web-build";

let webBuild: Awaited<ReturnType<typeof createFakeWebBuild>>;
let t: TestApp;
beforeAll(async () => {
  webBuild = await createFakeWebBuild();
  t = await createTestApp({ env: { WEB_DIST_DIR: webBuild.dir } });
});
afterAll(async () => {
  await t.close();
  await webBuild.remove();
});

/** A request as a browser makes it, with the raw (possibly gzip) body. */
async function fetchRaw(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.request(url, { headers });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

const decoded = ({ response, body }: { response: Response; body: Buffer }) =>
  response.headers.get("content-encoding") === "gzip" ? gunzipSync(body).toString("utf8") : body.toString("utf8");

describe("the web app", () => {
  it("serves index.html at / with no-cache, so a new release is picked up", async () => {
    const response = await t.request("GET", "/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.text).toBe(FAKE_INDEX_HTML);
  });

  it("answers client-side routes with index.html (SPA fallback)", async () => {
    for (const url of ["/some/page", "/explore", "/influencer/maya_strong", "/index.html"]) {
      const response = await t.request("GET", url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("cache-control"), url).toBe("no-cache");
      expect(response.text, url).toBe(FAKE_INDEX_HTML);
    }
  });

  it("serves hashed assets cached for a year", async () => {
    const response = await t.request("GET", "/assets/index-abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("javascript");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.text).toBe(FAKE_SCRIPT);
  });

  it("answers a missing asset with 404, never with index.html", async () => {
    const response = await t.request("GET", "/assets/index-old999.js");
    expect(response.status).toBe(404);
    expect(response.text).not.toContain("<html");
    expect(response.headers.get("cache-control") ?? "").not.toContain("immutable");
  });

  it("serves other files of the build with a short cache", async () => {
    const response = await t.request("GET", "/favicon.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers /dev/mail with the app while the outbox is readable", async () => {
    const response = await t.request("GET", "/dev/mail");
    expect(response.status).toBe(200);
    expect(response.text).toBe(FAKE_INDEX_HTML);
  });

  it("answers /dev/mail with 404 when there is no outbox", async () => {
    const smtp = await createTestApp({ env: { WEB_DIST_DIR: webBuild.dir, SMTP_URL: "smtp://127.0.0.1:2525" } });
    try {
      const response = await smtp.request("GET", "/dev/mail");
      expect(response.status).toBe(404);
      expect(response.text).not.toContain("<html");
      expect((await smtp.request("GET", "/some/page")).status).toBe(200);
    } finally {
      await smtp.close();
    }
  });

  it("says the app is not built yet when there is no index.html", async () => {
    const unbuilt = await createTestApp();
    try {
      const response = await unbuilt.request("GET", "/");
      expect(response.status).toBe(503);
      expect(response.text).toContain("npm run build");
      expect((await unbuilt.request("GET", "/api/health")).status).toBe(200);
    } finally {
      await unbuilt.close();
    }
  });
});

describe("gzip", () => {
  it.each([
    ["the page", "/", "text/html", FAKE_INDEX_HTML],
    ["a client-side route", "/some/page", "text/html", FAKE_INDEX_HTML],
    ["a script", "/assets/index-abc123.js", "javascript", FAKE_SCRIPT],
    ["a small script", "/assets/small-abc123.js", "javascript", FAKE_SMALL_SCRIPT],
    ["a style sheet", "/assets/index-abc123.css", "text/css", undefined],
    ["an SVG image", "/assets/logo-abc123.svg", "image/svg+xml", undefined],
  ])("compresses %s when the browser accepts gzip", async (_name, url, type, expected) => {
    const raw = await fetchRaw(url, { "accept-encoding": "gzip, deflate, br" });

    expect(raw.response.status).toBe(200);
    expect(raw.response.headers.get("content-type")).toContain(type);
    expect(raw.response.headers.get("content-encoding")).toBe("gzip");
    expect(raw.response.headers.get("vary")).toContain("Accept-Encoding");
    expect(raw.response.headers.get("content-length")).toBeNull();
    const text = decoded(raw);
    if (expected) expect(text).toBe(expected);
    else expect(text.length).toBeGreaterThan(1024);
  });

  it("keeps the long cache on compressed assets and makes them much smaller", async () => {
    const raw = await fetchRaw("/assets/index-abc123.js", { "accept-encoding": "gzip" });
    expect(raw.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(raw.body.length).toBeLessThan(FAKE_SCRIPT.length / 10);
  });

  it("sends a tiny API answer as it is, where gzip would only add its own header", async () => {
    const raw = await fetchRaw("/api/no-such-endpoint", { "accept-encoding": "gzip" });
    expect(raw.response.status).toBe(404);
    expect(raw.response.headers.get("content-encoding")).toBeNull();
    expect(raw.response.headers.get("vary")).toContain("Accept-Encoding");
    expect(JSON.parse(decoded(raw)).error.code).toBe("not_found");
  });

  it("sends plain bytes to a client that does not ask for gzip", async () => {
    const raw = await fetchRaw("/assets/index-abc123.js");
    expect(raw.response.headers.get("content-encoding")).toBeNull();
    expect(raw.body.toString("utf8")).toBe(FAKE_SCRIPT);
  });

  it("leaves already-compressed images alone", async () => {
    const raw = await fetchRaw("/assets/photo-abc123.png", { "accept-encoding": "gzip" });
    expect(raw.response.status).toBe(200);
    expect(raw.response.headers.get("content-type")).toBe("image/png");
    expect(raw.response.headers.get("content-encoding")).toBeNull();
    expect(raw.body.subarray(0, FAKE_PNG.length).equals(FAKE_PNG)).toBe(true);
  });

  it("leaves byte-range responses alone, so their ranges stay exact", async () => {
    const raw = await fetchRaw("/assets/index-abc123.js", { "accept-encoding": "gzip", range: "bytes=0-99" });
    expect(raw.response.status).toBe(206);
    expect(raw.response.headers.get("content-encoding")).toBeNull();
    expect(raw.body.toString("utf8")).toBe(FAKE_SCRIPT.slice(0, 100));
  });
});
