// The signed-in member's reads through the service worker: cached per account, served when the
// network fails, dropped when the server refuses them, and never served to another account.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeCaches, type FakeCacheStorage } from "../../../tests/support/fake-cache-storage";
import { personalCacheName } from "./cache-names";
import type { NetworkNews } from "./network-news";
import { OFFLINE_COPY_HEADER, personalRead } from "./personal-reads";
import { signedInUser, type SignedInUser } from "./signed-in-user";

const ORIGIN = "https://app.test";
const get = (path: string) => new Request(`${ORIGIN}${path}`);
const session = (id: string | null) => Response.json({ user: id ? { id, name: "Sam" } : null });

let caches: FakeCacheStorage & CacheStorage;
let user: SignedInUser;
let news: NetworkNews & { told: boolean[] };
let network: (request: Request) => Promise<Response>;
const work: Promise<unknown>[] = [];

const noNetwork = async (): Promise<Response> => {
  throw new TypeError("Failed to fetch");
};

const read = async (path: string) => {
  const answer = await personalRead(get(path), caches, user, news, (promise) => work.push(promise));
  await Promise.all(work);
  return answer;
};

beforeEach(() => {
  caches = fakeCaches();
  user = signedInUser(caches);
  const told: boolean[] = [];
  news = { told, reached: () => told.push(true), failed: () => told.push(false) };
  network = noNetwork;
  vi.stubGlobal("fetch", (request: Request) => network(request));
});
afterEach(() => vi.unstubAllGlobals());

async function signIn(id: string) {
  network = async () => session(id);
  await read("/api/auth/session");
  network = noNetwork;
}

describe("a signed-in member's own reads", () => {
  it("come from the network online, and from the phone, marked as such, when the network fails", async () => {
    await signIn("ana");
    network = async () => Response.json({ plans: ["week 1"] });
    expect(await (await read("/api/me/plan")).json()).toEqual({ plans: ["week 1"] });

    network = noNetwork;
    const offline = await read("/api/me/plan");
    expect(offline.headers.get(OFFLINE_COPY_HEADER)).toBe("1");
    expect(await offline.json()).toEqual({ plans: ["week 1"] });
    expect(news.told.at(-1)).toBe(false);
  });

  it("fail as the network does when nothing was cached", async () => {
    await signIn("ana");
    await expect(read("/api/me/records")).rejects.toThrow("Failed to fetch");
  });

  it("pass a server's failure to the page as it came, keeping the last good copy for offline", async () => {
    await signIn("ana");
    network = async () => Response.json({ memberships: 3 });
    await read("/api/me/memberships");
    network = async () => Response.json({ error: { code: "unavailable" } }, { status: 503 });
    const failed = await read("/api/me/memberships");
    expect(failed.status).toBe(503);
    expect(failed.headers.get(OFFLINE_COPY_HEADER)).toBeNull();

    network = noNetwork;
    expect(await (await read("/api/me/memberships")).json()).toEqual({ memberships: 3 });
  });

  it("drop their copy when the server refuses them (access ended), so offline shows nothing either", async () => {
    await signIn("ana");
    network = async () => Response.json({ title: "Leg day" });
    await read("/api/me/routine-logs/maya/2026-11-28");
    network = async () => Response.json({ error: { code: "pro_required" } }, { status: 403 });
    expect((await read("/api/me/routine-logs/maya/2026-11-28")).status).toBe(403);
    expect(caches.contents()[personalCacheName("ana")]).not.toContain("/api/me/routine-logs/maya/2026-11-28");
  });

  it("are not cached before the worker knows who is signed in, nor after a sign-out", async () => {
    network = async () => Response.json({ plans: [] });
    await read("/api/me/plan");
    expect(await caches.keys()).toEqual(["fc-meta"]);

    await signIn("ana");
    network = async () => Response.json({ plans: [] });
    await read("/api/me/plan");
    network = async () => session(null);
    await read("/api/auth/session");
    network = async () => Response.json({ plans: [] });
    await read("/api/me/plan");
    expect((await caches.keys()).filter((name) => name.startsWith("fc-api-"))).toEqual([]);
  });

  it("never cross accounts: another account's session deletes the first one's answers", async () => {
    await signIn("ana");
    network = async () => Response.json({ owner: "ana" });
    await read("/api/me/plan");
    await signIn("bea");
    expect(Object.keys(caches.contents())).not.toContain(personalCacheName("ana"));

    network = noNetwork;
    await expect(read("/api/me/plan")).rejects.toThrow();
  });

  it("do not file an answer that arrives after another account signed in", async () => {
    await signIn("ana");
    let answer!: (response: Response) => void;
    network = () => new Promise((resolve) => (answer = resolve));
    const late = personalRead(get("/api/me/plan"), caches, user, news, (promise) => work.push(promise));
    await vi.waitFor(() => expect(answer).toBeDefined());
    await user.update("bea");
    answer(Response.json({ owner: "ana" }));
    await late;
    await Promise.all(work);
    expect(caches.contents()[personalCacheName("bea")] ?? []).not.toContain("/api/me/plan");
  });
});
