// `npm start`: the server (TypeScript, loaded through tsx), serving the web app that `npm install`
// built (the `prepare` script). It builds first only when it must: the build is missing (an install
// with --ignore-scripts) or a developer changed a source since. That check stops at the first file
// newer than the build, so an unchanged checkout costs a few milliseconds of stat calls.
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { register } from "tsx/esm/api";
import { findBuildTools, MISSING_BUILD_TOOLS } from "./web-build-tools.mjs";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "dist/web/index.html");
const WEB_SOURCES = ["src/web", "src/domain", "tools", "vite.config.ts"];

function hasChangeAfter(file, time) {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) return false;
  if (!stats.isDirectory()) return stats.mtimeMs > time;
  return readdirSync(file).some((name) => hasChangeAfter(path.join(file, name), time));
}

const builtAt = statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs;
const needsBuild = builtAt === undefined || WEB_SOURCES.some((source) => hasChangeAfter(path.join(root, source), builtAt));
if (needsBuild && !findBuildTools()) {
  // The API still starts (pages answer that the web app is not built, or the older build is served).
  console.warn(`${builtAt === undefined ? "The web app is not built" : "The web app's sources changed since it was built"}, and ${MISSING_BUILD_TOOLS}`);
} else if (needsBuild) {
  console.log(builtAt === undefined ? "Building the web app…" : "The web app's sources changed: rebuilding it…");
  try {
    execFileSync(process.execPath, ["scripts/build-web.mjs"], { cwd: root, stdio: "inherit" });
  } catch {
    // The build has printed its own error above; a stack of this script would only bury it.
    console.error("Building the web app failed (its error is above): fix it, or run `npm run build` to see it again, then start again.");
    process.exit(1);
  }
}

register();
await import("../src/server/main.ts");
