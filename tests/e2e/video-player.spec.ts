// The video player in the browser, on the demo's video posts (uploaded files, played as they are
// until they have renditions): an ALL STAR member plays, mutes, seeks and changes speed with the
// keyboard and the controls; a PRO member gets the locked video's preview and what ALL STAR unlocks.
import { expect, test, type Browser } from "@playwright/test";
import { demoEmail, signIn } from "./support/accounts";

const CREATOR = "maya_strong";
const LOCKED_FOR_PRO = "Deadlift setup, step by step";

async function pageAs(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // dashboards.spec reads the demo members' view figures: opening a post here must not count.
  await page.route("**/api/posts/*/views", (route) => route.fulfill({ status: 204 }));
  await signIn(page, demoEmail(username));
  return page;
}

test("an ALL STAR member plays a video post with the keyboard and the player's controls", async ({ browser }) => {
  const page = await pageAs(browser, "alex_follows");
  await page.goto(`/influencer/${CREATOR}?tab=content`);
  const watch = page.getByRole("button", { name: `Watch now: ${LOCKED_FOR_PRO}` });
  await watch.click();
  const viewer = page.getByRole("dialog", { name: LOCKED_FOR_PRO });
  const player = viewer.getByRole("group", { name: `Video player: ${LOCKED_FOR_PRO}` });
  const video = player.locator("video");
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);

  await player.getByRole("combobox", { name: "Speed" }).selectOption("1.5");
  expect(await video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);

  // The keys act on the focused player, whose focus ring shows.
  await player.focus();
  await expect(player).toBeFocused();
  await page.keyboard.press("m");
  await expect(player.getByRole("button", { name: "Unmute" })).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  await page.keyboard.press("Space");
  await expect(player.getByRole("button", { name: "Pause" })).toBeVisible();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.2);
  await page.keyboard.press("k");
  await expect(player.getByRole("button", { name: "Play" })).toBeVisible();
  const paused = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await page.keyboard.press("ArrowLeft");
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBe(0);
  expect(paused).toBeGreaterThan(0);

  await player.getByRole("button", { name: "Play" }).click();
  await expect(player.getByRole("button", { name: "Pause" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(watch).toBeFocused();
  await page.context().close();
});

test("a PRO member opens a locked video to its preview and what ALL STAR unlocks, on a phone", async ({ browser }) => {
  const page = await pageAs(browser, "priya_moves");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/influencer/${CREATOR}?tab=content`);
  await expect(page.getByRole("button", { name: `Watch now: ${LOCKED_FOR_PRO}` })).toHaveCount(0);
  await page.getByRole("button", { name: `Watch preview: ${LOCKED_FOR_PRO}` }).click();
  const viewer = page.getByRole("dialog", { name: LOCKED_FOR_PRO });
  await expect(viewer.getByText("The whole video is for ALL STAR members.")).toBeVisible();
  await expect(viewer.getByText("ALL STAR adds direct messages")).toBeVisible();
  await expect(viewer.getByRole("link", { name: "Get ALL STAR" })).toHaveAttribute(
    "href",
    `/subscription/${CREATOR}?tier=all_star`,
  );
  // Nothing of the whole video reaches a viewer the tier does not open.
  await expect(viewer.getByRole("group", { name: /Video player/ })).toHaveCount(0);
  const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(scrolls).toBe(false);
  await page.context().close();
});
