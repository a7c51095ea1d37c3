// Gift memberships on the sandbox: a member gives 3 months of a creator's PRO to an email address;
// the recipient finds the email, makes an account from its link and redeems the gift with no card,
// and has PRO until the date it says; the buyer sees it redeemed. A gift nobody redeemed is
// refunded from "Gifts you gave", and its link then says so.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { fillRegistration, newPerson, PASSWORD, signedInNewAccount } from "./support/accounts";
import { linkAfter, openEmail } from "./support/dev-mail";
import { fillSandboxCard } from "./support/sandbox-card";

const CREATOR = "maya_strong";
// Demo creators go by their usernames.
const CREATOR_NAME = CREATOR;
// maya_strong's PRO is $12.99 a month in the demo (demo-people.ts): 3 months are $38.97.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The buyer gives 3 months of PRO from the plan page and pays on the sandbox's checkout. */
async function giveThreeMonthsOfPro(page: Page, recipientEmail: string, message: string) {
  await page.goto(`/subscription/${CREATOR}`);
  await page.getByRole("button", { name: "Give as a gift" }).click();
  const dialog = page.getByRole("dialog", { name: "Give a membership" });
  await dialog.getByRole("group", { name: "Plan" }).getByText("PRO", { exact: true }).click();
  await dialog.getByRole("group", { name: "Length" }).getByText("3 months", { exact: true }).click();
  await dialog.getByLabel("Recipient's email").fill(recipientEmail);
  await dialog.getByLabel("Message (optional)").fill(message);
  await expect(dialog.getByText("Total: $38.97")).toBeVisible();
  await dialog.getByRole("button", { name: "Continue to payment" }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sbx_/);
  await fillSandboxCard(page);
  await page.getByRole("button", { name: "Pay $38.97" }).click();
  await expect(page.getByRole("heading", { name: "Your gift is on its way" })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText(`We emailed ${recipientEmail} a link to redeem 3 months of PRO with ${CREATOR_NAME}.`),
  ).toBeVisible();
}

/** The redeem link in the gift's email, read in the dev outbox as the recipient would. */
async function redeemLinkFor(browser: Browser, recipientEmail: string) {
  const inbox = await (await browser.newContext()).newPage();
  const email = await openEmail(inbox, {
    to: recipientEmail,
    subject: `3 months of ${CREATOR_NAME} · PRO`,
    listName: "Messages",
  });
  await expect(email).toContainText("Redeem it with a free account: no card needed.");
  const link = linkAfter(await email.innerText(), "Redeem your gift:");
  await inbox.context().close();
  return link;
}

test("a gift bought, emailed and redeemed by a new account gives PRO for 3 months", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const buyer = await signedInNewAccount(page, "follower", "giver");
  const recipient = newPerson("giftee");
  await giveThreeMonthsOfPro(page, recipient.email, "Happy birthday! See you at the gym.");
  const link = await redeemLinkFor(browser, recipient.email);

  // The recipient, with no account yet, opens the link.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(link);
  await expect(
    guest.getByRole("heading", { name: `${buyer.username} gave you 3 months of PRO with ${CREATOR_NAME}` }),
  ).toBeVisible();
  await expect(guest.getByText("Happy birthday! See you at the gym.")).toBeVisible();
  await guest.getByRole("link", { name: "Create an account to redeem" }).click();
  await fillRegistration(guest, recipient, "Follower");
  await guest.getByRole("button", { name: "Create account" }).click();
  await expect(guest.getByText("Check your email")).toBeVisible();
  // The confirmation link leads to logging in, and logging in back to the gift.
  const confirm = await openEmail(guest, {
    to: recipient.email,
    subject: "Confirm your FitCreators account",
    listName: "Messages",
  });
  await guest.goto(linkAfter(await confirm.innerText(), "Confirm my email:"));
  await guest.getByLabel("Email").fill(recipient.email);
  await guest.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await guest.getByRole("button", { name: "Log in" }).click();
  await expect(guest).toHaveURL(new RegExp(`${escapeRegExp(link)}$`), { timeout: 15_000 });

  await guest.getByRole("button", { name: "Redeem gift" }).click();
  const until = guest.getByText(new RegExp(`^PRO with ${CREATOR_NAME} is yours until `));
  await expect(until).toBeVisible();
  await guest.getByRole("link", { name: `Go to ${CREATOR_NAME}'s profile` }).click();
  await expect(guest).toHaveURL(new RegExp(`/influencer/${CREATOR}`));

  // Exactly PRO: PRO posts open, ALL STAR ones stay locked; nothing was asked of a card.
  const { posts } = (await (await guest.request.get(`/api/creators/${CREATOR}/posts`)).json()) as {
    posts: { requiredTier: string; isLocked: boolean }[];
  };
  const locked = (tier: string) => posts.filter((post) => post.requiredTier === tier).map((post) => post.isLocked);
  expect(locked("pro").length).toBeGreaterThan(0);
  expect(locked("pro").every((isLocked) => !isLocked)).toBe(true);
  expect(locked("all_star").some((isLocked) => isLocked)).toBe(true);
  await guest.goto("/dashboard/follower/subscriptions");
  await expect(guest.getByText(/Gift · until/)).toBeVisible();

  // The buyer sees it redeemed, and can no longer refund it.
  await page.goto("/dashboard/follower/gifts");
  const row = page.getByRole("listitem").filter({ hasText: recipient.email });
  await expect(row).toContainText("Redeemed on");
  await expect(row.getByRole("button", { name: "Refund" })).toHaveCount(0);
});

test("a gift nobody redeemed is refunded from Gifts you gave, and its link says so", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signedInNewAccount(page, "follower", "refunder");
  const recipient = newPerson("nogift");
  await giveThreeMonthsOfPro(page, recipient.email, "Changed my mind");
  const link = await redeemLinkFor(browser, recipient.email);

  await page.getByRole("link", { name: "Your gifts" }).click();
  await expect(page.getByRole("heading", { name: "Gifts you gave" })).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: recipient.email });
  await expect(row).toContainText("$38.97");
  await row.getByRole("button", { name: "Refund" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Refund this gift?" });
  await expect(confirm).toContainText(`${recipient.email} will no longer be able to redeem it`);
  await confirm.getByRole("button", { name: "Refund gift" }).click();
  await expect(row).toContainText("Refunded");
  await expect(row.getByRole("button", { name: "Refund" })).toHaveCount(0);

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(link);
  await expect(guest.getByText("This gift was refunded and can no longer be redeemed.")).toBeVisible();
});
