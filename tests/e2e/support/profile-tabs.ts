// The creator profile's tabs. The profile arrives rendered by the server, and a tab clicked
// before React has taken the page over does nothing: wait for that first.
import type { Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

export async function openContentTab(page: Page) {
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Content" }).click();
}
