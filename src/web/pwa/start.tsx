// The installable app's parts, started once the page has loaded (src/web/main.tsx), so none of
// them is in a first visit's download: the service worker, the offline and update notices, the
// sending of sets logged offline, the downloads' checks, and the install prompt
// (docs/decisions/028-installable-app.md).
import type { QueryClient } from "@tanstack/react-query";
import { recheckDownloads } from "../features/downloads";
import { startInstallPrompt } from "../features/install";
import { forgetAccountOnPhone, registerServiceWorker, restoreTypedText } from "../features/offline";
import { loadStrings } from "../i18n";
import { authKeys } from "../lib/session";
import type { WorkerMessage } from "../sw/service-worker";
import { startSendingQueuedWrites } from "./queued-writes-sender";
import { mountAppStatus } from "./status-root";

export async function startPwa(queryClient: QueryClient) {
  restoreTypedText();
  // Without its strings (a first visit offline) the app still works; only its notices wait.
  await loadStrings("offline").catch(() => undefined);
  const show = mountAppStatus(queryClient);
  const signedInId = () => queryClient.getQueryData<{ id: string } | null>(authKeys.session)?.id;
  const sendQueuedWrites = startSendingQueuedWrites(queryClient, signedInId, show);

  /** An account is signed in on this phone: its waiting writes go, and its downloads are checked. */
  const welcome = (userId: string) => {
    navigator.serviceWorker?.controller?.postMessage({ type: "signed-in" } satisfies WorkerMessage);
    void sendQueuedWrites();
    // A membership that ended takes its downloaded videos off the phone (online only).
    if (navigator.onLine) void recheckDownloads(userId).catch(() => undefined);
  };
  // A sign-out (or another account signing in) takes the previous account's answers off the phone.
  let signedIn = signedInId();
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] !== authKeys.session[0]) return;
    const now = signedInId();
    if (now === signedIn) return;
    if (signedIn) void forgetAccountOnPhone();
    signedIn = now;
    if (now) welcome(now);
  });
  if (signedIn) welcome(signedIn);

  await registerServiceWorker((reload) => show({ reload })).catch(() => undefined);
  // The first install takes this page when it activates, after the session was read: tell it.
  navigator.serviceWorker?.addEventListener("controllerchange", () => {
    if (signedIn) navigator.serviceWorker.controller?.postMessage({ type: "signed-in" } satisfies WorkerMessage);
  });
  startInstallPrompt();
}
