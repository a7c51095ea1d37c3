// Serves the built React app: hashed assets cached for a year, the public pages rendered on the
// server for visitors (src/server/ssr), every other page answered with index.html so the client
// router can take over.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { creatorPageHtml } from "./features/creators/og-tags";
import { seoRoutes } from "./features/seo/routes";
import type { AppEnv } from "./context";
import { serverRendering } from "./ssr/server-rendering";
import type { PublicPage } from "./ssr/page-data";

/** Vite puts a content hash in every file name under assets/, so a URL never changes meaning. */
const HASHED_ASSET_CACHE = "public, max-age=31536000, immutable";
/** Files copied from public/ keep their names across releases; browsers re-check them hourly. */
const PUBLIC_FILE_CACHE = "public, max-age=3600";

/**
 * Files of the build with their cache policy. (serveStatic's onFound runs after the response
 * is built, so a header set there never reaches the browser: it is set on the response here.)
 */
function staticFiles(root: string, cacheControl: string): MiddlewareHandler<AppEnv> {
  // `npm run build` writes a Zopfli-compressed .gz beside each text asset; browsers that
  // accept gzip get it as is (the compression middleware leaves encoded responses alone).
  const serve = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    if (isServerOnlyPath(c.req.path)) return next();
    // A Response means the file was found; otherwise the request went on to `next`.
    const response: unknown = await serve(c, next);
    if (response instanceof Response) response.headers.set("cache-control", cacheControl);
    return response as Response | void;
  };
}

/** The build's folders for the server alone: the SSR renderer and Vite's manifest. */
const SERVER_ONLY_FOLDERS = ["server", ".vite"];

/**
 * Whether a request path names a file under the build's server-only folders, however it is
 * spelled: percent-escapes (%2F, %2e, twice-encoded), backslashes, doubled slashes, dot segments,
 * letter case (a case-insensitive disk). serveStatic refuses escapes and dot segments today; this
 * keeps the renderer private whatever its options or version become.
 */
export function isServerOnlyPath(requestPath: string): boolean {
  let decoded = requestPath;
  for (let round = 0; round < 3 && decoded.includes("%"); round++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      // A malformed escape names no file of ours; serveStatic refuses it too.
      return true;
    }
  }
  const segments = path.posix
    .normalize(`/${decoded.replace(/\\/g, "/")}`)
    .toLowerCase()
    .split("/")
    .filter(Boolean);
  return segments.length > 0 && SERVER_ONLY_FOLDERS.includes(segments[0]!.replace(/\0/g, ""));
}

export function webAppRoutes(distDir: string, options: { hasDevMail: boolean }) {
  const indexPath = path.join(distDir, "index.html");
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, "utf8") : null;
  const app = new Hono<AppEnv>().route("/", seoRoutes);

  if (!indexHtml) {
    app.get("*", (c) => c.text("The web app is not built yet: run `npm run build`.", 503));
    return app;
  }

  app.use("/assets/*", staticFiles(distDir, HASHED_ASSET_CACHE));
  // A missing asset is a 404, not the app's HTML: a browser still holding the previous
  // release's index.html then fails loudly on the old chunk instead of running HTML as JS.
  app.get("/assets/*", (c) => c.notFound());

  const page = (c: Context<AppEnv>, html = indexHtml) => {
    if (c.req.path.startsWith("/dev/mail") && !options.hasDevMail) return c.notFound();
    // Always re-checked, so a new release's asset names are picked up on the next visit.
    c.header("cache-control", "no-cache");
    return c.html(html);
  };
  // A creator's page carries their title and Open Graph tags, so shared links preview the creator.
  const creatorHead = (c: Context<AppEnv>) => (html: string) =>
    creatorPageHtml(c.var.db, c.var.config.publicUrl, c.req.param("username") ?? "", html).catch((err: unknown) => {
      c.var.logger.error({ err, requestId: c.var.requestId }, "creator page tags failed");
      return html;
    });

  // Visitors get the public pages with their content; signed-in users, and any page the server
  // fails to render (logged), get the client-only app as before.
  const ssr = serverRendering(distDir, indexHtml);
  const publicPage =
    (pageName: PublicPage, head?: (c: Context<AppEnv>) => (html: string) => Promise<string>) =>
    async (c: Context<AppEnv>) => {
      if (ssr) {
        const username = c.req.param("username");
        const rendered = await ssr.respond(c, pageName, { username, head: head?.(c) }).catch((err: unknown) => {
          c.var.logger.error({ err, requestId: c.var.requestId }, "server rendering failed");
          return null;
        });
        if (rendered) return rendered;
      }
      return page(c, head ? await head(c)(indexHtml) : indexHtml);
    };

  app.get("/", publicPage("home"));
  app.get("/index.html", (c) => page(c));
  // The renderer and the build's manifest are the server's, not files for browsers.
  app.get("/server/*", (c) => page(c));
  app.get("/.vite/*", (c) => page(c));
  // The service worker's script names the release's files: always re-checked, like the HTML.
  app.use("/sw.js", staticFiles(distDir, "no-cache"));
  app.use("/*", staticFiles(distDir, PUBLIC_FILE_CACHE));
  app.get("/explore", publicPage("explore"));
  app.get("/influencer/:username", publicPage("profile", creatorHead));
  app.get("/subscription/:username", publicPage("plans"));
  app.get("*", (c) => page(c));
  return app;
}
