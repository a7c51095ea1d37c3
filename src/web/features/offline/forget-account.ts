// A sign-out clears this phone of the account's cached answers at once, and tells the worker, so
// an answer still on its way is not kept for the account (src/web/sw/signed-in-user.ts); and of
// the videos downloaded for offline viewing, whose keys belonged to the session that ended.
import { deletePersonalCaches } from "../../sw/cache-names";
import type { WorkerMessage } from "../../sw/service-worker";
import { removeAllDownloads } from "../downloads";

export async function forgetAccountOnPhone() {
  navigator.serviceWorker?.controller?.postMessage({ type: "signed-out" } satisfies WorkerMessage);
  if ("caches" in window) await deletePersonalCaches(window.caches);
  await removeAllDownloads().catch(() => undefined);
}
