// The install prompt as a visitor meets it across visits: offered from the second, once, with the
// browser's install dialog or (iOS) the Add to Home Screen hint, never to an app already installed.
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { t } from "../../i18n";
import { startInstallPrompt } from ".";
import type { BeforeInstallPromptEvent } from "./install-event";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** Chromium's offer, with its dialog answered as `outcome`. */
function installOffer(outcome: "accepted" | "dismissed" = "accepted") {
  const event = new Event("beforeinstallprompt", { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: "web" }) });
  return { event, prompt };
}

/** A visit: a new browser session, the app started, and Chromium's offer made (before or after). */
async function visit({ offer = installOffer().event, early = false } = {}) {
  sessionStorage.clear();
  if (early) window.fcInstallEvent = offer;
  startInstallPrompt();
  if (!early) window.dispatchEvent(offer);
  // The card's code and strings load on demand.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

const card = () => screen.queryByRole("region", { name: t("offline.install.title") });

beforeEach(() => {
  sessionStorage.clear();
  delete window.fcInstallEvent;
});

afterEach(async () => {
  // The card lives in a root of its own, after the app's.
  for (const button of screen.queryAllByRole("button", { name: t("offline.install.notNow") }))
    await userEvent.click(button);
});

describe("startInstallPrompt", () => {
  it("offers the app from the second visit, not the first", async () => {
    await visit();
    expect(card()).toBeNull();

    const second = installOffer();
    await visit({ offer: second.event });
    expect(await screen.findByRole("region", { name: t("offline.install.title") })).toBeTruthy();
    expect(second.event.defaultPrevented).toBe(true);
    expect(screen.getByText(t("offline.install.text"))).toBeTruthy();
  });

  it("counts a session once however many pages it opens", async () => {
    await visit();
    startInstallPrompt();
    window.dispatchEvent(installOffer().event);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(card()).toBeNull();
  });

  it("uses an offer caught before it started, and opens the browser's install dialog once", async () => {
    await visit();
    const offer = installOffer("accepted");
    await visit({ offer: offer.event, early: true });

    await userEvent.click(await screen.findByRole("button", { name: t("offline.install.install") }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(card()).toBeNull());

    await visit();
    expect(card()).toBeNull();
  });

  it("remembers Not now, on this visit and the next ones", async () => {
    await visit();
    const offer = installOffer();
    await visit({ offer: offer.event });
    await userEvent.click(await screen.findByRole("button", { name: t("offline.install.notNow") }));

    expect(card()).toBeNull();
    expect(offer.prompt).not.toHaveBeenCalled();
    await visit();
    await visit();
    expect(card()).toBeNull();
  });

  it("is put away with Escape", async () => {
    await visit();
    await visit();
    await userEvent.click(await screen.findByRole("button", { name: t("offline.install.install") }));
    await waitFor(() => expect(card()).toBeNull());
    localStorage.clear();

    await visit();
    await visit();
    screen.getByRole("button", { name: t("offline.install.notNow") }).focus();
    await userEvent.keyboard("{Escape}");
    expect(card()).toBeNull();
  });

  it("gives iOS the Add to Home Screen hint instead of an Install button", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(IPHONE_SAFARI);
    sessionStorage.clear();
    startInstallPrompt();
    sessionStorage.clear();
    startInstallPrompt();

    expect(await screen.findByText(t("offline.install.iosHint"))).toBeTruthy();
    expect(screen.queryByRole("button", { name: t("offline.install.install") })).toBeNull();
    expect(screen.getByRole("button", { name: t("offline.install.notNow") })).toBeTruthy();
  });

  it("is not offered to the app already on the home screen", async () => {
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query) => ({ matches: query === "(display-mode: standalone)" }) as MediaQueryList,
    );
    await visit();
    await visit();
    await visit();
    expect(card()).toBeNull();
  });

  it("is not offered to an iOS app added to the home screen", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(IPHONE_SAFARI);
    Object.defineProperty(navigator, "standalone", { value: true, configurable: true });
    try {
      await visit();
      await visit();
      expect(card()).toBeNull();
    } finally {
      delete (navigator as { standalone?: boolean }).standalone;
    }
  });
});
