// Notifications made by real events (new followers of a new creator), as the creator sees them
// with the page open: the bell's count, the overview's recent activity (the last 5) and the
// notifications page, where one is marked read, then all, and one deleted, none with a reload.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { confirmedAccount, PASSWORD, signIn, type Person } from "./support/accounts";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });
const bell = (page: Page) => mainNav(page).getByRole("link", { name: /^Notifications/ });
const bellName = (unread: number) => (unread ? `Notifications, ${unread} unread` : "Notifications");
const recentActivity = (page: Page) => page.getByRole("region", { name: "Recent activity" });
const allNotifications = (page: Page) => page.getByRole("region", { name: "All notifications" });
const item = (page: Page, fan: Person) =>
  allNotifications(page)
    .getByRole("listitem")
    .filter({ hasText: `${fan.username} joined at the FREE tier.` });

/** Opens a page and waits until its live stream is connected, so what happens next arrives live. */
async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/events" && response.ok(),
  );
  await page.goto(path);
  await stream;
}

/** A new follower follows the creator for free (the creator's new_subscriber notification). */
async function newFan(request: APIRequestContext, creator: string) {
  const fan = await confirmedAccount(request, "follower", "fan");
  expect((await request.post("/api/auth/sign-in", { data: { email: fan.email, password: fan.password } })).ok()).toBe(
    true,
  );
  expect((await request.post(`/api/creators/${creator}/follow`)).ok()).toBe(true);
  expect((await request.post("/api/auth/sign-out")).ok()).toBe(true);
  return fan;
}

test("new followers show in the bell and recent activity live; one is marked read, then all, and one deleted", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const fans = await playwright.request.newContext({ baseURL });
  const creator = await confirmedAccount(page.request, "influencer", "notified");
  await signIn(page, creator.email, PASSWORD);

  await openLive(page, "/dashboard/influencer");
  await expect(recentActivity(page)).toContainText(
    "No activity yet. New subscribers, payments and messages will show up here.",
  );
  await expect(bell(page)).toHaveAccessibleName(bellName(0));

  // Six people follow while the overview is open.
  const followers: Person[] = [];
  for (let index = 0; index < 6; index++) followers.push(await newFan(fans, creator.username));
  await expect(bell(page)).toHaveAccessibleName(bellName(6));
  const recent = recentActivity(page).getByRole("listitem");
  await expect(recent).toHaveCount(5);
  // Newest first, the oldest of the six left out.
  for (const [index, fan] of followers.slice(1).reverse().entries()) {
    await expect(recent.nth(index)).toContainText("New subscriber");
    await expect(recent.nth(index)).toContainText(`${fan.username} joined at the FREE tier.`);
  }
  await expect(recentActivity(page)).not.toContainText(followers[0]!.username);
  await expect(recentActivity(page).getByRole("button")).toHaveCount(0);

  await recentActivity(page).getByRole("link", { name: "View all notifications" }).click();
  await expect(page).toHaveURL(/\/dashboard\/influencer\/notifications$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(allNotifications(page).getByRole("listitem")).toHaveCount(6);
  await expect(allNotifications(page)).toContainText("6 unread");
  await expect(allNotifications(page).getByRole("img", { name: "Unread" })).toHaveCount(6);

  // Mark one read.
  const second = item(page, followers[1]!);
  await second.getByRole("button", { name: "Mark as read" }).click();
  await expect(second.getByRole("img", { name: "Unread" })).toHaveCount(0);
  await expect(second.getByRole("button", { name: "Mark as read" })).toHaveCount(0);
  await expect(allNotifications(page)).toContainText("5 unread");
  await expect(bell(page)).toHaveAccessibleName(bellName(5));

  // A seventh follower arrives while the page is open: on top, counted.
  const latecomer = await newFan(fans, creator.username);
  await expect(allNotifications(page).getByRole("listitem")).toHaveCount(7);
  await expect(allNotifications(page).getByRole("listitem").first()).toContainText(
    `${latecomer.username} joined at the FREE tier.`,
  );
  await expect(allNotifications(page)).toContainText("6 unread");
  await expect(bell(page)).toHaveAccessibleName(bellName(6));

  // Mark all read.
  await allNotifications(page).getByRole("button", { name: "Mark all as read" }).click();
  await expect(allNotifications(page)).toContainText("You're all caught up");
  await expect(allNotifications(page).getByRole("img", { name: "Unread" })).toHaveCount(0);
  await expect(allNotifications(page).getByRole("button", { name: "Mark as read" })).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName(bellName(0));
  await expect(page.getByRole("status").filter({ hasText: "All notifications marked as read." })).toBeAttached();

  // Delete one.
  await item(page, followers[0]!).getByRole("button", { name: "Delete" }).click();
  await expect(item(page, followers[0]!)).toHaveCount(0);
  await expect(allNotifications(page).getByRole("listitem")).toHaveCount(6);
  await expect(page.getByRole("status").filter({ hasText: "Notification deleted." })).toBeAttached();

  // All of it was stored.
  await page.reload();
  await expect(allNotifications(page).getByRole("listitem")).toHaveCount(6);
  await expect(item(page, followers[0]!)).toHaveCount(0);
  await expect(allNotifications(page)).toContainText("You're all caught up");
  await page.goto("/dashboard/influencer");
  await expect(recent).toHaveCount(5);
  await expect(recent.first()).toContainText(`${latecomer.username} joined at the FREE tier.`);
  await fans.dispose();
});
