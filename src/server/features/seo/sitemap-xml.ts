// The XML of sitemaps and sitemap indexes (https://www.sitemaps.org/protocol.html).
import { escapeHtml } from "../../lib/html";

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** The five entities escapeHtml writes (&amp; &lt; &gt; &quot; &#39;) are XML's own, so it escapes XML too. */
const loc = (url: string) => `<loc>${escapeHtml(url)}</loc>`;

export const URLSET_START = `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n`;
export const URLSET_END = "</urlset>\n";

/** Entries of a <urlset>, one line each, for absolute URLs. */
export const urlEntries = (urls: string[]) => urls.map((url) => `<url>${loc(url)}</url>\n`).join("");

/** A sitemap index listing the absolute URLs of its sitemaps. */
export const sitemapIndex = (sitemapUrls: string[]) =>
  `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${sitemapUrls.map((url) => `<sitemap>${loc(url)}</sitemap>\n`).join("")}</sitemapindex>\n`;
