// The HTML of a server-rendered page: the built index.html with the rendered app in its root, the
// state the browser hydrates from, preloads of what the page needs next, and its stylesheet inline.
import { scriptSafeJson } from "../lib/script-safe-json";
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
  /** Files under the build (e.g. /assets/home-page-abc.js) the page's app needs besides the entry. */
  scripts: string[];
  lcpImage: PreloadImage | null;
}

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g;

/** The entry stylesheets' links in index.html, to put inline. */
export const stylesheetHrefs = (indexHtml: string) =>
  [...indexHtml.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);

/**
 * The app's scripts are not needed for the first paint of a server-rendered page, only to make it
 * interactive. index.html's script and module preloads give way to /boot.js (src/web/public),
 * which fetches them, and the page's own chunks, once the page is on screen (after its load
 * event, at its second animation frame, the first having been painted; a tab opened in the
 * background runs no frames until it is shown), or at once when a visitor presses a button, which
 * it hands to the app: until then the connection and the main thread are the document's and its
 * LCP image's. The files go in a JSON list after the state, the entry first.
 */
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;
const BOOT_SCRIPT = '<script defer fetchpriority="low" src="/boot.js"></script>';

/** The app's files in index.html (its entry first), and index.html without them. */
function takeScripts(indexHtml: string): { files: string[]; html: string } {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) return { files: [], html: indexHtml };
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const html = indexHtml.replace(MODULE_PRELOAD, "").replace(ENTRY_SCRIPT, () => BOOT_SCRIPT);
  return { files: [entry, ...preloads], html };
}

function preloadTags(page: RenderedPage) {
  const image = page.lcpImage;
  if (!image) return "";
  const responsive = image.srcSet
    ? ` imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes ?? "100vw")}"`
    : "";
  return `<link rel="preload" as="image" href="${escapeHtml(image.href)}"${responsive} fetchpriority="high">`;
}

/**
 * The page's HTML from index.html. `styles` maps each entry stylesheet's URL to its text, which
 * replaces the link: the first paint needs no second request.
 */
export function pageDocument(indexHtml: string, page: RenderedPage, styles: ReadonlyMap<string, string>): string {
  const app = takeScripts(indexHtml);
  const state =
    `<script type="application/json" id="fc-state">${scriptSafeJson(page.state)}</script>` +
    `<script type="application/json" id="fc-modules">${scriptSafeJson([...app.files, ...page.scripts])}</script>`;
  // Functions as replacements, so a `$` in the content is never read as a pattern.
  let html = app.html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.language)}"`)
    .replace(STYLESHEET_LINK, (link, href: string) => {
      const css = styles.get(href);
      return css === undefined ? link : `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`;
    })
    // Early in the head, so the browser starts the download before it reaches the styles.
    .replace(BOOT_SCRIPT, (tag) => `${preloadTags(page)}${tag}`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${state}`);
  if (page.title !== null)
    html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
  return html;
}
