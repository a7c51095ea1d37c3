// Managing money after the first payment: a creator connects payouts through the provider's
// onboarding; a follower whose renewal failed is told, keeps access, and fixes the card in the
// provider's portal, opened from their settings in a new tab.
import { expect, test } from "@playwright/test";
import { mailSubjects, signedInNewAccount } from "./support/accounts";

test("a new creator connects payouts on the provider's onboarding page and comes back verified", async ({ page }) => {
  const creator = await signedInNewAccount(page, "influencer", "payee");
  await page.goto("/dashboard/influencer/profile");
  const payouts = page.getByRole("region", { name: "Payout setup" });
  await expect(payouts.getByText("Not connected")).toBeVisible();
  await expect(payouts).toContainText("2-7 business days");
  await expect(payouts).toContainText("40+ countries");

  await payouts.getByRole("button", { name: "Connect payouts" }).click();
  await expect(page).toHaveURL(/\/sandbox\/onboarding\//);
  await expect(page.getByRole("heading", { level: 1, name: "Set up payouts" })).toBeVisible();
  await expect(page.getByText(creator.email)).toBeVisible();
  await page.getByLabel("Legal name").fill("Pat Payee");
  await page.getByRole("button", { name: "Use test bank details" }).click();
  await expect(page.getByLabel("Routing number")).toHaveValue("110000000");
  await page.getByRole("button", { name: "Finish onboarding" }).click();

  await expect(page).toHaveURL(/\/dashboard\/influencer\/profile\?payouts=return$/);
  await expect(payouts.getByText("Verified", { exact: true })).toBeVisible();
  await payouts.getByRole("button", { name: "Manage payouts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payout account" })).toBeVisible();
  await expect(page.getByText("Pat Payee")).toBeVisible();
  await page.getByRole("link", { name: "Return to FitCreators" }).click();
  await expect(page).toHaveURL(/\/dashboard\/influencer\/profile$/);
});

test("a failed renewal keeps access, says how to fix it, and a new card in the portal settles it", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const member = await signedInNewAccount(page, "follower", "renewer");
  // Pay with the card that works today and fails every renewal.
  const checkout = await page.request.post("/api/billing/checkout", { data: { creator: "coach_dre", tier: "pro" } });
  expect(checkout.ok()).toBe(true);
  const sessionId = new URL((await checkout.json()).url).pathname.split("/").at(-1);
  const paid = await page.request.post(`/api/sandbox/checkout/${sessionId}/pay`, {
    data: { cardNumber: "4000000000000341", expiry: "12/34", cvc: "123", name: "Renee Renewer" },
  });
  expect(paid.ok()).toBe(true);

  await page.goto("/sandbox/clock");
  await page.getByRole("button", { name: "Advance 1 month" }).click();
  await expect(page.getByText(/Moved 31 days ahead/)).toBeVisible({ timeout: 15_000 });

  await page.goto("/dashboard/follower/subscriptions");
  const row = page.getByRole("listitem").filter({ hasText: "@coach_dre" });
  await expect(row).toContainText("Payment due");
  await expect(row).toContainText("Your last payment failed. Update your card in Manage payments to keep access.");
  // The mail is sent by a job after the renewal's webhook: give it the clock step's time.
  await expect
    .poll(() => mailSubjects(page.request, member.email), { timeout: 15_000 })
    .toContain("Action needed: your coach_dre · PRO payment failed");
  // Access stays while the card is retried.
  expect((await (await page.request.get("/api/creators/coach_dre")).json()).viewer.tier).toBe("pro");

  await page.goto("/dashboard/follower/settings");
  const portalTab = context.waitForEvent("page");
  await page.getByRole("button", { name: /Manage payments/ }).click();
  const portal = await portalTab;
  await expect(portal).toHaveURL(/\/sandbox\/portal\//);
  const subscription = portal.getByRole("article", { name: "coach_dre · PRO" });
  await expect(subscription).toContainText("Payment failed");
  const invoices = portal.getByRole("table", { name: "Invoices" });
  await expect(invoices.getByText("Open")).toBeVisible();

  await portal.getByRole("button", { name: "Update card" }).click();
  await portal.getByLabel("Card number").fill("4242 4242 4242 4242");
  await portal.getByLabel("Expiry (MM/YY)").fill("11/33");
  await portal.getByLabel("CVC").fill("321");
  await portal.getByRole("button", { name: "Save card" }).click();
  await expect(portal.getByText("Card updated. Open invoices were retried with the new card.")).toBeVisible();
  await expect(portal.getByText(/ending in 4242/)).toBeVisible();
  await expect(invoices.getByText("Open")).toHaveCount(0);
  await expect(subscription).not.toContainText("Payment failed");
  await portal.close();

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/dashboard/follower/subscriptions");
  await expect(row).toContainText("Active");
  await expect(row).not.toContainText("Your last payment failed");
});
