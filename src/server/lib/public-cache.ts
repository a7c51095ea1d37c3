// A shared in-process cache for answers that are the same for every visitor: a GET without a
// session whose response says `cache-control: public, max-age=N`. It does what a CDN in front
// of the app would, by the same rules: the handler decides what is public; a response is kept
// for its max-age (and says its `Age`, so no browser holds it longer in total), gzipped once,
// served with an ETag, and built once however many visitors ask at the same moment.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { acceptsGzip, isCompressible } from "./compression";
import { carriesSessionCookie, languageCookie } from "./request-cookies";
import { answeredAs, routeLabel } from "./route-label";

const gzipAsync = promisify(gzip);

const PUBLIC_MAX_AGE = /(?:^|,)\s*public\s*(?:,|$)/;
const MAX_AGE = /(?:^|,)\s*max-age=(\d+)/;
/** Dynamic answers live seconds; anything kept longer is a file, not this cache's business. */
const MAX_SHARED_SECONDS = 300;

export interface Entry {
  key: string;
  /** False for an answer that is not for everyone: requests for it skip the cache for a while. */
  isShared: boolean;
  status: number;
  /** The handler's headers that are replayed, then the ETag and Vary: flat, name then value. */
  headers: string[];
  body: Uint8Array<ArrayBuffer>;
  gzipped: Uint8Array<ArrayBuffer> | null;
  etag: string;
  /** The template of the route whose answer this is, which its replays are counted under (metrics). */
  route: string;
  storedAt: number;
  expiresAt: number;
  bytes: number;
}

/** How long a key whose answer was personal or an error is passed straight through. */
const NOT_SHARED_SECONDS = 10;

export interface PublicCacheOptions {
  /** Memory the bodies may take, plain and gzipped together. */
  maxBytes: number;
  /** Larger answers are served but not kept. */
  maxEntryBytes: number;
  now?: () => number;
}

export class PublicCache {
  /** In least-recently-used order: a Map iterates in insertion order, and a hit re-inserts. */
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<Entry>>();
  private bytes = 0;
  readonly now: () => number;
  /**
   * Shared answers served from the cache (hits) and built by their handler for it (misses), for
   * the hit ratio in metrics. Answers that are not for everyone are neither. Plain numbers: the
   * metrics read them when scraped, and a cache without metrics pays an increment.
   */
  readonly stats = { hits: 0, misses: 0 };

