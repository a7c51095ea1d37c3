// Priority support: a PRO member opens a support request with a screenshot on /support; the owner
// finds it in the dashboard marked Priority (PRO) ahead of an older request from a free account,
// answers it, and the member is notified live and reads the answer under Your requests.
import { expect, test, type Browser } from "@playwright/test";
import sharp from "sharp";
import { ownerSignIn, signedInNewAccount } from "./support/accounts";
import { buyMembership } from "./support/members";

const CREATOR = "run_with_ana";
const run = Date.now().toString(36);
const ordinarySubject = `Where is my invoice ${run}`;
const subject = `Video stops at minute two ${run}`;
const answer = `Thanks! We fixed the video file; please reload the post. (${run})`;

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

/** A phone screenshot whose EXIF still names the phone. */
const screenshot = () =>
  sharp({ create: { width: 120, height: 240, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneMaker", Model: "Pocket 9" } })
    .toBuffer();

test("a PRO member's request comes first for the owner, who answers it; the member is notified and reads the answer", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Someone without a paid membership asked earlier.
  const other = await newPage(browser);
  await signedInNewAccount(other, "follower", "asker");
  const earlier = await other.request.post("/api/support/requests", {
    multipart: { subject: ordinarySubject, message: "I cannot find last month's invoice." },
  });
  expect(earlier.status()).toBe(201);

  // A PRO member opens a request from /support, with a screenshot.
  const member = await newPage(browser);
  await signedInNewAccount(member, "follower", "supportpro");
  await buyMembership(member.request, CREATOR, "pro");
  await member.goto("/support");
  const section = member.getByRole("region", { name: "Open a support request" });
  await section.getByRole("button", { name: "Send request" }).click();
  await expect(section.getByText("Write a subject of at least 3 characters")).toBeVisible();
  await section.getByRole("textbox", { name: "Subject" }).fill(subject);
  await section.getByRole("textbox", { name: "Message" }).fill("The PRO hill workout stops playing after two minutes.");
  await section.getByLabel(/Screenshot \(optional\)/).setInputFiles({
    name: "hill-workout.jpg",
    mimeType: "image/jpeg",
    buffer: await screenshot(),
  });
  await expect(section.getByText("hill-workout.jpg")).toBeVisible();
  await section.getByRole("button", { name: "Send request" }).click();
  await expect(section.getByText("Your request was sent.")).toBeVisible();
  await expect(section.getByRole("textbox", { name: "Subject" })).toHaveValue("");
  const mine = section.getByRole("article", { name: subject });
  await expect(mine).toContainText("Open");
  await expect(mine).toContainText("Waiting for an answer from our team.");
  await expect(mine.getByRole("img", { name: "Your screenshot" })).toBeVisible();
  const imageUrl = await mine.getByRole("img", { name: "Your screenshot" }).getAttribute("src");
  const served = await member.request.get(imageUrl!);
  expect(served.headers()["cache-control"]).toBe("private, no-store");
  expect((await served.body()).includes("PhoneMaker")).toBe(false);
  // Nobody else sees it, not even the other user.
  expect((await other.request.get(imageUrl!)).status()).toBe(404);

  // The member waits on their notifications, with the live stream open.
  const stream = member.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/events" && response.ok(),
  );
  await member.goto("/dashboard/follower/notifications");
  await stream;

  // The owner sees it marked Priority (PRO), ahead of the older ordinary request, and answers.
  const owner = await newPage(browser);
  await ownerSignIn(owner);
  await owner.goto("/dashboard/owner");
  const list = owner.getByRole("region", { name: "Support requests" });
  const item = list.getByRole("article", { name: subject });
  await expect(item).toContainText("Priority");
  await expect(item).toContainText("PRO");
  await expect(item).toContainText("with a screenshot");
  await expect(list.getByRole("article", { name: ordinarySubject })).not.toContainText("Priority");
  const titles = await list.getByRole("heading", { level: 3 }).allTextContents();
  expect(titles.indexOf(subject)).toBeGreaterThanOrEqual(0);
  expect(titles.indexOf(subject)).toBeLessThan(titles.indexOf(ordinarySubject));

  await item.getByRole("button", { name: "Answer" }).click();
  const dialog = owner.getByRole("dialog", { name: subject });
  await expect(dialog).toContainText("The PRO hill workout stops playing after two minutes.");
  await expect(dialog.getByRole("img", { name: "The requester's screenshot" })).toBeVisible();
  await dialog.getByRole("button", { name: "Send answer" }).click();
  await expect(dialog.getByText("Write an answer before sending it")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Your answer" }).fill(answer);
  await dialog.getByRole("button", { name: "Send answer" }).click();
  await expect(dialog.getByText("Answer sent. The request is marked answered.")).toBeVisible();
  await expect(dialog.getByText(answer)).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toHaveCount(0);
  await expect(item).toContainText("Answered");

  // The member hears of it live, follows the notification and reads the answer.
  const notification = member
    .getByRole("region", { name: "All notifications" })
    .getByRole("listitem")
    .filter({ hasText: `Our team answered your request “${subject}”.` });
  await expect(notification).toBeVisible({ timeout: 20_000 });
  await notification.getByRole("link", { name: "Support answered" }).click();
  await expect(member).toHaveURL(/\/support\?request=[\w-]+#support-requests$/);
  const answered = member.getByRole("article", { name: subject });
  await expect(answered).toContainText("Answered");
  await expect(answered).toContainText(answer);

  for (const page of [other, member, owner]) await page.context().close();
});
