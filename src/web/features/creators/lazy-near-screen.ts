// Lazy code for server-rendered content that is read, not used: over the server's HTML, the code
// loads (and its Suspense boundary hydrates) only once the slot comes near the screen, so a first
// visit that does not scroll there does not download it. Rendered in the browser instead (a page
// reached by a link), there is no HTML to keep, and the code loads at once.
import { lazy, type ComponentType } from "react";

/** How far below the screen the slot starts loading, so it is ready by the time it is seen. */
const AHEAD = "300px";

function nearScreen(slotId: string) {
  const slot = document.getElementById(slotId);
  if (!slot?.firstChild || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(slot);
  });
}

export function lazyNearScreen<P extends object>(slotId: string, load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    if (typeof document !== "undefined") await nearScreen(slotId);
    return { default: await load() };
  });
}
