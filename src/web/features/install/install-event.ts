// Chromium's install offer (`beforeinstallprompt`), which TypeScript's DOM library does not know,
// and where the app keeps one caught before the install prompt's code has loaded.

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

declare global {
  interface Window {
    /**
     * The offer, caught (and its mini-infobar prevented) by main.tsx as soon as the app starts:
     * Chromium makes it shortly after the page's load, before the installable app's code
     * (src/web/pwa/start.tsx) has loaded.
     */
    fcInstallEvent?: BeforeInstallPromptEvent;
  }
  interface WindowEventMap {
    beforeinstallprompt: BeforeInstallPromptEvent;
  }
  interface Navigator {
    /** Safari on iOS: whether the page runs as an app added to the home screen. */
    readonly standalone?: boolean;
  }
}
