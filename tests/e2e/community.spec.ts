// A creator's community as a free (Rookie) member and the creator live it in two browsers: the member
// posts with a picture, the creator sees it arrive live in the dashboard's Community page and pins
// it, and the member sees it first with a Pinned mark, then the creator's clap and comment arrive.
// Someone who does not follow is shown the way in.
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { confirmedAccount, PASSWORD, signIn } from "./support/accounts";

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** Opens a page and waits until its live stream is connected, so what happens next arrives live. */
async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/events" && response.ok(),
  );
  await page.goto(path);
  await stream;
}

const postBy = (page: Page, text: string) => page.getByRole("article").filter({ hasText: text });

test("a Rookie member posts with a picture, the creator pins it, and the member sees it first with a clap and a comment", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const creator = await confirmedAccount(page.request, "influencer", "community_host");
  const member = await newPage(browser, baseURL);
  const memberAccount = await confirmedAccount(member.request, "follower", "community_rookie");
  await signIn(member, memberAccount.email, PASSWORD);
  expect((await member.request.post(`/api/creators/${creator.username}/follow`, { data: {} })).ok()).toBe(true);

  // An older post by the creator, so the member's pinned post has something to come before.
  await signIn(page, creator.email, PASSWORD);
  const earlier = await page.request.post(`/api/community/${creator.username}/posts`, {
    data: { body: "Welcome to the community!", imageIds: [] },
  });
  expect(earlier.status()).toBe(201);
  await openLive(page, "/dashboard/influencer/community");
  await expect(page.getByRole("heading", { name: "Community", level: 1 })).toBeVisible();

  // The member finds the community from their memberships and posts with a picture.
  await openLive(member, "/dashboard/follower/subscriptions");
  await member.getByRole("link", { name: `Open @${creator.username}'s community` }).click();
  await expect(member).toHaveURL(new RegExp(`/influencer/${creator.username}/community$`));
  await expect(member.getByRole("heading", { name: `${creator.username}'s community` })).toBeVisible();
  const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#d0542a" } })
    .jpeg()
    .toBuffer();
  await member.getByLabel("Add pictures").setInputFiles({ name: "squat.jpg", mimeType: "image/jpeg", buffer: picture });
  await expect(member.getByRole("img", { name: "Picture 1" })).toBeVisible();
  const text = "First week of squats done, 3x5 at 60 kg!";
  await member.getByLabel("Share with the community").fill(text);
  await member.getByRole("button", { name: "Post", exact: true }).click();
  const memberPost = postBy(member, text);
  await expect(memberPost).toBeVisible();
  await expect(member.getByLabel("Share with the community")).toHaveValue("");
  const image = memberPost.getByRole("img", { name: `Picture 1 of 1 by @${memberAccount.username}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The creator sees it arrive without a reload, and pins it.
  const creatorPost = postBy(page, text);
  await expect(creatorPost).toBeVisible();
  await creatorPost.getByRole("button", { name: "Pin", exact: true }).click();
  await expect(creatorPost.getByText("Pinned", { exact: true })).toBeVisible();

  // The member's page, refetched live, puts it first with the Pinned mark; the creator's post follows.
  const articles = member.getByRole("article");
  await expect(articles.first()).toContainText(text);
  await expect(articles.first().getByText("Pinned", { exact: true })).toBeVisible();
  await expect(articles.nth(1)).toContainText("Welcome to the community!");

  // The creator claps and comments; both reach the member live.
  await creatorPost.getByRole("button", { name: /^Like · 0/ }).click();
  await expect(creatorPost.getByRole("button", { name: /Like · 1/ })).toHaveAttribute("aria-pressed", "true");
  await creatorPost.getByRole("button", { name: "0 comments" }).click();
  await creatorPost.getByLabel("Your comment").fill("Great depth on those squats!");
  await creatorPost.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(creatorPost.getByRole("list", { name: "Comments" })).toContainText("Great depth on those squats!");

  const pinned = member.getByRole("article").first();
  await expect(pinned.getByRole("button", { name: /Like · 1/ })).toHaveAttribute("aria-pressed", "false");
  await pinned.getByRole("button", { name: "1 comment" }).click();
  const comments = pinned.getByRole("list", { name: "Comments" });
  await expect(comments).toContainText("Great depth on those squats!");
  await expect(comments.getByText("Creator", { exact: true })).toBeVisible();
});

test("someone who does not follow is asked to follow, with the way to the profile", async ({ page }) => {
  const creator = await confirmedAccount(page.request, "influencer", "community_closed");
  const visitor = await confirmedAccount(page.request, "follower", "community_outsider");
  await signIn(page, visitor.email, PASSWORD);
  await page.goto(`/influencer/${creator.username}/community`);
  await expect(page.getByRole("heading", { name: "Follow to join the community" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the profile to follow" }).click();
  await expect(page).toHaveURL(new RegExp(`/influencer/${creator.username}$`));
});
