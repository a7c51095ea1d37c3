// Release: a creator schedules a post and sees it scheduled in My Posts, and makes an ALL STAR
// post that steps down to PRO after 7 days. A PRO member (in Spanish, on a 375 px phone) sees it
// locked with the day it opens to them; once the clock has moved 7 days it is open.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { confirmedAccount, DEMO_PASSWORD, demoEmail, signIn } from "./support/accounts";
import { withAppDatabase } from "./support/database";
import { buyMembership } from "./support/members";

test.describe.configure({ mode: "serial" });

// A demo creator no other journey reads, with a verified payout account for paid memberships.
const CREATOR = "plantpower_kai";
const run = Date.now().toString(36);
const titles = { scheduled: `Sunday stretch ${run}`, stepDown: `Secret block ${run}` };
const DAY = 24 * 60 * 60 * 1000;

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

async function openCreatePost(page: Page) {
  await page.goto("/dashboard/influencer/create-post");
  await expect(page.getByRole("heading", { level: 1, name: "Create Post" })).toBeVisible();
}

test("a creator schedules a post and makes an ALL STAR post with a step-down release", async ({ page, request }) => {
  await signIn(page, demoEmail(CREATOR), DEMO_PASSWORD);
  await openCreatePost(page);

  await page.getByLabel("Title").fill(titles.scheduled);
  const release = page.getByRole("group", { name: "Release" });
  await release.getByRole("radio", { name: "Schedule" }).check();
  // Too early: refused, nothing typed lost.
  await page.getByRole("button", { name: "Schedule post" }).click();
  await expect(page.getByText("Choose the date and time to publish.")).toBeVisible();
  const tomorrow = new Date(Date.now() + DAY);
  const date = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, "0")}-${String(tomorrow.getDate()).padStart(2, "0")}`;
  await release.getByLabel("Publish date").fill(date);
  await release.getByLabel("Publish time").fill("09:30");
  await page.getByRole("button", { name: "Schedule post" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Post scheduled." })).toBeVisible();

  // An ALL STAR post that opens to PRO after 7 days and to everyone after 30.
  await page.getByLabel("Title").fill(titles.stepDown);
  await page.getByLabel("Description").fill("The numbers behind the block.");
  await page.getByLabel("Who can see it").selectOption("all_star");
  const stepDown = page.getByRole("group", { name: "Step-down release" });
  await stepDown.getByLabel("Opens to PRO members after (days)").fill("7");
  await stepDown.getByLabel("Opens to everyone after (days)").fill("3");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("It must open to everyone after it opens to PRO members.")).toBeVisible();
  await stepDown.getByLabel("Opens to everyone after (days)").fill("30");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Content created successfully!" })).toBeVisible();

  await page.goto("/dashboard/influencer/posts");
  const scheduled = page.getByRole("article", { name: titles.scheduled, exact: true });
  await expect(scheduled.getByText("Scheduled", { exact: true })).toBeVisible();
  const when = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(`${date}T09:30`),
  );
  await expect(scheduled.getByText(`Scheduled for ${when}`)).toBeVisible();
  await expect(scheduled.getByRole("button", { name: `Publish now: ${titles.scheduled}` })).toBeVisible();
  await expect(
    page
      .getByRole("article", { name: titles.stepDown, exact: true })
      .getByText("Steps down: PRO after 7 days, everyone after 30 days"),
  ).toBeVisible();

  // Nobody else sees the scheduled post yet.
  const publicTitles = (
    (await (await request.get(`/api/creators/${CREATOR}/posts`)).json()) as { posts: { title: string }[] }
  ).posts;
  expect(publicTitles.map((post) => post.title)).not.toContain(titles.scheduled);
});

test("a PRO member sees the step-down post locked until its day, in Spanish on a phone, and open after", async ({
  browser,
  baseURL,
}) => {
  const member = await confirmedAccount((await browser.newContext()).request, "follower", "stepfan");
  const page = await pageAs(browser, member, { viewport: { width: 375, height: 812 } });
  await buyMembership(page.request, CREATOR, "pro");
  await page.context().addCookies([{ name: "fc_lang", value: "es", url: baseURL! }]);

  const posts = (
    (await (await page.request.get(`/api/creators/${CREATOR}/posts`)).json()) as {
      posts: { id: string; title: string; publishedAt: string }[];
    }
  ).posts;
  const post = posts.find((candidate) => candidate.title === titles.stepDown)!;
  const opensOn = new Intl.DateTimeFormat("es", { dateStyle: "medium" }).format(
    new Date(new Date(post.publishedAt).getTime() + 7 * DAY),
  );

  // The member's latest content (their dashboard) shows the creator's newest posts as cards.
  await page.goto("/dashboard/follower");
  const card = page.getByRole("article", { name: titles.stepDown, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Se abre a tu nivel el/)).toHaveText(`Se abre a tu nivel el ${opensOn}`);
  await expect(card.getByRole("link", { name: `Mejora tu plan para verlo: ${titles.stepDown}` })).toBeVisible();
  await expect(card.getByText("The numbers behind the block.")).toHaveCount(0);
  expect((await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)) <= 0).toBe(true);

  // The clock moves: the post was published 7 days (and a minute) ago.
  await withAppDatabase((client) =>
    client.query("update posts set published_at = $2 where id = $1", [
      post.id,
      new Date(Date.now() - 7 * DAY - 60_000),
    ]),
  );
  await page.reload();
  await expect(card.getByRole("button", { name: `Leer ahora: ${titles.stepDown}` })).toBeVisible();
  await expect(card.getByText("The numbers behind the block.")).toBeVisible();
  await expect(card.getByText(/Se abre a/)).toHaveCount(0);
});
