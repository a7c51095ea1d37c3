import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { PublicCache, publicCache } from "./public-cache";

const SESSION = "better-auth.session_token=abc.def";

/** An app whose answers count how often the handler ran, behind the cache, on a clock we move. */
function cachedApp(options: { maxBytes?: number } = {}) {
  let clock = 1_000_000;
  const cache = new PublicCache({
    maxBytes: options.maxBytes ?? 1024 * 1024,
    maxEntryBytes: 64 * 1024,
    now: () => clock,
  });
  let runs = 0;
  let bio = "Lifts heavy things.";
  const app = new Hono();
  app.use(publicCache(cache));
  app.get("/public/:name", async (c) => {
    runs++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    c.header("cache-control", "public, max-age=15");
    return c.json({ name: c.req.param("name"), bio, padding: "x".repeat(400) });
  });
  app.get("/personal", (c) => {
    runs++;
    const signedIn = c.req.header("cookie")?.includes("session_token");
    c.header("cache-control", signedIn ? "private, no-store" : "public, max-age=15");
    return c.json({ viewer: signedIn ? "sam" : null });
  });
  app.get("/private", (c) => {
    runs++;
    c.header("cache-control", "private, no-store");
    return c.json({ mine: true });
  });
  app.get("/missing", (c) => {
    runs++;
    c.header("cache-control", "public, max-age=15");
    return c.json({ error: "not_found" }, 404);
  });
  return {
    app,
    cache,
    runs: () => runs,
    tick: (seconds: number) => (clock += seconds * 1000),
    saveBio: (next: string) => (bio = next),
  };
}

describe("publicCache", () => {
  it("answers a repeated public read from memory, gzipped once, with its age", async () => {
    const { app, runs, tick } = cachedApp();
    const first = await app.request("/public/maya", { headers: { "accept-encoding": "gzip" } });
    tick(4);
    const second = await app.request("/public/maya", { headers: { "accept-encoding": "gzip" } });

    expect(runs()).toBe(1);
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(second.headers.get("age")).toBe("4");
    expect(second.headers.get("cache-control")).toBe("public, max-age=15");
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(JSON.parse(gunzipSync(Buffer.from(await second.arrayBuffer())).toString())).toMatchObject({ name: "maya" });
    // A client without gzip gets the plain body.
    const plain = await app.request("/public/maya");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.json()).toMatchObject({ name: "maya" });
  });

  it("builds an answer once however many visitors ask for it at the same moment", async () => {
    const { app, runs } = cachedApp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.request("/public/leo")));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(runs()).toBe(1);
  });

  it("shows a saved change once the max-age has passed, never later", async () => {
    const { app, tick, saveBio } = cachedApp();
    await app.request("/public/maya");
    saveBio("Runs far now.");
    tick(14);
    const stale = await app.request("/public/maya");
    // Still within the max-age it promised: the age says how much of it is left.
    expect(await stale.json()).toMatchObject({ bio: "Lifts heavy things." });
    expect(stale.headers.get("age")).toBe("14");
    tick(1);
    expect(await (await app.request("/public/maya")).json()).toMatchObject({ bio: "Runs far now." });
  });

  it("never serves a cached answer to a signed-in user, nor keeps theirs for anyone else", async () => {
    const { app, runs } = cachedApp();
    const visitor = await app.request("/personal");
    expect(await visitor.json()).toEqual({ viewer: null });
    const member = await app.request("/personal", { headers: { cookie: SESSION } });
    expect(await member.json()).toEqual({ viewer: "sam" });
    expect(member.headers.get("cache-control")).toBe("private, no-store");
    expect(runs()).toBe(2);

    // And the other way round: a signed-in answer first is not stored for the visitor.
    const second = cachedApp();
    expect(await (await second.app.request("/personal", { headers: { cookie: SESSION } })).json()).toEqual({
      viewer: "sam",
    });
    expect(await (await second.app.request("/personal")).json()).toEqual({ viewer: null });
  });

  it("passes private answers and errors through untouched, every time", async () => {
    const { app, runs } = cachedApp();
    await app.request("/private");
    const again = await app.request("/private");
    expect(again.headers.get("age")).toBeNull();
    expect(await again.json()).toEqual({ mine: true });
    const missing = await Promise.all([app.request("/missing"), app.request("/missing")]);
    expect(missing.map((response) => response.status)).toEqual([404, 404]);
    await app.request("/missing");
    expect(runs()).toBe(5);
  });

  it("counts shared answers served (hits) and built for it (misses), never personal answers or errors", async () => {
    const { app, cache } = cachedApp();
    await Promise.all(Array.from({ length: 3 }, () => app.request("/public/ana")));
    await app.request("/public/ana");
    await app.request("/private");
    await app.request("/missing");
    await app.request("/missing");
    await app.request("/personal", { headers: { cookie: SESSION } });
    expect(cache.stats).toEqual({ hits: 3, misses: 1 });
  });

  it("answers a revalidation with the same ETag by 304", async () => {
    const { app } = cachedApp();
    const first = await app.request("/public/maya");
    const revalidated = await app.request("/public/maya", { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
  });

  it("keeps its memory bounded, forgetting the least recently used answers", async () => {
    const { app, cache, runs } = cachedApp({ maxBytes: 2_000 });
    for (const name of ["a", "b", "c", "d", "e"]) await app.request(`/public/${name}`);
    expect(cache.size.bytes).toBeLessThanOrEqual(2_000);
    expect(cache.size.entries).toBeLessThan(5);
    await app.request("/public/e");
    expect(runs()).toBe(5);
    await app.request("/public/a");
    expect(runs()).toBe(6);
  });

  it("keeps answers per language of the visitor", async () => {
    const { app, runs } = cachedApp();
    await app.request("/public/maya", { headers: { cookie: "fc_lang=es" } });
    await app.request("/public/maya", { headers: { cookie: "fc_lang=fr" } });
    await app.request("/public/maya", { headers: { cookie: "fc_lang=es" } });
    expect(runs()).toBe(2);
  });
});
