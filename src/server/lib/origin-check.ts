// Cross-site request refusal for the API: a change (POST, PUT, PATCH, DELETE) is taken only from
// the app's own pages. Session cookies are SameSite=Lax, which stops other sites' forms but not
// same-site pages (another subdomain or port) nor a site's own top-level POSTs; a body-less POST
// (copy yesterday's routine, follow, sign out) needs nothing else to succeed. So the browser's
// Origin header decides.
//
// Allowed: PUBLIC_URL's origin only, in every mode. Not the request's own Host as well: behind a
// proxy Host may be rewritten, and a second accepted origin would differ from what better-auth
// is told (trustedOrigins) and from where the emails' links point. `npm run dev` sets PUBLIC_URL
// to the Vite address the browser uses; open the app at PUBLIC_URL.
//
// Without an Origin, Sec-Fetch-Site (sent by browsers since 2020-2023) must not name another site.
// With neither header the request is not from a browser we support: every one of them sends
// Origin with a change, cross-site requests included (a sandboxed or no-referrer page sends
// "null", which is refused). A forged request needs the victim's browser, so such a request is
// not one; scripts, mail servers and API test clients with their own cookie jar pass.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { errorResponse } from "./errors";

const CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Signed by their sender instead of a session: Stripe's webhooks (signature header) and the
 * emails' one-click unsubscribe (RFC 8058: the mail provider posts it, from its own servers).
 */
const EXEMPT_PATHS = [/^\/api\/webhooks\//, /^\/api\/email-preferences\/unsubscribe$/];

/** Whether a request may go on; `allowedOrigin` is PUBLIC_URL's origin. */
export function isAllowedRequest(request: { method: string; path: string; origin?: string; secFetchSite?: string }, allowedOrigin: string): boolean {
  if (!CHANGING_METHODS.has(request.method) || EXEMPT_PATHS.some((path) => path.test(request.path))) return true;
  if (request.origin !== undefined) return request.origin === allowedOrigin;
  return !request.secFetchSite || request.secFetchSite === "same-origin" || request.secFetchSite === "none";
}

export function originCheck(publicUrl: string): MiddlewareHandler<AppEnv> {
  const allowedOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    const origin = c.req.header("origin");
    const secFetchSite = c.req.header("sec-fetch-site");
    if (isAllowedRequest({ method: c.req.method, path: c.req.path, origin, secFetchSite }, allowedOrigin)) return next();
    c.var.logger.warn({ requestId: c.var.requestId, origin: origin ?? null, secFetchSite: secFetchSite ?? null, path: c.req.path }, "cross-site request refused");
    return errorResponse(c, 403, "cross_site_request", `Requests that change something are only taken from ${allowedOrigin}.`);
  };
}
