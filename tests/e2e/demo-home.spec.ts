// A newcomer tries the demo: the login page's first follower account comes home to posts from the
// creators he is a member of, at every tier he holds, not to an empty page.
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/accounts";

test("alex.follows, picked from the login page's demo accounts, comes home to posts of the creators he follows", async ({
  page,
}) => {
  // Opening posts counts views; this journey only reads, so the demo's figures stay as seeded.
  await page.route("**/api/posts/*/views", (route) => route.fulfill({ status: 204 }));
  await page.goto("/login");
  const demo = page.getByRole("region", { name: "Demo accounts" });
  await demo.getByRole("button", { name: "Use demo account alex.follows@demo.fitcreators.app" }).click();
  await expect(page.getByLabel("Email")).toHaveValue("alex.follows@demo.fitcreators.app");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, alex_follows" })).toBeVisible();

  const latest = page.getByRole("region", { name: "Latest Content" });
  await expect(latest.getByRole("heading", { name: "No Content Available" })).toHaveCount(0);
  const cards = latest.getByRole("article");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  // From the creators he is a member of, and open to him: something to read or watch right away.
  await expect(latest.getByRole("link", { name: /^@(maya_strong|leo_flow|run_with_ana)$/ }).first()).toBeVisible();
  await expect(latest.getByRole("button", { name: /^(Watch|View|Read) now: / }).first()).toBeVisible();
});
