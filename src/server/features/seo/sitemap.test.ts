// The sitemap's pages: keyset order over complete creators, the index's page starts, XML escaping.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCreator } from "../../../../tests/support/creator-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { listedCreatorsAfter, sitemapStarts, sitemapStream } from "./sitemap";
import { sitemapIndex, URLSET_END, URLSET_START, urlEntries } from "./sitemap-xml";

let t: TestApp;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
  // Oldest first: a1, a2, ... a5; one incomplete creator among them.
  for (let index = 1; index <= 5; index++) {
    await createCreator(t, { username: `creator_a${index}`, createdAt: new Date(Date.UTC(2026, 0, index)) });
  }
  await createCreator(t, {
    username: "creator_no_age",
    age: null,
    createdAt: new Date(Date.UTC(2026, 0, 3) + DAY / 2),
  });
});
afterAll(() => t.close());

const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe("listedCreatorsAfter", () => {
  it("pages complete creators oldest first by keyset", async () => {
    const first = await listedCreatorsAfter(t.db, null, 2);
    expect(first.map((row) => row.username)).toEqual(["creator_a1", "creator_a2"]);
    const next = await listedCreatorsAfter(t.db, first.at(-1)!.cursor, 10);
    expect(next.map((row) => row.username)).toEqual(["creator_a3", "creator_a4", "creator_a5"]);
  });
});

describe("sitemapStarts", () => {
  it("has no starts when every creator fits in one sitemap", async () => {
    expect(await sitemapStarts(t.db)).toEqual([]);
    expect(await sitemapStarts(t.db, { creatorsPerSitemap: 5 })).toEqual([]);
  });

  it("starts each further sitemap after the last creator of the one before", async () => {
    const starts = await sitemapStarts(t.db, { creatorsPerSitemap: 2 });
    expect(starts).toHaveLength(2);
    const pages = [null, ...starts].map((start) =>
      sitemapStream(t.db, "https://fit.example.com", start, { creatorsPerSitemap: 2, batchSize: 1 }),
    );
    const texts = await Promise.all(pages.map(read));
    const usernames = texts.map((text) => [...text.matchAll(/influencer\/(\w+)</g)].map((match) => match[1]));
    expect(usernames).toEqual([["creator_a1", "creator_a2"], ["creator_a3", "creator_a4"], ["creator_a5"]]);
    // The static pages are on the first sitemap only; every sitemap is whole.
    expect(texts.map((text) => text.includes("<loc>https://fit.example.com/explore</loc>"))).toEqual([
      true,
      false,
      false,
    ]);
    for (const text of texts) expect(text.startsWith(URLSET_START) && text.endsWith(URLSET_END)).toBe(true);
  });
});

describe("sitemap XML", () => {
  it("escapes what XML would read as markup", () => {
    const url = `https://fit.example.com/a?b=1&c=<'"'>`;
    const escaped = "https://fit.example.com/a?b=1&amp;c=&lt;&#39;&quot;&#39;&gt;";
    expect(urlEntries([url])).toBe(`<url><loc>${escaped}</loc></url>\n`);
    expect(sitemapIndex([url])).toContain(`<sitemap><loc>${escaped}</loc></sitemap>`);
  });
});
