// A creator posts a short update from the dashboard's overview; every member, a free one here,
// finds it among their notifications as "Update from …" with the creator's words.
import { expect, test } from "@playwright/test";
import { confirmedAccount, PASSWORD, signIn } from "./support/accounts";

test("a creator's update reaches a free member's notifications", async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const creator = await confirmedAccount(page.request, "influencer", "announcer");
  const memberContext = await browser.newContext({ baseURL });
  const memberPage = await memberContext.newPage();
  const member = await confirmedAccount(memberPage.request, "follower", "listener");
  await signIn(memberPage, member.email, PASSWORD);
  expect((await memberPage.request.post(`/api/creators/${creator.username}/follow`)).ok()).toBe(true);

  await signIn(page, creator.email, PASSWORD);
  await page.goto("/dashboard/influencer");
  const card = page.getByRole("region", { name: "Post an update" });
  const box = card.getByRole("textbox", { name: "Update for your members" });

  // Too long: the counter says so and the button waits.
  await box.fill("x".repeat(281));
  await expect(card.getByText("281/280")).toBeVisible();
  await expect(card.getByRole("button", { name: "Post update" })).toBeDisabled();

  const update = "Live Q&A moved to Friday at 6pm. Bring your questions!";
  await box.fill(update);
  await card.getByRole("button", { name: "Post update" }).click();
  await expect(card.getByRole("status")).toHaveText("Update posted. Your members will see it in their notifications.");
  await expect(box).toHaveValue("");

  await memberPage.goto("/dashboard/follower/notifications");
  const told = memberPage
    .getByRole("region", { name: "All notifications" })
    .getByRole("listitem")
    .filter({ hasText: update });
  // The fan-out job tells members within moments of the post; reload until it has.
  await expect(async () => {
    await memberPage.reload();
    await expect(told).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(told).toContainText(`Update from ${creator.username}`);
  await memberContext.close();
});
