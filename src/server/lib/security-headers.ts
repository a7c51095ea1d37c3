// What every answer tells the browser to protect its reader. Fixed lists, set by the front door
// on every answer (front-door.ts) rather than rebuilt by a middleware on each request.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // React sets style attributes (progress bars, image positions).
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

type HeaderList = readonly (readonly [name: string, value: string])[];

/** The pages: the content security policy and the protections Hono's secureHeaders() sets by default. */
export const PAGE_SECURITY_HEADERS: HeaderList = [
  ["content-security-policy", CONTENT_SECURITY_POLICY],
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

export const securityHeadersFor = (path: string) =>
  path.startsWith("/api/") ? API_SECURITY_HEADERS : isAsset(path) ? ASSET_SECURITY_HEADERS : PAGE_SECURITY_HEADERS;
