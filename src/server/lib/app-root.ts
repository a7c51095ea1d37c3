// The checkout's root folder (where package.json is), found from this module wherever it runs
// from: src/server/lib under tsx, or the server bundle in dist/server that `npm start` runs.
import { existsSync } from "node:fs";
import path from "node:path";

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

export const APP_ROOT = findRoot(import.meta.dirname);
