// A creator's public profile as visitors, followers and the creator themself meet it.
import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, demoEmail, signIn } from "./support/accounts";
import { waitForHydration } from "./support/hydration";

/** The viewer's tier badge next to the creator's name. */
const yourTier = (page: Page) => page.getByRole("paragraph").filter({ hasText: "Your tier:" });
const subscriberCount = (page: Page) =>
  page.getByRole("term").filter({ hasText: "Subscribers" }).locator("xpath=following-sibling::dd");

test("a visitor sees the full profile, and pressing Follow Free leads to login and back", async ({ page }) => {
  await page.goto("/influencer/plantpower_kai");
  await expect(page).toHaveTitle("plantpower_kai · FitCreators");
  await expect(page.getByRole("heading", { level: 1, name: "plantpower_kai" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Membership tiers" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go PRO" })).toHaveAttribute(
    "href",
    "/subscription/plantpower_kai?tier=pro",
  );
  await expect(page.getByRole("link", { name: "Go ALL STAR" })).toHaveAttribute(
    "href",
    "/subscription/plantpower_kai?tier=all_star",
  );
  await expect(page.getByRole("button", { name: "Unfollow" })).toHaveCount(0);

  // A visitor's page is server-rendered; its buttons work once the app has started.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Follow Free" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(demoEmail("priya_moves"));
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/influencer\/plantpower_kai$/);
  await expect(page.getByRole("button", { name: "Follow Free" })).toBeVisible();
});

test("a follower follows free, sees the FREE tier, then unfollows", async ({ page }) => {
  await signIn(page, demoEmail("priya_moves"));
  await page.goto("/influencer/sofia_hiit");
  const tiers = page.getByRole("region", { name: "Membership tiers" });
  await expect(tiers.getByText("Your plan")).toHaveCount(0);
  await expect(yourTier(page)).toHaveCount(0);
  const before = Number(await subscriberCount(page).textContent());

  await page.getByRole("button", { name: "Follow Free" }).click();
  await expect(page.getByRole("button", { name: "Unfollow" })).toBeVisible();
  await expect(yourTier(page)).toHaveText("Your tier: FREE");
  await expect(tiers.getByRole("listitem").filter({ hasText: "Your plan" })).toContainText("Free");
  await expect(subscriberCount(page)).toHaveText(String(before + 1));

  await page.getByRole("button", { name: "Unfollow" }).click();
  await expect(page.getByRole("button", { name: "Follow Free" })).toBeVisible();
  await expect(yourTier(page)).toHaveCount(0);
  await expect(subscriberCount(page)).toHaveText(String(before));
});

