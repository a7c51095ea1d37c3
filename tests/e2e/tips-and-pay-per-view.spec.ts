// Tips and pay-per-view posts on the sandbox: a member sends a $5 tip with a note from a post,
// and the creator finds it in their tips and their revenue; a Rookie unlocks a pay-per-view post
// for good, exactly that post; in Spanish on a phone the tip dialog reads and fits.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { demoEmail, signedInNewAccount, signIn } from "./support/accounts";
import { fillSandboxCard } from "./support/sandbox-card";

const CREATOR = "maya_strong";
const FREE_POST = "Why I squat three times a week";
// In the demo, maya_strong sells this ALL STAR post at $4.99 (demo-posts.ts).
const SOLD_POST = "Meet-day warm-up card";
const OTHER_ALL_STAR_POST = "Deadlift setup, step by step";

async function postId(request: APIRequestContext, title: string) {
  const response = await request.get(`/api/creators/${CREATOR}/posts`);
  const { posts } = (await response.json()) as { posts: { id: string; title: string }[] };
  return posts.find((post) => post.title === title)!.id;
}

async function payOnSandbox(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sbx_/);
  await expect(page.getByText("Due today")).toBeVisible();
  await fillSandboxCard(page);
  await page.getByRole("button", { name: `Pay ${amount}` }).click();
}

test("a $5 tip with a note from a post reaches the creator's tips and revenue", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const member = await signedInNewAccount(page, "follower", "tipper");
  await page.goto(`/influencer/${CREATOR}?post=${await postId(page.request, FREE_POST)}`);
  const viewer = page.getByRole("dialog", { name: FREE_POST });
  await viewer.getByRole("button", { name: "Send a tip" }).click();

  const dialog = page.getByRole("dialog", { name: `Send ${CREATOR} a tip` });
  const amounts = dialog.getByRole("group", { name: "Amount" });
  await expect(amounts.getByRole("radio", { name: "$5.00" })).toBeChecked();
  // A custom amount outside $1-$500 is refused in place, and what was typed stays.
  // The radios are drawn as buttons: a member clicks the words.
  await amounts.getByText("Other amount", { exact: true }).click();
  await expect(amounts.getByRole("radio", { name: "Other amount" })).toBeChecked();
  await dialog.getByRole("textbox", { name: "Other amount in US dollars" }).fill("0.50");
  await dialog.getByLabel("Note (optional)").fill("Those squat cues fixed my knees!");
  await dialog.getByRole("button", { name: "Continue to payment" }).click();
  await expect(dialog.getByText("Enter an amount from $1.00 to $500.00.")).toBeVisible();
  await expect(dialog.getByLabel("Note (optional)")).toHaveValue("Those squat cues fixed my knees!");
  await amounts.getByText("$5.00", { exact: true }).click();
  await expect(amounts.getByRole("radio", { name: "$5.00" })).toBeChecked();
  await dialog.getByRole("button", { name: "Continue to payment" }).click();

  await payOnSandbox(page, "$5.00");
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`Your $5.00 tip was sent to ${CREATOR}.`)).toBeVisible();
  await page.getByRole("link", { name: "Back to the post" }).click();
  await expect(page.getByRole("dialog", { name: FREE_POST })).toBeVisible();

  const creator = await (await browser.newContext()).newPage();
  await signIn(creator, demoEmail(CREATOR));
  await creator.goto("/dashboard/influencer/tips");
  const tip = creator.getByRole("listitem").filter({ hasText: "Those squat cues fixed my knees!" });
  await expect(tip).toContainText("$5.00");
  await expect(tip).toContainText(member.username);
  await expect(tip).toContainText(`From your post “${FREE_POST}”`);
  // In the revenue: the ledger's month (the creator's 70% of it) and the analytics' tips.
  const totals = (await (await creator.request.get("/api/dashboards/influencer/analytics?range=7d")).json()).totals;
  expect(totals.tipsCents).toBeGreaterThanOrEqual(500);
  await creator.goto("/dashboard/influencer/analytics");
  const chart = creator.getByRole("region", { name: "Tips and posts sold" });
  await chart.getByRole("button", { name: "Show table" }).click();
  await expect(chart.getByRole("cell", { name: "$5.00" }).first()).toBeVisible();
});

test("a Rookie unlocks a pay-per-view post for good, and only that post", async ({ page }) => {
  test.setTimeout(90_000);
  await signedInNewAccount(page, "follower", "buyer");
  const soldId = await postId(page.request, SOLD_POST);
  await page.goto(`/influencer/${CREATOR}?post=${soldId}`);
  const viewer = page.getByRole("dialog", { name: SOLD_POST });
  await viewer.getByRole("button", { name: "Unlock for $4.99" }).click();

  await payOnSandbox(page, "$4.99");
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`You bought ${CREATOR}'s post for $4.99.`)).toBeVisible();
  await page.getByRole("link", { name: "Open the post" }).click();
  await expect(
    page.getByRole("dialog", { name: SOLD_POST }).getByText("The exact warm-up attempts and timings"),
  ).toBeVisible();

  // Exactly that post: the creator's other ALL STAR posts stay locked, and a reload keeps it open.
  const cards = (await (await page.request.get(`/api/creators/${CREATOR}/posts`)).json()).posts as {
    title: string;
    isLocked: boolean;
  }[];
  expect(cards.find((card) => card.title === SOLD_POST)?.isLocked).toBe(false);
  expect(cards.find((card) => card.title === OTHER_ALL_STAR_POST)?.isLocked).toBe(true);
  await page.reload();
  await expect(page.getByRole("dialog", { name: SOLD_POST }).getByRole("button", { name: /^Unlock for/ })).toHaveCount(
    0,
  );
});

test("in Spanish at 375 px, the tip dialog reads and fits the screen", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: "es-ES" });
  await context.addCookies([{ name: "fc_lang", value: "es", url: baseURL! }]);
  const page = await context.newPage();
  await signedInNewAccount(page, "follower", "propina");
  await page.goto(`/influencer/${CREATOR}`);
  await page.getByRole("button", { name: "Enviar una propina" }).click();
  const dialog = page.getByRole("dialog", { name: `Enviar una propina a ${CREATOR}` });
  await expect(dialog.getByRole("button", { name: "Continuar al pago" })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});