  constructor(readonly options: PublicCacheOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(key: string): Entry | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.bytes -= entry.bytes;
      return null;
    }
    this.entries.set(key, entry);
    return entry;
  }

  /** The entry under `key`, built by `build` unless another request is already building it. */
  async getOrBuild(key: string, build: () => Promise<Entry>): Promise<Entry> {
    const cached = this.get(key);
    if (cached) return cached;
    let pending = this.building.get(key);
    if (!pending) {
      pending = build()
        .then((entry) => {
          this.put(entry);
          return entry;
        })
        .finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }

  /** Forgets everything (a release, or a test). */
  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  private put(entry: Entry) {
    if (entry.bytes > this.options.maxEntryBytes) return;
    const previous = this.entries.get(entry.key);
    if (previous) {
      this.entries.delete(entry.key);
      this.bytes -= previous.bytes;
    }
    this.entries.set(entry.key, entry);
    this.bytes += entry.bytes;
    for (const [key, oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= oldest.bytes;
    }
  }
}

/** How long a response may be shared, or null when it is not for everyone. */
function sharedMaxAge(response: Response): number | null {
  const cacheControl = response.headers.get("cache-control") ?? "";
  if (response.status !== 200 || !PUBLIC_MAX_AGE.test(cacheControl)) return null;
  // A cookie set, or an answer that varies by more than the encoding, is someone's own.
  if (response.headers.has("set-cookie") || response.headers.has("content-encoding")) return null;
  const vary = response.headers.get("vary");
  if (vary && vary.split(",").some((name) => name.trim().toLowerCase() !== "accept-encoding")) return null;
  if (!isCompressible(response.headers.get("content-type") ?? "")) return null;
  const maxAge = Number(MAX_AGE.exec(cacheControl)?.[1] ?? 0);
  // Long-lived answers are the build's files, served from disk already compressed.
  return maxAge > 0 && maxAge <= MAX_SHARED_SECONDS ? maxAge : null;
}

/** Headers replayed from the handler's answer; the rest (length, encoding, age) are the cache's. */
const REPLAYED_HEADERS = new Set(["content-type", "cache-control", "content-language", "link", "x-robots-tag"]);

async function toEntry(
  key: string,
  route: string,
  response: Response,
  maxAgeSeconds: number,
  now: number,
): Promise<Entry> {
  const body = new Uint8Array(await response.arrayBuffer());
  const gzipped = isWorthCompressing(body) ? new Uint8Array(await gzipAsync(body)) : null;
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const replayed = [...response.headers].filter(([name]) => REPLAYED_HEADERS.has(name));
  return {
    key,
    isShared: true,
    status: response.status,
    headers: [...replayed.flat(), "etag", etag, "vary", "Accept-Encoding"],
    body,
    gzipped,
    etag,
    route,
    storedAt: now,
    expiresAt: now + maxAgeSeconds * 1000,
    bytes: body.byteLength + (gzipped?.byteLength ?? 0),
  };
}

const notShared = (key: string, now: number): Entry => ({
  key,
  isShared: false,
  status: 0,
  headers: [],
  body: new Uint8Array(),
  gzipped: null,
  etag: "",
  route: "",
  storedAt: now,
  expiresAt: now + NOT_SHARED_SECONDS * 1000,
  bytes: key.length,
});

const isWorthCompressing = (body: Uint8Array) => body.byteLength >= 256;

/** What a request for a cached answer gets: its status, headers (flat) and body, gzipped when it may be. */
export function cachedAnswer(
  entry: Entry,
  now: number,
  request: { ifNoneMatch: string | undefined; acceptEncoding: string | undefined },
) {
  const headers = [...entry.headers, "age", String(Math.floor((now - entry.storedAt) / 1000))];
  if (request.ifNoneMatch === entry.etag) return { status: 304, headers, body: null };
  const isGzipped = entry.gzipped !== null && acceptsGzip(request.acceptEncoding);
  if (isGzipped) headers.push("content-encoding", "gzip");
  return { status: entry.status, headers, body: isGzipped ? entry.gzipped : entry.body };
}

/** Whether a request carries a session (or other credentials): its answers are someone's own. */
export const carriesCredentials = (cookie: string | undefined, authorization: string | undefined) =>
  Boolean(authorization || carriesSessionCookie(cookie));

/**
 * The key of a visitor's answer, or null when the request carries a session (or other
 * credentials) and so is someone's own. `pathAndQuery` is the request target as the router sees it.
 */
export function sharedAnswerKey(
  pathAndQuery: string,
  cookie: string | undefined,
  authorization: string | undefined,
): string | null {
  if (carriesCredentials(cookie, authorization)) return null;
  // The language the page is rendered in (server-rendering.ts reads the cookie the same way).
  return `${languageCookie(cookie) ?? ""} ${pathAndQuery}`;
}

function respond(c: Context, entry: Entry, now: number): Response {
  const { status, headers, body } = cachedAnswer(entry, now, {
    ifNoneMatch: c.req.header("if-none-match"),
    acceptEncoding: c.req.header("accept-encoding"),
  });
  const pairs: [string, string][] = [];
  for (let i = 0; i < headers.length; i += 2) pairs.push([headers[i]!, headers[i + 1]!]);
  return new Response(body, { status, headers: pairs });
}

/**
 * Serves shared answers from `cache`. Mount it inside the compression middleware (it sends its
 * own gzip, which compression then leaves alone) and outside the routes.
 */
export function publicCache(cache: PublicCache): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET") return next();
    // The adapter has already normalized the URL ("/a/../b" is "/b"): its path and query as they are.
    const url = c.req.url;
    const key = sharedAnswerKey(
      url.slice(url.indexOf("/", url.indexOf("//") + 2)),
      c.req.header("cookie"),
      c.req.header("authorization"),
    );
    if (key === null) return next();

    const known = cache.get(key);
    if (known && !known.isShared) return next();

    let ranHere = false;
    const entry =
      known ??
      (await cache.getOrBuild(key, async () => {
        ranHere = true;
        await next();
        const maxAge = sharedMaxAge(c.res);
        return maxAge === null ? notShared(key, cache.now()) : toEntry(key, routeLabel(c), c.res, maxAge, cache.now());
      }));
    if (!entry.isShared) {
      // The request that asked first already has its own answer; the others ask for theirs.
      if (!ranHere) await next();
      return;
    }
    if (ranHere) {
      cache.stats.misses++;
    } else {
      cache.stats.hits++;
      answeredAs(c, entry.route);
    }
    // Hono merges the headers of a replaced response into the new one; the handler's (its
    // length among them) must not reach the cached answer, so the old one is dropped first.
    if (ranHere) c.res = undefined;
    c.res = respond(c, entry, cache.now());
  };
}
