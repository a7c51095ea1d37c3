// Picking a language in the header while signed in: the page changes at once and the account's
// language is saved in the background, so a journey that next reads an email waits for the save.
import { expect, type Page } from "@playwright/test";

/** Picks `label` in the Language switcher and waits until the account has saved it. */
export async function pickSavedLanguage(page: Page, label: string) {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/api/me/language") && response.request().method() === "PUT",
  );
  await page.getByRole("combobox", { name: "Language" }).selectOption({ label });
  expect((await saved).status()).toBe(200);
}
