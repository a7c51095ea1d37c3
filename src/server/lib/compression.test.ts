import { gunzipSync } from "node:zlib";
import { Hono, type Handler } from "hono";
import { describe, expect, it } from "vitest";
import { acceptsGzip, compressText } from "./compression";

const LARGE = { items: Array.from({ length: 50 }, (_, i) => ({ id: i, title: `Leg day, week ${i}` })) };

function appAnswering(handler: Handler) {
  return new Hono().use(compressText()).get("/", handler);
}

describe("compressText", () => {
  it("gzips a JSON answer for a client that accepts gzip, with the same content", async () => {
    const app = appAnswering((c) => c.json(LARGE));
    const response = await app.request("/", { headers: { "accept-encoding": "gzip, deflate, br" } });

    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-length")).toBeNull();
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.byteLength).toBeLessThan(JSON.stringify(LARGE).length / 2);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(LARGE);
  });

  it("leaves small answers, unwilling clients and no-transform answers as they are", async () => {
    const small = await appAnswering((c) => c.json({ messages: 2, notifications: 5 })).request("/", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ messages: 2, notifications: 5 });

    const identity = await appAnswering((c) => c.json(LARGE)).request("/", {
      headers: { "accept-encoding": "identity" },
    });
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(identity.headers.get("vary")).toBe("Accept-Encoding");
    expect(await identity.json()).toEqual(LARGE);

    const refused = await appAnswering((c) => c.json(LARGE)).request("/", {
      headers: { "accept-encoding": "gzip;q=0" },
    });
    expect(refused.headers.get("content-encoding")).toBeNull();

    const noTransform = await appAnswering((c) => {
      c.header("cache-control", "public, no-transform");
      return c.json(LARGE);
    }).request("/", { headers: { "accept-encoding": "gzip" } });
    expect(noTransform.headers.get("content-encoding")).toBeNull();
  });

  it("never compresses event streams, media or partial content", async () => {
    const stream = await appAnswering(
      () => new Response("event: ready\ndata: {}\n\n".repeat(40), { headers: { "content-type": "text/event-stream" } }),
    ).request("/", { headers: { "accept-encoding": "gzip" } });
    expect(stream.headers.get("content-encoding")).toBeNull();

    const image = await appAnswering((c) =>
      c.body(new Uint8Array(4096), 200, { "content-type": "image/jpeg" }),
    ).request("/", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(image.headers.get("content-encoding")).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(4096);

    const partial = await appAnswering((c) => c.body("x".repeat(4096), 206, { "content-type": "text/plain" })).request(
      "/",
      {
        headers: { "accept-encoding": "gzip" },
      },
    );
    expect(partial.headers.get("content-encoding")).toBeNull();
  });

  it("keeps the answer's status, cookies and other headers, and weakens a strong ETag", async () => {
    const app = appAnswering((c) => {
      c.header("set-cookie", "a=1");
      c.header("etag", '"abc"');
      c.header("x-request-id", "r1");
      return c.json(LARGE, 201);
    });
    const response = await app.request("/", { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(201);
    expect(response.headers.get("set-cookie")).toBe("a=1");
    expect(response.headers.get("x-request-id")).toBe("r1");
    expect(response.headers.get("etag")).toBe('W/"abc"');
  });
});

describe("acceptsGzip", () => {
  it("reads the Accept-Encoding header as browsers and clients send it", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("x-gzip-like")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
