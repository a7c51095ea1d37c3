// Cross-site request refusal for the API: a change (POST, PUT, PATCH, DELETE) is taken only from
// the app's own pages. Session cookies are SameSite=Lax, which stops other sites' forms but not
// same-site pages (another subdomain or port) nor a site's own top-level POSTs; a body-less POST
// (copy yesterday's routine, follow, sign out) needs nothing else to succeed. So the browser's
// Origin header decides.
//
// Allowed: PUBLIC_URL's origin (acceptedOrigins), and outside production, when PUBLIC_URL is a
// loopback address, the other loopback names of the same scheme and port: the server listens on
// both loopback addresses, and a newcomer opens whichever the terminal or habit gives them
// (localhost, 127.0.0.1, [::1]). Each such page is served by this very server and its cookies
// are its own. Not the request's own Host: behind a proxy Host may be rewritten, and a name that
// resolves to the server by DNS (rebinding) could then post to it. better-auth is told the same
// list (trustedOrigins). `npm run dev` sets PUBLIC_URL to the Vite address the browser uses.
//
// Without an Origin, Sec-Fetch-Site (sent by browsers since 2020-2023) must not name another site.
// With neither header the request is not from a browser we support: every one of them sends
// Origin with a change, cross-site requests included (a sandboxed or no-referrer page sends
// "null", which is refused). A forged request needs the victim's browser, so such a request is
// not one; scripts, mail servers and API test clients with their own cookie jar pass.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { errorResponse } from "./errors";

const CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Signed by their sender instead of a session: Stripe's webhooks (signature header) and the
 * emails' one-click unsubscribe (RFC 8058: the mail provider posts it, from its own servers).
 */
const EXEMPT_PATHS = [/^\/api\/webhooks\//, /^\/api\/email-preferences\/unsubscribe$/];

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The origins whose pages may send changes: PUBLIC_URL's first (the one a refusal names), then,
 * outside production and only when PUBLIC_URL is itself a loopback address, the other loopback
 * names of its scheme and port. In production PUBLIC_URL is the one origin.
 */
export function acceptedOrigins(config: { publicUrl: string; isProduction: boolean }): string[] {
  const url = new URL(config.publicUrl);
  if (config.isProduction || !LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  const others = LOOPBACK_HOSTS.filter((host) => host !== url.hostname).map(
    (host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`,
  );
  return [url.origin, ...others];
}

/** Whether a request may go on; `allowedOrigins` are acceptedOrigins(config). */
export function isAllowedRequest(
  request: { method: string; path: string; origin?: string; secFetchSite?: string },
  allowedOrigins: readonly string[],
): boolean {
  if (!CHANGING_METHODS.has(request.method) || EXEMPT_PATHS.some((path) => path.test(request.path))) return true;
  if (request.origin !== undefined) return allowedOrigins.includes(request.origin);
  return !request.secFetchSite || request.secFetchSite === "same-origin" || request.secFetchSite === "none";
}

export function originCheck(allowedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const home = allowedOrigins[0]!;
  return async (c, next) => {
    const origin = c.req.header("origin");
    const secFetchSite = c.req.header("sec-fetch-site");
    if (isAllowedRequest({ method: c.req.method, path: c.req.path, origin, secFetchSite }, allowedOrigins))
      return next();
    c.var.logger.warn(
      { requestId: c.var.requestId, origin: origin ?? null, secFetchSite: secFetchSite ?? null, path: c.req.path },
      "cross-site request refused",
    );
    // Most often a person who opened the app at another address of the same server: say which.
    return errorResponse(
      c,
      403,
      "cross_site_request",
      `Requests that change something are only taken from the app's own pages: open the app at ${home} and try again.`,
    );
  };
}
