// The release's files: the shell and the pages a member trains with fetched when the worker
// installs (scripts/build-web.mjs lists them), so the gym works even if they were never opened
// online; every other hashed file kept the first time it is fetched.
import { ASSETS_CACHE, CACHE_PREFIX, META_CACHE, shellCacheName } from "./cache-names";
import type { NetworkNews } from "./network-news";

/** The document every navigation without network is answered with (the client router takes over). */
export const SHELL_URL = "/index.html";
const RELEASES_KEY = "/__fc/releases";
/** The files the two latest releases list stay: a tab still running the previous one can load its chunks. */
const KEPT_RELEASES = 2;

interface Release {
  buildId: string;
  files: readonly string[];
}

export async function installRelease(caches: CacheStorage, release: Release) {
  const shell = await caches.open(shellCacheName(release.buildId));
  await shell.add(new Request(SHELL_URL, { cache: "reload" }));
  const assets = await caches.open(ASSETS_CACHE);
  // A hashed file already kept is the same file; the manifest and icons are fetched afresh.
  const wanted = [];
  for (const file of release.files) if (!file.startsWith("/assets/") || !(await assets.match(file))) wanted.push(file);
  await assets.addAll(wanted.map((file) => new Request(file, { cache: "reload" })));
}

/** On activation: the previous releases' shells go, and the files no kept release lists. */
export async function pruneReleases(caches: CacheStorage, release: Release) {
  const meta = await caches.open(META_CACHE);
  const stored = await meta.match(RELEASES_KEY);
  const earlier = stored ? ((await stored.json()) as Release[]) : [];
  const kept = [release, ...earlier.filter((old) => old.buildId !== release.buildId)].slice(0, KEPT_RELEASES);
  await meta.put(RELEASES_KEY, Response.json(kept));

  const shells = new Set(kept.map((old) => shellCacheName(old.buildId)));
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(`${CACHE_PREFIX}shell-`) && !shells.has(name))
      .map((name) => caches.delete(name)),
  );
  // Only after a release changes: a file fetched at run time (a page not in the list) is kept
  // until then, and fetched again when next needed.
  if (earlier[0]?.buildId === release.buildId) return;
  const listed = new Set(kept.flatMap((old) => old.files));
  const assets = await caches.open(ASSETS_CACHE);
  for (const request of await assets.keys()) {
    if (!listed.has(new URL(request.url).pathname)) await assets.delete(request);
  }
}

/** A hashed file: from the phone when it has it, else fetched and kept. */
export async function assetRead(request: Request, caches: CacheStorage): Promise<Response> {
  const assets = await caches.open(ASSETS_CACHE);
  const kept = await assets.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await assets.put(request, answer.clone());
  return answer;
}

/** The manifest or an icon: the network, else the copy the release installed. */
export async function appFileRead(request: Request, caches: CacheStorage): Promise<Response> {
  try {
    return await fetch(request);
  } catch (failure) {
    const kept = await (await caches.open(ASSETS_CACHE)).match(request);
    if (kept) return kept;
    throw failure;
  }
}

/** A page: the network, else this release's shell (the client router renders the route offline). */
export async function navigationRead(
  request: Request,
  caches: CacheStorage,
  buildId: string,
  news: NetworkNews,
): Promise<Response> {
  try {
    const answer = await fetch(request);
    news.reached();
    return answer;
  } catch (failure) {
    news.failed();
    const shell = await (await caches.open(shellCacheName(buildId))).match(SHELL_URL);
    if (shell) return shell;
    throw failure;
  }
}
