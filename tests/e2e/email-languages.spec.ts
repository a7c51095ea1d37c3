// Emails in the person's language: the language of the sign-up page, and later the one picked in
// the switcher while signed in, read in the development outbox.
import { expect, test } from "@playwright/test";
import { newPerson, PASSWORD, signedInNewAccount } from "./support/accounts";
import { pickSavedLanguage } from "./support/language";

test("a visitor who signs up on the French page gets the confirmation email in French", async ({ page }) => {
  const person = newPerson("francais");
  await page.goto("/register");
  await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Français" });
  await expect(page.getByRole("heading", { name: "Créez votre compte" })).toBeVisible();

  await page.getByLabel("Nom d'utilisateur").fill(person.username);
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByRole("radio", { name: /^Abonné/ }).check();
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirmer le mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByLabel(/J'accepte les Conditions/).check();
  await page.getByRole("button", { name: "Créer un compte" }).click();
  await expect(page.getByText("Consultez vos e-mails")).toBeVisible();

  await page.goto("/dev/mail");
  const message = page.getByRole("list", { name: "Messages" }).getByRole("link").filter({ hasText: person.email });
  await expect(message).toContainText("Confirmez votre compte FitCreators");
  await message.click();
  await expect(page.getByRole("heading", { level: 2, name: "Confirmez votre compte FitCreators" })).toHaveAttribute(
    "lang",
    "fr",
  );
  await expect(page.getByRole("article")).toContainText(`Bonjour ${person.username}, bienvenue sur FitCreators !`);
});

test("picking Português in the switcher while signed in makes the next email Portuguese", async ({ page }) => {
  const account = await signedInNewAccount(page, "follower", "portugues");
  await page.goto("/explore");
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

  await pickSavedLanguage(page, "Português (Brasil)");

  expect((await page.request.post("/api/auth/forgot-password", { data: { email: account.email } })).ok()).toBe(true);
  await page.goto("/dev/mail");
  const message = page
    .getByRole("list", { name: "Mensagens" })
    .getByRole("link")
    .filter({ hasText: account.email })
    .first();
  await expect(message).toContainText("Redefina sua senha do FitCreators");
  await message.click();
  await expect(page.getByRole("article")).toContainText("Escolher uma nova senha: http://");
});
