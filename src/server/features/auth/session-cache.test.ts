// The two-second session memory: one check per burst, and an ended session never remembered.
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../../domain/roles";
import { SessionCache } from "./session-cache";

const user: SessionUser = {
  id: "u1",
  email: "a@example.test",
  username: "ann",
  role: "follower",
  gender: "prefer_not_to_say",
  isOwner: false,
};

/** A check that answers when told to. */
function deferredCheck() {
  let answer!: (found: { sessionId: string; user: SessionUser } | null) => void;
  const load = vi.fn(
    () => new Promise<{ sessionId: string; user: SessionUser } | null>((resolve) => (answer = resolve)),
  );
  return { load, answer: (found: { sessionId: string; user: SessionUser } | null) => answer(found) };
}

describe("SessionCache.lookup", () => {
  it("runs one check for the concurrent requests of a session, then remembers its answer", async () => {
    const cache = new SessionCache();
    const check = deferredCheck();
    const burst = Array.from({ length: 50 }, () => cache.lookup("cookie-1", check.load));
    check.answer({ sessionId: "s1", user });
    expect(await Promise.all(burst)).toEqual(Array.from({ length: 50 }, () => user));
    expect(check.load).toHaveBeenCalledTimes(1);
    expect(await cache.lookup("cookie-1", check.load)).toEqual(user);
    expect(check.load).toHaveBeenCalledTimes(1);
  });

  it("checks again once the TTL has run out", async () => {
    const cache = new SessionCache(0);
    const load = vi.fn(async () => ({ sessionId: "s1", user }));
    await cache.lookup("cookie-1", load);
    await cache.lookup("cookie-1", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not remember a signed-out answer or a failed check", async () => {
    const cache = new SessionCache();
    const none = vi.fn(async () => null);
    expect(await cache.lookup("cookie-1", none)).toBeNull();
    expect(await cache.lookup("cookie-1", none)).toBeNull();
    expect(none).toHaveBeenCalledTimes(2);
    const failing = vi.fn(async () => Promise.reject(new Error("database down")));
    await expect(cache.lookup("cookie-2", failing)).rejects.toThrow("database down");
    await expect(cache.lookup("cookie-2", failing)).rejects.toThrow("database down");
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("never remembers a check that was under way when a session ended, and later requests check afresh", async () => {
    const cache = new SessionCache();
    const before = deferredCheck();
    const waiting = cache.lookup("cookie-1", before.load);
    cache.forgetSession("s1");
    const after = vi.fn(async () => null);
    // A request after the sign-out does not join the older check.
    expect(await cache.lookup("cookie-1", after)).toBeNull();
    before.answer({ sessionId: "s1", user });
    expect(await waiting).toEqual(user);
    expect(cache.get("cookie-1")).toBeNull();
    expect(await cache.lookup("cookie-1", after)).toBeNull();
    expect(after).toHaveBeenCalledTimes(2);
  });

  it("forgets a remembered session at once when it ends", async () => {
    const cache = new SessionCache();
    await cache.lookup("cookie-1", async () => ({ sessionId: "s1", user }));
    cache.forgetSession("s1");
    expect(cache.get("cookie-1")).toBeNull();
  });
});
