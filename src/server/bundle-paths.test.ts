// `npm start` runs the server as one bundle in dist/server, so a module's own folder is not where
// its source sits: a file read next to a module (`import.meta.dirname`) is missing there. Files of
// the checkout are found from APP_ROOT (lib/app-root.ts), the one module that may ask. This failed
// when the demo seed read its video clip beside itself, and a first start crashed with ENOENT.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const serverDir = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    // Tests and their helpers (test-build.ts) run from source, never from the bundle.
    return /\.tsx?$/.test(entry.name) && !/(?:\.test\.tsx?|^test-.*)$/.test(entry.name) ? [file] : [];
  });
}

describe("the server bundle", () => {
  it("finds the checkout's files from APP_ROOT only, never beside a module", () => {
    const readsBeside = sources(serverDir)
      .filter((file) => !file.endsWith(path.join("lib", "app-root.ts")))
      .filter((file) => readFileSync(file, "utf8").includes("import.meta.dirname"))
      .map((file) => path.relative(serverDir, file));
    expect(readsBeside).toEqual([]);
  });
});
