// A creator whose payouts are not verified cannot be paid: explore, the profile and the plan page
// show their paid tiers as not taking paid members yet, with no Subscribe or Go PRO that would end
// in "This creator cannot receive payments yet", and a follower still follows free.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { blankPng } from "../support/images";
import { confirmedAccount, signedInNewAccount } from "./support/accounts";
import { waitForHydration } from "./support/hydration";

/** A new creator with a complete profile (listed on explore) who never connected payouts. */
async function unpaidCreator(request: APIRequestContext) {
  const creator = await confirmedAccount(request, "influencer", "unpaid");
  expect(
    (await request.post("/api/auth/sign-in", { data: { email: creator.email, password: creator.password } })).ok(),
  ).toBe(true);
  const picture = await request.put("/api/me/profile/images/avatar", {
    headers: { "content-type": "image/png" },
    data: blankPng(400, 400),
  });
  expect(picture.ok(), await picture.text()).toBe(true);
  const profile = await request.patch("/api/me/profile", {
    data: { bio: "Mobility coach, payouts not set up yet.", location: "Boise, ID", age: 29 },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  expect((await request.post("/api/auth/sign-out")).ok()).toBe(true);
  return creator;
}

const tierCard = (page: Page, name: string) =>
  page
    .getByRole("region", { name: "Membership tiers" })
    .getByRole("listitem")
    .filter({ has: page.getByText(name, { exact: true }) });
const planCard = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

test("a visitor meets no paid tier to buy from a creator whose payouts are not verified", async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const { username } = await unpaidCreator(api);
  await api.dispose();

  await page.goto(`/explore?search=${username}`);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: username }) });
  await expect(card).toContainText("Free to follow · not taking paid members yet");
  await expect(card).not.toContainText("From $");

  await page.goto(`/influencer/${username}`);
  await waitForHydration(page);
  for (const tier of ["PRO", "ALL STAR"])
    await expect(tierCard(page, tier)).toContainText("Not taking paid members yet");
  await expect(page.getByRole("link", { name: /^Go (PRO|ALL STAR)$/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Follow Free" })).toBeVisible();

  await page.goto(`/subscription/${username}?tier=pro`);
  await expect(page.getByRole("heading", { level: 1, name: `Choose your plan with ${username}` })).toBeVisible();
  await expect(
    page.getByText(`${username} is not taking paid members yet. You can still follow them for free.`),
  ).toBeVisible();
  for (const tier of ["PRO", "ALL STAR"])
    await expect(planCard(page, tier)).toContainText("Not taking paid members yet");
  await expect(page.getByRole("link", { name: "Log in to subscribe" })).toHaveCount(0);
  await expect(planCard(page, "Rookie").getByRole("button", { name: "Current Plan" })).toBeDisabled();
});

test("a follower follows such a creator free and is offered no checkout", async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const { username } = await unpaidCreator(api);
  await api.dispose();
  await signedInNewAccount(page, "follower", "freefan");

  await page.goto(`/influencer/${username}`);
  await expect(tierCard(page, "PRO")).toContainText("Not taking paid members yet");
  await page.getByRole("button", { name: "Follow Free" }).click();
  await expect(page.getByRole("button", { name: "Unfollow" })).toBeVisible();

  await page.goto(`/subscription/${username}`);
  await expect(page.getByText(`${username} is not taking paid members yet.`, { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Subscribe to/ })).toHaveCount(0);
  await expect(planCard(page, "Rookie").getByRole("button", { name: "Current Plan" })).toBeDisabled();
  await page.getByRole("link", { name: "Follow free on their profile" }).click();
  await expect(page).toHaveURL(new RegExp(`/influencer/${username}$`));
  await expect(page.getByRole("button", { name: "Unfollow" })).toBeVisible();
});
