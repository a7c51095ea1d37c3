// Dialogs opened on a first visit are drawn, not only present. A public page's stylesheet holds no
// dialog's utilities (they load with the dialog's code: ui/dialog.css, features/content/viewer.css),
// so a visitor who lands on a profile and opens a post, or a member who reports it, must still get
// the frame: fixed over the page, a white rounded panel, a dimmed backdrop and a labelled text box.
import { expect, test, type Locator } from "@playwright/test";
import { confirmedAccount, signIn } from "./support/accounts";
import { openContentTab } from "./support/profile-tabs";

const CREATOR = "run_with_ana";
/** One of the creator's demo posts, free to everyone (src/server/db/seed/demo-posts.ts). */
const FREE_POST = "Easy days should feel easy";

/** What a user sees of a dialog's frame. */
const frameOf = (dialog: Locator) =>
  dialog.evaluate((element) => {
    const style = getComputedStyle(element);
    return { position: style.position, background: style.backgroundColor, radius: style.borderRadius };
  });

/** The backdrop Radix draws just before the dialog: fixed over the page and not transparent. */
const backdropOf = (dialog: Locator) =>
  dialog.evaluate((element) => {
    const backdrop = element.previousElementSibling;
    if (!backdrop) return null;
    const style = getComputedStyle(backdrop);
    return { position: style.position, isTransparent: style.backgroundColor === "rgba(0, 0, 0, 0)" };
  });

test("a post opened on a visitor's first visit to a profile is drawn as a dialog", async ({ page }) => {
  await page.goto(`/influencer/${CREATOR}`);
  await openContentTab(page);
  await page.getByRole("button", { name: `Read now: ${FREE_POST}` }).click();
  const viewer = page.getByRole("dialog", { name: FREE_POST });
  await expect(viewer).toBeVisible();
  expect(await frameOf(viewer)).toEqual({ position: "fixed", background: "rgb(255, 255, 255)", radius: "16px" });
  expect(await backdropOf(viewer)).toEqual({ position: "fixed", isTransparent: false });
  const close = viewer.getByRole("button", { name: "Close" });
  expect(await close.boundingBox()).toMatchObject({ width: 40, height: 40 });
  await close.click();
  await expect(viewer).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Read now: ${FREE_POST}` })).toBeFocused();
});

test("the report dialog on a member's first visit to a profile is drawn, with its text box", async ({ page }) => {
  const account = await confirmedAccount(page.request, "follower", "dialogs");
  await signIn(page, account.email, account.password);
  // A full page load, as from a link in a mail: nothing but the public page's styles yet.
  await page.goto(`/influencer/${CREATOR}`, { waitUntil: "load" });
  await page.getByRole("button", { name: "Report profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this profile" });
  await expect(dialog).toBeVisible();
  expect(await frameOf(dialog)).toEqual({ position: "fixed", background: "rgb(255, 255, 255)", radius: "16px" });
  expect(await backdropOf(dialog)).toEqual({ position: "fixed", isTransparent: false });
  const reason = dialog.getByRole("textbox", { name: "What is wrong?" });
  expect(await reason.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe("1px");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Report profile" })).toBeFocused();
});
