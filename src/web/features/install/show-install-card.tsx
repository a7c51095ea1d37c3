// Puts the install card on the page, in a root of its own after the app's (the app's routes never
// render it), with the strings and styles it needs, and takes it away once answered.
import { createRoot } from "react-dom/client";
import { loadStrings } from "../../i18n";
import { InstallCard } from "./install-card";
import type { BeforeInstallPromptEvent } from "./install-event";
import "./install-card.css";

/** Shows the card: with the browser's install dialog behind "Install", or (null) the iOS hint. */
export async function showInstallCard(event: BeforeInstallPromptEvent | null) {
  await loadStrings("offline");
  const host = document.body.appendChild(document.createElement("div"));
  const root = createRoot(host);
  let isOpen = true;
  const close = () => {
    if (!isOpen) return;
    isOpen = false;
    // Focus inside the card would be lost with it: it goes to the page, as the skip link does.
    const hadFocus = host.contains(document.activeElement);
    root.unmount();
    host.remove();
    if (hadFocus) document.getElementById("main")?.focus();
  };
  // Installed another way (the browser's menu) while the card is up: it has nothing left to offer.
  window.addEventListener("appinstalled", close, { once: true });
  const install = event
    ? async () => {
        await event.prompt();
        await event.userChoice;
      }
    : null;
  root.render(<InstallCard onInstall={install} onClose={close} />);
}
