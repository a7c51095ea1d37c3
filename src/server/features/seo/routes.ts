// What search engines read: /robots.txt and /sitemap.xml (with its pages once it is an index).
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context";
import { decodeCursor, encodeCursor } from "../../lib/cursor";
import { isUserId } from "../../lib/ids";
import { valid } from "../../lib/validate";
import { robotsTxt } from "./robots";
import { sitemapStarts, sitemapStream } from "./sitemap";
import { sitemapIndex } from "./sitemap-xml";

/** Crawlers re-read these often; an hour's delay in listing a new creator costs nothing. */
const CACHE_CONTROL = "public, max-age=3600";
const XML = "application/xml; charset=utf-8";
/** Each sitemap of an index: the first without `after`, the others after their start. */
const SITEMAP_PAGE_PATH = "/sitemap-pages.xml";

const sitemapPageQuerySchema = z.object({ after: z.string().max(200).optional() });

export const seoRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    c.header("cache-control", CACHE_CONTROL);
    return c.text(robotsTxt(c.var.config.publicUrl));
  })
  .get("/sitemap.xml", async (c) => {
    const { db, config } = c.var;
    const starts = await sitemapStarts(db);
    c.header("cache-control", CACHE_CONTROL);
    c.header("content-type", XML);
    if (starts.length === 0) return c.body(sitemapStream(db, config.publicUrl, null));
    const pageUrl = `${config.publicUrl}${SITEMAP_PAGE_PATH}`;
    return c.body(sitemapIndex([pageUrl, ...starts.map((start) => `${pageUrl}?after=${encodeCursor(start)}`)]));
  })
  .get(SITEMAP_PAGE_PATH, valid("query", sitemapPageQuerySchema), (c) => {
    const { after } = c.req.valid("query");
    const start = after ? decodeCursor(after, isUserId) : null;
    c.header("cache-control", CACHE_CONTROL);
    c.header("content-type", XML);
    return c.body(sitemapStream(c.var.db, c.var.config.publicUrl, start));
  });
