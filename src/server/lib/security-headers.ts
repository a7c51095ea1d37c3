// What every answer tells the browser to protect its reader. Lists built once at start, set by
// the front door on every answer (front-door.ts) rather than rebuilt by a middleware on each request.

/**
 * Media may come from the object storage's (or its CDN's) origins as well: the app redirects
 * reads of files there, and players fetch video segments from there.
 */
const contentSecurityPolicy = (mediaOrigins: readonly string[]) => {
  const media = mediaOrigins.map((origin) => ` ${origin}`).join("");
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React sets style attributes (progress bars, image positions).
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${media}`,
    `media-src 'self' blob:${media}`,
    `connect-src 'self'${media}`,
    "font-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
};

type HeaderList = readonly (readonly [name: string, value: string])[];

/** The pages: the content security policy and the protections Hono's secureHeaders() sets by default. */
const pageSecurityHeaders = (mediaOrigins: readonly string[]): HeaderList => [
  ["content-security-policy", contentSecurityPolicy(mediaOrigins)],
  ["cross-origin-opener-policy", "same-origin"],
  ["cross-origin-resource-policy", "same-origin"],
  ["origin-agent-cluster", "?1"],
  ["referrer-policy", "no-referrer"],
  ["strict-transport-security", "max-age=15552000; includeSubDomains"],
  ["x-content-type-options", "nosniff"],
  ["x-dns-prefetch-control", "off"],
  ["x-download-options", "noopen"],
  ["x-frame-options", "SAMEORIGIN"],
  ["x-permitted-cross-domain-policies", "none"],
  ["x-xss-protection", "0"],
];

/**
 * The API's answers (JSON, media, event streams) are never documents a browser renders, so
 * they carry OWASP's set for APIs: nothing may run or frame them, nor sniff them as another
 * type, nor read them from another site. Seven fewer headers on every API answer.
 */
export const API_SECURITY_HEADERS: HeaderList = [
  ["content-security-policy", "default-src 'none'; frame-ancestors 'none'"],
  ["cross-origin-resource-policy", "same-origin"],
  ["strict-transport-security", "max-age=15552000; includeSubDomains"],
  ["x-content-type-options", "nosniff"],
  ["x-frame-options", "DENY"],
];

/**
 * The build's scripts and styles are never documents either, and a first visit fetches a
 * dozen of them: each carries what keeps it from being sniffed or read by another site, not
 * the pages' kilobyte of policies (which would add about 10 KB to a first visit on a slow link).
 */
export const ASSET_SECURITY_HEADERS: HeaderList = [
  ["cross-origin-resource-policy", "same-origin"],
  ["x-content-type-options", "nosniff"],
];

const isAsset = (path: string) => path.startsWith("/assets/") || path === "/boot.js";

export interface SecurityHeaders {
  forPath(path: string): HeaderList;
  /** The same list flat (name, value, name, value…), as a cached answer's writeHead takes it. */
  flatForPath(path: string): string[];
}

export function securityHeaders(mediaOrigins: readonly string[] = []): SecurityHeaders {
  const page = pageSecurityHeaders(mediaOrigins);
  const forPath = (path: string) =>
    path.startsWith("/api/") ? API_SECURITY_HEADERS : isAsset(path) ? ASSET_SECURITY_HEADERS : page;
  const flat = new Map([API_SECURITY_HEADERS, ASSET_SECURITY_HEADERS, page].map((list) => [list, list.flat()]));
  return { forPath, flatForPath: (path) => flat.get(forPath(path))! };
}
