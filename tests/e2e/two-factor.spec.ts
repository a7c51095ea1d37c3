// Two-factor sign-in: turning it on from settings with the QR code's key and a code from the
// "authenticator app" (computed here from the key the page shows), then signing in with the
// password and a code; a backup code instead; turning it off with the password; Spanish on a phone.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { secretOf, totpCode, wrongTotpCode } from "../support/totp";
import { confirmedAccount } from "./support/accounts";

// Each journey signs in several times and checks the page with axe: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

type Account = Awaited<ReturnType<typeof confirmedAccount>>;

/** No serious or critical WCAG 2.1 A/AA violation on the page as it is now (as accessibility.spec.ts checks). */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect(serious).toEqual([]);
}

async function newPage(browser: Browser, options: { viewport?: { width: number; height: number } } = {}) {
  const context = await browser.newContext(options);
  return context.newPage();
}

/** Turns two-factor on through the API, as the settings card does; answers the key and backup codes. */
async function turnOnThroughApi(request: APIRequestContext, account: Account) {
  expect(
    (await request.post("/api/auth/sign-in", { data: { email: account.email, password: account.password } })).ok(),
  ).toBe(true);
  const setup = await request.post("/api/auth/two-factor/enable", { data: { password: account.password } });
  expect(setup.ok()).toBe(true);
  const { totpUri, backupCodes } = (await setup.json()) as { totpUri: string; backupCodes: string[] };
  const secret = secretOf(totpUri);
  expect((await request.post("/api/auth/two-factor/enable/confirm", { data: { code: totpCode(secret) } })).ok()).toBe(
    true,
  );
  expect((await request.post("/api/auth/sign-out")).ok()).toBe(true);
  return { secret, backupCodes };
}

async function passwordStep(
  page: Page,
  account: Account,
  labels = { email: "Email", password: "Password", submit: "Log in" },
) {
  await page.goto("/login");
  await page.getByLabel(labels.email).fill(account.email);
  await page.getByLabel(labels.password, { exact: true }).fill(account.password);
  await page.getByRole("button", { name: labels.submit, exact: true }).click();
}

test("enabling TOTP then signing in with a code", async ({ browser }) => {
  const page = await newPage(browser);
  const account = await confirmedAccount(page.request, "follower", "tfa_on");
  expect(
    (await page.request.post("/api/auth/sign-in", { data: { email: account.email, password: account.password } })).ok(),
  ).toBe(true);

  await page.goto("/dashboard/follower/settings");
  const card = page.getByRole("region", { name: "Two-factor sign-in" });
  await expect(card.getByText("Two-factor sign-in is off.")).toBeVisible();
  await card.getByRole("button", { name: "Turn on" }).click();

  // A wrong password is refused on its field, and what was typed stays.
  const password = card.getByLabel("Current password");
  await password.fill("not-my-password");
  await card.getByRole("button", { name: "Continue" }).click();
  await expect(card.getByText("That password is not right.")).toBeVisible();
  await expect(password).toHaveValue("not-my-password");
  await password.fill(account.password);
  await card.getByRole("button", { name: "Continue" }).click();

  // The QR code, and its key as text for the app (read here as a person who cannot scan would).
  await expect(
    card.getByRole("img", { name: "QR code that adds your FitCreators account to an authenticator app" }),
  ).toBeVisible();
  const secret = await card.getByLabel("Setup key").inputValue();
  expect(secret).toMatch(/^[A-Z2-7]+$/);

  const confirmation = card.getByLabel("Confirmation code");
  await expect(confirmation).toHaveAttribute("inputmode", "numeric");
  await confirmation.fill(wrongTotpCode(secret));
  await card.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(card.getByText("That code is not right. Enter the newest code your app shows.")).toBeVisible();
  await expectAccessible(page);
  await confirmation.fill(totpCode(secret));
  await card.getByRole("button", { name: "Verify and turn on" }).click();

  // The backup codes, once, with the note to keep them.
  await expect(card.getByText("Two-factor sign-in is on.", { exact: true })).toBeVisible();
  await expect(card.getByRole("heading", { name: "Your backup codes" })).toBeFocused();
  await expect(card.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(10);
  await expect(card.getByText("Keep them somewhere safe")).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download codes" }).click();
  expect((await download).suggestedFilename()).toBe("fitcreators-backup-codes.txt");
  await card.getByRole("button", { name: "I have saved my codes" }).click();
  await expect(
    card.getByText("Two-factor sign-in is on: signing in asks for a code from your authenticator app."),
  ).toBeVisible();
  await page.reload();
  await expect(card.getByRole("button", { name: "Turn off" })).toBeVisible();

  // Signed out, the password alone no longer signs in: the code step follows.
  expect((await page.request.post("/api/auth/sign-out")).ok()).toBe(true);
  await passwordStep(page, account);
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(page.getByLabel("Trust this device for 30 days")).not.toBeChecked();
  expect((await (await page.request.get("/api/auth/session")).json()).user).toBeNull();

  const wrong = wrongTotpCode(secret);
  await code.fill(wrong);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page.getByText("That code is not right. Enter the newest code your app shows.")).toBeVisible();
  await expect(code).toHaveValue(wrong);
  await expectAccessible(page);
  await code.fill(totpCode(secret));
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/follower$/);
  expect((await (await page.request.get("/api/auth/session")).json()).user.email).toBe(account.email);
});

