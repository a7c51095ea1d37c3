// The signed-in user's own reads: the network first, so a member online always sees what the
// server says now; the last answer when the network fails or takes longer than a gym's signal
// should (NETWORK_WAIT_MS). Stale-while-revalidate would answer a set just logged with the page
// from before it; this answers as fast offline and never staler online.
import { personalCacheName } from "./cache-names";
import type { NetworkNews } from "./network-news";
import { sessionUserId, type SignedInUser } from "./signed-in-user";

export const NETWORK_WAIT_MS = 4000;
/** Answers the member lost access to: the copy goes with it (a lapsed membership's routine). */
const GONE = new Set([401, 403, 404]);
export const SESSION_PATH = "/api/auth/session";

/** Marks an answer served from the phone, so the page can say it is not fresh. */
export const OFFLINE_COPY_HEADER = "x-fc-offline-copy";

const isJson = (answer: Response) => (answer.headers.get("content-type") ?? "").includes("application/json");

export async function personalRead(
  request: Request,
  caches: CacheStorage,
  user: SignedInUser,
  news: NetworkNews,
  waitUntil: (work: Promise<unknown>) => void,
): Promise<Response> {
  const isSession = new URL(request.url).pathname === SESSION_PATH;
  // The account whose answer this is, fixed before the request: a sign-in meanwhile must not
  // file this answer under the next account.
  const owner = await user.current();

  const network = fetch(request).then(async (answer) => {
    news.reached();
    if (isSession && answer.ok) await user.update(await sessionUserId(answer));
    const account = await user.current();
    if (account === null || (account !== owner && !isSession)) return answer;
    const name = personalCacheName(account);
    if (answer.status === 200 && isJson(answer)) await (await caches.open(name)).put(request, answer.clone());
    // (Opening a cache makes it: one that is gone, a sign-out's, stays gone.)
    else if (GONE.has(answer.status) && (await caches.has(name))) await (await caches.open(name)).delete(request);
    return answer;
  });

  const fallback = async () => {
    if (owner === null) return null;
    const copy = await (await caches.open(personalCacheName(owner))).match(request);
    if (!copy) return null;
    const headers = new Headers(copy.headers);
    headers.set(OFFLINE_COPY_HEADER, "1");
    return new Response(copy.body, { status: copy.status, headers });
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<"slow">((resolve) => (timer = setTimeout(() => resolve("slow"), NETWORK_WAIT_MS)));
  // Whatever the race, the network's answer still refreshes the cache when it comes.
  waitUntil(network.catch(() => undefined).finally(() => clearTimeout(timer)));
  try {
    const first = await Promise.race([network, slow]);
    if (first !== "slow") return first;
    const copy = await fallback();
    if (copy) news.failed();
    return copy ?? (await network);
  } catch (failure) {
    news.failed();
    const copy = await fallback();
    if (copy) return copy;
    throw failure;
  }
}
