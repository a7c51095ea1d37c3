// The bio as the reader chose to read it. The Profile tab's Translate action (lazy code) sets the
// translated bio; the header, above the tabs, shows it, and the original again once it is cleared.
import { useSyncExternalStore } from "react";

let shown: { username: string; bio: string } | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function showBio(value: { username: string; bio: string } | null) {
  shown = value;
  for (const listener of listeners) listener();
}

export function useShownBio(username: string, original: string) {
  const current = useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
  return current?.username === username ? current.bio : original;
}
