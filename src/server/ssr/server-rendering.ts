// Server rendering of the public pages for visitors without a session: loads the web's renderer
// (dist/.../server/entry-server.js, built by `vite build --ssr`) and the client build's manifest,
// fetches the page's data and answers with the rendered HTML. Signed-in users keep the client-only
// app. See docs/decisions/010-server-rendering.md.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { carriesSessionCookie, languageCookie } from "../lib/request-cookies";
import { readDatabase } from "../lib/read-your-writes";
import { publicOffers } from "../features/creators/public-offers";
import { pageDocument, stylesheetHrefs, type PreloadImage } from "./document";
import { loadPageData, type PageData, type PublicPage } from "./page-data";

/** What the server asks the web's renderer (src/web/entry-server.tsx) to render. */
export interface RenderRequest {
  /** Path and query string. */
  url: string;
  page: PublicPage;
  /** The visitor's language cookie, if any; anything else renders in English. */
  language: string | undefined;
  data: PageData;
}

/** What the renderer answers; the web's own answer narrows `language` and `state` to its types. */
export interface RenderResult {
  status: 200 | 404;
  language: string;
  /** The rendered app, to go inside <div id="root">. */
  html: string;
  /** The document's title, as the page sets it. */
  title: string | null;
  /** For the `fc-state` script the browser hydrates from. */
  state: unknown;
  /** Source modules (keys of Vite's manifest) the browser should preload: the page's. */
  modules: string[];
  /** The page's largest picture, worth fetching before the browser finds it in the HTML. */
  lcpImage: PreloadImage | null;
}

/** The module src/web/entry-server.tsx, as the server sees it. */
export interface WebRenderer {
  render(request: RenderRequest): Promise<RenderResult>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Shared by every visitor without a session, and briefly: the in-process cache and browsers may keep it 15 s. */
export const PUBLIC_PAGE_CACHE = "public, max-age=15";

/** Vite names virtual modules relative to the web root (`../../virtual:...`): compare without that prefix. */
const moduleName = (key: string) => key.replace(/^(\.\.\/)+/, "");

/** The files these modules need that the page's index.html does not already load. */
function chunkFiles(manifest: Manifest, byName: Map<string, string>, modules: string[], indexHtml: string) {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  for (const name of modules) visit(byName.get(name) ?? name);
  return [...files].filter((file) => !indexHtml.includes(`"${file}"`));
}

export interface ServerRendering {
  /** The page's response, or null when this request gets the client-only app. */
  respond(
    c: Context<AppEnv>,
    page: PublicPage,
    options?: { username?: string; head?: (html: string) => Promise<string> },
  ): Promise<Response | null>;
}

/**
 * Server rendering for the build in `distDir`, or null when the build has no renderer (a build
 * from before server rendering, or the stand-in build of tests that are not about it).
 */
export function serverRendering(distDir: string, indexHtml: string): ServerRendering | null {
  const rendererPath = path.join(distDir, "server", "entry-server.js");
  if (!existsSync(rendererPath)) return null;
  const manifestPath = path.join(distDir, ".vite", "manifest.json");
  const manifest: Manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest)
    : {};
  const byName = new Map(Object.keys(manifest).map((key) => [moduleName(key), key]));
  const styles = new Map<string, string>();
  for (const href of stylesheetHrefs(indexHtml)) {
    const file = path.join(distDir, href);
    if (existsSync(file)) styles.set(href, readFileSync(file, "utf8"));
  }
  let renderer: Promise<WebRenderer> | null = null;

  return {
    async respond(c, page, { username, head } = {}) {
      const cookie = c.req.header("cookie");
      if (carriesSessionCookie(cookie)) return null;
      // Loaded on first use; a failed load is tried again by the next request.
      renderer ??= (import(pathToFileURL(rendererPath).href) as Promise<WebRenderer>).catch((error: unknown) => {
        renderer = null;
        throw error;
      });
      const url = new URL(c.req.url);
      const data = await loadPageData(readDatabase(c), publicOffers(c.var), page, url, username);
      const rendered = await (
        await renderer
      ).render({ url: `${url.pathname}${url.search}`, page, language: languageCookie(cookie), data });
      const template = head ? await head(indexHtml) : indexHtml;
      const html = pageDocument(
        template,
        { ...rendered, scripts: chunkFiles(manifest, byName, rendered.modules, indexHtml) },
        styles,
      );
      c.header("cache-control", PUBLIC_PAGE_CACHE);
      c.header("content-language", rendered.language);
      return c.html(html, rendered.status);
    },
  };
}
