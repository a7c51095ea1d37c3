import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support/hydration";

// The demo data's four newest complete creators, newest first.
const featuredUsernames = ["plantpower_kai", "zen_camille", "coach_dre", "sofia_hiit"];

/**
 * The server renders home with its featured list; the browser asks the API for it when the
 * visitor comes home from another page, which is where a failing or empty answer shows.
 */
async function openHomeInTheBrowser(page: Page) {
  await page.goto("/explore");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "FitCreators" }).click();
  await expect(page).toHaveURL("/");
}

const featuredSection = (page: Page) => page.getByRole("region", { name: "Featured Influencers" });
const hero = (page: Page) => page.getByRole("region", { name: "Train with the creators who move you" });

test("shows the four featured creators from the demo data, each linking to its profile", async ({ page }) => {
  await page.goto("/");
  const cards = featuredSection(page).getByRole("article");
  await expect(cards).toHaveCount(4);
  for (const [index, username] of featuredUsernames.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { name: username })).toBeVisible();
    await expect(card.getByRole("img", { name: `Profile picture of ${username}` })).toBeVisible();
    await expect(card.getByText(/^From \$\d+\.\d{2}$/)).toBeVisible();
    await expect(card.getByRole("link", { name: /View Profile/ })).toHaveAttribute("href", `/influencer/${username}`);
  }

  await cards
    .nth(1)
    .getByRole("link", { name: /View Profile/ })
    .click();
  await expect(page).toHaveURL("/influencer/zen_camille");
});

test("a category opens the explore page filtered to it", async ({ page }) => {
  await page.goto("/");
  const categories = page.getByRole("region", { name: "Browse by category" });
  for (const name of ["Strength Training", "Yoga & Flexibility", "Cardio & Running", "Nutrition"]) {
    await expect(categories.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await categories.getByRole("link", { name: /^Yoga & Flexibility/ }).click();
  await expect(page).toHaveURL("/explore?category=yoga_flexibility");
});

test("the hero's calls to action go where they say", async ({ page }) => {
  await page.goto("/");
  await expect(hero(page).getByRole("heading", { level: 1 })).toBeVisible();
  await expect(hero(page).getByText("workouts completed")).toBeVisible();

  await hero(page).getByRole("link", { name: "Explore creators" }).click();
  await expect(page).toHaveURL("/explore");

  await page.goto("/");
  await hero(page).getByRole("link", { name: "Join for free" }).click();
  await expect(page).toHaveURL("/register");
});

test("a failing featured list shows the red error box, and retrying recovers", async ({ page }) => {
  await page.route("**/api/creators/featured", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "Something broke" } } }),
  );
  await openHomeInTheBrowser(page);
  const error = featuredSection(page).getByRole("alert");
  // The client retries a server error twice before giving up.
  await expect(error).toHaveText(/Failed to load featured influencers/, { timeout: 10_000 });
  await expect(featuredSection(page).getByRole("article")).toHaveCount(0);

  await page.unroute("**/api/creators/featured");
  await error.getByRole("button", { name: "Try again" }).click();
  await expect(featuredSection(page).getByRole("article")).toHaveCount(4);
  await expect(error).toBeHidden();
});

test("with no featured creators, an empty state points to explore", async ({ page }) => {
  await page.route("**/api/creators/featured", (route) => route.fulfill({ status: 200, json: { creators: [] } }));
  await openHomeInTheBrowser(page);
  const section = featuredSection(page);
  await expect(section.getByRole("heading", { name: "No Featured Influencers Yet" })).toBeVisible();
  await section.getByRole("link", { name: "Explore creators" }).click();
  await expect(page).toHaveURL("/explore");
});
