// Direct messages, as an ALL STAR member and a creator live them in two browsers at once: the
// profile's message dialog, the creator's badges and inbox updating without a reload, the reply
// arriving live and the read ticks turning; anyone below ALL STAR sees what the composer needs.
// chef_marco_fit is messaged by this file only, so his inbox and bell are this file's to count.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { demoEmail, signIn, signedInNewAccount } from "./support/accounts";
import { buyMembership, sendMessage } from "./support/members";

const CREATOR = "chef_marco_fit";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });
const bell = (page: Page) => mainNav(page).getByRole("link", { name: /^Notifications/ });
const inboxLink = (page: Page) => mainNav(page).getByRole("link", { name: /^Inbox/ });
const bellName = (unread: number) => (unread ? `Notifications, ${unread} unread` : "Notifications");
const inboxName = (unread: number) => (unread ? `Inbox, ${unread} unread message${unread === 1 ? "" : "s"}` : "Inbox");
const conversations = (page: Page) => page.getByRole("list", { name: "Conversations" });
const thread = (page: Page, name: string) => page.getByRole("log", { name: `Messages with ${name}` });
const bubble = (page: Page, name: string, text: string) =>
  thread(page, name).getByRole("listitem").filter({ hasText: text });

/** Opens a page and waits until its live stream is connected, so what happens next arrives live. */
async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/events" && response.ok(),
  );
  await page.goto(path);
  await stream;
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test("an ALL STAR member messages a creator, who sees it live, opens it and replies live, with read ticks on both sides", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const member = await newPage(browser);
  const creator = await newPage(browser);
  const account = await signedInNewAccount(member, "follower", "dm_member");
  await buyMembership(member.request, CREATOR, "all_star");

  // The creator is already on the dashboard, with whatever the membership itself announced.
  await signIn(creator, demoEmail(CREATOR));
  await openLive(creator, "/dashboard/influencer");
  const before = (await (await creator.request.get("/api/me/unread-counts")).json()) as {
    messages: number;
    notifications: number;
  };
  expect(before.messages).toBe(0);
  await expect(bell(creator)).toHaveAccessibleName(bellName(before.notifications));
  await expect(inboxLink(creator)).toHaveAccessibleName(inboxName(0));

  // The member writes from the creator's profile.
  await member.goto(`/influencer/${CREATOR}`);
  await member.getByRole("button", { name: "Send Message" }).click();
  const dialog = member.getByRole("dialog", { name: `Message ${CREATOR}` });
  const box = dialog.getByRole("textbox", { name: "Your message" });
  await expect(box).toBeFocused();
  await expect(dialog.getByText("0/500")).toBeVisible();
  await expect(dialog.getByText("Enter sends, Shift+Enter adds a new line.")).toBeVisible();

  // Only spaces: nothing is sent.
  await box.pressSequentially("   ");
  await expect(dialog.getByText("3/500")).toBeVisible();
  await box.press("Enter");
  await expect(dialog.getByText("Write a message before sending.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Send" })).toBeDisabled();
  await box.fill("");

  const firstLine = "Hi Marco! Quick question about batch cooking.";
  const secondLine = "Can I freeze the lunches?";
  await box.pressSequentially(firstLine);
  await box.press("Shift+Enter");
  await box.pressSequentially(secondLine);
  const text = `${firstLine}\n${secondLine}`;
  await expect(box).toHaveValue(text);
  await expect(dialog.getByText(`${text.length}/500`)).toBeVisible();
  // The page itself notes when "Message sent!" shows and when the dialog goes: a busy test
  // runner may look at the confirmation late, which would shorten the gap it measures.
  await member.evaluate(() => {
    const times = { shownAt: 0, hiddenAt: 0 };
    Object.assign(window, { messageSentTimes: times });
    const open = () => [...document.querySelectorAll("[role=dialog]")].find((element) => element.checkVisibility());
    new MutationObserver(() => {
      const dialog = open();
      if (!times.shownAt && dialog?.textContent?.includes("Message sent!")) times.shownAt = performance.now();
      if (times.shownAt && !times.hiddenAt && !dialog) times.hiddenAt = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await box.press("Enter");
  await expect(dialog.getByText("Message sent!")).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  const shown = await member.evaluate(() => {
    const { shownAt, hiddenAt } = (window as unknown as { messageSentTimes: { shownAt: number; hiddenAt: number } })
      .messageSentTimes;
    return hiddenAt - shownAt;
  });
  expect(shown).toBeGreaterThan(1_200);

  // The creator's badges and inbox change where they are, without a reload.
  await expect(inboxLink(creator)).toHaveAccessibleName(inboxName(1));
  await expect(bell(creator)).toHaveAccessibleName(bellName(before.notifications + 1));

  // The member keeps the thread open: the message is sent, not read yet.
  await inboxLink(member).click();
  await expect(member).toHaveURL(/\/dashboard\/follower\/inbox$/);
  await conversations(member)
    .getByRole("link", { name: new RegExp(CREATOR) })
    .click();
  const mine = bubble(member, CREATOR, firstLine);
  await expect(mine).toContainText(secondLine);
  await expect(mine.getByText("Sent", { exact: true })).toBeVisible();

  // The creator opens the inbox from the badge: the member, their real tier, one unread message.
  await inboxLink(creator).click();
  await expect(creator).toHaveURL(/\/dashboard\/influencer\/inbox$/);
  const row = conversations(creator).getByRole("link", { name: new RegExp(account.username) });
  await expect(row).toContainText("ALL STAR");
  await expect(row).toContainText(firstLine);
  await expect(row).toContainText("1 unread message");
  await row.click();
  const theirs = bubble(creator, account.username, firstLine);
  await expect(theirs).toContainText(secondLine);
  await expect(creator.getByRole("region", { name: account.username })).toContainText("Tier: ALL STAR");

  // Opened: the member's tick turns to Read live, and the creator's badges clear.
  await expect(mine.getByText("Read", { exact: true })).toBeVisible();
  await expect(inboxLink(creator)).toHaveAccessibleName(inboxName(0));
  await expect(bell(creator)).toHaveAccessibleName(bellName(before.notifications));

  // The creator replies; it arrives in the member's open thread, which reads it at once.
  const reply = "Yes, they keep for a month. Thaw them overnight.";
  const replyBox = creator
    .getByRole("region", { name: account.username })
    .getByRole("textbox", { name: "Your message" });
  await replyBox.fill(reply);
  await replyBox.press("Enter");
  await expect(replyBox).toHaveValue("");
  const creatorsReply = bubble(creator, account.username, reply);
  await expect(creatorsReply).toBeVisible();
  await expect(bubble(member, CREATOR, reply)).toBeVisible();
  await expect(creatorsReply.getByText("Read", { exact: true })).toBeVisible();
  // Read where it arrived: the member has no unread badge left.
  await expect(inboxLink(member)).toHaveAccessibleName(inboxName(0));

  await member.context().close();
  await creator.context().close();
});

test("a PRO member sees the ALL STAR prompt instead of the composer, and the server refuses the send", async ({
  page,
}) => {
  // jordan_lifts is PRO with coach_dre in the demo data; nothing here changes either account.
  await signIn(page, demoEmail("jordan_lifts"));
  await page.goto("/influencer/coach_dre");
  await page.getByRole("button", { name: "Send Message" }).click();
  const dialog = page.getByRole("dialog", { name: "Message coach_dre" });
  await expect(dialog.getByText("Direct messages with coach_dre are an ALL STAR benefit.")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "All Star Subscription Required" })).toBeVisible();
  await expect(dialog.getByText("All Star required to send messages")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Go ALL STAR" })).toHaveAttribute(
    "href",
    "/subscription/coach_dre?tier=all_star",
  );
  await expect(dialog.getByRole("textbox")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Send" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();

  // The server checks the membership itself.
  const refused = await page.request.post("/api/creators/coach_dre/messages", {
    data: { body: "Hello?", clientMessageId: crypto.randomUUID() },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toBe(
    "You need an active All Star subscription to send messages to this influencer.",
  );
});

test("at 375 px the inbox shows the conversations, then the thread with Back", async ({ page }) => {
  test.setTimeout(60_000);
  await signedInNewAccount(page, "follower", "dm_phone");
  await buyMembership(page.request, CREATOR, "all_star");
  const text = "Sent from my phone: is the grocery list still up to date?";
  await sendMessage(page.request, CREATOR, text);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/dashboard/follower/inbox");
  const row = conversations(page).getByRole("link", { name: new RegExp(CREATOR) });
  await expect(row).toContainText(`You: ${text}`);
  await expect(page.getByText("Choose a conversation to read it.")).toBeHidden();

  await row.click();
  await expect(page).toHaveURL(/\?conversation=/);
  await expect(conversations(page)).toBeHidden();
  await expect(bubble(page, CREATOR, text)).toBeVisible();
  await expect(page.getByRole("heading", { name: CREATOR })).toBeFocused();
  const fitsTheScreen = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fitsTheScreen).toBe(true);

  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/dashboard\/follower\/inbox$/);
  await expect(thread(page, CREATOR)).toHaveCount(0);
  await expect(row).toBeVisible();
  await expect(row).toBeFocused();
});

test("a message sent before the creator's live stream connected still shows once it does", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const account = await signedInNewAccount(page, "follower", "dm_early");
  await buyMembership(page.request, CREATOR, "all_star");
  const creator = await newPage(browser);
  await signIn(creator, demoEmail(CREATOR));

  // The inbox loads while the stream's request is held back (a slow network), and the message
  // is sent in between: its hint reaches no stream of this tab.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await creator.route("**/api/events", async (route) => {
    await held;
    await route.continue();
  });
  await creator.goto("/dashboard/influencer/inbox");
  await expect(conversations(creator).or(creator.getByRole("heading", { name: "No messages yet" }))).toBeVisible();
  const text = "Sent while your page was still connecting.";
  await sendMessage(page.request, CREATOR, text);
  const stream = creator.waitForResponse((response) => new URL(response.url()).pathname === "/api/events");
  release();
  await stream;

  await expect(conversations(creator).getByRole("link", { name: new RegExp(account.username) })).toContainText(text);
  await creator.context().close();
});

test("a creator reports a received message with a reason; an empty reason is refused and the typed one kept on failure", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const member = await newPage(browser);
  const account = await signedInNewAccount(member, "follower", "dm_reported");
  await buyMembership(member.request, CREATOR, "all_star");
  const text = "Buy cheap followers at my site!";
  await sendMessage(member.request, CREATOR, text);
  await member.context().close();

  await signIn(page, demoEmail(CREATOR));
  await page.goto("/dashboard/influencer/inbox");
  await conversations(page)
    .getByRole("link", { name: new RegExp(account.username) })
    .click();
  const report = bubble(page, account.username, text).getByRole("button", { name: "Report" });
  await report.click();
  const dialog = page.getByRole("dialog", { name: "Report message" });
  await expect(dialog.getByRole("blockquote")).toHaveText(text);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Please say why.")).toBeVisible();

  // A failed send keeps the reason; the next try goes through.
  const reason = "Spam: advertises bought followers.";
  await dialog.getByRole("textbox", { name: "Reason" }).fill(reason);
  await page.route(
    "**/api/messages/*/report",
    (route) => route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "Try again." } } }),
    { times: 1 },
  );
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Failed to report the message. Please try again.")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Reason" })).toHaveValue(reason);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Thank you. The message was reported.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();
});
