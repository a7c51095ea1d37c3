// Writes made with no network, kept on this phone until they reach the server: a set logged in a
// gym with no signal. One queue per account (a phone passed to someone else never sends their
// sets with another's session), sent in the order they were made. Each write names its resource
// (a set's address, PUT or DELETE), so sending one twice, or one the server already has, changes
// nothing: the address is the idempotency key. A newer write to the same address replaces the
// older one still waiting.

export interface QueuedWrite {
  method: "PUT" | "DELETE";
  /** The API URL, /api/… */
  url: string;
  body?: unknown;
  queuedAt: number;
}

const EVENT = "fc:outbox";
const storageKey = (userId: string) => `fc-outbox:${userId}`;

/** The queue as stored: a string that changes only when the queue does (a hook's snapshot). */
export const storedQueue = (userId: string) => localStorage.getItem(storageKey(userId));

export function parseQueue(stored: string | null): QueuedWrite[] {
  try {
    return JSON.parse(stored ?? "[]") as QueuedWrite[];
  } catch {
    return [];
  }
}

export const queuedWrites = (userId: string) => parseQueue(storedQueue(userId));

function store(userId: string, writes: QueuedWrite[]) {
  if (writes.length === 0) localStorage.removeItem(storageKey(userId));
  else localStorage.setItem(storageKey(userId), JSON.stringify(writes));
  window.dispatchEvent(new CustomEvent(EVENT));
}

export function queueWrite(userId: string, write: Omit<QueuedWrite, "queuedAt">) {
  const others = queuedWrites(userId).filter((queued) => queued.url !== write.url);
  store(userId, [...others, { ...write, queuedAt: Date.now() }]);
}

export function removeWrite(userId: string, write: QueuedWrite) {
  store(
    userId,
    queuedWrites(userId).filter((queued) => !(queued.url === write.url && queued.queuedAt === write.queuedAt)),
  );
}

/** Forgets an account's waiting writes (its sign-out, once they could not be sent). */
export const dropWrites = (userId: string) => store(userId, []);

/** Calls back whenever a queue changes, in this tab or another. */
export function onOutboxChange(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith("fc-outbox:")) listener();
  };
  window.addEventListener(EVENT, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(EVENT, listener);
    window.removeEventListener("storage", onStorage);
  };
}
