// Public pages arrive rendered by the server: a journey that needs the running app (a click that
// navigates in the browser, a request it intercepts) waits until React has taken the page over.
import { expect, type Page } from "@playwright/test";

/** Waits until React has hydrated the page's main heading (and so the page around it). */
export async function waitForHydration(page: Page) {
  const heading = page.getByRole("heading", { level: 1 });
  await expect
    .poll(() => heading.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"))), {
      message: "the page hydrates",
    })
    .toBe(true);
}
