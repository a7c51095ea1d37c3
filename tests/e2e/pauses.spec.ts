// A pause instead of a cancellation on the sandbox: a PRO member's cancel dialog offers a pause of
// 1-3 months; the paid month runs out, the member is a free follower with nothing charged, and
// the clock's renewal after the pause charges PRO again by itself. Unfollowing a paused membership
// asks first, and ends it at once.
import { expect, test, type Page } from "@playwright/test";
import { mailSubjects, signedInNewAccount } from "./support/accounts";
import { fillSandboxCard } from "./support/sandbox-card";

const CREATOR = "plantpower_kai";
const RECEIPT = `Receipt: ${CREATOR} · PRO membership on FitCreators`;

async function subscribePro(page: Page) {
  await page.goto(`/subscription/${CREATOR}`);
  await page.getByRole("button", { name: "Subscribe to PRO" }).click();
  await fillSandboxCard(page);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("heading", { name: "Subscription successful!" })).toBeVisible({ timeout: 15_000 });
}

async function advanceClock(page: Page, days: number) {
  await page.goto("/sandbox/clock");
  await page.getByLabel("Days to advance").fill(String(days));
  await page.getByRole("button", { name: "Advance clock" }).click();
  await expect(page.getByText(new RegExp(`Moved ${days} days ahead`))).toBeVisible({ timeout: 15_000 });
}

const receipts = async (page: Page, email: string) =>
  (await mailSubjects(page.request, email)).filter((subject) => subject === RECEIPT).length;

async function pauseForOneMonth(page: Page) {
  await page.goto("/dashboard/follower/subscriptions");
  await page.getByRole("button", { name: `Cancel membership: @${CREATOR}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Cancel your membership with @${CREATOR}?` });
  await dialog.getByRole("button", { name: "Pause membership" }).click();
  await expect(dialog).toBeHidden();
}

test("a member pauses PRO for a month instead of cancelling, and billing resumes by itself", async ({ page }) => {
  test.setTimeout(120_000);
  const member = await signedInNewAccount(page, "follower", "pauser");
  await subscribePro(page);
  await expect.poll(() => receipts(page, member.email), { timeout: 15_000 }).toBe(1);

  await page.goto("/dashboard/follower/subscriptions");
  await page.getByRole("button", { name: `Cancel membership: @${CREATOR}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Cancel your membership with @${CREATOR}?` });
  await expect(dialog.getByText("Need a break instead?")).toBeVisible();
  const length = dialog.getByRole("group", { name: "Pause for" });
  await expect(length.getByRole("radio", { name: "1 month" })).toBeChecked();
  await length.getByRole("radio", { name: "2 months" }).check();
  await length.getByRole("radio", { name: "1 month" }).check();
  await dialog.getByRole("button", { name: "Pause membership" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("listitem").filter({ hasText: `@${CREATOR}` });
  await expect(page.getByText(new RegExp(`Your PRO membership with @${CREATOR} pauses on `))).toBeVisible();
  await expect(row.getByText(/^Pauses on .+\. Billing resumes on .+\.$/)).toBeVisible();
  await expect(row.getByRole("button", { name: `Undo pause: @${CREATOR}` })).toBeVisible();

  // The paid month runs out: a free follower, nothing charged.
  await advanceClock(page, 31);
  await page.goto("/dashboard/follower/subscriptions");
  await expect(row.getByText("Paused", { exact: true })).toBeVisible();
  await expect(row.getByText(/^PRO is paused\. Billing resumes on /)).toBeVisible();
  await expect(row.getByRole("button", { name: `Resume now: @${CREATOR}` })).toBeVisible();
  await page.goto(`/subscription/${CREATOR}`);
  await expect(page.getByText(/^Your PRO membership is paused until /)).toBeVisible();
  await page.goto("/dashboard/follower/membership");
  const summary = page.getByRole("region", { name: "Your paid memberships" });
  await expect(summary.getByRole("listitem").filter({ hasText: `@${CREATOR}` })).toContainText(/Paused until /);
  expect(await receipts(page, member.email)).toBe(1);

  // A month later the renewal charges PRO again, with its receipt.
  await advanceClock(page, 31);
  await expect.poll(() => receipts(page, member.email), { timeout: 15_000 }).toBe(2);
  await page.goto("/dashboard/follower/subscriptions");
  await expect(row.getByText("Renews on")).toBeVisible();
  await expect(row.getByText("Paused", { exact: true })).toHaveCount(0);
});

test("unfollowing a paused membership from the profile asks first, and ends it at once", async ({ page }) => {
  test.setTimeout(90_000);
  await signedInNewAccount(page, "follower", "pausedleaver");
  await subscribePro(page);
  await pauseForOneMonth(page);
  await advanceClock(page, 31);

  await page.goto(`/influencer/${CREATOR}`);
  await page.getByRole("button", { name: "Unfollow" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Unfollow ${CREATOR}?` });
  await expect(dialog).toContainText(`Your paused PRO membership with ${CREATOR} ends now and won't resume`);
  await dialog.getByRole("button", { name: "Cancel membership and unfollow" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Follow Free" })).toBeVisible();
  await page.goto("/dashboard/follower/subscriptions");
  await expect(page.getByRole("listitem").filter({ hasText: `@${CREATOR}` })).toHaveCount(0);
});
