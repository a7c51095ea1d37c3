// A page on another origin of the same site (another port here) can make the browser send the
// session cookie (SameSite=Lax lets same-site requests carry it), so the API refuses it by Origin.
import { expect, test } from "@playwright/test";
import { signedInNewAccount } from "./support/accounts";

test("a same-site page on another origin cannot sign the user out", async ({ page, baseURL }) => {
  await signedInNewAccount(page, "follower", "xsite");
  const app = new URL(baseURL!);
  // localhost on another port: same site, other origin.
  const attacker = `http://localhost:${Number(app.port) + 1000}/prize`;
  await page.route(attacker, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<form method="post" action="${app.origin}/api/auth/sign-out"></form><script>document.forms[0].submit()</script>`,
    }),
  );

  const refused = page.waitForResponse((response) => response.url() === `${app.origin}/api/auth/sign-out`);
  await page.goto(attacker);
  const response = await refused;
  expect(response.status()).toBe(403);
  expect((await response.json()).error.code).toBe("cross_site_request");

  // Still signed in: the app's own pages work on.
  await page.goto("/dashboard/follower");
  await expect(page).toHaveURL(/\/dashboard\/follower$/);
  expect((await (await page.request.get("/api/auth/session")).json()).user).not.toBeNull();
});
