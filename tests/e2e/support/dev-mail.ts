// The development outbox at /dev/mail, read the way a person reads their inbox.
import { expect, type Locator, type Page } from "@playwright/test";

interface Letter {
  to: string;
  subject: string;
  /** The outbox list's accessible name in the page's language ("Messages", "Mensajes"…). */
  listName: string;
}

/** Opens the one email to `to` whose subject has `subject`, and returns its body. */
export async function openEmail(page: Page, { to, subject, listName }: Letter): Promise<Locator> {
  await page.goto("/dev/mail");
  const message = page
    .getByRole("list", { name: listName })
    .getByRole("link")
    .filter({ hasText: to })
    .filter({ hasText: subject });
  await expect(message).toHaveCount(1);
  await message.click();
  return page.getByRole("article");
}

/** The in-app path and query of the address that follows `label` in an email's text. */
export function linkAfter(text: string, label: string): string {
  const start = text.indexOf(label);
  expect(start, `a link after "${label}"`).toBeGreaterThanOrEqual(0);
  const url = new URL(/\S+/.exec(text.slice(start + label.length))![0]);
  return url.pathname + url.search + url.hash;
}
