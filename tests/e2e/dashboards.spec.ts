// Dashboards: a follower's subscriptions, a creator's subscribers and metrics, the owner's platform figures.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ownerSignIn, signedInNewAccount, signIn } from "./support/accounts";

/** A figure card's value, found by its label (cards are <dt>/<dd> pairs). */
const figure = (page: Page, label: string): Locator =>
  page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
    .locator("xpath=following-sibling::dd[1]");

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const cents = async (locator: Locator) => Math.round(Number((await locator.innerText()).replace(/[$,]/g, "")) * 100);

test("alex_follows sees his three subscriptions with their tiers, billing and figures", async ({ page }) => {
  await signIn(page, "alex.follows@demo.fitcreators.app");
  await page.goto("/dashboard/follower/subscriptions");
  await expect(page.getByRole("heading", { level: 1, name: "My Subscriptions" })).toBeVisible();

  const list = page.getByRole("region", { name: "Your memberships" }).getByRole("listitem");
  await expect(list).toHaveCount(3);
  const expected = [
    { creator: "maya_strong", badge: "ALL STAR", billing: "Monthly", renews: true },
    { creator: "leo_flow", badge: "PRO", billing: "Monthly", renews: true },
    { creator: "run_with_ana", badge: "FREE", billing: "Free", renews: false },
  ];
  for (const { creator, badge, billing, renews } of expected) {
    const row = list.filter({ has: page.getByRole("heading", { name: `@${creator}` }) });
    await expect(row).toContainText(badge);
    await expect(row).toContainText(billing);
    await expect(row).toContainText("Active");
    await expect(row.getByText("Renews")).toHaveCount(renews ? 1 : 0);
    await expect(row.getByRole("link", { name: `View content: @${creator}` })).toHaveAttribute(
      "href",
      `/influencer/${creator}`,
    );
  }

  await list
    .filter({ hasText: "@leo_flow" })
    .getByRole("link", { name: /View content/ })
    .click();
  await expect(page).toHaveURL(/\/influencer\/leo_flow$/);

  // The overview: his figures (ALL STAR is the best active tier) and the grid of his subscriptions.
  await page.goto("/dashboard/follower");
  await expect(figure(page, "Active subscriptions")).toHaveText("3");
  await expect(figure(page, "Membership status")).toContainText("ALL STAR");
  await expect(figure(page, "Content watched this week")).toHaveText("0");
  const grid = page.getByRole("region", { name: "My Subscriptions" });
  await expect(grid.getByRole("listitem")).toHaveCount(3);
  await expect(grid.getByRole("link", { name: /Explore More/ })).toHaveAttribute("href", "/explore");
});

test("maya_strong sees her active subscribers, their tiers and her monthly figures", async ({ page }) => {
  await signIn(page, "maya.strong@demo.fitcreators.app");
  await page.goto("/dashboard/influencer/subscribers");
  await expect(page.getByRole("heading", { level: 1, name: "Subscribers" })).toBeVisible();

  const rows = page.getByRole("region", { name: "Active subscribers" }).getByRole("listitem");
  await expect(rows).toHaveCount(3);
  for (const { username, badge, renews } of [
    { username: "alex_follows", badge: "ALL STAR", renews: true },
    { username: "jordan_lifts", badge: "FREE", renews: false },
    { username: "priya_moves", badge: "PRO", renews: true },
  ]) {
    const row = rows.filter({ hasText: `@${username}` });
    await expect(row).toContainText(badge);
    await expect(row).toContainText("Subscribed");
    await expect(row.getByText("Renews")).toHaveCount(renews ? 1 : 0);
  }
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);

  await page.goto("/dashboard/influencer");
  await expect(figure(page, "Total subscribers")).toHaveText("3");
  await expect(page.getByText("1 FREE · 1 PRO · 1 ALL STAR")).toBeVisible();
  // This month she was paid her PRO and her ALL STAR price once each (the demo's sandbox payments);
  // the card says what she keeps (70% of each payment, to the cent) and the platform's 30%.
  const { prices } = (await (await page.request.get("/api/creators/maya_strong")).json()) as {
    prices: { proCents: number; allStarCents: number };
  };
  const gross = prices.proCents + prices.allStarCents;
  const net = Math.round(prices.proCents * 0.7) + Math.round(prices.allStarCents * 0.7);
  await expect(figure(page, "Monthly revenue")).toHaveText(dollars(gross));
  await expect(page.getByText(`You keep ${dollars(net)} (70%)`)).toBeVisible();
  await expect(page.getByText(`Platform fee ${dollars(gross - net)} (30%)`)).toBeVisible();
  // Her members have been reading her posts for three months (the demo's seeded views).
  await expect(figure(page, "Content views")).toHaveText(/^[1-9][\d,]*$/);
});

