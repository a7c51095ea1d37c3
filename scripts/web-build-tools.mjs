// Where the web app's build tools are, or null when they are not installed: they are
// devDependencies, so an install without them (`npm ci --omit=dev`) cannot build the web app.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const MISSING_BUILD_TOOLS =
  "the web app's build tools (vite, @gfx/zopfli) are not installed (they are devDependencies): " +
  "`npm install` with devDependencies installs them and builds the web app, or ship a dist/web built elsewhere.";

const resolvePath = (specifier) => fileURLToPath(import.meta.resolve(specifier));

export function findBuildTools() {
  try {
    return {
      viteBin: path.join(path.dirname(resolvePath("vite/package.json")), "bin/vite.js"),
      zopfli: resolvePath("@gfx/zopfli"),
    };
  } catch {
    return null;
  }
}
