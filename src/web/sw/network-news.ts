// Tells the app's pages when the worker's requests stop reaching the server, and when they reach
// it again (src/web/features/offline/connectivity.ts): the browser's own online flag stays true
// on a network that carries nothing.
import type { WorkerScope } from "./worker-scope";

export type NetworkNews = ReturnType<typeof networkNews>;

export function networkNews(scope: WorkerScope) {
  let unreachable = false;
  const tell = async (online: boolean) => {
    for (const client of await scope.clients.matchAll({ type: "window" }))
      client.postMessage({ type: "network", online });
  };
  return {
    reached() {
      if (!unreachable) return;
      unreachable = false;
      void tell(true);
    },
    /** Told every time: a page loaded since the last failure has not heard of it. */
    failed() {
      unreachable = true;
      void tell(false);
    },
  };
}
