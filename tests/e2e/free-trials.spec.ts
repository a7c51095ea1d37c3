// Free trials on the sandbox: a creator offers one in "Offers and billing"; a follower starts a
// 7-day PRO trial with a card and nothing charged, and the sandbox clock's day 8 charges it; in
// Spanish on a phone the offer reads and fits.
import { expect, test } from "@playwright/test";
import { mailSubjects, signedInNewAccount } from "./support/accounts";
import { fillSandboxCard } from "./support/sandbox-card";

// A demo creator whose PRO plan offers a 7-day trial (demo-people.ts).
const CREATOR = "run_with_ana";

test("a creator offers a 7-day PRO trial in Offers and billing, and it is kept", async ({ page }) => {
  await signedInNewAccount(page, "influencer", "trialcoach");
  await page.goto("/dashboard/influencer/profile");
  const card = page.getByRole("region", { name: "Offers and billing" });
  const proTrial = card.getByRole("combobox", { name: "PRO free trial" });
  await expect(proTrial).toHaveValue("0");
  await expect(card.getByRole("combobox", { name: "ALL STAR free trial" })).toHaveValue("0");

  await proTrial.selectOption({ label: "7 days" });
  await expect(card.getByRole("status")).toHaveText("Saved");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "PRO free trial" })).toHaveValue("7");
  expect(await (await page.request.get("/api/me/billing-terms")).json()).toEqual({
    trialDays: { pro: 7, all_star: 0 },
    yearlyDiscountPercent: { pro: null, all_star: null },
  });
});

test("a 7-day trial starts without a charge, and the clock's day 8 charges it", async ({ page }) => {
  test.setTimeout(90_000);
  const member = await signedInNewAccount(page, "follower", "trialist");

  await page.goto(`/subscription/${CREATOR}`);
  const proCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "PRO", exact: true }) });
  await expect(proCard.getByText("7-day free trial")).toBeVisible();
  await expect(proCard.getByText(/Nothing to pay today\. Your first payment is in 7 days/)).toBeVisible();
  // ALL STAR offers none: it is bought as before.
  await expect(page.getByRole("button", { name: "Subscribe to ALL STAR" })).toBeVisible();
  await proCard.getByRole("button", { name: "Try PRO free for 7 days" }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sbx_/);
  await expect(page.getByText("7 days free")).toBeVisible();
  await expect(page.getByText("Due today")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
  await fillSandboxCard(page);
  await page.getByRole("button", { name: "Start trial" }).click();
  await expect(page.getByRole("heading", { name: "Subscription successful!" })).toBeVisible({ timeout: 15_000 });

  // PRO now, nothing charged: no receipt, and the membership says when the trial ends.
  await page.goto("/dashboard/follower/subscriptions");
  const row = page.getByRole("listitem").filter({ hasText: `@${CREATOR}` });
  await expect(row.getByText("Free trial until")).toBeVisible();
  await expect(row).toContainText("PRO");
  expect(await mailSubjects(page.request, member.email)).not.toContain(
    `Receipt: ${CREATOR} · PRO membership on FitCreators`,
  );
  // The trial is used: the plans page offers none again.
  await page.goto(`/subscription/${CREATOR}`);
  await expect(page.getByText("7-day free trial")).toHaveCount(0);
  await expect(page.getByText(/^Free trial until /)).toBeVisible();

  // Day 8 on the sandbox clock: the first payment.
  await page.goto("/sandbox/clock");
  await page.getByLabel("Days to advance").fill("8");
  await page.getByRole("button", { name: "Advance clock" }).click();
  await expect(page.getByText(/Moved 8 days ahead/)).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => mailSubjects(page.request, member.email), { timeout: 15_000 })
    .toContain(`Receipt: ${CREATOR} · PRO membership on FitCreators`);
  await page.goto("/dashboard/follower/subscriptions");
  await expect(row.getByText("Renews on")).toBeVisible();
  await expect(row.getByText("Free trial until")).toHaveCount(0);
});

test("in Spanish at 375 px, the trial on the plans page reads and fits the screen", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await context.addCookies([{ name: "fc_lang", value: "es", url: baseURL! }]);
  const page = await context.newPage();
  await signedInNewAccount(page, "follower", "prueba");
  await page.goto(`/subscription/${CREATOR}`);
  await expect(page.getByText("Prueba gratis de 7 días")).toBeVisible();
  await expect(page.getByRole("button", { name: "Prueba PRO gratis 7 días" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await context.close();
});
