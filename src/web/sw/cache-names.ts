// The caches the service worker keeps, named here so the page can clear the personal ones
// itself (a sign-out) without loading the worker's code.

/** Every cache of ours starts with this; another app on the origin would not. */
export const CACHE_PREFIX = "fc-";
/** The app's hashed files: a URL never changes meaning, so entries outlive releases. */
export const ASSETS_CACHE = `${CACHE_PREFIX}assets`;
/** The worker's own notes: who is signed in, which files the last releases precached. */
export const META_CACHE = `${CACHE_PREFIX}meta`;
/** A release's HTML shell, answered to navigations with no network. */
export const shellCacheName = (buildId: string) => `${CACHE_PREFIX}shell-${buildId}`;

/** A signed-in user's own API answers: one cache per account, so nothing crosses accounts. */
const PERSONAL_PREFIX = `${CACHE_PREFIX}api-`;
export const personalCacheName = (userId: string) => `${PERSONAL_PREFIX}${userId}`;
export const isPersonalCache = (name: string) => name.startsWith(PERSONAL_PREFIX);

/** Deletes every account's API answers, except the one named (the user still signed in). */
export async function deletePersonalCaches(caches: CacheStorage, keep?: string) {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => isPersonalCache(name) && name !== keep).map((name) => caches.delete(name)));
}
