// The owner suspends a creator: visitors and members no longer find them, the creator's session
// ends and sign-in tells them why; restoring the account brings everything back.
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { blankPng } from "../support/images";
import { confirmedAccount, ownerSignIn, signIn } from "./support/accounts";
import { waitForHydration } from "./support/hydration";

const results = (page: Page) => page.getByRole("region", { name: "Creators" }).getByRole("heading", { level: 3 });

/** A creator whose profile is complete, so explore lists them. */
async function listedCreator(request: APIRequestContext) {
  const creator = await confirmedAccount(request, "influencer", "susp");
  expect(
    (await request.post("/api/auth/sign-in", { data: { email: creator.email, password: creator.password } })).ok(),
  ).toBe(true);
  const picture = await request.put("/api/me/profile/images/avatar", {
    headers: { "content-type": "image/png" },
    data: blankPng(400, 400),
  });
  expect(picture.ok(), await picture.text()).toBe(true);
  const profile = await request.patch("/api/me/profile", {
    data: { bio: "Mobility coach for desk workers.", location: "Lisbon", age: 31 },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  return creator;
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

test("the owner suspends a creator, and the visitor's and member's views change accordingly; a restore undoes it", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const creatorPage = page;
  const creator = await listedCreator(creatorPage.request);

  const member = await newPage(browser);
  const memberAccount = await confirmedAccount(member.request, "follower", "suspmember");
  await signIn(member, memberAccount.email, memberAccount.password);
  expect((await member.request.post(`/api/creators/${creator.username}/follow`)).ok()).toBe(true);
  await member.goto(`/explore?search=${creator.username}`);
  await expect(results(member)).toHaveText([creator.username]);

  const owner = await newPage(browser);
  await ownerSignIn(owner);
  const account = await owner.request.get(`/api/owner/accounts/${creator.username}`);
  expect(account.ok()).toBe(true);
  const { id } = ((await account.json()) as { account: { id: string } }).account;
  const suspended = await owner.request.post(`/api/owner/accounts/${id}/suspend`, {
    data: { reason: "Selling fake supplements" },
  });
  expect(suspended.ok(), await suspended.text()).toBe(true);

  // The member: gone from explore, and the profile is not found.
  await member.goto(`/explore?search=${creator.username}`);
  await expect(member.getByRole("heading", { name: "No creators found" })).toBeVisible();
  await member.goto(`/influencer/${creator.username}`);
  await expect(member.getByRole("heading", { name: "Profile Not Found" })).toBeVisible();

  // A visitor who never saw the creator: the same.
  const visitor = await newPage(browser);
  await visitor.goto(`/explore?search=${creator.username}`);
  await expect(visitor.getByRole("heading", { name: "No creators found" })).toBeVisible();
  await visitor.goto(`/influencer/${creator.username}`);
  await expect(visitor.getByRole("heading", { name: "Profile Not Found" })).toBeVisible();

  // The creator's session has ended; signing in again says why.
  expect((await creatorPage.request.get("/api/me/profile")).status()).toBe(401);
  await creatorPage.context().clearCookies();
  await logIn(creatorPage, creator.email, creator.password);
  await expect(creatorPage.getByText("This account is suspended.")).toBeVisible();
  await expect(creatorPage).toHaveURL(/\/login/);

  const restored = await owner.request.post(`/api/owner/accounts/${id}/restore`, {
    data: { reason: "Appeal accepted" },
  });
  expect(restored.ok(), await restored.text()).toBe(true);

  await logIn(creatorPage, creator.email, creator.password);
  await expect(creatorPage).toHaveURL(/\/dashboard\/influencer/);
  await member.goto(`/influencer/${creator.username}`);
  await expect(member.getByRole("heading", { level: 1, name: creator.username })).toBeVisible();
  await member.goto(`/explore?search=${creator.username}`);
  await expect(results(member)).toHaveText([creator.username]);
});
