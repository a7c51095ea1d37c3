// Serves the built React app: hashed assets cached for a year, every other
// page answered with index.html so the client router can take over.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import type { AppEnv } from "./lib/context";

export function webAppRoutes(distDir: string, options: { hasDevMail: boolean }) {
  const indexPath = path.join(distDir, "index.html");
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, "utf8") : null;
  const app = new Hono<AppEnv>();

  if (!indexHtml) {
    app.get("*", (c) => c.text("The web app is not built yet: run `npm run build`.", 503));
    return app;
  }

  app.use(
    "/assets/*",
    serveStatic({
      root: distDir,
      onFound: (_path, c) => c.header("cache-control", "public, max-age=31536000, immutable"),
    }),
  );
  const page = (c: Context<AppEnv>) => {
    if (c.req.path.startsWith("/dev/mail") && !options.hasDevMail) return c.notFound();
    c.header("cache-control", "no-cache");
    return c.html(indexHtml);
  };
  app.get("/", page);
  app.use("/*", serveStatic({ root: distDir }));
  app.get("*", page);
  return app;
}
