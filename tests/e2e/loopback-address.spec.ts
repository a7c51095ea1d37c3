// A newcomer opens the app at http://127.0.0.1:PORT while the server says http://localhost:PORT
// (PUBLIC_URL): the same server on another loopback name, so signing up and in work there too.
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, fillRegistration, mailsTo, newPerson } from "./support/accounts";

test("at 127.0.0.1 a newcomer signs up and a demo creator signs in, while the app's links say localhost", async ({
  page,
  baseURL,
}) => {
  const app = new URL(baseURL!);
  expect(app.hostname).toBe("localhost");
  const loopback = `http://127.0.0.1:${app.port}`;

  const person = newPerson("loopback");
  await page.goto(`${loopback}/register`);
  await fillRegistration(page, person, "Follower");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText(`We sent a confirmation link to ${person.email}`)).toBeVisible();
  // The app still names PUBLIC_URL as its address: the confirmation link points there.
  await expect(async () =>
    expect((await mailsTo(page.request, person.email))[0]?.text).toContain(`${app.origin}/auth/callback?token=`),
  ).toPass({ timeout: 5_000 });

  await page.goto(`${loopback}/login`);
  const demo = page.getByRole("region", { name: "Demo accounts" });
  await demo.getByRole("button").first().click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(`${loopback}/dashboard/influencer`);
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect((await (await page.request.get(`${loopback}/api/auth/session`)).json()).user).not.toBeNull();
});
