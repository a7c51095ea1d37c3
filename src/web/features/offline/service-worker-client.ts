// The page's side of the service worker (src/web/sw): registering it, and hearing of a new
// release, which waits (the worker does not take over by itself) until the member reloads.
import type { WorkerMessage } from "../../sw/service-worker";

export const WORKER_URL = "/sw.js";
/** A tab left open in the gym for days still hears of a release. */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

/**
 * Registers the worker; `onUpdate` is called with a function that switches to the waiting
 * release and reloads, once one has installed while an older one controls this page.
 */
export async function registerServiceWorker(onUpdate: (reload: () => void) => void) {
  if (!("serviceWorker" in navigator)) return;
  const registration = await navigator.serviceWorker.register(WORKER_URL);

  const offer = (waiting: ServiceWorker) => {
    // The first release ever installed has nothing to replace: no prompt.
    if (!navigator.serviceWorker.controller) return;
    onUpdate(() => {
      navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
      waiting.postMessage({ type: "activate-update" } satisfies WorkerMessage);
    });
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") offer(installing);
    });
  });
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}
