// The installable app's parts, started once the page has loaded (src/web/main.tsx), so none of
// them is in a first visit's download: the service worker, the offline and update notices, the
// sending of sets logged offline, and the install prompt (docs/decisions/028-installable-app.md).
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createRoot } from "react-dom/client";
import { startInstallPrompt } from "../features/install";
import {
  clearPersonalCaches,
  isOnline,
  onConnectivityChange,
  queuedWrites,
  registerServiceWorker,
  restoreTypedText,
  sendQueuedWrites,
  setOnline,
  watchConnectivity,
} from "../features/offline";
import { AppStatus, type AppStatusProps } from "../features/offline/app-status";
import { loadStrings } from "../i18n";
import { authKeys } from "../lib/session";

/** A queue left by a failed round (the server busy) is tried again this often. */
const RETRY_SYNC_MS = 30_000;
/** With no way to the server, how often the app looks for one again. */
const OFFLINE_PROBE_MS = 5_000;
/** How long "3 sets synced" stays up. */
const SYNC_NOTICE_MS = 8_000;

export async function startPwa(queryClient: QueryClient) {
  restoreTypedText();
  // Without its strings (a first visit offline) the app still works; only its notices wait.
  await loadStrings("offline").catch(() => undefined);

  const host = document.body.appendChild(document.createElement("div"));
  const root = createRoot(host);
  let status: AppStatusProps = { reload: null, lastSync: null };
  const show = (changes: Partial<AppStatusProps>) => {
    status = { ...status, ...changes };
    root.render(
      <QueryClientProvider client={queryClient}>
        <AppStatus {...status} />
      </QueryClientProvider>,
    );
  };
  show({});

  const signedInId = () => queryClient.getQueryData<{ id: string } | null>(authKeys.session)?.id;
  const sync = async () => {
    const userId = signedInId();
    if (!userId) return;
    const result = await sendQueuedWrites(userId);
    if (result.sent + result.refused === 0) return;
    show({ lastSync: result });
    setTimeout(() => show({ lastSync: null }), SYNC_NOTICE_MS);
    // Every page on screen shows what the server now has, the synced sets and their records.
    await queryClient.invalidateQueries();
  };
  watchConnectivity();
  onConnectivityChange(() => {
    if (isOnline()) void sync();
  });
  setInterval(() => void sync(), RETRY_SYNC_MS);
  // Offline, the queue's own round is the probe; with nothing queued, the health check is.
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

  // A sign-out (or another account signing in) takes the previous account's answers off the phone.
  let signedIn = signedInId();
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] !== authKeys.session[0]) return;
    const now = signedInId();
    if (now === signedIn) return;
    if (signedIn) void clearPersonalCaches();
    signedIn = now;
    void sync();
  });
  void sync();

  await registerServiceWorker((reload) => show({ reload })).catch(() => undefined);
  startInstallPrompt();
}
