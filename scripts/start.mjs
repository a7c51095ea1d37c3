// `npm start`: builds the web app when it is missing or older than its sources,
// then runs the server (TypeScript, loaded through tsx).
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { register } from "tsx/esm/api";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "dist/web/index.html");

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sourcesChanged = () =>
  Math.max(newestChange(path.join(root, "src/web")), newestChange(path.join(root, "src/domain"))) >
  statSync(builtIndex).mtimeMs;

if (!existsSync(builtIndex) || sourcesChanged()) {
  console.log("Building the web app…");
  execSync("node scripts/build-web.mjs", { cwd: root, stdio: "inherit" });
}

register();
await import("../src/server/main.ts");
