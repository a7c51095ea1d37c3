import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { Providers, createQueryClient } from "./app/providers";
import { installGlobalErrorLogging } from "./app/error-log";
import { readServerState, seedQueries } from "./app/server-state";
import { initI18n, initServedI18n, isLanguage, rememberLanguage, storedLanguage } from "./i18n";
import { AppRoutes } from "./router";
import "./styles.css";

installGlobalErrorLogging();
// Chromium offers installing soon after the page loads, before the install prompt's own code
// (src/web/pwa/start.tsx) is there to hear it: the offer is kept for it.
addEventListener(
  "beforeinstallprompt",
  (event) => {
    event.preventDefault();
    window.fcInstallEvent = event;
  },
  { once: true },
);

const container = document.getElementById("root")!;
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// A public page the server rendered for a visitor (docs/decisions/010-server-rendering.md) carries
// its data and strings: it is hydrated at once, in the language it was rendered in. As a
// transition, hydration yields to the browser every few milliseconds instead of holding the main
// thread for the whole page (the page is already on screen). A button pressed before its part is
// hydrated is pressed again once it is (src/web/public/boot.js).
const server = readServerState();
if (server) seedQueries(queryClient, server.queries);
// A language picked in the menu of the page on screen before the app started is the visitor's choice.
const pickedEarly = document.querySelector<HTMLSelectElement>("select[name=language]")?.value;
const preferred = server && isLanguage(pickedEarly) && pickedEarly !== server.language ? pickedEarly : storedLanguage();
if (server && server.language === preferred) {
  initServedI18n(server.language, server.strings);
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // A choice made before the app started, or on this device before the server read languages
  // from a cookie: keep it, and render the page afresh in it rather than hydrate another
  // language's markup.
  if (server) rememberLanguage(preferred);
  await initI18n(preferred);
  createRoot(container).render(app);
}

// The installable app (service worker, offline and update notices, install prompt) starts once the
// page has loaded and the browser is idle: it is never part of a first visit's download or paint.
const startPwa = () =>
  (window.requestIdleCallback ?? setTimeout)(() => void import("./pwa/start").then((pwa) => pwa.startPwa(queryClient)));
if (document.readyState === "complete") startPwa();
else window.addEventListener("load", startPwa, { once: true });
