// Priority support: a PRO member opens a support request with a screenshot on /support; the owner
// finds it in the dashboard marked Priority (PRO) ahead of an older request from a free account,
// answers it, and the member is notified live and reads the answer under Your requests.
// Then the thread as a conversation: on a phone the member replies under an answered request, the
// owner's queue shows it reopened live as a new reply (still Priority), the owner opens the whole thread and
// answers again, and the answer appears live on the member's /support.
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

test("the member replies in the thread on a phone; the owner sees it live and answers; the answer appears live on /support", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const threadSubject = `Charged twice ${run}`;
  const firstAnswer = `We refunded one of the charges. (${run})`;
  const reply = `The second charge is still on my card statement. (${run})`;
  const secondAnswer = `Your bank shows it for 3 days, then it is gone. (${run})`;

  // A PRO member on a 375 px phone has a request the team has answered once.
  const member = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await signedInNewAccount(member, "follower", "replier");
  await buyMembership(member.request, CREATOR, "pro");
  const created = await member.request.post("/api/support/requests", {
    multipart: { subject: threadSubject, message: "I was charged twice for my PRO plan this month." },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const owner = await newPage(browser);
  await ownerSignIn(owner);
  const answered = await owner.request.post(`/api/owner/support-requests/${id}/answers`, {
    data: { message: firstAnswer },
  });
  expect(answered.status()).toBe(200);

  // The owner has the dashboard open, with the live stream connected; the request is answered.
  const ownerStream = owner.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/events" && response.ok(),
  );
  await owner.goto("/dashboard/owner");
  await ownerStream;
  const list = owner.getByRole("region", { name: "Support requests" });
  const item = list.getByRole("article", { name: threadSubject });
  await expect(item).toContainText("Answered");
  await expect(item.getByRole("button", { name: "View" })).toBeVisible();

  // The member replies under the answer on /support.
  const memberStream = member.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/events" && response.ok(),
  );
  await member.goto("/support");
  await memberStream;
  const thread = member.getByRole("article", { name: threadSubject });
  await expect(thread).toContainText(firstAnswer);
  await expect(thread).toContainText("Answered");
  await thread.getByRole("button", { name: "Send reply" }).click();
  await expect(thread.getByText("Write your reply before sending it")).toBeVisible();
  await thread.getByRole("textbox", { name: "Your reply" }).fill(reply);
  await thread.getByRole("button", { name: "Send reply" }).click();
  await expect(thread.getByText("Reply sent. Our team will answer here.")).toBeVisible();
  await expect(thread.getByRole("textbox", { name: "Your reply" })).toHaveValue("");
  await expect(thread.getByRole("list", { name: "Conversation with the FitCreators team" })).toContainText(reply);
  await expect(thread).toContainText("Open");
  await expect(thread).toContainText("Waiting for an answer from our team.");
  // Nothing runs off the side of the phone's screen.
  expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Without a reload, the owner's queue lists it open again with a new reply, still Priority, to answer.
  await expect(item).toContainText("New reply", { timeout: 20_000 });
  await expect(item).toContainText("Priority");
  await item.getByRole("button", { name: "Answer" }).click();
  const dialog = owner.getByRole("dialog", { name: threadSubject });
  await expect(dialog.getByRole("list", { name: "Conversation" })).toContainText(firstAnswer);
  await expect(dialog.getByRole("list", { name: "Conversation" })).toContainText(reply);
  await dialog.getByRole("textbox", { name: "Your answer" }).fill(secondAnswer);
  await dialog.getByRole("button", { name: "Send answer" }).click();
  await expect(dialog.getByText("Answer sent. The request is marked answered.")).toBeVisible();
  const messages = dialog.getByRole("list", { name: "Conversation" }).getByRole("listitem");
  await expect(messages).toHaveCount(3);
  await expect(messages.nth(1)).toContainText(reply);
  await expect(messages.nth(2)).toContainText(secondAnswer);

  // The answer appears on the member's /support without a reload.
  await expect(thread).toContainText(secondAnswer, { timeout: 20_000 });
  await expect(thread).toContainText("Answered");
  await expect(thread).not.toContainText("Waiting for an answer from our team.");

  for (const page of [member, owner]) await page.context().close();
});
