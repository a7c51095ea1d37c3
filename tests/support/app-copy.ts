// A copy of the checkout in a temporary folder, for tests that run `npm start` and the install's
// scripts as a person does: they build into dist/ and write the demo data into node_modules/.cache,
// which the working checkout's other users rely on. Sources, scripts and package.json are copied
// (Node finds the app's root from a module's real path); the installed packages are linked one
// by one, so the copy's node_modules/.cache is its own.
import { execFileSync } from "node:child_process";
import { chmod, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const COPIED = ["src", "scripts", "tools", "package.json", "package-lock.json", "tsconfig.json", "vite.config.ts"];

export interface AppCopy {
  root: string;
  remove(): Promise<void>;
}

/** The copy, with a stand-in web build newer than its sources (start.mjs then builds none). */
export async function createAppCopy(): Promise<AppCopy> {
  const root = await mkdtemp(path.join(os.tmpdir(), "fitcreators-app-copy-"));
  // When run as root the embedded database runs as the `postgres` user, which must reach its folders.
  await chmod(root, 0o755);
  // -a keeps the sources' times, so the stand-in build below is newer than all of them.
  execFileSync("cp", ["-a", ...COPIED.map((name) => path.join(ROOT, name)), root]);
  await mkdir(path.join(root, "node_modules"));
  for (const name of await readdir(path.join(ROOT, "node_modules"))) {
    if (name !== ".cache") await symlink(path.join(ROOT, "node_modules", name), path.join(root, "node_modules", name));
  }
  await mkdir(path.join(root, "dist", "web"), { recursive: true });
  await writeFile(
    path.join(root, "dist", "web", "index.html"),
    '<!doctype html><html><head><title>FitCreators</title></head><body><div id="root"></div></body></html>',
  );
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
