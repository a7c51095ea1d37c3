// `npm run build`: the web app with Vite, then every text asset precompressed with Zopfli,
// whose gzip output is 3-5% smaller than zlib's best and still plain gzip for browsers.
// The server sends the .gz file to browsers that accept gzip (serveStatic `precompressed`).
import { execSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipAsync } from "@gfx/zopfli";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.resolve(root, process.argv[2] ?? "dist/web");
const COMPRESSIBLE = /\.(js|css|svg|json|html|map)$/;
const MIN_BYTES = 256;

execSync(`npx vite build --logLevel warn --outDir ${JSON.stringify(outDir)} --emptyOutDir`, { cwd: root, stdio: "inherit" });

const files = readdirSync(path.join(outDir, "assets"))
  .filter((name) => COMPRESSIBLE.test(name) && !name.endsWith(".map"))
  .map((name) => path.join(outDir, "assets", name));
await Promise.all(
  files.map(async (file) => {
    const content = readFileSync(file);
    if (content.length >= MIN_BYTES) writeFileSync(`${file}.gz`, await gzipAsync(content, { numiterations: 15 }));
  }),
);
console.log(`built ${path.relative(root, outDir)} and precompressed ${files.length} assets`);
