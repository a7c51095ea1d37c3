// Part of `npm install` (the `prepare` script, after the web app's build): makes the demo data a
// first `npm start` copies instead of initialising, migrating and seeding its database
// (src/server/make-demo-template.ts). Optional: when it cannot run, the install still succeeds
// and the first start does that work itself, as before.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const skip = (why) => {
  console.warn(`Skipping the demo data made at install (${why}); the first \`npm start\` will make it instead.`);
  process.exit(0);
};

if (process.env.NODE_ENV === "production") skip("production installs never hold demo data");
try {
  createRequire(path.join(root, "package.json")).resolve("tsx");
} catch {
  skip("tsx is not installed");
}
console.log("Preparing the demo data…");
const made = spawnSync(process.execPath, ["--import", "tsx", "src/server/make-demo-template.ts"], {
  cwd: root,
  stdio: "inherit",
});
if (made.status !== 0) skip("making it failed, see above");
