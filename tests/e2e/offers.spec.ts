// Offers on the sandbox: a creator makes a promo code under "Offers and billing" and ends it; a
// follower who opens maya_strong's offer link (STRONG50 in the demo: PRO at 50% off for 3 months)
// pays the offer price three times, then the full price; a member about to cancel is made the
// creator's retention offer and stays for less.
import { expect, test, type Page } from "@playwright/test";
import { mailsTo, signedInNewAccount } from "./support/accounts";
import { fillSandboxCard } from "./support/sandbox-card";

// PRO at $12.99 a month (demo-people.ts): half of it is $6.49 (Stripe rounds the discount half up).
const CREATOR = "maya_strong";

async function payWithCard(page: Page) {
  await fillSandboxCard(page);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { name: "Subscription successful!" })).toBeVisible({ timeout: 15_000 });
}

async function advanceClock(page: Page, days: number) {
  await page.goto("/sandbox/clock");
  await page.getByLabel("Days to advance").fill(String(days));
  await page.getByRole("button", { name: "Advance clock" }).click();
  await expect(page.getByText(new RegExp(`Moved ${days} days ahead`))).toBeVisible({ timeout: 15_000 });
}

const proCard = (page: Page) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "PRO", exact: true }) });

/** The amounts of the member's receipts, oldest first. */
async function receiptAmounts(page: Page, email: string) {
  const receipts = (await mailsTo(page.request, email)).filter((mail) => mail.subject.startsWith("Receipt:"));
  return receipts.map((mail) => /\$\d+\.\d\d/.exec(mail.text)?.[0]).reverse();
}

test("a creator makes a promo code with its link, and ends it", async ({ page }) => {
  await signedInNewAccount(page, "influencer", "offercoach");
  await page.goto("/dashboard/influencer/profile");
  const card = page.getByRole("region", { name: "Offers and billing" });
  await expect(card.getByText(/^No offers yet\./)).toBeVisible();
  await card.getByRole("button", { name: "New offer" }).click();

  const dialog = page.getByRole("dialog", { name: "New offer" });
  await dialog.getByRole("textbox", { name: "Code" }).fill("spring25");
  await dialog.getByRole("radio", { name: "PRO", exact: true }).check();
  await dialog.getByRole("radio", { name: "Percentage off" }).check();
  await dialog.getByRole("textbox", { name: "Percent off" }).fill("25");
  await dialog.getByRole("combobox", { name: "Duration" }).selectOption({ label: "3 months" });
  // The default PRO price is $9.99: 25% off is $7.49.
  await expect(dialog.getByText("$7.49/month for 3 months, then $9.99/month")).toBeVisible();
  await dialog.getByRole("button", { name: "Create offer" }).click();
  await expect(dialog).toBeHidden();

  const offer = card.getByRole("listitem").filter({ hasText: "SPRING25" });
  await expect(offer).toContainText("25% off for 3 months");
  await expect(offer).toContainText("0 redeemed");
  await expect(offer.getByRole("textbox", { name: "Offer link" })).toHaveValue(
    /\/subscription\/offercoach.*\?offer=SPRING25$/,
  );

  await offer.getByRole("button", { name: "End offer: SPRING25" }).click();
  const confirm = page.getByRole("alertdialog", { name: "End offer SPRING25?" });
  await expect(confirm).toContainText("Members who already redeemed it keep their discounted price.");
  await confirm.getByRole("button", { name: "End offer" }).click();
  await expect(offer).toContainText("Ended");
});

test("an offer link at 50% off for 3 months charges the offer price three times, then the full price", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const member = await signedInNewAccount(page, "follower", "halfoff");
  await page.goto(`/subscription/${CREATOR}?offer=STRONG50`);
  await expect(page.getByText("Offer code STRONG50 applied: 50% off for 3 months on PRO.")).toBeVisible();
  await expect(proCard(page)).toContainText("$6.49/month for 3 months, then $12.99/month");
  await proCard(page).getByRole("button", { name: "Subscribe to PRO" }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sbx_/);
  await expect(page.getByText("$6.49").first()).toBeVisible();
  await expect(page.getByText("for the first 3 months, then $12.99 per month")).toBeVisible();
  await payWithCard(page);
  await expect.poll(() => receiptAmounts(page, member.email), { timeout: 15_000 }).toEqual(["$6.49"]);
  await page.goto("/dashboard/follower/subscriptions");
  const row = page.getByRole("listitem").filter({ hasText: `@${CREATOR}` });
  await expect(row.getByText(/^50% off until /)).toBeVisible();

  for (const paid of [2, 3, 4]) {
    await advanceClock(page, 31);
    await expect.poll(async () => (await receiptAmounts(page, member.email)).length, { timeout: 15_000 }).toBe(paid);
  }
  expect(await receiptAmounts(page, member.email)).toEqual(["$6.49", "$6.49", "$6.49", "$12.99"]);
  await page.goto("/dashboard/follower/subscriptions");
  await expect(row.getByText(/^50% off until /)).toHaveCount(0);
});

test("a member about to cancel takes the retention offer and stays for less", async ({ page }) => {
  test.setTimeout(90_000);
  await signedInNewAccount(page, "follower", "stayer");
  await page.goto(`/subscription/${CREATOR}`);
  await proCard(page).getByRole("button", { name: "Subscribe to PRO" }).click();
  await payWithCard(page);

  await page.goto("/dashboard/follower/subscriptions");
  await page.getByRole("button", { name: `Cancel membership: @${CREATOR}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Cancel your membership with @${CREATOR}?` });
  await expect(dialog.getByText("Stay for less")).toBeVisible();
  // maya_strong's retention offer in the demo: 30% off PRO for 3 months ($12.99 less $3.90).
  await expect(dialog).toContainText("Get 30% off for 3 months: $9.09/month instead of $12.99.");
  await dialog.getByRole("button", { name: "Accept offer" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Offer accepted: your membership with @${CREATOR} continues at its new price.`),
  ).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: `@${CREATOR}` });
  await expect(row.getByText(/^30% off until /)).toBeVisible();

  // Made once: the next cancel dialog has no offer.
  await page.getByRole("button", { name: `Cancel membership: @${CREATOR}` }).click();
  await expect(dialog.getByText("Need a break instead?")).toBeVisible();
  await expect(dialog.getByText("Stay for less")).toHaveCount(0);
});

test("in Portuguese at 375 px, an offer link's price reads and fits the screen", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await context.addCookies([{ name: "fc_lang", value: "pt-BR", url: baseURL! }]);
  const page = await context.newPage();
  await signedInNewAccount(page, "follower", "oferta");
  await page.goto(`/subscription/${CREATOR}?offer=strong50`);
  await expect(page.getByText(/^Código de oferta STRONG50 aplicado: /)).toBeVisible();
  await expect(page.getByText("US$ 6,49/mês por 3 meses, depois US$ 12,99/mês")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await context.close();
});
