// Daily routines: a creator plans days in the editor; members see the timeline on the profile,
// visitors and rookies a locked teaser (docs/decisions/007).
import { expect, test, type Page } from "@playwright/test";
import { demoEmail, signedInNewAccount, signIn } from "./support/accounts";

/** The browser's calendar day, shifted by some days, as the date field holds it. */
const browserDay = (page: Page, offset = 0) =>
  page.evaluate((days) => {
    const day = new Date();
    day.setDate(day.getDate() + days);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
  }, offset);

const schedule = (page: Page) => page.getByRole("region", { name: "Schedule" }).getByRole("listitem");
const blockButtons = (page: Page) => page.getByRole("region", { name: "Schedule" }).locator("li > button");
const preset = (page: Page, name: string) =>
  page.getByRole("group", { name: "Duration" }).getByText(name, { exact: true });

test("a creator builds a day with presets and Save & Next, saves it, copies it to the next day and deletes it", async ({
  page,
}) => {
  await signedInNewAccount(page, "influencer", "planner");
  await page.goto("/dashboard/influencer/routines");
  await expect(page.getByRole("heading", { level: 1, name: "Daily Routines" })).toBeVisible();

  // The editor opens on today, with nothing saved yet.
  const today = await browserDay(page);
  await expect(page.getByLabel("Date", { exact: true })).toHaveValue(today);
  await expect(page.getByText("New routine")).toBeVisible();
  await expect(page.getByText("No routines yet. The days you save appear here.")).toBeVisible();

  await page.getByLabel("Title (optional)").fill("Leg day");
  await page.getByLabel("Notes (optional)").fill("Eat well.");

  // The first block starts at 05:00 for 60 minutes; Save & Next wants an activity name.
  await page.getByRole("button", { name: "Add Block" }).click();
  await expect(page.getByLabel("Start", { exact: true })).toHaveValue("05:00");
  await expect(page.getByLabel("End", { exact: true })).toHaveValue("06:00");
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByText("Please enter an activity name before saving")).toBeVisible();
  await expect(page.getByLabel("Activity")).toBeFocused();

  await page.getByLabel("Activity").fill("Morning run");
  await preset(page, "30 min").click();
  await expect(page.getByLabel("End", { exact: true })).toHaveValue("05:30");
  await page.getByRole("button", { name: "Save & Next" }).click();

  // It was the last block: a new one starts where it ended, 60 minutes long.
  await expect(page.getByRole("group", { name: "Block 2 of 2" })).toBeVisible();
  await expect(page.getByLabel("Start", { exact: true })).toHaveValue("05:30");
  await expect(page.getByLabel("End", { exact: true })).toHaveValue("06:30");
  await page.getByLabel("Start", { exact: true }).fill("23:00");
  await preset(page, "Custom").click();
  await expect(page.getByLabel("End", { exact: true })).toBeFocused();
  await page.getByLabel("End", { exact: true }).fill("06:30");
  await expect(page.getByText("Ends the next day (past midnight).")).toBeVisible();
  await page.getByLabel("Activity").fill("Sleep");
  await page.getByLabel("Type").selectOption({ label: "Sleep" });
  await page.getByRole("button", { name: "Save & Next" }).click();

  await expect(page.getByRole("group", { name: "Block 3 of 3" })).toBeVisible();
  await page.getByLabel("Start", { exact: true }).fill("12:00");
  await preset(page, "90 min").click();
  await expect(page.getByLabel("End", { exact: true })).toHaveValue("13:30");
  await page.getByLabel("Activity").fill("Squats");
  await page.getByLabel("Description (optional)").fill("5x5 at 80%");
  await page.getByLabel("Video link (optional)").fill("https://videos.example.com/squats");

  // A failed save says so and keeps everything typed.
  await page.route("**/api/me/routines/*", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "x" } } })
      : route.fallback(),
  );
  await page.getByRole("button", { name: "Save Routine" }).click();
  await expect(page.getByRole("alert")).toHaveText("Failed to save routine. Please try again.");
  await expect(page.getByLabel("Activity")).toHaveValue("Squats");
  await expect(page.getByLabel("Title (optional)")).toHaveValue("Leg day");
  await page.unroute("**/api/me/routines/*");

  await page.getByRole("button", { name: "Save Routine" }).click();
  const banner = page.getByRole("status").filter({ hasText: "Routine saved successfully!" });
  await expect(banner).toBeVisible();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  // Sorted by start after saving; the night block is labelled as ending the next day.
  await expect(blockButtons(page)).toHaveCount(3);
  await expect(blockButtons(page).nth(0)).toContainText("05:00 – 05:30");
  await expect(blockButtons(page).nth(0)).toContainText("Morning run");
  await expect(blockButtons(page).nth(1)).toContainText("12:00 – 13:30");
  await expect(blockButtons(page).nth(1)).toContainText("Squats");
  await expect(blockButtons(page).nth(2)).toContainText("23:00 – 06:30 (next day)");
  await expect(blockButtons(page).nth(2)).toContainText("Sleep");
  const recent = page.getByRole("region", { name: "Recent routines" }).getByRole("listitem");
  await expect(recent).toHaveCount(1);
  await expect(recent.first()).toContainText("Leg day");
  await expect(recent.first()).toContainText("3 blocks");
  // The banner goes away by itself after 3 seconds.
  await expect(banner).toBeHidden({ timeout: 5_000 });

  // Two days later there is no "yesterday" to copy from.
  await page.getByLabel("Date", { exact: true }).fill(await browserDay(page, 2));
  await page.getByRole("button", { name: "Copy from Yesterday" }).click();
  await expect(page.getByRole("alert")).toHaveText("No routine found for yesterday to copy from");

  // The next day copies today's routine.
  await page.getByLabel("Date", { exact: true }).fill(await browserDay(page, 1));
  await expect(page.getByText("New routine")).toBeVisible();
  await page.getByRole("button", { name: "Copy from Yesterday" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Yesterday's routine was copied to this day." }),
  ).toBeVisible();
  await expect(page.getByLabel("Title (optional)")).toHaveValue("Leg day");
  await expect(blockButtons(page)).toHaveCount(3);
  await expect(recent).toHaveCount(2);

  // Delete asks first; Escape keeps the routine, and focus stays in the dialog while it is open.
  await page.getByRole("button", { name: "Delete Routine" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete routine" });
  await expect(dialog).toContainText("Are you sure you want to delete this routine?");
  for (let press = 0; press < 4; press += 1) {
    await page.keyboard.press("Tab");
    await expect(dialog.locator(":focus")).toHaveCount(1);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(blockButtons(page)).toHaveCount(3);

  await page.getByRole("button", { name: "Delete Routine" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Routine deleted." })).toBeVisible();
  await expect(page.getByText("New routine")).toBeVisible();
  await expect(blockButtons(page)).toHaveCount(0);
  await expect(recent).toHaveCount(1);

  // Picking the saved day in the list opens it again.
  await recent.first().getByRole("button").click();
  await expect(page.getByLabel("Date", { exact: true })).toHaveValue(today);
  await expect(page.getByLabel("Title (optional)")).toHaveValue("Leg day");
  await expect(schedule(page)).toHaveCount(3);
});

test("alex_follows (ALL STAR with maya_strong) sees maya's daily timeline", async ({ page }) => {
  await signIn(page, demoEmail("alex_follows"));
  await page.goto("/influencer/maya_strong");
  await expect(page.getByRole("heading", { level: 1, name: "maya_strong" })).toBeVisible();
  await page.getByRole("tab", { name: "Routine" }).click();

  await expect(page.getByRole("heading", { name: "Today's routine" })).toBeVisible();
  const timeline = page.getByRole("list", { name: "Daily timeline" });
  await expect(timeline.getByRole("listitem").first()).toBeVisible();
  await expect(timeline.getByRole("heading", { name: "Sleep" })).toBeVisible();
  await expect(timeline).toContainText("(next day)");
  await expect(page.getByText("PRO+ Required")).toHaveCount(0);

  // The latest routines open one at a time.
  const recent = page
    .getByRole("region", { name: "Recent routines" })
    .getByRole("listitem")
    .filter({ has: page.locator("button") });
  await expect(recent).toHaveCount(5);
  const first = recent.first().getByRole("button");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(recent.first().getByRole("list")).toBeVisible();
});

test("jordan_lifts (rookie with maya_strong) sees only the locked teaser with the way to PRO", async ({ page }) => {
  await signIn(page, demoEmail("jordan_lifts"));
  await page.goto("/influencer/maya_strong");
  await expect(page.getByRole("heading", { level: 1, name: "maya_strong" })).toBeVisible();
  await page.getByRole("tab", { name: "Routine" }).click();

  await expect(page.getByRole("heading", { name: "Today's routine" })).toBeVisible();
  await expect(page.getByText("PRO+ Required").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to PRO" })).toHaveAttribute(
    "href",
    "/subscription/maya_strong?tier=pro",
  );
  await expect(page.getByRole("list", { name: "Daily timeline" })).toHaveCount(0);
  await expect(page.getByRole("tabpanel")).not.toContainText("Sleep");
  // The latest routines show their day, title and block count, and do not open.
  const recent = page.getByRole("region", { name: "Recent routines" }).getByRole("listitem");
  await expect(recent).toHaveCount(5);
  await expect(recent.first()).toContainText(/\d+ blocks/);
  await expect(recent.first().getByRole("button")).toHaveCount(0);
});
