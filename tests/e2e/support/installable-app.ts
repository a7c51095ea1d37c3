// The installable app's journeys (offline, downloads, push) share these steps.
import { expect, type Page } from "@playwright/test";

/** Waits until the service worker controls the page: from then on its reads go through the worker. */
export async function underServiceWorker(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Logs out from the phone-sized menu. */
export async function logOutOnPhone(page: Page) {
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await page.getByRole("button", { name: "Logout" }).click();
}
