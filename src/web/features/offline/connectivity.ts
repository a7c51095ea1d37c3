// Whether the app can reach the server. The browser's navigator.onLine says only whether the
// phone has a network at all (a gym's one bar of signal counts as online), so the app also goes by
// what its requests met: a write that could not be sent, the service worker answering from the
// phone (it posts { type: "network" } to the page), or a request that got through.
import { useSyncExternalStore } from "react";

let online = typeof navigator === "undefined" ? true : navigator.onLine;
const listeners = new Set<() => void>();

export function setOnline(now: boolean) {
  if (now === online) return;
  online = now;
  for (const listener of listeners) listener();
}

export const isOnline = () => online;

export function onConnectivityChange(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Follows the browser's own online and offline events, and the worker's news. */
export function watchConnectivity() {
  window.addEventListener("online", () => setOnline(true));
  window.addEventListener("offline", () => setOnline(false));
  navigator.serviceWorker?.addEventListener("message", (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: string; online?: boolean } | null;
    if (data?.type === "network" && typeof data.online === "boolean") setOnline(data.online);
  });
}

export const useOnline = () => useSyncExternalStore(onConnectivityChange, isOnline, () => true);
