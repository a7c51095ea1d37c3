// Yearly plans on the sandbox: a creator sells PRO by the year at 20% off in "Offers and billing";
// a follower buys maya_strong's yearly PRO (20% off in the demo) and later schedules monthly
// billing for the year's end; a monthly member switches to yearly at once; in Spanish on a phone
// the switch reads and fits.
import { expect, test, type Page } from "@playwright/test";
import { mailsTo, mailSubjects, signedInNewAccount } from "./support/accounts";
import { fillSandboxCard } from "./support/sandbox-card";

// PRO at $12.99 a month, sold by the year at 20% off: $124.70 instead of $155.88 (demo-people.ts).
const CREATOR = "maya_strong";

async function payWithCard(page: Page) {
  await fillSandboxCard(page);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { name: "Subscription successful!" })).toBeVisible({ timeout: 15_000 });
}

const proCard = (page: Page) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "PRO", exact: true }) });

/** The year a year from the sandbox's clock, which other journeys may have moved ahead. */
async function yearAhead(page: Page) {
  const clock = (await (await page.request.get("/api/sandbox/clock")).json()) as { now: string };
  return String(new Date(clock.now).getUTCFullYear() + 1);
}

test("a creator sells PRO by the year at 20% off, and it is kept", async ({ page }) => {
  await signedInNewAccount(page, "influencer", "yearlycoach");
  await page.goto("/dashboard/influencer/profile");
  const card = page.getByRole("region", { name: "Offers and billing" });
  const proYearly = card.getByRole("combobox", { name: "PRO yearly plan" });
  await expect(proYearly).toHaveValue("monthly");
  await proYearly.selectOption({ label: "Yearly, 20% off" });
  await expect(card.getByRole("status")).toHaveText("Saved");
  // The default PRO price is $9.99: twelve months are $119.88, 20% off $95.90.
  await expect(card.getByText("$95.90 a year: members save $23.98 on twelve monthly payments.")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("combobox", { name: "PRO yearly plan" })).toHaveValue("20");
  await expect(page.getByRole("combobox", { name: "ALL STAR yearly plan" })).toHaveValue("monthly");
  expect((await (await page.request.get("/api/me/billing-terms")).json()).yearlyDiscountPercent).toEqual({
    pro: 20,
    all_star: null,
  });
});

test("a yearly PRO plan at 20% off is paid for the year, then switched to monthly for the year's end", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const member = await signedInNewAccount(page, "follower", "yearly");
  await page.goto(`/subscription/${CREATOR}`);
  const period = page.getByRole("radiogroup", { name: "Billing period" });
  await expect(period.getByRole("radio", { name: "Monthly" })).toBeChecked();
  await expect(proCard(page)).toContainText("$12.99");

  await period.getByRole("radio", { name: "Yearly" }).check();
  await expect(page).toHaveURL(/interval=year/);
  await expect(proCard(page)).toContainText("$124.70");
  await expect(proCard(page)).toContainText("/year");
  await expect(proCard(page).getByText("20% off")).toBeVisible();
  await expect(proCard(page).getByText("Save $31.18 a year")).toBeVisible();
  await proCard(page).getByRole("button", { name: "Subscribe to PRO" }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sbx_/);
  await expect(page.getByText("$124.70").first()).toBeVisible();
  await expect(page.getByText(/per year/).first()).toBeVisible();
  await payWithCard(page);

  await expect
    .poll(() => mailSubjects(page.request, member.email), { timeout: 15_000 })
    .toContain(`Receipt: ${CREATOR} · PRO membership on FitCreators`);
  await page.goto("/dashboard/follower/subscriptions");
  const row = page.getByRole("listitem").filter({ hasText: `@${CREATOR}` });
  await expect(row.getByText("Billed yearly")).toBeVisible();
  await expect(row.getByText("Renews on")).toBeVisible();
  await expect(row).toContainText(await yearAhead(page));

  // Monthly from the end of the paid year: nothing charged now, the year kept.
  await page.goto(`/subscription/${CREATOR}?interval=month`);
  await proCard(page).getByRole("button", { name: "Switch to monthly" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Switch to monthly billing?" });
  await expect(dialog).toContainText("Nothing is charged today.");
  await dialog.getByRole("button", { name: "Switch to monthly" }).click();
  await expect(page.getByText(/switches to monthly billing on .*\. Until then, nothing changes\./)).toBeVisible();
  await page.goto("/dashboard/follower/subscriptions");
  await expect(row.getByText(/^Switches to monthly billing on /)).toBeVisible();
  await expect(row.getByText("Billed yearly")).toBeVisible();
});

test("a monthly PRO member switches to yearly at once and is charged the year less the unused month", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const member = await signedInNewAccount(page, "follower", "toyearly");
  await page.goto(`/subscription/${CREATOR}`);
  await proCard(page).getByRole("button", { name: "Subscribe to PRO" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sbx_/);
  await payWithCard(page);

  await page.goto(`/subscription/${CREATOR}`);
  await page.getByRole("radiogroup", { name: "Billing period" }).getByRole("radio", { name: "Yearly" }).check();
  await proCard(page).getByRole("button", { name: "Switch to yearly" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Switch to yearly billing?" });
  await expect(dialog).toContainText("$124.70 for the year now, less the unused part of your current period");
  await dialog.getByRole("button", { name: "Switch to yearly" }).click();
  await expect(page.getByText(new RegExp(`You're now billed yearly for PRO with ${CREATOR}\\.`))).toBeVisible();
  await expect(page.getByText(`Your next payment is on`)).toContainText(await yearAhead(page));

  // Two receipts: the month, then the year less the month's unused part ($124.70 - $12.99, give or take a cent).
  const receipts = async () =>
    (await mailsTo(page.request, member.email)).filter((message) => message.subject.startsWith("Receipt:"));
  await expect.poll(async () => (await receipts()).length, { timeout: 15_000 }).toBe(2);
  const texts = (await receipts()).map((message) => message.text).join("\n");
  expect(texts).toContain("$12.99");
  expect(texts).toMatch(/\$111\.7[12]/);
});

test("in Spanish at 375 px, the billing period switch reads and fits the screen", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await context.addCookies([{ name: "fc_lang", value: "es", url: baseURL! }]);
  const page = await context.newPage();
  await signedInNewAccount(page, "follower", "anual");
  await page.goto(`/subscription/${CREATOR}`);
  const period = page.getByRole("radiogroup", { name: "Periodo de facturación" });
  await period.getByRole("radio", { name: "Anual" }).check();
  await expect(page.getByText("Ahorra 31,18 US$ al año")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await context.close();
});
