// Someone registered my email before me and never confirmed it: I register, confirm, and the
// account is mine, with my password. Someone registering my confirmed email only tells me so.
import { expect, test } from "@playwright/test";
import {
  confirmedAccount,
  fillRegistration,
  linkInLatestMail,
  mailSubjects,
  newPerson,
  PASSWORD,
} from "./support/accounts";

test("the owner of an email registers over an unconfirmed sign-up someone else made with it", async ({
  page,
  request,
}) => {
  const person = newPerson("owner");
  // The squatter, from elsewhere, with their own password, username and role.
  const squatter = await request.post("/api/auth/sign-up", {
    data: {
      username: `${person.username}_x`,
      email: person.email,
      role: "influencer",
      password: "squatter-pass",
      confirmPassword: "squatter-pass",
      acceptTerms: true,
    },
  });
  expect(squatter.status()).toBe(201);

  await page.goto("/register");
  await fillRegistration(page, person, "Follower");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Check your email")).toBeVisible();

  await page.goto(await linkInLatestMail(page.request, person.email, "/auth/callback"));
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  // The squatter's password opens nothing.
  expect(
    (await request.post("/api/auth/sign-in", { data: { email: person.email, password: "squatter-pass" } })).status(),
  ).toBe(401);

  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/follower$/);
});

test("registering a confirmed email answers as usual and tells its owner by mail", async ({ page, request }) => {
  const owner = await confirmedAccount(request, "follower", "taken");
  await page.goto("/register");
  await page.getByLabel("Username").fill(`${owner.username}_2`);
  await page.getByLabel("Email").fill(owner.email);
  await page.getByRole("radio", { name: /^Follower/ }).check();
  await page.getByLabel("Password", { exact: true }).fill("another-pass");
  await page.getByLabel("Confirm password", { exact: true }).fill("another-pass");
  await page.getByLabel(/I agree to the Terms/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Check your email")).toBeVisible();
  await expect.poll(() => mailSubjects(request, owner.email)).toContain("Someone tried to sign up with your email");
});
