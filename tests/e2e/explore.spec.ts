// A visitor browses the creator directory: search and category filters live in the URL.
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support/hydration";

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search by name, bio or category" });
const categories = (page: Page) => page.getByRole("group", { name: "Category" });
const results = (page: Page) => page.getByRole("region", { name: "Creators" }).getByRole("heading", { level: 3 });

test("search and category filters survive a reload and back/forward, and Clear Filters resets them", async ({
  page,
}) => {
  await page.goto("/explore");
  await expect(page.getByRole("heading", { level: 1, name: "Explore creators" })).toBeVisible();
  await expect(results(page)).toHaveCount(8);

  await searchBox(page).fill("yoga");
  await expect(page).toHaveURL(/\/explore\?search=yoga$/);
  await expect(results(page)).toHaveText(["zen_camille", "leo_flow"]);
  // Typing is not interrupted when the URL catches up.
  await expect(searchBox(page)).toBeFocused();

  await categories(page).getByRole("button", { name: "Yoga & Flexibility" }).click();
  await expect(page).toHaveURL(/search=yoga/);
  await expect(page).toHaveURL(/category=yoga_flexibility/);
  await expect(categories(page).getByRole("button", { name: "Yoga & Flexibility" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.reload();
  await expect(searchBox(page)).toHaveValue("yoga");
  await expect(categories(page).getByRole("button", { name: "Yoga & Flexibility" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(results(page)).toHaveText(["zen_camille", "leo_flow"]);

  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(searchBox(page)).toHaveValue("");
  await expect(categories(page).getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  await expect(results(page)).toHaveCount(8);
  await expect(page.getByRole("button", { name: "Clear Filters" })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/category=yoga_flexibility/);
  await expect(searchBox(page)).toHaveValue("yoga");
  await expect(results(page)).toHaveText(["zen_camille", "leo_flow"]);
  await page.goForward();
  await expect(searchBox(page)).toHaveValue("");
  await expect(results(page)).toHaveCount(8);
});

test("a category alone narrows the list, and a search with no match shows the empty state", async ({ page }) => {
  await page.goto("/explore?category=nutrition");
  await expect(results(page)).toHaveText(["plantpower_kai", "chef_marco_fit"]);
  // The search box filters as one types once the app runs (the page is on screen before it).
  await waitForHydration(page);

  await searchBox(page).fill("no creator is called this");
  await expect(page.getByRole("heading", { name: "No creators found" })).toBeVisible();
  await expect(results(page)).toHaveCount(0);
  // The empty state offers a way out.
  await page.getByRole("button", { name: "Clear Filters" }).first().click();
  await expect(results(page)).toHaveCount(8);
});

test("a card shows the starting price and subscribers and leads to the profile", async ({ page }) => {
  await page.goto("/explore?search=maya");
  const card = page.getByRole("article").filter({ hasText: "maya_strong" });
  await expect(card).toContainText("From $12.99/month");
  await expect(card).toContainText(/\d+ subscribers?/);
  await card.getByRole("link", { name: "View Profile: maya_strong" }).click();
  await expect(page).toHaveURL(/\/influencer\/maya_strong$/);
  await expect(page.getByRole("heading", { level: 1, name: "maya_strong" })).toBeVisible();
});

test("a failed load says so and can be retried", async ({ page }) => {
  // The first load and its automatic retries all fail; the user's retry gets through.
  let failures = 3;
  await page.route(
    (url) => url.pathname === "/api/creators",
    (route) =>
      failures-- > 0
        ? route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "boom" } } })
        : route.fallback(),
  );
  // The server renders explore with its list; the browser asks the API when the visitor comes from another page.
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Explore" }).click();
  await expect(page).toHaveURL("/explore");
  await expect(page.getByRole("alert")).toContainText("Failed to load influencers. Please try again.");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(results(page)).toHaveCount(8);
});
