// Builds the service worker (src/web/sw/service-worker.ts) into the web build's root as /sw.js,
// with its release's id and the files it fetches when it installs: the shell, the pages a member
// trains with (today's routine, My plan, a plan's day, the workout player) and their strings in
// every language. Other pages' files are kept the first time they are fetched.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/** Vite's manifest keys (paths under src/web) of the modules that must open with no network. */
const OFFLINE_MODULES = [
  "index.html",
  // The dashboards' stylesheet (lazy-page.tsx imports it), and the screen an error shows.
  "pages.css",
  "app/error-screen.tsx",
  "dashboard-routes.tsx",
  "features/dashboards/follower-layout.tsx",
  "features/coaching/today-page.tsx",
  "features/coaching/my-plan-page.tsx",
  "features/coaching/plan-day-page.tsx",
  "features/coaching/routine-log-page.tsx",
  "pages/creator-profile-page.tsx",
  "features/creators/profile-skeleton.tsx",
  "features/routines/routine-tab.tsx",
  "features/routines/workout-dialog.tsx",
  "features/downloads/downloads-page.tsx",
];
/** The strings those pages load (src/web/i18n/parts.ts), in every language. */
const OFFLINE_LOCALE_PARTS = ["core", "offline", "dashboard", "coaching", "routines", "content", "creatorProfile"];

/** Files of public/ the installed app shows when it opens offline: its manifest and icons. */
const PUBLIC_FILES = ["/manifest.webmanifest", "/icons/icon-192.png", "/icons/icon-512.png", "/favicon.svg"];

/** Each module's file with the files it imports statically and its stylesheets. */
function offlineFiles(manifest) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The service worker's offline module ${key} is not in the build (renamed?)`);
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  OFFLINE_MODULES.forEach(visit);
  const parts = new RegExp(`virtual:locale-part/[^/]+/(${OFFLINE_LOCALE_PARTS.join("|")})$`);
  Object.keys(manifest)
    .filter((key) => parts.test(key))
    .forEach(visit);
  return [...files, ...PUBLIC_FILES].sort();
}

export async function buildServiceWorker(root, outDir) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8"));
  const files = offlineFiles(manifest);
  // Loaded here, not at the top: an install without devDependencies skips the web build before this runs.
  const { build } = await import("rolldown");
  const buildId = createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 12);
  await build({
    input: path.join(root, "src/web/sw/service-worker.ts"),
    output: { file: path.join(outDir, "sw.js"), format: "iife", minify: true },
    transform: { define: { __FC_BUILD_ID__: JSON.stringify(buildId), __FC_APP_FILES__: JSON.stringify(files) } },
    logLevel: "warn",
  });
  return { buildId, files };
}
