// Moderation: a member reports a post from the viewer, the owner finds it in the queue and hides it
// with a reason; the member and a visitor no longer see it, its creator sees it hidden with the
// reason in My Posts, and the audit log says who did it, when and why. Then the owner's screen in
// Spanish on a 375 px phone. The post is a new one of a demo creator, so no other journey's posts move.
import { expect, test, type Browser } from "@playwright/test";
import { confirmedAccount, demoEmail, ownerSignIn, signIn } from "./support/accounts";
import { openContentTab } from "./support/profile-tabs";

test.describe.configure({ mode: "serial" });

const CREATOR = "run_with_ana";
/** One of the creator's demo posts, free to everyone (src/server/db/seed/demo-posts.ts). */
const OTHER_POST = "Easy days should feel easy";
const run = Date.now().toString(36);
const title = `Sprint drills ${run}`;
const reason = `Unsafe sprint technique ${run}`;

async function newPage(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext(options);
  return context.newPage();
}

test("the owner hides a reported post; the member's and a visitor's views change and the creator sees why", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const creator = await newPage(browser);
  await signIn(creator, demoEmail(CREATOR));
  const published = await creator.request.post("/api/posts", {
    data: { title, description: "Ten hill sprints.", type: "text" },
  });
  expect(published.status()).toBe(201);

  // A member (free follow) opens the post on the profile and reports it.
  const member = await newPage(browser);
  const account = await confirmedAccount(member.request, "follower", "reporter");
  await signIn(member, account.email, account.password);
  expect((await member.request.post(`/api/creators/${CREATOR}/follow`, { data: {} })).ok()).toBe(true);
  await member.goto(`/influencer/${CREATOR}`);
  await openContentTab(member);
  await member.getByRole("button", { name: `Read now: ${title}` }).click();
  const viewer = member.getByRole("dialog", { name: title });
  await viewer.getByRole("button", { name: "Report post" }).click();
  const reportDialog = member.getByRole("dialog", { name: "Report this post" });
  await reportDialog.getByRole("button", { name: "Send report" }).click();
  await expect(reportDialog.getByText("Please say why.")).toBeVisible();
  await reportDialog
    .getByRole("textbox", { name: "What is wrong?" })
    .fill("Sprinting on a wet road like this hurts people.");
  await reportDialog.getByRole("button", { name: "Send report" }).click();
  await expect(reportDialog.getByText("Thank you. The platform's team will look at your report.")).toBeVisible();
  await reportDialog.getByRole("button", { name: "Close" }).click();
  await expect(reportDialog).toHaveCount(0);
  await viewer.getByRole("button", { name: "Close" }).click();

  // The owner finds it in the queue and hides it with a reason.
  const owner = await newPage(browser);
  await ownerSignIn(owner);
  await owner.goto("/dashboard/owner");
  const queue = owner.getByRole("region", { name: "Reports" });
  const item = queue.getByRole("article", { name: title });
  await expect(item).toContainText(`reported by @${account.username}`);
  await expect(item).toContainText("Sprinting on a wet road like this hurts people.");
  await expect(item.getByRole("link", { name: `@${CREATOR}` })).toHaveAttribute("href", `/influencer/${CREATOR}`);
  await item.getByRole("button", { name: "Hide post" }).click();
  const hideDialog = owner.getByRole("dialog", { name: "Hide this post" });
  await expect(hideDialog).toContainText(title);
  // Cancel changes nothing.
  await hideDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(hideDialog).toHaveCount(0);
  await expect(item.getByRole("button", { name: "Hide post" })).toBeFocused();
  await item.getByRole("button", { name: "Hide post" }).click();
  await hideDialog.getByRole("textbox", { name: "Reason (kept in the audit log)" }).fill(reason);
  await hideDialog.getByRole("button", { name: "Hide post" }).click();
  await expect(hideDialog).toHaveCount(0);
  // Hiding closed the post's reports, and the log says who, when and why.
  await expect(item).toHaveCount(0);
  const log = owner.getByRole("list", { name: "Audit log" });
  const entry = log.getByRole("listitem").filter({ hasText: title });
  await expect(entry).toContainText(`Post hidden: ${title}`);
  await expect(entry).toContainText(`Reason: ${reason}`);
  await expect(entry).toContainText("by @platform_owner");
  await expect(entry.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);

  // The member no longer sees it, on the profile or in their latest content.
  await member.reload();
  await openContentTab(member);
  // The creator's other posts (the demo's) are there; the hidden one is not.
  await expect(
    member.getByRole("tabpanel", { name: "Content" }).getByRole("article", { name: OTHER_POST, exact: true }),
  ).toBeVisible();
  await expect(member.getByRole("button", { name: `Read now: ${title}` })).toHaveCount(0);
  await member.goto("/dashboard/follower");
  await expect(member.getByRole("heading", { name: "Latest Content" })).toBeVisible();
  await expect(member.getByText(title)).toHaveCount(0);

  // Nor does a visitor (whose answers may be shared for up to 15 s, so this waits that long at most).
  const visitor = await newPage(browser);
  await expect(async () => {
    await visitor.goto(`/influencer/${CREATOR}`);
    await openContentTab(visitor);
    await expect(
      visitor.getByRole("tabpanel", { name: "Content" }).getByRole("article", { name: OTHER_POST, exact: true }),
    ).toBeVisible({ timeout: 3_000 });
    await expect(visitor.getByRole("button", { name: `Read now: ${title}` })).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 25_000 });
  await expect(visitor.getByRole("button", { name: `Read now: ${title}` })).toHaveCount(0);
  expect((await visitor.request.get(`/api/posts/${((await published.json()) as { id: string }).id}`)).status()).toBe(
    404,
  );

  // Its creator still has it in My Posts, marked hidden with the owner's reason.
  await creator.goto("/dashboard/influencer/posts");
  await expect(creator.getByRole("article", { name: title, exact: true })).toContainText(
    `Hidden by the platform: ${reason}`,
  );

  for (const page of [creator, member, owner, visitor]) await page.context().close();
});

