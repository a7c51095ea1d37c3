// Who is signed in, as the server last said: the worker reads it from the session's own answer
// (GET /api/auth/session) instead of trusting a page's message, and keeps it across its restarts.
import { deletePersonalCaches, META_CACHE, personalCacheName } from "./cache-names";

const USER_KEY = "/__fc/signed-in-user";

export function signedInUser(caches: CacheStorage) {
  let known: Promise<string | null> | null = null;
  /** The same, at once: undefined until read (the worker just started). */
  let snapshot: string | null | undefined;

  const read = async () => {
    const answer = await (await caches.open(META_CACHE)).match(USER_KEY);
    snapshot = answer ? ((await answer.json()) as { id: string | null }).id : null;
    return snapshot;
  };

  return {
    /** Known to be signed out: a visitor's reads are left to the network, untouched. */
    isSignedOut: () => snapshot === null,
    /** The account whose answers may be cached and served now, if any. */
    current: () => (known ??= read()),
    /**
     * The session answered for `id` (null: signed out). Another account's answers are deleted at
     * once, so a phone passed to someone else, or a sign-out, leaves none of them behind.
     */
    async update(id: string | null) {
      const previous = await this.current();
      if (previous === id) return;
      known = Promise.resolve(id);
      snapshot = id;
      await (await caches.open(META_CACHE)).put(USER_KEY, Response.json({ id }));
      await deletePersonalCaches(caches, id === null ? undefined : personalCacheName(id));
    },
  };
}

export type SignedInUser = ReturnType<typeof signedInUser>;

/** The user id in a session answer ({ user: { id } | null }), or null. */
export async function sessionUserId(answer: Response): Promise<string | null> {
  const body = (await answer
    .clone()
    .json()
    .catch(() => null)) as { user?: { id?: unknown } | null } | null;
  return typeof body?.user?.id === "string" ? body.user.id : null;
}
