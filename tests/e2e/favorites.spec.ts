// A member favorites: hearts a post on its card and in the content viewer, finds it on their
// favorites page and takes it out again; the creator sees the count in My Posts and hears of it
// once. New accounts only, so no other journey's figures move.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { confirmedAccount, signIn } from "./support/accounts";

test.describe.configure({ mode: "serial" });

const run = Date.now().toString(36);
const titles = { open: `Hip opener ${run}`, pro: `Pro strength block ${run}`, other: `Core finisher ${run}` };

let creator: { username: string; email: string; password: string };

async function pageAs(
  browser: Browser,
  account: { email: string; password: string },
  options: Parameters<Browser["newContext"]>[0] = {},
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  return page;
}

/** A free follow, so the creator's posts show in the member's latest content (their profile is unfinished). */
async function follow(page: Page) {
  expect((await page.request.post(`/api/creators/${creator.username}/follow`, { data: {} })).ok(), "follow free").toBe(
    true,
  );
}

async function publish(page: Page, title: string, requiredTier: "rookie" | "pro" = "rookie") {
  const response = await page.request.post("/api/posts", {
    data: { title, description: `Notes for ${title}.`, type: "text", requiredTier },
  });
  expect(response.status(), `publish ${title}`).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test.beforeAll(async ({ browser }) => {
  const setup = await browser.newPage();
  creator = await confirmedAccount(setup.request, "influencer", "favcoach");
  await signIn(setup, creator.email, creator.password);
  await publish(setup, titles.pro, "pro");
  await publish(setup, titles.other);
  await publish(setup, titles.open);
  await setup.context().close();
});

test("a member favorites a post on its card and in the viewer, finds it in Favorites and removes it; the creator sees it", async ({
  browser,
}) => {
  const member = await confirmedAccount((await browser.newContext()).request, "follower", "favfan");
  const page = await pageAs(browser, member);
  await follow(page);

  await page.goto("/dashboard/follower");
  const saveOpen = page.getByRole("button", { name: `Save to favorites: ${titles.open}` });
  await expect(saveOpen).toHaveAttribute("aria-pressed", "false");
  // A PRO post is locked for a free member: no heart on it.
  await expect(page.getByRole("link", { name: `Upgrade to watch: ${titles.pro}` })).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(`favorites: ${titles.pro}`) })).toHaveCount(0);

  await saveOpen.click();
  const removeOpen = page.getByRole("button", { name: `Remove from favorites: ${titles.open}` });
  await expect(removeOpen).toHaveAttribute("aria-pressed", "true");

  // In the viewer the heart says the same, and works there too.
  await page.getByRole("button", { name: `Read now: ${titles.other}` }).click();
  const viewer = page.getByRole("dialog", { name: titles.other });
  await viewer.getByRole("button", { name: `Save to favorites: ${titles.other}` }).click();
  await expect(viewer.getByRole("button", { name: `Remove from favorites: ${titles.other}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await viewer.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("button", { name: `Remove from favorites: ${titles.other}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // Newest saved first.
  await page.goto("/dashboard/follower/favorites");
  await expect(page.getByRole("heading", { level: 1, name: "Favorites" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3 })).toHaveText([titles.other, titles.open]);

  // Unsaving and saving again still counts once and tells the creator once. The second tap
  // comes while the first is still on its way (held back here): it is queued, not lost.
  await page.route("**/api/posts/*/favorite", async (route) => {
    if (route.request().method() === "DELETE") await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole("button", { name: `Remove from favorites: ${titles.other}` }).click();
  await expect(page.getByRole("button", { name: `Save to favorites: ${titles.other}` })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/favorite") && response.request().method() === "PUT",
  );
  await page.getByRole("button", { name: `Save to favorites: ${titles.other}` }).click();
  await expect(page.getByRole("button", { name: `Remove from favorites: ${titles.other}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect((await saved).ok(), "the second tap reached the server after the first").toBe(true);
  await page.unroute("**/api/posts/*/favorite");
  await page.reload();
  await expect(page.getByRole("button", { name: `Remove from favorites: ${titles.other}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  const creatorPage = await pageAs(browser, creator);
  await creatorPage.goto("/dashboard/influencer/posts");
  const row = (title: string) => creatorPage.getByRole("article", { name: title });
  await expect(row(titles.open)).toContainText("1 favorite");
  await expect(row(titles.other)).toContainText("1 favorite");
  await expect(row(titles.pro)).toContainText("0 favorites");
  await creatorPage.goto("/dashboard/influencer/notifications");
  await expect(creatorPage.getByText(`saved “${titles.other}” to their favorites`)).toHaveCount(1);
  await expect(creatorPage.getByText(`saved “${titles.open}” to their favorites`)).toHaveCount(1);

  // Taken out for good: gone from the list once it is read again.
  await page.getByRole("button", { name: `Remove from favorites: ${titles.open}` }).click();
  await page.getByRole("button", { name: `Remove from favorites: ${titles.other}` }).click();
  await expect(page.getByRole("button", { name: `Save to favorites: ${titles.other}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "No favorites yet" })).toBeVisible();
  await expect(page.getByText("Tap the heart on a post you like and it will wait for you here.")).toBeVisible();
});

test("the heart turns back with a message when saving fails", async ({ browser }) => {
  const member = await confirmedAccount((await browser.newContext()).request, "follower", "favfail");
  const page = await pageAs(browser, member);
  await page.route("**/api/posts/*/favorite", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "internal_error", message: "down" } }),
    }),
  );
  await follow(page);
  await page.goto("/dashboard/follower");
  await page.getByRole("button", { name: `Save to favorites: ${titles.open}` }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Could not update your favorites" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Save to favorites: ${titles.open}` })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});

test("in Spanish at 375 px, the favorites page lists the saved post and its heart", async ({ browser, baseURL }) => {
  const member = await confirmedAccount((await browser.newContext()).request, "follower", "favmovil");
  const page = await pageAs(browser, member, { viewport: { width: 375, height: 812 } });
  await page.context().addCookies([{ name: "fc_lang", value: "es", url: baseURL! }]);
  const posts = (await (await page.request.get(`/api/creators/${creator.username}/posts`)).json()) as {
    posts: { id: string; title: string }[];
  };
  const postId = posts.posts.find((post) => post.title === titles.open)!.id;
  expect((await page.request.put(`/api/posts/${postId}/favorite`)).ok()).toBe(true);

  await page.goto("/dashboard/follower/favorites");
  await expect(page.getByRole("heading", { level: 1, name: "Favoritos" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Quitar de favoritos: ${titles.open}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflows).toBe(false);
});