test("a new follower sees the empty states and a status of None", async ({ page }) => {
  await signedInNewAccount(page, "follower", "fan");
  await page.goto("/dashboard/follower/subscriptions");

  await expect(page.getByRole("heading", { name: "No Subscriptions Yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Explore creators" }).last()).toHaveAttribute("href", "/explore");
  await expect(page.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/subscription");
  await page.goto("/dashboard/follower");
  await expect(
    page.getByRole("region", { name: "My Subscriptions" }).getByRole("heading", { name: "No Subscriptions Yet" }),
  ).toBeVisible();
  await expect(figure(page, "Active subscriptions")).toHaveText("0");
  await expect(figure(page, "Membership status")).toContainText("None");
});

test("the owner dashboard is refused to a follower and shows platform figures to the owner", async ({ page }) => {
  await signIn(page, "alex.follows@demo.fitcreators.app");
  await page.goto("/");
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(
    page.getByRole("link", { name: "Logout" }).or(page.getByRole("button", { name: "Logout" })),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Owner dashboard" })).toHaveCount(0);
  await page.goto("/dashboard/owner");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Owner dashboard" })).toHaveCount(0);
  expect((await page.request.get("/api/owner/figures")).status()).toBe(403);
  await page.request.post("/api/auth/sign-out");

  await ownerSignIn(page);

  await page.goto("/");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("link", { name: "Owner dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Owner dashboard" })).toBeVisible();
  // Other journeys may register accounts on the same server, so the seeded demo data is a floor.
  await expect(figure(page, "Creators")).toHaveText(/^\d+$/);
  expect(Number(await figure(page, "Creators").innerText())).toBeGreaterThanOrEqual(8);
  expect(Number(await figure(page, "Followers").innerText())).toBeGreaterThanOrEqual(3);
  const active = Number(await figure(page, "Active memberships").innerText());
  const paid = Number(await figure(page, "Paid memberships").innerText());
  expect(active).toBeGreaterThanOrEqual(7);
  expect(paid).toBeGreaterThanOrEqual(5);
  await expect(page.getByText(`${active - paid} of them are free follows`)).toBeVisible();
  // The month's money adds up: creators get 70% of each payment (rounded to the cent, so within
  // half a cent per payment of 70% of the gross) and the platform keeps the rest.
  const gross = await cents(figure(page, "Monthly gross volume"));
  expect(gross).toBeGreaterThan(0);
  const net = await cents(figure(page, "Creators' net (70%)"));
  expect(Math.abs(net - gross * 0.7)).toBeLessThanOrEqual(paid);
  expect(await cents(figure(page, "Platform fee (30%)"))).toBe(gross - net);
  // Moderation arrived (issue 11): the figures that need attention, the report queue and the audit log.
  await expect(figure(page, "Open reports")).toHaveText(/^\d+$/);
  await expect(figure(page, "Failed payments this month")).toHaveText(/^\d+$/);
  await expect(page.getByRole("heading", { level: 2, name: "Reports" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Audit log" })).toBeVisible();
});

test.describe("without the app's service worker", () => {
  // page.route cannot see the requests the worker makes for the page (the member's own reads go
  // through it), so the failure is faked with the worker kept out. The worker hands a server's
  // failure to the page as it came (src/web/sw/personal-reads.test.ts).
  test.use({ serviceWorkers: "block" });

  test("when the figures and the list fail to load, the follower is told and can try again", async ({ page }) => {
    await signIn(page, "alex.follows@demo.fitcreators.app");
    const failing = /\/api\/(dashboards\/follower|me\/memberships)$/;
    await page.route(failing, (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "unavailable", message: "Down" } }),
      }),
    );
    await page.goto("/dashboard/follower");

    const metricsError = page.getByRole("alert").filter({ hasText: "Failed to load dashboard metrics" });
    const listError = page.getByRole("alert").filter({ hasText: "Failed to load subscriptions" });
    await expect(metricsError).toBeVisible({ timeout: 15_000 });
    await expect(listError).toBeVisible({ timeout: 15_000 });

    await page.unroute(failing);
    await listError.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("region", { name: "My Subscriptions" }).getByRole("listitem")).toHaveCount(3);
    await metricsError.getByRole("button", { name: "Try again" }).click();
    await expect(figure(page, "Active subscriptions")).toHaveText("3");
  });
});
