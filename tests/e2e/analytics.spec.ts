// A creator's analytics: a new member follows from the profile, views a post and saves it; the
// creator's analytics show the new member, the view and the favorite, with each chart's table and
// CSV, in Spanish too and on a 375 px phone. A brand-new creator sees the empty state.
import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { confirmedAccount, signIn } from "./support/accounts";

test.describe.configure({ mode: "serial" });

const title = `Analytics squat ladder ${Date.now().toString(36)}`;
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

/** A summary figure's value, found by its label (<dt>/<dd> pairs). */
const figure = (page: Page, label: string): Locator =>
  page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
    .locator("xpath=following-sibling::dd[1]");

test.beforeAll(async ({ browser }) => {
  const setup = await browser.newPage();
  creator = await confirmedAccount(setup.request, "influencer", "statscoach");
  await signIn(setup, creator.email, creator.password);
  const published = await setup.request.post("/api/posts", {
    data: { title, description: "Ten rounds.", type: "text", requiredTier: "rookie" },
  });
  expect(published.status()).toBe(201);
  await setup.context().close();
});

test("a brand-new creator sees that there are no figures yet", async ({ browser }) => {
  const fresh = await confirmedAccount((await browser.newContext()).request, "influencer", "newstats");
  const page = await pageAs(browser, fresh);
  await page.goto("/dashboard/influencer/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No figures yet" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Range" }).getByRole("radio", { name: "30 days" })).toBeChecked();
});

test("the creator's analytics show the new member, the view and the favorite", async ({ browser }) => {
  const member = await confirmedAccount((await browser.newContext()).request, "follower", "statsfan");
  const fan = await pageAs(browser, member);
  await fan.goto(`/influencer/${creator.username}`);
  await fan.getByRole("button", { name: "Follow Free" }).click();
  await expect(fan.getByRole("button", { name: "Unfollow" })).toBeVisible();
  const posts = await fan.request.get(`/api/creators/${creator.username}/posts`);
  const postId = ((await posts.json()) as { posts: { id: string; title: string }[] }).posts.find(
    (post) => post.title === title,
  )!.id;
  expect((await fan.request.post(`/api/posts/${postId}/views`)).ok()).toBe(true);
  expect((await fan.request.put(`/api/posts/${postId}/favorite`)).ok()).toBe(true);

  const page = await pageAs(browser, creator);
  await page.goto("/dashboard/influencer");
  await page.getByRole("link", { name: "Analytics" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/influencer\/analytics$/);
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(figure(page, "Members now")).toHaveText("1");
  await expect(figure(page, "New members")).toHaveText("1");
  await expect(figure(page, "Content views")).toHaveText("1");
  await expect(figure(page, "Favorites")).toHaveText("1");
  await expect(figure(page, "Revenue (gross)")).toHaveText("$0.00");

  const topViews = page.getByRole("region", { name: "Top posts by views" });
  await expect(topViews.getByRole("listitem").filter({ hasText: title })).toContainText("1 view");
  await expect(
    page.getByRole("region", { name: "Top posts by favorites" }).getByRole("listitem").filter({ hasText: title }),
  ).toContainText("1 favorite");

  // Where the member came from: the chart's table, and its CSV.
  const sources = page.getByRole("region", { name: "Where new members came from" });
  await expect(sources.getByRole("img", { name: /Where new members came from/ })).toBeVisible();
  await sources.getByRole("button", { name: "Show table" }).click();
  await expect(sources.getByRole("row", { name: /Your profile/ }).getByRole("cell")).toHaveText("1");
  const download = page.waitForEvent("download");
  await sources.getByRole("button", { name: "Download CSV: Where new members came from" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("new-member-sources-30d.csv");
  const csv = await readFile((await file.path())!, "utf8");
  expect(csv).toContain("Source,New members");
  expect(csv).toContain("profile,1");

  // Members by tier over the last 7 days: today's row holds the new free member.
  const weekLoaded = page.waitForResponse((response) => response.url().includes("range=7d") && response.ok());
  await page.getByRole("radio", { name: "7 days" }).check();
  await weekLoaded;
  const members = page.getByRole("region", { name: "Members by tier" });
  await members.getByRole("button", { name: "Show table" }).click();
  await expect(members.getByRole("row")).toHaveCount(8);
  await expect(members.getByRole("row").last().getByRole("cell").first()).toHaveText("1");
});

test("the analytics read in Spanish and fit a 375 px phone", async ({ browser, baseURL }) => {
  const page = await pageAs(browser, creator, { viewport: { width: 375, height: 800 } });
  await page.context().addCookies([{ name: "fc_lang", value: "es", url: baseURL! }]);
  await page.goto("/dashboard/influencer/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analíticas" })).toBeVisible();
  await expect(figure(page, "Miembros actuales")).toHaveText("1");
  await expect(figure(page, "Visualizaciones")).toHaveText("1");
  await expect(page.getByRole("group", { name: "Periodo" }).getByRole("radio", { name: "12 meses" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Publicaciones más vistas" })).toContainText(title);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
