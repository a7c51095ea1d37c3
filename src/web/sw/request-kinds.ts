// How the worker answers each request, decided from its method and URL alone (unit-tested).
// Anything not named here goes to the network untouched: writes, uploads, media, event streams.

export type RequestKind =
  /** A page: the network, else the release's shell, which renders the route from cached data. */
  | "navigation"
  /** A hashed file of the build: the cache, else the network (and kept). */
  | "asset"
  /** The manifest and icons (names kept across releases): the network, else the release's copy. */
  | "app-file"
  /** The signed-in user's own data: the network, else the last answer the server gave them. */
  | "personal"
  | "network";

/**
 * The reads a member needs in the gym, and nothing else: the session (who is signed in), their
 * own answers under /api/me (plan, routine logs, records, memberships), and a creator's profile
 * and routines as this member was shown them. Media (paid video and images) are never cached:
 * a member whose access ends must not keep a copy (docs/decisions/028-installable-app.md).
 */
const PERSONAL_READS = [
  /^\/api\/auth\/session$/,
  /^\/api\/me\/(?!events|uploads|push\/notifications)/,
  /^\/api\/creators\/(?!featured$)[^/]+(\/routines)?$/,
];

export function requestKind(request: { method: string; mode: RequestMode; url: string }, origin: string): RequestKind {
  if (request.method !== "GET") return "network";
  const url = new URL(request.url);
  if (url.origin !== origin) return "network";
  if (request.mode === "navigate") return url.pathname.startsWith("/api/") ? "network" : "navigation";
  if (url.pathname.startsWith("/assets/") && !url.pathname.endsWith(".map")) return "asset";
  if (/^\/(manifest\.webmanifest|favicon\.svg|icons\/[\w-]+\.png)$/.test(url.pathname)) return "app-file";
  if (PERSONAL_READS.some((pattern) => pattern.test(url.pathname))) return "personal";
  return "network";
}