test("a backup code signs in instead of the app's code, and turning off asks for the password", async ({ browser }) => {
  const page = await newPage(browser);
  const account = await confirmedAccount(page.request, "influencer", "tfa_backup");
  const { backupCodes } = await turnOnThroughApi(page.request, account);

  await passwordStep(page, account);
  await page.getByRole("button", { name: "Use a backup code" }).click();
  const backup = page.getByLabel("Backup code");
  await expect(backup).toBeFocused();
  await backup.fill(backupCodes[0]!);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/influencer$/);

  await page.goto("/dashboard/influencer/profile");
  const card = page.getByRole("region", { name: "Two-factor sign-in" });
  await card.getByRole("button", { name: "Turn off" }).click();
  const dialog = page.getByRole("dialog", { name: "Turn off two-factor sign-in?" });
  await dialog.getByLabel("Current password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Turn off" }).click();
  await expect(dialog.getByText("That password is not right.")).toBeVisible();
  await expect(dialog.getByLabel("Current password")).toHaveValue("not-my-password");
  await expectAccessible(page);
  await dialog.getByLabel("Current password").fill(account.password);
  await dialog.getByRole("button", { name: "Turn off" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Two-factor sign-in is off.").first()).toBeVisible();

  // The password alone signs in again; the used backup code is gone with the rest.
  expect((await page.request.post("/api/auth/sign-out")).ok()).toBe(true);
  await passwordStep(page, account);
  await expect(page).toHaveURL(/\/dashboard\/influencer$/);
});

test("in Spanish at 375 px, setting up and the sign-in code step fit the screen", async ({ browser, baseURL }) => {
  const page = await newPage(browser, { viewport: { width: 375, height: 812 } });
  await page.context().addCookies([{ name: "fc_lang", value: "es", url: baseURL! }]);
  const noOverflow = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);

  const settingUp = await confirmedAccount(page.request, "follower", "tfa_es");
  expect(
    (
      await page.request.post("/api/auth/sign-in", { data: { email: settingUp.email, password: settingUp.password } })
    ).ok(),
  ).toBe(true);
  await page.goto("/dashboard/follower/settings");
  const card = page.getByRole("region", { name: "Inicio de sesión en dos pasos" });
  await card.getByRole("button", { name: "Activar" }).click();
  await card.getByLabel("Contraseña actual").fill(settingUp.password);
  await card.getByRole("button", { name: "Continuar" }).click();
  await expect(
    card.getByRole("img", { name: "Código QR que añade tu cuenta de FitCreators a una app de autenticación" }),
  ).toBeVisible();
  await expect(card.getByLabel("Código de confirmación")).toBeVisible();
  await noOverflow();
  expect((await page.request.post("/api/auth/sign-out")).ok()).toBe(true);

  const account = await confirmedAccount(page.request, "follower", "tfa_es_in");
  const { secret } = await turnOnThroughApi(page.request, account);
  await passwordStep(page, account, { email: "Correo electrónico", password: "Contraseña", submit: "Iniciar sesión" });
  await expect(page.getByRole("heading", { name: "Inicio de sesión en dos pasos" })).toBeVisible();
  await expect(page.getByLabel("Confiar en este dispositivo durante 30 días")).toBeVisible();
  await expect(page.getByRole("button", { name: "Usar un código de respaldo" })).toBeVisible();
  await noOverflow();
  await page.getByLabel("Código de autenticación").fill(totpCode(secret));
  await page.getByRole("button", { name: "Verificar", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/follower$/);
});
