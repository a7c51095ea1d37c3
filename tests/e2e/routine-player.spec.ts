// The routine player: a PRO member sees the block happening now (by their own clock and time
// zone), a countdown to the next block, and steps through the day in workout mode; a creator
// uploads a block's video in the editor, and a failed upload says so and keeps the form.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signedInNewAccount } from "./support/accounts";
import { recordWebm } from "./support/media";
import { buyMembership } from "./support/members";

// leo_flow's demo day (src/server/db/seed/demo-routines.ts), seeded for yesterday, today and tomorrow:
// 06:00 Breathwork, 06:30–07:30 Vinyasa flow, 08:00 Smoothie bowl, 21:00 Evening stretch, 22:00 Sleep.
const ZONE = "Asia/Tokyo";
/** Serious or critical WCAG 2.1 A/AA problems axe finds on the page. */
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()).violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => violation.id);
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
const tokyoTime = (time: string) => new Date(`${todayIn(ZONE)}T${time}:00+09:00`);

async function openLeoRoutine(page: Page) {
  await page.goto("/influencer/leo_flow");
  await page.getByRole("tab", { name: /^(Routine|Rutina)$/ }).click();
}

test.describe("the routine player", () => {
  test.use({ timezoneId: ZONE });

  test("a routine player highlights the current block, counts down to the next and steps through a workout", async ({
    page,
  }) => {
    await signedInNewAccount(page, "follower", "player");
    await buyMembership(page.request, "leo_flow", "pro");
    await page.clock.install({ time: tokyoTime("06:45") });
    await openLeoRoutine(page);

    const timeline = page.getByRole("list", { name: "Daily timeline" });
    const current = timeline.locator('li[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current.getByRole("heading")).toHaveText("Vinyasa flow");
    await expect(current).toContainText("Now");
    await expect(page.getByText("Now: Vinyasa flow").first()).toBeVisible();
    await expect(page.getByText("Next: Smoothie bowl in 1 hr 15 min")).toBeVisible();

    // Time moves on: between blocks nothing is highlighted and the countdown is in minutes.
    await page.clock.fastForward("01:03:00");
    await expect(page.getByText("Next: Smoothie bowl in 12 min")).toBeVisible();
    await expect(current).toHaveCount(0);
    await expect(page.getByText("Nothing scheduled right now.")).toBeVisible();

    // Workout mode opens on the block happening now.
    await page.clock.fastForward("13:00");
    await expect(current.getByRole("heading")).toHaveText("Smoothie bowl");
    await page.getByRole("button", { name: "Start workout" }).click();
    const workout = page.getByRole("dialog", { name: "Smoothie bowl" });
    await expect(workout).toBeVisible();
    await expect(workout).toContainText("Block 3 of 5");
    const timer = page.getByRole("dialog").getByRole("timer", { name: "Time left" });
    await expect(timer).toHaveText(/^(30:00|29:5\d)$/);
    await page.clock.fastForward("01:00");
    await expect(timer).toHaveText(/^(29:00|28:5\d)$/);

    // Paused, the timer stands still.
    await page.getByRole("button", { name: "Pause" }).click();
    const paused = await timer.textContent();
    await page.clock.fastForward("00:30");
    await expect(timer).toHaveText(paused!);
    await expect(page.getByRole("button", { name: "Resume" })).toBeFocused();

    // Next and Previous step through the blocks, each with its full time, and say so.
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Evening stretch" })).toContainText("Block 4 of 5");
    await expect(page.getByRole("dialog").locator('[aria-live="polite"]')).toHaveText("Block 4 of 5: Evening stretch");
    await expect(timer).toHaveText("20:00");
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByRole("dialog", { name: "Smoothie bowl" })).toBeVisible();

    // Running, a block that runs out moves on by itself.
    await page.getByRole("button", { name: "Resume" }).click();
    await page.clock.fastForward("30:05");
    await expect(page.getByRole("dialog", { name: "Evening stretch" })).toBeVisible();

    // Escape (or Exit) leaves workout mode, back on Start workout.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Start workout" })).toBeFocused();
  });

  test("in Spanish at 375 px the player fits and speaks Spanish", async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await context.addCookies([{ name: "fc_lang", value: "es", url: test.info().project.use.baseURL! }]);
    await signedInNewAccount(page, "follower", "jugador");
    await buyMembership(page.request, "leo_flow", "pro");
    await page.clock.install({ time: tokyoTime("06:10") });
    await openLeoRoutine(page);

    await expect(page.getByText("Ahora: Breathwork").first()).toBeVisible();
    await expect(page.getByText("Siguiente: Vinyasa flow en 20 min")).toBeVisible();
    await expect(page.getByRole("list", { name: /./ }).locator('li[aria-current="true"]')).toContainText("Ahora");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Empezar entrenamiento" }).click();
    const workout = page.getByRole("dialog", { name: "Breathwork" });
    await expect(workout).toContainText("Bloque 1 de 5");
    for (const name of ["Anterior", "Pausar", "Siguiente", "Salir"])
      await expect(workout.getByRole("button", { name })).toBeVisible();
    // Nothing runs off the narrow screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await workout.getByRole("button", { name: "Salir" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("a creator uploads a video for a block, saves it, and a failed upload keeps the form", async ({ page }) => {
  await signedInNewAccount(page, "influencer", "videoblock");
  await page.goto("/dashboard/influencer/routines");
  await expect(page.getByRole("heading", { level: 1, name: "Daily Routines" })).toBeVisible();
  const webm = await recordWebm(page);

  await page.getByRole("button", { name: "Add Block" }).click();
  await page.getByLabel("Activity").fill("Squats");

  // A failed upload says so; what was typed stays.
  await page.route("**/api/uploads**", (route) =>
    route.fulfill({ status: 400, json: { error: { code: "upload_failed", message: "x" } } }),
  );
  await page.getByLabel("Upload a video").setInputFiles({ name: "squats.webm", mimeType: "video/webm", buffer: webm });
  await expect(page.getByText("Failed to upload video. Please try again.")).toBeVisible();
  await expect(page.getByLabel("Activity")).toHaveValue("Squats");
  await page.unroute("**/api/uploads**");

  // Trying again uploads it.
  await page.getByLabel("Upload a video").setInputFiles({ name: "squats.webm", mimeType: "video/webm", buffer: webm });
  await expect(page.getByText("Video uploaded: squats.webm. Save the routine to keep it.")).toBeVisible();
  await expect(page.getByText("Failed to upload video. Please try again.")).toHaveCount(0);

  await page.getByRole("button", { name: "Save Routine" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Routine saved successfully!" })).toBeVisible();

  // Saved, the block holds the video, which plays from the access-checked route.
  await page.getByRole("region", { name: "Schedule" }).locator("li > button").first().click();
  const preview = page.getByRole("region", { name: "Schedule" }).locator("video");
  await expect(preview).toHaveAttribute("src", /^\/api\/creators\/[^/]+\/routine-videos\/[0-9a-f-]{36}$/);
  const src = (await preview.getAttribute("src"))!;
  const served = await page.request.get(src, { headers: { range: "bytes=0-3" } });
  expect(served.status()).toBe(206);
  expect(served.headers()["content-type"]).toBe("video/webm");

  // Removing it and saving lets the video go.
  await page.getByRole("button", { name: "Remove video" }).click();
  await page.getByRole("button", { name: "Save Routine" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Routine saved successfully!" })).toBeVisible();
  await expect.poll(async () => (await page.request.get(src)).status()).toBe(404);
});
