// Weekly check-ins as a coach and their members live them: an ALL STAR member sends this week's
// check-in with a progress photo, the creator reads it with the photo on their Check-ins page;
// the two talk in the check-in's thread, live; a PRO member is told check-ins are an ALL STAR
// benefit, with the way to upgrade.
// coach_dre's check-ins are this file's alone.
import { expect, test, type Browser } from "@playwright/test";
import sharp from "sharp";
import { demoEmail, signIn, signedInNewAccount } from "./support/accounts";
import { buyMembership } from "./support/members";

const CREATOR = "coach_dre";

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

const progressPhoto = () =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 40, g: 140, b: 90 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 2950/100" } })
    .toBuffer();

test("an ALL STAR member sends a check-in with a photo; the creator reads it and comments, and the two talk in its thread live", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const member = await newPage(browser);
  const account = await signedInNewAccount(member, "follower", "checkin_member");
  await buyMembership(member.request, CREATOR, "all_star");

  await member.goto("/dashboard/follower");
  await member.getByRole("link", { name: "Check-in", exact: true }).click();
  await expect(member.getByRole("heading", { name: "Weekly check-in", level: 1 })).toBeVisible();
  await expect(member.getByRole("heading", { name: /This week's check-in/ })).toBeVisible();
  await member.getByLabel("Body weight").fill("176");
  await expect(member.getByLabel("Unit")).toHaveValue("lb");
  await member.getByLabel("Sleep (hours a night)").fill("7.5");
  await member.getByRole("radio", { name: "4 / 5" }).check();
  await member.getByLabel(/Plan adherence/).fill("90");
  await member.getByLabel("How did the week go?").fill("Felt strong all week");
  await member.getByLabel("Add progress photos").setInputFiles({
    name: "progress.jpg",
    mimeType: "image/jpeg",
    buffer: await progressPhoto(),
  });
  await expect(member.getByRole("img", { name: "Progress photo 1" })).toBeVisible();
  await member.getByRole("button", { name: "Send check-in" }).click();
  await expect(member.getByRole("status").filter({ hasText: "Check-in sent to" })).toBeVisible();

  // Sent: the form now changes this week's check-in, and "Your check-ins" lists it.
  await expect(member.getByRole("button", { name: "Save changes" })).toBeVisible();
  const history = member.getByRole("region", { name: "Your check-ins" });
  await expect(history.getByText("Felt strong all week")).toBeVisible();
  await expect(history.getByText("176 lb")).toBeVisible();
  await expect(history.getByRole("img", { name: /Photo 1 of 1/ })).toBeVisible();

  // The creator reads it on their Check-ins page, photo included, and opens the photo larger.
  const creator = await newPage(browser);
  await signIn(creator, demoEmail(CREATOR));
  await creator.goto("/dashboard/influencer");
  await creator.getByRole("link", { name: "Check-ins", exact: true }).click();
  await expect(creator.getByRole("heading", { name: "Check-ins", level: 1 })).toBeVisible();
  await expect(creator.getByRole("heading", { name: "Check-in form" })).toBeVisible();
  await expect(creator.getByRole("checkbox", { name: "Progress photos (up to 3)" })).toBeChecked();
  const received = creator.getByRole("region", { name: "Received check-ins" });
  const item = received.getByRole("listitem").filter({ hasText: account.username }).first();
  await expect(item.getByText("Felt strong all week")).toBeVisible();
  await expect(item.getByText("90 %")).toBeVisible();
  const thumbnail = item.getByRole("img", { name: `Photo 1 of 1 from ${account.username}` });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await thumbnail.click();
  const dialog = creator.getByRole("dialog", { name: `Photo 1 of 1 from ${account.username}` });
  await expect(dialog.getByRole("img")).toBeVisible();
  await expect.poll(() => dialog.getByRole("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(300);
  await creator.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The creator was told (in-app), and the photo is theirs and the member's only.
  const notifications = await (await creator.request.get("/api/notifications")).json();
  expect(notifications.notifications[0]).toMatchObject({
    type: "checkin_submitted",
    data: { member: { username: account.username } },
  });
  const photoUrl = await thumbnail.getAttribute("src");
  const visitor = await newPage(browser);
  expect((await visitor.request.get(photoUrl!)).status()).toBe(401);

  // The creator comments on the check-in; the member's open page shows the thread grow live, and
  // the member's answer reaches the creator the same way.
  await item.getByRole("button", { name: "Comment", exact: true }).click();
  await item.getByLabel("Comment for your client").fill("Great week, keep the sleep up");
  await item.getByRole("button", { name: "Send comment" }).click();
  await expect(item.getByRole("list", { name: "Comments" }).getByText("Great week, keep the sleep up")).toBeVisible();
  const toggle = history.getByRole("button", { name: "1 comment" });
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(history.getByText("Great week, keep the sleep up")).toBeVisible();
  await history.getByLabel("Reply to your coach").fill("Thanks, will do");
  await history.getByRole("button", { name: "Send comment" }).click();
  await expect(item.getByRole("list", { name: "Comments" }).getByText("Thanks, will do")).toBeVisible();
  await expect(item.getByRole("button", { name: "2 comments" })).toBeVisible();
});

test("a PRO member is told check-ins are an ALL STAR benefit, with a link to upgrade", async ({ page }) => {
  await signedInNewAccount(page, "follower", "checkin_pro");
  await buyMembership(page.request, CREATOR, "pro");
  await page.goto("/dashboard/follower/check-in");
  await expect(page.getByRole("heading", { name: "Check-ins are an ALL STAR benefit" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send check-in" })).toHaveCount(0);
  const upgrade = page.getByRole("link", { name: "Upgrade to ALL STAR" });
  await expect(upgrade).toHaveAttribute("href", `/subscription/${CREATOR}`);
  await upgrade.click();
  await expect(page).toHaveURL(`/subscription/${CREATOR}`);
});
