// For tests of server rendering: a stand-in client build (index.html, a stylesheet, a manifest)
// with the real renderer, built here by `vite build --ssr`. It lives inside the repository so
// the renderer's imports (react, react-router, ...) resolve from node_modules.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";

const ROOT = path.resolve(import.meta.dirname, "../../..");

export const TEST_STYLESHEET = "body{margin:0}.text-brand-700{color:#c2410c}";

export const TEST_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Train with the fitness creators you love." />
    <title>FitCreators</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell-abc123.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** Vite's manifest for the home page's chunk, one chunk it imports, and its strings. */
const TEST_MANIFEST = {
  "main.tsx": { file: "assets/index-abc123.js", isEntry: true, imports: ["_shell-abc123.js"] },
  "_shell-abc123.js": { file: "assets/shell-abc123.js" },
  "pages/home-page.tsx": {
    file: "assets/home-page-abc123.js",
    isDynamicEntry: true,
    imports: ["_shell-abc123.js", "_card-abc123.js"],
  },
  "_card-abc123.js": { file: "assets/card-abc123.js" },
  "../../virtual:locale-part/en/core": { file: "assets/core-abc123.js", isDynamicEntry: true },
  "../../virtual:locale-part/en/home": { file: "assets/home-abc123.js", isDynamicEntry: true },
};

export async function createServerRenderingBuild() {
  await mkdir(path.join(ROOT, "dist"), { recursive: true });
  const dir = await mkdtemp(path.join(ROOT, "dist", ".ssr-test-"));
  await mkdir(path.join(dir, "assets"));
  await mkdir(path.join(dir, ".vite"));
  await writeFile(path.join(dir, "index.html"), TEST_INDEX_HTML);
  await writeFile(path.join(dir, "assets", "index-abc123.css"), TEST_STYLESHEET);
  await writeFile(path.join(dir, ".vite", "manifest.json"), JSON.stringify(TEST_MANIFEST));
  await build({
    configFile: path.join(ROOT, "vite.config.ts"),
    logLevel: "silent",
    build: { ssr: "entry-server.tsx", outDir: path.join(dir, "server"), emptyOutDir: true },
  });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
