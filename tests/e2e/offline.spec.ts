// The installable app in the gym: once a member has opened the app online, the service worker
// answers today's routine, the workout player and the logging page with no network; a set logged
// offline waits on the phone ("saved on this phone, will sync") and reaches the server, once,
// when the network is back. A sign-out leaves none of the member's answers in the caches.
import { expect, test, type Page } from "@playwright/test";
import { signedInNewAccount } from "./support/accounts";
import { logOutOnPhone, underServiceWorker } from "./support/installable-app";
import { buyMembership } from "./support/members";

const today = () => new Date().toISOString().slice(0, 10);
const logPath = () => `/dashboard/follower/routine-log/leo_flow/${today()}`;

/** Waits until the worker controls the page, then reloads so the page's reads pass through it. */
async function reloadUnderServiceWorker(page: Page) {
  await underServiceWorker(page);
  await page.reload();
}

/** The cached requests of every cache of ours, by cache name. */
const cachedRequests = (page: Page) =>
  page.evaluate(async () => {
    const entries: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      entries[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return entries;
  });

test.use({ viewport: { width: 375, height: 800 } });

test("with no network, today's routine, the workout player and logging work, and a set logged offline syncs once when the network is back", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signedInNewAccount(page, "follower", "gym");
  await buyMembership(page.request, "leo_flow", "pro");

  // Online once: the profile's routine tab and the logging page, as a member opens them at home.
  await page.goto("/influencer/leo_flow");
  await reloadUnderServiceWorker(page);
  await page.getByRole("tab", { name: "Routine" }).click();
  await expect(page.getByRole("button", { name: "Start workout" })).toBeVisible();
  await page.goto(logPath());
  const firstSet = page.getByRole("form", { name: /, set 1$/ }).first();
  await expect(firstSet).toBeVisible();
  const setName = (await firstSet.getAttribute("aria-label"))!;
  await page.goto("/dashboard/follower/today");
  const leoToday = page.getByRole("article", { name: "@leo_flow" });
  await expect(leoToday.getByRole("link", { name: "Log this workout" })).toBeVisible();

  // In the gym: no network at all.
  await context.setOffline(true);
  const fromPhone = page.waitForResponse(
    (answer) => answer.url().includes("/api/me/routine-logs/leo_flow/") && answer.request().method() === "GET",
  );
  await page.goto(logPath());
  expect((await fromPhone).headers()["x-fc-offline-copy"]).toBe("1");
  await expect(page.getByRole("status").filter({ hasText: "You're offline." })).toBeVisible();
  const set = page.getByRole("form", { name: setName });
  await set.getByLabel("Reps", { exact: true }).fill("12");
  await set.getByRole("button", { name: `Save ${setName}` }).click();
  await expect(page.getByText("Saved on this phone, will sync", { exact: true })).toBeVisible();
  await expect(page.getByText("1 set saved on this phone, will sync.")).toBeVisible();

  // The workout player opens offline too, from the profile the app shell renders from the phone.
  await page.goto("/influencer/leo_flow");
  await page.getByRole("tab", { name: "Routine" }).click();
  await page.getByRole("button", { name: "Start workout" }).click();
  await expect(page.getByRole("dialog")).toContainText(/Block \d of \d/);
  await expect(page.getByRole("dialog").getByRole("timer", { name: "Time left" })).toBeVisible();
  await page.keyboard.press("Escape");

  // So does the "Today's routine" page the app's shortcut opens.
  await page.goto("/dashboard/follower/today");
  await expect(leoToday.getByRole("link", { name: "Log this workout" })).toBeVisible();

  // Opened again before the network is back, the log shows the set as the member left it.
  await page.goto(logPath());
  await expect(set.getByLabel("Reps", { exact: true })).toHaveValue("12");
  await expect(page.getByText("Saved on this phone, will sync", { exact: true })).toBeVisible();

  // Back online: the set is sent, once.
  await context.setOffline(false);
  await expect(page.getByText("Back online: 1 set synced.")).toBeVisible({ timeout: 15_000 });
  const log = (await (await page.request.get(`/api/me/routine-logs/leo_flow/${today()}`)).json()) as {
    sets: { reps: number | null }[];
  };
  expect(log.sets).toHaveLength(1);
  expect(log.sets[0]!.reps).toBe(12);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("fc-outbox")))).toEqual([]);
});

test("the worker installs with the app's files, and a sign-out leaves no cached personal answer", async ({ page }) => {
  await signedInNewAccount(page, "follower", "signout");
  await page.goto("/dashboard/follower");
  await reloadUnderServiceWorker(page);
  await page.goto("/dashboard/follower/plan");
  await expect(page.getByRole("heading", { level: 1, name: "My plan" })).toBeVisible();

  // The heading comes before the plan's answer does; the worker keeps that answer as it arrives.
  const personalCaches = async () => {
    const cached = await cachedRequests(page);
    return Object.keys(cached)
      .filter((name) => name.startsWith("fc-api-"))
      .map((name) => cached[name]!);
  };
  await expect.poll(personalCaches).toEqual([expect.arrayContaining(["/api/auth/session", "/api/me/plan"])]);
  const before = await cachedRequests(page);
  expect(before["fc-assets"]?.length).toBeGreaterThan(20);

  await logOutOnPhone(page);
  await expect(page).toHaveURL("/");
  await expect
    .poll(async () => Object.values(await cachedRequests(page)).flat())
    .not.toEqual(expect.arrayContaining([expect.stringMatching(/^\/api\//)]));
  expect(Object.keys(await cachedRequests(page)).filter((name) => name.startsWith("fc-api-"))).toEqual([]);
});

test("a new version is offered, not forced, and what the member typed is still there after the reload", async ({
  page,
}) => {
  await signedInNewAccount(page, "follower", "update");
  await buyMembership(page.request, "leo_flow", "pro");
  await page.goto(logPath());
  await reloadUnderServiceWorker(page);
  const note = page.getByLabel("Note for yourself", { exact: true });
  await note.fill("Hips felt tight");

  // The next release, as the browser sees one: a worker script it has not run (the same file at
  // another URL), installed beside the running one and left waiting.
  await page.evaluate(() => navigator.serviceWorker.register("/sw.js?release=next"));

  const prompt = page.getByRole("region", { name: "A new version of FitCreators is available." });
  await expect(prompt).toBeVisible();
  await expect(note).toHaveValue("Hips felt tight");
  // Listened for before the press: a quick reload's load can come before the click call returns.
  const reloaded = page.waitForEvent("load");
  await prompt.getByRole("button", { name: "Reload" }).click();
  await reloaded;
  await expect(page.getByLabel("Note for yourself", { exact: true })).toHaveValue("Hips felt tight");
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js\?release=next$/);
});
