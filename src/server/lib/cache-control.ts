// Cache policy of reads that depend on who asks: a visitor's answer is the same for every visitor
// and may be shared for a few seconds (by the in-process public cache, a CDN, the browser); a
// signed-in user's answer is theirs alone and never stored.
import type { Context, MiddlewareHandler } from "hono";

/** How long a visitor may see a public answer after it changed. */
export const PUBLIC_MAX_AGE_SECONDS = 15;

export function cacheForViewer(c: Context, viewer: unknown) {
  c.header("cache-control", viewer ? "private, no-store" : `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
}

/** For routes whose every answer is the signed-in user's own: never stored anywhere. */
export const noStore: MiddlewareHandler = async (c, next) => {
  c.header("cache-control", "private, no-store");
  await next();
};