test("the owner's screen works in Spanish on a 375 px phone: an action can be cancelled, an account looked up", async ({
  browser,
}) => {
  const page = await newPage(browser, { viewport: { width: 375, height: 812 } });
  await page
    .context()
    .addCookies([{ name: "fc_lang", value: "es", url: test.info().project.use.baseURL ?? "http://localhost" }]);
  await ownerSignIn(page);
  await page.goto("/dashboard/owner");
  await expect(page.getByRole("heading", { level: 2, name: "Denuncias" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Registro de auditoría" })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "Denuncias abiertas" })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "Pagos fallidos este mes" })).toBeVisible();
  const entry = page
    .getByRole("list", { name: "Registro de auditoría" })
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(entry).toContainText(`Publicación ocultada: ${title}`);
  await expect(entry).toContainText(`Motivo: ${reason}`);

  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await entry.getByRole("button", { name: `Suspender a @${CREATOR}` }).click();
  const dialog = page.getByRole("dialog", { name: "Suspender esta cuenta" });
  await expect(dialog.getByRole("textbox", { name: "Motivo (queda en el registro de auditoría)" })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(entry.getByRole("button", { name: `Suspender a @${CREATOR}` })).toBeFocused();

  // An account can be looked up by name to suspend or restore it.
  const accounts = page.getByRole("region", { name: "Cuentas" });
  await accounts.getByRole("textbox", { name: "Nombre de usuario" }).fill(`@${CREATOR}`);
  await accounts.getByRole("button", { name: "Buscar cuenta" }).click();
  await expect(accounts).toContainText(`@${CREATOR} · Creador · Activa`);
  await expect(accounts.getByRole("button", { name: "Suspender cuenta" })).toBeVisible();
  await accounts.getByRole("textbox", { name: "Nombre de usuario" }).fill("nobody_by_this_name");
  await accounts.getByRole("button", { name: "Buscar cuenta" }).click();
  await expect(accounts).toContainText("No hay ninguna cuenta llamada @nobody_by_this_name.");
  await page.context().close();
});
