// Who is asking: the signed-in user of a request, and the guards routes use.
import type { Context, MiddlewareHandler } from "hono";
import type { Gender, Role, SessionUser } from "../../../domain/roles";
import { AppError } from "../../lib/errors";
import type { AppEnv } from "../../context";
import { cookieValues, sessionCookieName } from "../../lib/request-cookies";

export function toSessionUser(user: Record<string, unknown>, ownerEmails: readonly string[]): SessionUser {
  const email = String(user.email);
  return {
    id: String(user.id),
    email,
    username: String(user.username),
    role: user.role as Role,
    gender: (user.gender as Gender | undefined) ?? "prefer_not_to_say",
    isOwner: ownerEmails.includes(email.toLowerCase()),
  };
}

const viewers = new WeakMap<Request, Promise<SessionUser | null>>();

/**
 * The session cookie's values, under exactly the name better-auth reads for the platform's
 * address: the cache below is keyed by what better-auth checks, never by a look-alike cookie
 * (one planted on a parent domain under the other name would otherwise key the victim's user).
 */
const sessionCookieValuesOf = (c: Context<AppEnv>) =>
  cookieValues(c.req.header("cookie"), sessionCookieName(c.var.config.publicUrl));

const ambiguousSession = () =>
  new AppError(
    "ambiguous_session",
    400,
    "This request carries two session cookies. Clear this site's cookies, then log in again.",
  );

/**
 * Refuses a request that carries the session cookie twice. Which one counts would depend on the
 * order the browser sends them in, which a cookie set with a longer path on a parent domain decides.
 */
export const refuseTwoSessionCookies: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (sessionCookieValuesOf(c).length > 1) throw ambiguousSession();
  await next();
};

/**
 * The signed-in user, or null; looked up once per request, and at most every two seconds per
 * session (concurrent requests of one session share one check).
 */
export function getViewer(c: Context<AppEnv>): Promise<SessionUser | null> {
  let viewer = viewers.get(c.req.raw);
  if (viewer) return viewer;
  const cookies = sessionCookieValuesOf(c);
  if (cookies.length > 1) return Promise.reject(ambiguousSession());
  const cookie = cookies[0];
  // Most public reads come without a session: answer them without asking better-auth.
  viewer = cookie
    ? c.var.sessionCache.lookup(cookie, async () => {
        const session = await c.var.auth.api.getSession({ headers: c.req.raw.headers });
        // A suspended account's sessions end with the suspension; one made in a race counts for nothing.
        if (!session || session.user.suspendedAt) return null;
        return { sessionId: session.session.id, user: toSessionUser(session.user, c.var.config.ownerEmails) };
      })
    : Promise.resolve(null);
  viewers.set(c.req.raw, viewer);
  return viewer;
}

/**
 * What names the viewer's login session: its cookie's value, secret to them and the same for every
 * request of the session (a key derived from it is theirs for this session only).
 */
export const viewerSessionCookie = (c: Context<AppEnv>): string | null => sessionCookieValuesOf(c)[0] ?? null;

export async function requireViewer(c: Context<AppEnv>): Promise<SessionUser> {
  const viewer = await getViewer(c);
  if (!viewer) throw new AppError("unauthenticated", 401, "Please log in to continue.");
  return viewer;
}

/** Route guard: only signed-in users with one of these roles pass. */
export function requireRole(...allowed: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const viewer = await requireViewer(c);
    if (!allowed.includes(viewer.role)) throw new AppError("forbidden", 403, "Your account cannot do this.");
    await next();
  };
}
