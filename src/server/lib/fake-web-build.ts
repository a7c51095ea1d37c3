// A minimal built web app in a temporary folder, for tests of how the server serves it.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/** Like the real one, big enough to be worth compressing (a meta description, a preload). */
export const FAKE_INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Train with your favourite fitness creators."><title>FitCreators</title><script type="module" src="/assets/index-abc123.js"></script><link rel="modulepreload" href="/assets/small-abc123.js"></head><body><div id="root"></div></body></html>`;

/** Big enough (and repetitive enough) to be worth compressing. */
export const FAKE_SCRIPT = `${"export const greeting = 'Train with your favourite creators';\n".repeat(200)}`;

/** The size of the build's many small chunks. */
export const FAKE_SMALL_SCRIPT = `${"export const a = 1;\n".repeat(30)}`;

/** 1x1 transparent PNG: already compressed media. */
export const FAKE_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

export async function createFakeWebBuild() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "fitcreators-web-build-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "index.html"), FAKE_INDEX_HTML);
  await writeFile(path.join(dir, "assets", "index-abc123.js"), FAKE_SCRIPT);
  await writeFile(path.join(dir, "assets", "small-abc123.js"), FAKE_SMALL_SCRIPT);
  await writeFile(path.join(dir, "assets", "index-abc123.css"), `${"body { margin: 0; color: #111; }\n".repeat(100)}`);
  await writeFile(
    path.join(dir, "assets", "logo-abc123.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="1" cy="1" r="1"/>'.repeat(100)}</svg>`,
  );
  await writeFile(path.join(dir, "assets", "photo-abc123.png"), Buffer.concat([FAKE_PNG, Buffer.alloc(4096)]));
  await writeFile(path.join(dir, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg"></svg>`);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
