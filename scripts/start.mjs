// `npm start`: the server, serving the web app, both built by `npm install` (the `prepare`
// script). It builds first only when it must: a build is missing (an install with
// --ignore-scripts) or a developer changed a source since. That check stops at the first file
// newer than the build, so an unchanged checkout costs a few milliseconds of stat calls.
// The server runs from its bundle (scripts/build-server.mjs), or through tsx when esbuild is missing.
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildServer, SERVER_BUNDLE, SERVER_SOURCES } from "./build-server.mjs";
import { endWithNpm } from "./end-with-npm.mjs";
import { findBuildTools, MISSING_BUILD_TOOLS } from "./web-build-tools.mjs";

const root = path.resolve(import.meta.dirname, "..");
endWithNpm();
const builtIndex = path.join(root, "dist/web/index.html");
const WEB_SOURCES = ["src/web", "src/domain", "tools", "vite.config.ts"];

function hasChangeAfter(file, time) {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) return false;
  if (!stats.isDirectory()) return stats.mtimeMs > time;
  return readdirSync(file).some((name) => hasChangeAfter(path.join(file, name), time));
}

const builtAt = statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs;
const needsBuild =
  builtAt === undefined || WEB_SOURCES.some((source) => hasChangeAfter(path.join(root, source), builtAt));
if (needsBuild && !findBuildTools()) {
  // The API still starts (pages answer that the web app is not built, or the older build is served).
  console.warn(
    `${builtAt === undefined ? "The web app is not built" : "The web app's sources changed since it was built"}, and ${MISSING_BUILD_TOOLS}`,
  );
} else if (needsBuild) {
  console.log(builtAt === undefined ? "Building the web app…" : "The web app's sources changed: rebuilding it…");
  try {
    execFileSync(process.execPath, ["scripts/build-web.mjs"], { cwd: root, stdio: "inherit" });
  } catch {
    // The build has printed its own error above; a stack of this script would only bury it.
    console.error(
      "Building the web app failed (its error is above): fix it, or run `npm run build` to see it again, then start again.",
    );
    process.exit(1);
  }
}

const serverBuiltAt = statSync(SERVER_BUNDLE, { throwIfNoEntry: false })?.mtimeMs;
const isServerBuilt =
  serverBuiltAt !== undefined && !SERVER_SOURCES.some((source) => hasChangeAfter(source, serverBuiltAt));
if (!isServerBuilt)
  console.log(serverBuiltAt === undefined ? "Building the server…" : "The server's sources changed: rebuilding it…");
if (isServerBuilt || (await buildServer())) {
  // Stack traces in the logs name the TypeScript sources, not the bundle's lines.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(SERVER_BUNDLE).href);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../src/server/main.ts");
}
