// /sitemap.xml and /robots.txt as search engines read them, through the whole HTTP app.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCreator } from "../../../../tests/support/creator-factories";
import { createUser } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { encodeCursor } from "../../lib/cursor";
import { createFakeWebBuild } from "../../lib/fake-web-build";
import { listedCreatorsAfter } from "./sitemap";

let webBuild: Awaited<ReturnType<typeof createFakeWebBuild>>;
let t: TestApp;
beforeAll(async () => {
  webBuild = await createFakeWebBuild();
  t = await createTestApp({ env: { WEB_DIST_DIR: webBuild.dir, PUBLIC_URL: "https://fit.example.com" } });
  await createCreator(t, { username: "listed_lia", createdAt: new Date("2026-01-01T00:00:00Z") });
  await createCreator(t, { username: "listed_leo", createdAt: new Date("2026-01-02T00:00:00Z") });
  await createCreator(t, { username: "no_picture_ned", hasAvatar: false });
  await createUser(t, { role: "follower", username: "follower_fay" });
});
afterAll(async () => {
  await t.close();
  await webBuild.remove();
});

/** The <loc> values of a sitemap, decoded; null when the text has a raw `&` or `<` outside the markup. */
function locations(xml: string) {
  const values = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
  if (values.some((value) => /&(?!(?:amp|lt|gt|quot|#39);)/.test(value))) return null;
  return values.map((value) =>
    value
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, "&"),
  );
}

describe("GET /sitemap.xml", () => {
  it("lists the public pages and complete creator profiles, with absolute URLs", async () => {
    const response = await t.request("GET", "/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.text).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/,
    );
    expect(response.text.trimEnd()).toMatch(/<\/urlset>$/);
    expect(locations(response.text)).toEqual([
      "https://fit.example.com/",
      "https://fit.example.com/explore",
      "https://fit.example.com/subscription",
      "https://fit.example.com/influencer/listed_lia",
      "https://fit.example.com/influencer/listed_leo",
    ]);
  });

  it("leaves out incomplete profiles and followers", async () => {
    const text = (await t.request("GET", "/sitemap.xml")).text;
    expect(text).not.toContain("no_picture_ned");
    expect(text).not.toContain("follower_fay");
  });

  it("serves an index's later sitemap from its start: the creators after it, without the static pages", async () => {
    const [first] = await listedCreatorsAfter(t.db, null, 1);
    const response = await t.request("GET", `/sitemap-pages.xml?after=${encodeCursor(first!.cursor)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(locations(response.text)).toEqual(["https://fit.example.com/influencer/listed_leo"]);
  });

  it("refuses a page cursor that is not one", async () => {
    const response = await t.request("GET", "/sitemap-pages.xml?after=bm90LWEtY3Vyc29y");
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("invalid_cursor");
  });
});

describe("GET /robots.txt", () => {
  it("lets crawlers read public pages, keeps them out of private ones and names the sitemap", async () => {
    const response = await t.request("GET", "/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(response.text).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /dashboard",
        "Disallow: /api/",
        "Disallow: /sandbox/",
        "Disallow: /dev/",
        "Disallow: /login",
        "Disallow: /register",
        "Disallow: /auth/",
        "Disallow: /forgot-password",
        "Disallow: /reset-password",
        "Disallow: /unsubscribe",
        "Allow: /api/media/public/",
        "",
        "Sitemap: https://fit.example.com/sitemap.xml",
        "",
      ].join("\n"),
    );
  });

  it("answers even where the web app is not built (an API-only instance)", async () => {
    const apiOnly = await createTestApp();
    try {
      expect((await apiOnly.request("GET", "/robots.txt")).status).toBe(200);
      expect((await apiOnly.request("GET", "/sitemap.xml")).status).toBe(200);
    } finally {
      await apiOnly.close();
    }
  });
});
