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

export class SessionCache {
  private readonly entries = new Map<string, Entry>();

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

  forgetSession(sessionId: string) {
    for (const [key, entry] of this.entries) if (entry.sessionId === sessionId) this.entries.delete(key);
  }
}
