// The server as one ES module, dist/server/main.mjs, with its packages left to node_modules:
// `npm start` runs it instead of compiling about 300 TypeScript files through tsx's loader,
// which took more than half of a first start. Built by `npm install` (the `prepare` script)
// and again by `npm start` whenever a server source is newer (scripts/start.mjs).
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
export const SERVER_BUNDLE = path.join(root, "dist/server/main.mjs");
/** What the bundle is made of: a change in any of these makes it stale. */
export const SERVER_SOURCES = ["src/server", "src/domain", "package-lock.json"].map((source) =>
  path.join(root, source),
);

/** Builds the bundle; false when esbuild is not installed (it comes with tsx). */
export async function buildServer() {
  let esbuild;
  try {
    esbuild = await import("esbuild");
  } catch {
    return false;
  }
  await esbuild.build({
    entryPoints: [path.join(root, "src/server/main.ts")],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
  });
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!(await buildServer())) console.warn("esbuild is not installed: `npm start` will run the server through tsx.");
}
