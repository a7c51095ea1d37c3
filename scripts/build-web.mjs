// `npm run build`, and `npm install` through the `prepare` script, so that `npm start` finds the
// web app built: the web app with Vite, then every text asset precompressed with Zopfli, whose
// gzip output is 3-5% smaller than zlib's best and still plain gzip for browsers.
// The server sends the .gz file to browsers that accept gzip (serveStatic `precompressed`).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildServiceWorker } from "./service-worker-build.mjs";
import { findBuildTools, MISSING_BUILD_TOOLS } from "./web-build-tools.mjs";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.resolve(root, process.argv[2] ?? "dist/web");
const COMPRESSIBLE = /\.(js|css|svg|json|html|map)$/;
const MIN_BYTES = 256;

const tools = findBuildTools();
if (!tools) {
  // An install without devDependencies still succeeds; only `npm run build` itself fails.
  const isInstall = ["prepare", "postinstall"].includes(process.env.npm_lifecycle_event ?? "");
  console[isInstall ? "warn" : "error"](
    `${isInstall ? "Skipping the web app build" : "Cannot build the web app"}: ${MISSING_BUILD_TOOLS}`,
  );
  process.exit(isInstall ? 0 : 1);
}
const { gzipAsync } = await import(pathToFileURL(tools.zopfli).href);

// Vite's own entry point rather than `npx vite`, which would fetch vite from the registry if it were missing.
execFileSync(process.execPath, [tools.viteBin, "build", "--logLevel", "warn", "--outDir", outDir, "--emptyOutDir"], {
  cwd: root,
  stdio: "inherit",
});
// The server's renderer of the public pages, beside the app it renders (docs/decisions/010-server-rendering.md).
const ssrArgs = [
  "build",
  "--ssr",
  "entry-server.tsx",
  "--logLevel",
  "warn",
  "--outDir",
  path.join(outDir, "server"),
  "--emptyOutDir",
];
execFileSync(process.execPath, [tools.viteBin, ...ssrArgs], { cwd: root, stdio: "inherit" });

// public/boot.js (src/server/ssr/document.ts) is copied as written: minified here, as the
// app's own scripts are, since every first visit to a server-rendered page downloads it.
const boot = path.join(outDir, "boot.js");
const { minifySync } = await import("rolldown/experimental");
writeFileSync(boot, minifySync("boot.js", readFileSync(boot, "utf8")).code);

// The installable app's service worker, with the files it keeps for the gym (src/web/sw).
const worker = await buildServiceWorker(root, outDir);

const files = [
  ...readdirSync(path.join(outDir, "assets")).map((name) => path.join(outDir, "assets", name)),
  boot,
  path.join(outDir, "sw.js"),
].filter((file) => COMPRESSIBLE.test(file) && !file.endsWith(".map"));
await Promise.all(
  files.map(async (file) => {
    const content = readFileSync(file);
    if (content.length >= MIN_BYTES) writeFileSync(`${file}.gz`, await gzipAsync(content, { numiterations: 15 }));
  }),
);
console.log(
  `built ${path.relative(root, outDir)} and precompressed ${files.length} assets; ` +
    `the service worker keeps ${worker.files.length} files for offline use`,
);
