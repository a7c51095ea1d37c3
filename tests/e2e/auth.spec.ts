// Account journeys: register, confirm by email, log in, resend, reset a forgotten password.
import { expect, test, type Page } from "@playwright/test";
import {
  confirmedAccount,
  fillRegistration,
  linkInLatestMail,
  mailsTo,
  newPerson,
  PASSWORD,
  signUp,
} from "./support/accounts";

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

for (const { role, dashboard } of [
  { role: "Follower", dashboard: "/dashboard/follower" },
  { role: "Influencer", dashboard: "/dashboard/influencer" },
] as const) {
  test(`a new ${role.toLowerCase()} registers, confirms the email and lands on their dashboard`, async ({ page }) => {
    const person = newPerson(role.toLowerCase());
    await page.goto("/login");
    await page.getByRole("main").getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();

    await fillRegistration(page, person, role, { gender: "Female" });
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page.getByText("Check your email")).toBeVisible();
    await expect(page.getByText(`We sent a confirmation link to ${person.email}`)).toBeVisible();
    // The form is cleared for the next person.
    await expect(page.getByLabel("Username")).toHaveValue("");
    await expect(page.getByLabel("Email")).toHaveValue("");

    const confirmation = await linkInLatestMail(page.request, person.email, "/auth/callback");
    await page.goto(confirmation);
    await expect(page.getByText("Email confirmed!")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
    await expect(page.getByText("Your email address is confirmed. You can now log in.")).toBeVisible();

    await logIn(page, person.email, PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${dashboard}$`));

    // Signed in, the login page sends them back to their dashboard.
    await page.goto("/login");
    await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
  });
}

test("an unconfirmed account is told to verify, and can have the email sent again", async ({ page }) => {
  const person = newPerson("unconfirmed");
  await page.goto("/register");
  await fillRegistration(page, person, "Follower", { gender: "Female" });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Check your email")).toBeVisible();
  expect(await mailsTo(page.request, person.email)).toHaveLength(1);

  await page.getByRole("main").getByRole("link", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await logIn(page, person.email, PASSWORD);
  await expect(
    page.getByText(
      "Please verify your email address before logging in. Check your inbox for a verification link and click it to activate your account.",
    ),
  ).toBeVisible();

  const resend = page.getByRole("button", { name: "Resend confirmation email" });
  await resend.click();
  await expect(page.getByText("Confirmation email sent! Check your inbox for the new link.")).toBeVisible();
  await expect(resend).toBeHidden();
  await expect.poll(async () => (await mailsTo(page.request, person.email)).length).toBe(2);

  // The new link works.
  await page.goto(await linkInLatestMail(page.request, person.email, "/auth/callback"));
  // The spec's 2 s pause starts once the page's code has loaded and the server has confirmed.
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await logIn(page, person.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/follower$/);
});

test("resending without an email asks for one first", async ({ page, request }) => {
  const person = newPerson("noemail");
  await signUp(request, "follower", person);
  await page.goto("/login");
  await logIn(page, person.email, PASSWORD);
  await page.getByLabel("Email").fill("");
  await page.getByRole("button", { name: "Resend confirmation email" }).click();
  await expect(page.getByText("Please enter your email address first")).toBeVisible();
});

test("a wrong password shows the spec's message; the demo accounts fill the form", async ({ page }) => {
  await page.goto("/login");
  const demo = page.getByRole("region", { name: "Demo accounts" });
  await expect(demo).toContainText("demo1234");
  const firstAccount = demo.getByRole("button").first();
  const email = (await firstAccount.textContent())!.trim();
  await firstAccount.click();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("demo1234");

  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(
    page.getByText("Invalid email or password. Please check your credentials or register a new account."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("without remember me, the session cookie ends with the browser", async ({ page, context, request }) => {
  const person = await confirmedAccount(request, "follower", "forgetful");
  await page.goto("/login");
  await page.getByLabel("Remember me").uncheck();
  await logIn(page, person.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/follower$/);
  const session = (await context.cookies()).find((cookie) => cookie.name.endsWith("session_token"));
  expect(session?.expires).toBe(-1);
});

test("a registration the server rejects keeps everything typed", async ({ page, request }) => {
  const taken = await confirmedAccount(request, "follower", "taken");
  const person = { username: taken.username, email: newPerson("other").email };
  await page.goto("/register");
  await fillRegistration(page, person, "Influencer", { gender: "Female" });
  await page.getByRole("button", { name: "Create account" }).click();

  const username = page.getByLabel("Username");
  await expect(page.getByText("This username is already taken. Please choose another one.")).toBeVisible();
  await expect(username).toHaveAttribute("aria-invalid", "true");
  await expect(username).toBeFocused();
  await expect(username).toHaveValue(taken.username);
  await expect(page.getByLabel("Email")).toHaveValue(person.email);
  await expect(page.getByLabel("Gender (optional)")).toHaveValue("female");
  await expect(page.getByRole("radio", { name: /^Influencer/ })).toBeChecked();
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(PASSWORD);
  await expect(page.getByLabel("Confirm password", { exact: true })).toHaveValue(PASSWORD);
  await expect(page.getByLabel(/I agree to the Terms/)).toBeChecked();
});

test("the registration form explains what is wrong before sending anything", async ({ page }) => {
  const person = newPerson("careless");
  await page.goto("/register");
  await fillRegistration(page, person, "Follower", { gender: "Female" });
  await page.getByLabel("Password", { exact: true }).fill("12345");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();

  await page.getByLabel("Password", { exact: true }).fill("secret1234");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByLabel("Confirm password", { exact: true })).toBeFocused();
  expect(await mailsTo(page.request, person.email)).toHaveLength(0);
});

test("a bad confirmation link shows the error and returns to login with the spec's banner", async ({ page }) => {
  await page.goto("/auth/callback?token=not-a-real-token");
  await expect(page.getByText("Failed to verify email confirmation. Please try again.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to login" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
  await expect(
    page.getByText(
      "There was an issue with email confirmation. Please try logging in or contact support if the problem persists.",
    ),
  ).toBeVisible();
});

test("a forgotten password is reset by email", async ({ page, request }) => {
  const person = await confirmedAccount(request, "follower", "forgot");
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(person.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByText("If an account exists for that email address, we sent a link to reset your password."),
  ).toBeVisible();

  await page.goto(await linkInLatestMail(page.request, person.email, "/reset-password"));
  await page.getByLabel("New password", { exact: true }).fill("fresh-pass-1");
  await page.getByLabel("Confirm new password", { exact: true }).fill("fresh-pass-1");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Your password has been changed. Log in with your new password.")).toBeVisible();

  await logIn(page, person.email, PASSWORD);
  await expect(
    page.getByText("Invalid email or password. Please check your credentials or register a new account."),
  ).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("fresh-pass-1");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/follower$/);
});

test("a used or bad reset link says so and offers a new one", async ({ page }) => {
  await page.goto("/reset-password?token=bogus");
  await page.getByLabel("New password", { exact: true }).fill("fresh-pass-1");
  await page.getByLabel("Confirm new password", { exact: true }).fill("fresh-pass-1");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("This password reset link is invalid or has expired.")).toBeVisible();
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
