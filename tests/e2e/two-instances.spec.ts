// Two app processes on one database (the config starts instance B beside A, on A's embedded
// PostgreSQL): a write through one reaches a browser connected to the other, live, both ways.
// plantpower_kai is messaged by this file only.
import { expect, test, type Page } from "@playwright/test";
import { demoEmail, DEMO_PASSWORD, signedInNewAccount } from "./support/accounts";
import { buyMembership, sendMessage } from "./support/members";

const CREATOR = "plantpower_kai";
const INSTANCE_B = `http://localhost:${process.env.E2E_PORT_2}`;

const conversations = (page: Page) => page.getByRole("list", { name: "Conversations" });
const thread = (page: Page, name: string) => page.getByRole("log", { name: `Messages with ${name}` });
const inboxLink = (page: Page) =>
  page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: /^Inbox/ });

/** Opens a page and waits until its live stream is connected, so what happens next arrives live. */
async function openLive(page: Page, url: string) {
  const stream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/events" && response.ok(),
  );
  await page.goto(url);
  await stream;
}

test("a message sent through instance A reaches the creator's inbox open on instance B, and the reply comes back", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  expect(process.env.E2E_PORT_2, "the config starts a second instance").toBeTruthy();
  expect(INSTANCE_B).not.toBe(baseURL);

  // The member, on instance A.
  const member = await signedInNewAccount(page, "follower", "two_sites");
  await buyMembership(page.request, CREATOR, "all_star");

  // The creator, signed in on instance B and reading the inbox there.
  const creatorContext = await browser.newContext();
  const creator = await creatorContext.newPage();
  const signedIn = await creator.request.post(`${INSTANCE_B}/api/auth/sign-in`, {
    data: { email: demoEmail(CREATOR), password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  await openLive(creator, `${INSTANCE_B}/dashboard/influencer/inbox`);
  await expect(creator.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  expect(new URL(creator.url()).origin).toBe(INSTANCE_B);

  // Sent through A's API: B's browser hears of it through the database.
  const text = "Sent through instance A: which plant protein do you use?";
  const { conversationId } = await sendMessage(page.request, CREATOR, text);
  const row = conversations(creator).getByRole("link", { name: new RegExp(member.username) });
  await expect(row).toContainText(text);
  await expect(row).toContainText("1 unread message");
  await expect(inboxLink(creator)).toHaveAccessibleName("Inbox, 1 unread message");

  // The member waits in the thread on A; the creator replies on B.
  await openLive(page, `/dashboard/follower/inbox?conversation=${conversationId}`);
  await expect(
    thread(page, CREATOR).getByRole("listitem").filter({ hasText: text }).getByText("Sent", { exact: true }),
  ).toBeVisible();
  await row.click();
  // Read on B: the tick on A turns.
  await expect(
    thread(page, CREATOR).getByRole("listitem").filter({ hasText: text }).getByText("Read", { exact: true }),
  ).toBeVisible();

  const reply = "Pea and rice blend, answered from instance B.";
  const replyBox = creator
    .getByRole("region", { name: member.username })
    .getByRole("textbox", { name: "Your message" });
  await replyBox.fill(reply);
  await replyBox.press("Enter");
  await expect(thread(page, CREATOR).getByRole("listitem").filter({ hasText: reply })).toBeVisible();
  await expect(
    thread(creator, member.username)
      .getByRole("listitem")
      .filter({ hasText: reply })
      .getByText("Read", { exact: true }),
  ).toBeVisible();

  await creatorContext.close();
});