test("a failed follow is reported with the spec's wording and the page stays usable", async ({ page }) => {
  await signIn(page, demoEmail("priya_moves"));
  await page.goto("/influencer/coach_dre");
  await page.route("**/api/creators/coach_dre/follow", (route) => route.abort("failed"));
  await page.getByRole("button", { name: "Follow Free" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Failed to follow influencer: Network error. Check your connection and try again.",
  );
  await expect(page.getByRole("button", { name: "Follow Free" })).toBeEnabled();
  await page.getByRole("tab", { name: "Routine" }).click();
  await expect(page.getByRole("tabpanel", { name: "Routine" })).toBeVisible();
});

test("supplement buy links are hidden from a rookie and shown to an ALL STAR member", async ({ browser }) => {
  const rookie = await browser.newPage();
  await signIn(rookie, demoEmail("jordan_lifts"));
  await rookie.goto("/influencer/maya_strong");
  const rookieStack = rookie.getByRole("region", { name: "Supplement Stack" });
  await expect(rookieStack.getByRole("heading", { name: "Whey Isolate" })).toBeVisible();
  await expect(rookieStack.getByText("PRO+ Required")).toHaveCount(2);
  await expect(rookieStack.getByRole("link", { name: /^Buy / })).toHaveCount(0);
  await expect(rookieStack.getByRole("link", { name: "Upgrade to PRO to see where to buy" }).first()).toHaveAttribute(
    "href",
    "/subscription/maya_strong?tier=pro",
  );
  await expect(yourTier(rookie)).toHaveText("Your tier: FREE");
  await rookie.close();

  const allStar = await browser.newPage();
  await signIn(allStar, demoEmail("alex_follows"));
  await allStar.goto("/influencer/maya_strong");
  const stack = allStar.getByRole("region", { name: "Supplement Stack" });
  await expect(stack.getByRole("link", { name: /Buy Whey Isolate/ })).toHaveAttribute(
    "href",
    "https://example.com/whey",
  );
  await expect(stack.getByText("PRO+ Required")).toHaveCount(0);
  await expect(yourTier(allStar)).toHaveText("Your tier: ALL STAR");
  // Unfollowing a paid membership asks first: it cancels at the end of the paid period.
  await allStar.getByRole("button", { name: "Unfollow" }).click();
  const confirm = allStar.getByRole("alertdialog", { name: "Unfollow maya_strong?" });
  await expect(confirm).toContainText("is cancelled at the end of the period");
  await confirm.getByRole("button", { name: "Keep membership" }).click();
  await expect(confirm).toBeHidden();
  await expect(yourTier(allStar)).toHaveText("Your tier: ALL STAR");
  // Nothing left to upgrade to.
  await expect(allStar.getByRole("link", { name: /^Go / })).toHaveCount(0);
  await allStar.close();
});

test("a creator on their own profile gets no follow buttons", async ({ page }) => {
  await signIn(page, demoEmail("maya_strong"));
  await page.goto("/influencer/maya_strong");
  await expect(page.getByRole("heading", { level: 1, name: "maya_strong" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit profile" })).toHaveAttribute(
    "href",
    "/dashboard/influencer/profile",
  );
  await expect(page.getByRole("button", { name: "Follow Free" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Unfollow" })).toHaveCount(0);
  // The creator sees their own buy links.
  await expect(page.getByRole("link", { name: /Buy Whey Isolate/ })).toBeVisible();
});

test("the picture viewer keeps focus inside and closes on Escape", async ({ page }) => {
  await page.goto("/influencer/leo_flow");
  // The viewer opens once the app runs (the page is on screen before it).
  await waitForHydration(page);
  const opener = page.getByRole("button", { name: "View profile picture of leo_flow" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "leo_flow" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("img", { name: "Profile picture of leo_flow" })).toBeVisible();
  for (let step = 0; step < 3; step += 1) {
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test("the tabs work with the keyboard", async ({ page }) => {
  await page.goto("/influencer/leo_flow");
  const profileTab = page.getByRole("tab", { name: "Profile" });
  await expect(profileTab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Philosophy" })).toBeVisible();
  await profileTab.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Routine" })).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Routine" })).toContainText("Today's routine");
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Content" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Content" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(profileTab).toBeFocused();
});

test("an unknown creator shows Profile Not Found with a way back to explore", async ({ page }) => {
  await page.goto("/influencer/nobody_by_this_name");
  await expect(page.getByRole("heading", { name: "Profile Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Explore" }).click();
  await expect(page).toHaveURL(/\/explore$/);
});

test("a profile that fails to load says so and can be retried", async ({ page }) => {
  let failures = 3;
  await page.route("**/api/creators/run_with_ana", (route) =>
    failures-- > 0
      ? route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "down" } } })
      : route.fallback(),
  );
  // The server renders the profile; the browser asks the API when the visitor comes from another page.
  await page.goto("/explore?search=run_with_ana");
  await waitForHydration(page);
  await page.getByRole("link", { name: "View Profile: run_with_ana" }).click();
  await expect(page).toHaveURL("/influencer/run_with_ana");
  await expect(page.getByRole("alert")).toContainText("Failed to load profile");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "run_with_ana" })).toBeVisible();
});

test("a link naming a tab opens the profile on it, and the community is one step away", async ({ page }) => {
  await page.goto("/influencer/leo_flow?tab=routine");
  // Rendered on the server already on the named tab, before the app starts.
  await expect(page.getByRole("tab", { name: "Routine" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Routine" })).toContainText("Today's routine");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Community", exact: true }).click();
  await expect(page).toHaveURL(/\/influencer\/leo_flow\/community$/);
  await expect(page.getByRole("heading", { name: "leo_flow's community" })).toBeVisible();
});
