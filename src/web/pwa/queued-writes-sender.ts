// Sends the signed-in account's writes made with no network (features/offline) as soon as the
// app can reach the server: when it hears so, every 30 s otherwise, and, while offline, looking
// for the server every 5 s (the queue's own round is the probe; with nothing queued, /api/health).
import type { QueryClient } from "@tanstack/react-query";
import {
  isOnline,
  onConnectivityChange,
  queuedWrites,
  sendQueuedWrites,
  setOnline,
  watchConnectivity,
} from "../features/offline";
import type { ShowStatus } from "./status-root";

const RETRY_SYNC_MS = 30_000;
const OFFLINE_PROBE_MS = 5_000;
/** How long "3 sets synced" stays up. */
const SYNC_NOTICE_MS = 8_000;

export function startSendingQueuedWrites(
  queryClient: QueryClient,
  signedInId: () => string | undefined,
  show: ShowStatus,
) {
  const sync = async () => {
    const userId = signedInId();
    if (!userId) return;
    const result = await sendQueuedWrites(userId);
    if (result.sent + result.refused === 0) return;
    show({ lastSync: result });
    setTimeout(() => show({ lastSync: null }), SYNC_NOTICE_MS);
    // Every page on screen shows what the server now has: the synced sets and their records.
    await queryClient.invalidateQueries();
  };
  watchConnectivity();
  onConnectivityChange(() => {
    if (isOnline()) void sync();
  });
  setInterval(() => void sync(), RETRY_SYNC_MS);
  setInterval(() => {
    if (isOnline()) return;
    const userId = signedInId();
    if (userId && queuedWrites(userId).length > 0) void sync();
    else
      void fetch("/api/health", { cache: "no-store" }).then(
        () => setOnline(true),
        () => undefined,
      );
  }, OFFLINE_PROBE_MS);
  return sync;
}
