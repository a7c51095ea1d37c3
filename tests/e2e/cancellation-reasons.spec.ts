// Why members leave: the cancel dialog asks (a list and the member's own words, both optional),
// and the creator's analytics count the reasons, with the chart's table.
import { expect, test, type Page } from "@playwright/test";
import { demoEmail, signedInNewAccount, signIn } from "./support/accounts";
import { fillSandboxCard } from "./support/sandbox-card";

const CREATOR = "plantpower_kai";

async function subscribePro(page: Page) {
  await page.goto(`/subscription/${CREATOR}`);
  await page.getByRole("button", { name: "Subscribe to PRO" }).click();
  await fillSandboxCard(page);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("heading", { name: "Subscription successful!" })).toBeVisible({ timeout: 15_000 });
}

test("a member says why they cancel, and the creator's analytics count it", async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signedInNewAccount(page, "follower", "leaver");
  await subscribePro(page);

  await page.goto("/dashboard/follower/subscriptions");
  await page.getByRole("button", { name: `Cancel membership: @${CREATOR}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Cancel your membership with @${CREATOR}?` });
  const reasons = dialog.getByRole("group", { name: "Why are you leaving? (optional)" });
  await reasons.getByRole("radio", { name: "I reached my goal" }).check();
  await dialog.getByLabel("Anything else you'd like to tell the creator? (optional)").fill("Ran my first 10K!");
  await dialog.getByRole("button", { name: "Cancel membership", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: `@${CREATOR}` })
      .getByText("Ends on"),
  ).toBeVisible();

  const creator = await (await browser.newContext()).newPage();
  await signIn(creator, demoEmail(CREATOR));
  await creator.goto("/dashboard/influencer/analytics");
  const chart = creator.getByRole("region", { name: "Why members cancelled" });
  await chart.getByRole("button", { name: "Show table" }).click();
  await expect(chart.getByRole("row", { name: /I reached my goal/ }).getByRole("cell")).toHaveText(/^[1-9]\d*$/);
});
