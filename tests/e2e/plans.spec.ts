// The plan page the profile's upgrade links lead to, as visitors and members meet it.
import { expect, test, type Page } from "@playwright/test";
import { demoEmail, signIn } from "./support/accounts";

const cards = (page: Page) =>
  page
    .getByRole("list")
    .filter({ has: page.getByRole("heading", { name: "Rookie" }) })
    .first()
    .locator(":scope > li");
const card = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

test("a visitor sees the creator's prices, the picked plan, and a login prompt that comes back", async ({ page }) => {
  await page.goto("/subscription/maya_strong?tier=pro");
  await expect(page.getByRole("heading", { level: 1, name: "Choose your plan with maya_strong" })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  await expect(card(page, "Rookie")).toContainText("Free");
  await expect(card(page, "Rookie").getByRole("button", { name: "Current Plan" })).toBeDisabled();
  await expect(card(page, "PRO")).toContainText("$12.99/month");
  await expect(card(page, "PRO")).toContainText("Most Popular");
  await expect(card(page, "PRO")).toContainText("Your pick");
  await expect(card(page, "ALL STAR")).toContainText("$29.99/month");
  await expect(card(page, "ALL STAR")).not.toContainText("Your pick");
  await expect(card(page, "ALL STAR")).toContainText("Direct messaging");

  await card(page, "PRO").getByRole("link", { name: "Log in to subscribe" }).click();
  await expect(page).toHaveURL(/\/login\?from=/);
  await page.getByLabel("Email").fill("priya.moves@demo.fitcreators.app");
  await page.getByLabel("Password", { exact: true }).fill("demo1234");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/subscription\/maya_strong\?tier=pro$/);
});

test("an ALL STAR member sees ALL STAR as their current plan, its renewal, and a switch to PRO that waits for the period end", async ({
  page,
}) => {
  await signIn(page, demoEmail("alex_follows"));
  await page.goto("/subscription/maya_strong?tier=all_star");
  await expect(page.getByRole("heading", { level: 1, name: "Choose your plan with maya_strong" })).toBeVisible();
  await expect(card(page, "ALL STAR").getByRole("button", { name: "Current Plan" })).toBeDisabled();
  await expect(card(page, "ALL STAR")).toContainText(/Renews on /);
  await expect(card(page, "Rookie").getByRole("button", { name: "Included in your plan" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "Log in to subscribe" })).toHaveCount(0);

  // Switching down is confirmed first and says when it happens; cancelling the dialog changes nothing.
  const switchButton = card(page, "PRO").getByRole("button", { name: "Switch to PRO" });
  await switchButton.click();
  const dialog = page.getByRole("alertdialog", { name: "Switch to PRO?" });
  await expect(dialog).toContainText(/Your plan changes to PRO on .+\. You keep ALL STAR until then\./);
  await expect(dialog).toContainText("Nothing is charged today.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(switchButton).toBeFocused();
  await expect(card(page, "ALL STAR").getByRole("button", { name: "Current Plan" })).toBeDisabled();
});

test("a PRO member is asked to confirm an upgrade that charges the prorated difference now", async ({ page }) => {
  await signIn(page, demoEmail("alex_follows"));
  await page.goto("/subscription/leo_flow");
  await expect(card(page, "PRO").getByRole("button", { name: "Current Plan" })).toBeDisabled();
  await card(page, "ALL STAR").getByRole("button", { name: "Upgrade to ALL STAR" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Upgrade to ALL STAR?" });
  await expect(dialog).toContainText(
    "ALL STAR starts right away. We charge your card the prorated difference for the rest of your current period now.",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("a follower without a paid plan subscribes through the payment provider's checkout", async ({ page }) => {
  await signIn(page, demoEmail("priya_moves"));
  await page.goto("/subscription/plantpower_kai?tier=all_star");
  await expect(page.getByRole("heading", { level: 1, name: "Choose your plan with plantpower_kai" })).toBeVisible();
  await expect(page.getByText("Paid memberships open soon.")).toHaveCount(0);
  await expect(card(page, "Rookie").getByRole("button", { name: "Current Plan" })).toBeDisabled();
  await expect(card(page, "ALL STAR").getByRole("button", { name: "Subscribe to ALL STAR" })).toBeEnabled();
  await card(page, "PRO").getByRole("button", { name: "Subscribe to PRO" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/[^/]+$/);
});

test("a checkout the server refuses is explained on the page", async ({ page }) => {
  await signIn(page, demoEmail("priya_moves"));
  await page.route("**/api/billing/checkout", (route) =>
    route.fulfill({
      status: 409,
      contentType: "application/json",
      body: JSON.stringify({
        error: { code: "payouts_not_ready", message: "This creator cannot receive payments yet." },
      }),
    }),
  );
  await page.goto("/subscription/plantpower_kai");
  const subscribe = card(page, "PRO").getByRole("button", { name: "Subscribe to PRO" });
  await subscribe.click();
  await expect(page.getByRole("alert")).toHaveText("Subscription failed: This creator cannot receive payments yet.");
  await expect(subscribe).toBeEnabled();
});

test("an unknown creator shows the load error with Back to Explore", async ({ page }) => {
  await page.goto("/subscription/nobody_here_123?tier=pro");
  await expect(page.getByRole("alert")).toHaveText("Failed to load influencer information");
  await page.getByRole("link", { name: "Back to Explore" }).click();
  await expect(page).toHaveURL(/\/explore$/);
});

test("without a creator the plans show without prices, with benefits, a three-question FAQ and a way to pick one", async ({
  page,
}) => {
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { level: 1, name: "Choose your plan" })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByText("$", { exact: false })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Why become a member?" })).toBeVisible();
  const faq = page.getByRole("region", { name: "Frequently asked questions" });
  await expect(faq.locator("summary")).toHaveText([
    "Can I cancel at any time?",
    "Can I switch plans later?",
    "What do I get for free?",
  ]);
  await faq.getByText("Can I cancel at any time?").click();
  await expect(faq.getByText(/keep your plan's access/)).toBeVisible();
  await page.getByRole("link", { name: "Find a creator" }).click();
  await expect(page).toHaveURL(/\/explore$/);
});

test("a creator sees the plans without any subscribe buttons", async ({ page }) => {
  await signIn(page, demoEmail("maya_strong"));
  await page.goto("/subscription/leo_flow?tier=pro");
  await expect(page.getByRole("heading", { level: 1, name: "Choose your plan with leo_flow" })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Log in to subscribe" })).toHaveCount(0);
});
