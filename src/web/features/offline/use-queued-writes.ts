// The account's writes still on this phone, kept current as they are queued and sent.
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useSession } from "../../lib/session";
import { onOutboxChange, parseQueue, storedQueue, type QueuedWrite } from "./outbox";

export function useQueuedWrites(): readonly QueuedWrite[] {
  const userId = useSession().data?.id;
  const snapshot = useCallback(() => (userId ? storedQueue(userId) : null), [userId]);
  const stored = useSyncExternalStore(onOutboxChange, snapshot, () => null);
  return useMemo(() => parseQueue(stored), [stored]);
}

/** The URLs of the writes waiting, which is how a page knows which of its rows are on the phone only. */
export function useQueuedUrls(): ReadonlySet<string> {
  const writes = useQueuedWrites();
  return useMemo(() => new Set(writes.map((write) => write.url)), [writes]);
}
