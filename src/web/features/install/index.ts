// The install prompt, started by the installable app (src/web/pwa/start.tsx) after the page has
// loaded: it counts the visit and, from the second, offers the app once, with the browser's own
// install dialog (Chromium's `beforeinstallprompt`) or, on iOS, the Add to Home Screen hint. Only
// then are the card, its strings and its styles downloaded.
import type { BeforeInstallPromptEvent } from "./install-event";
import { isIos, isStandalone } from "./install-platform";
import { isOfferDue, markOffered } from "./install-visits";

export type { BeforeInstallPromptEvent } from "./install-event";

export function startInstallPrompt(): void {
  // An app already on the home screen is not offered again (nor counted: its visits are the app's).
  if (isStandalone() || !isOfferDue()) return;
  const offer = (event: BeforeInstallPromptEvent | null) => {
    markOffered();
    void import("./show-install-card").then((card) => card.showInstallCard(event));
  };
  if (isIos()) return offer(null);
  if (window.fcInstallEvent) return offer(window.fcInstallEvent);
  // Not installable (yet): Chromium makes the offer once the manifest and icons check out, and
  // other browsers never do, in which case nothing is shown and the next visit tries again.
  window.addEventListener(
    "beforeinstallprompt",
    (event) => {
      event.preventDefault();
      offer(event);
    },
    { once: true },
  );
}
