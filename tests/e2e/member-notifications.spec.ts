// What a PRO member hears from a creator, with the notifications page open: a post they can open
// (content_published) and a change to today's routine (daily_routine), worded and linked, arriving
// live. Planning another day is no news, so only today's routine is told.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { confirmedAccount, PASSWORD, signIn } from "./support/accounts";
import { buyMembership, connectPayouts } from "./support/members";

const allNotifications = (page: Page) => page.getByRole("region", { name: "All notifications" });
const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
/** A day as the page words it for an English reader ("Monday, June 15"). */
const spokenDay = (day: string) => {
  const [year, month, date] = day.split("-").map(Number);
  return new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric" }).format(
    new Date(year!, month! - 1, date!),
  );
};

async function saveRoutine(request: APIRequestContext, day: string, activity: string) {
  const routine = {
    title: "Engine day",
    notes: "",
    blocks: [{ startTime: "07:00", endTime: "07:45", activity, description: "", type: "workout" }],
  };
  const saved = await request.put(`/api/me/routines/${day}`, { data: routine });
  expect(saved.status(), await saved.text()).toBe(200);
}

test("a PRO member is told live of a new post and of today's routine, in the spec's words", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const creatorContext = await browser.newContext({ baseURL });
  const creatorRequest = creatorContext.request;
  const creator = await confirmedAccount(creatorRequest, "influencer", "herald");
  expect(
    (await creatorRequest.post("/api/auth/sign-in", { data: { email: creator.email, password: PASSWORD } })).ok(),
  ).toBe(true);
  await connectPayouts(creatorRequest);

  const member = await confirmedAccount(page.request, "follower", "listener");
  await signIn(page, member.email, PASSWORD);
  await buyMembership(page.request, creator.username, "pro");
  const stream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/events" && response.ok(),
  );
  await page.goto("/dashboard/follower/notifications");
  await stream;

  await saveRoutine(creatorRequest, utcDay(7), "Hill repeats");
  await saveRoutine(creatorRequest, utcDay(), "Tempo run");
  const published = await creatorRequest.post("/api/posts", {
    data: { title: "Tempo intervals", description: "Four by eight minutes.", type: "text", requiredTier: "pro" },
  });
  expect(published.status(), await published.text()).toBe(201);

  const items = allNotifications(page).getByRole("listitem");
  const post = items.filter({ hasText: "published “Tempo intervals”." });
  await expect(post).toBeVisible({ timeout: 20_000 });
  await expect(post.getByRole("link", { name: "New post" })).toBeVisible();
  await expect(post).toContainText(`${creator.username} published “Tempo intervals”.`);

  const routines = items.filter({ hasText: "updated the routine for" });
  await expect(routines).toHaveCount(1, { timeout: 20_000 });
  await expect(routines).toContainText(`${creator.username} updated the routine for ${spokenDay(utcDay())}.`);

  await routines.getByRole("link", { name: "Routine updated" }).click();
  await expect(page).toHaveURL(new RegExp(`/influencer/${creator.username}\\?tab=routine$`));
  await creatorContext.close();
});
