// CacheStorage in memory, for the service worker's tests (Node has no caches): entries by URL,
// as the real one keys GET requests.
class FakeCache {
  readonly entries = new Map<string, Response>();
  private key = (request: RequestInfo | URL) =>
    typeof request === "string"
      ? new URL(request, "http://app.test").href
      : request instanceof URL
        ? request.href
        : request.url;
  async match(request: RequestInfo | URL) {
    return this.entries.get(this.key(request))?.clone();
  }
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(this.key(request), response);
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(this.key(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async add(request: RequestInfo | URL) {
    const answer = await fetch(request);
    await this.put(request, answer);
  }
  async addAll(requests: (RequestInfo | URL)[]) {
    for (const request of requests) await this.add(request);
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  async open(name: string) {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new FakeCache()));
    return cache as unknown as Cache;
  }
  async has(name: string) {
    return this.caches.has(name);
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
  async keys() {
    return [...this.caches.keys()];
  }
  async match(request: RequestInfo | URL) {
    for (const cache of this.caches.values()) {
      const found = await cache.match(request);
      if (found) return found;
    }
    return undefined;
  }
  /** Every cached URL's path, by cache name. */
  contents() {
    return Object.fromEntries(
      [...this.caches].map(([name, cache]) => [name, [...cache.entries.keys()].map((url) => new URL(url).pathname)]),
    );
  }
}

export const fakeCaches = () => new FakeCacheStorage() as FakeCacheStorage & CacheStorage;
