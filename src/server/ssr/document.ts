// The HTML of a server-rendered page: the built index.html with the rendered app in its root, the
// state the browser hydrates from, preloads of what the page needs next, and its stylesheet inline.
import { escapeHtml } from "../lib/html";

export interface PreloadImage {
  href: string;
  srcSet?: string;
  sizes?: string;
}

export interface RenderedPage {
  language: string;
  html: string;
  title: string | null;
  state: unknown;
  /** Files under the build (e.g. /assets/home-page-abc.js) to modulepreload. */
  scripts: string[];
  lcpImage: PreloadImage | null;
}

/** JSON inside <script>: nothing in it may close the element or open a comment. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g;

/** The entry stylesheets' links in index.html, to put inline. */
export const stylesheetHrefs = (indexHtml: string) => [...indexHtml.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);

/**
 * The app's scripts are not needed for the first paint of a server-rendered page, only to make it
 * interactive: fetched at low priority, they leave the connection to the document and the LCP
 * image (a dozen scripts at the default, high priority would share a slow link with them).
 */
const LOW_PRIORITY = ' fetchpriority="low"';
const ENTRY_SCRIPTS = /<(script type="module"|link rel="modulepreload")( crossorigin)?/g;

function preloadTags(page: RenderedPage) {
  const tags = page.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}"${LOW_PRIORITY}>`);
  const image = page.lcpImage;
  if (image) {
    const responsive = image.srcSet ? ` imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes ?? "100vw")}"` : "";
    tags.unshift(`<link rel="preload" as="image" href="${escapeHtml(image.href)}"${responsive} fetchpriority="high">`);
  }
  return tags.join("");
}

/**
 * The page's HTML from index.html. `styles` maps each entry stylesheet's URL to its text, which
 * replaces the link: the first paint needs no second request.
 */
export function pageDocument(indexHtml: string, page: RenderedPage, styles: ReadonlyMap<string, string>): string {
  const state = `<script type="application/json" id="fc-state">${scriptSafeJson(page.state)}</script>`;
  // Functions as replacements, so a `$` in the content is never read as a pattern.
  let html = indexHtml
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.language)}"`)
    .replace(STYLESHEET_LINK, (link, href: string) => {
      const css = styles.get(href);
      return css === undefined ? link : `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`;
    })
    .replace(ENTRY_SCRIPTS, (tag) => `${tag}${LOW_PRIORITY}`)
    // Early in the head, so the browser starts these downloads before it reaches the styles.
    .replace(/<script type="module"/, (tag) => `${preloadTags(page)}${tag}`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${state}`);
  if (page.title !== null) html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
  return html;
}
