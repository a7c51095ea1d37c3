// Who a session cookie belongs to, remembered for two seconds. A signed-in tab sends requests in
// bursts (a page's counts, lists and stream), and better-auth's full session check is most of
// such a request's cost. Sign-out forgets the session at once in every instance (through the
// live hints); any other end of a session (expiry, a password reset) is noticed within the TTL.
import type { SessionUser } from "../../../domain/roles";

const TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  sessionId: string;
  user: SessionUser;
  expiresAt: number;
}

/** What a full session check found: the session and its user, or nothing (signed out). */
export type SessionLookup = () => Promise<{ sessionId: string; user: SessionUser } | null>;

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** The one full check under way per cookie: the requests of a burst wait for it together. */
  private readonly pending = new Map<string, Promise<SessionUser | null>>();
  /** Counts ended sessions, so a check that started before one ended is not remembered. */
  private endings = 0;

  constructor(private readonly ttlMs = TTL_MS) {}

  get(cookieValue: string): SessionUser | null {
    const entry = this.entries.get(cookieValue);
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(cookieValue);
      return null;
    }
    return entry.user;
  }

  set(cookieValue: string, sessionId: string, user: SessionUser) {
    // Oldest first out: a Map keeps insertion order.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(cookieValue, { sessionId, user, expiresAt: Date.now() + this.ttlMs });
  }

  /**
   * The cookie's user: remembered, or from the check already under way for the cookie, or from a
   * new check (`load`). When the TTL runs out under load, one check runs instead of one per request.
   */
  lookup(cookieValue: string, load: SessionLookup): Promise<SessionUser | null> {
    const cached = this.get(cookieValue);
    if (cached) return Promise.resolve(cached);
    const running = this.pending.get(cookieValue);
    if (running) return running;
    const endingsBefore = this.endings;
    const check = load()
      .then((found) => {
        // A session that ended while it was being checked is answered to the requests that were
        // already waiting (they raced the ending), but never remembered for the next ones.
        if (found && endingsBefore === this.endings) this.set(cookieValue, found.sessionId, found.user);
        return found?.user ?? null;
      })
      .finally(() => {
        if (this.pending.get(cookieValue) === check) this.pending.delete(cookieValue);
      });
    this.pending.set(cookieValue, check);
    return check;
  }

  forgetSession(sessionId: string) {
    for (const [key, entry] of this.entries) if (entry.sessionId === sessionId) this.entries.delete(key);
    // Requests from now on check afresh rather than join a check that may predate the ending.
    this.endings++;
    this.pending.clear();
  }
}
