// The weekly tips email for a Spanish member: their settings show the switch on, Monday's round
// (run now through the development trigger) writes to them in Spanish with the week's new post,
// and the email's unsubscribe link turns it off, said in Spanish.
import { expect, test } from "@playwright/test";
import { confirmedAccount, signedInNewAccount, signIn } from "./support/accounts";
import { linkAfter, openEmail } from "./support/dev-mail";
import { pickSavedLanguage } from "./support/language";

test("a Spanish member's weekly email arrives in Spanish, and its link turns it off", async ({ page, browser }) => {
  const title = `Sentadilla búlgara ${Date.now().toString(36)}`;
  const creatorContext = await browser.newContext();
  const creatorPage = await creatorContext.newPage();
  const creator = await confirmedAccount(creatorPage.request, "influencer", "consejos");
  await signIn(creatorPage, creator.email, creator.password);
  const published = await creatorPage.request.post("/api/posts", {
    data: { title, description: "Tres series de ocho.", type: "text", requiredTier: "rookie" },
  });
  expect(published.status()).toBe(201);
  await creatorContext.close();

  const member = await signedInNewAccount(page, "follower", "semanal");
  expect((await page.request.post(`/api/creators/${creator.username}/follow`, { data: {} })).ok()).toBe(true);
  await page.goto("/dashboard/follower/settings");
  await pickSavedLanguage(page, "Español");
  const weekly = page.getByRole("checkbox", { name: /Enviarme los consejos semanales los lunes/ });
  await expect(weekly).toBeChecked();

  const round = await page.request.post("/api/dev/weekly-tips");
  expect(round.ok()).toBe(true);

  const email = await openEmail(page, { to: member.email, subject: "Tu semana en FitCreators", listName: "Mensajes" });
  await expect(page.getByRole("heading", { level: 2, name: "Tu semana en FitCreators" })).toHaveAttribute("lang", "es");
  await expect(email).toContainText(`Hola ${member.username}, esta es tu semana en FitCreators.`);
  await expect(email).toContainText("Novedades de esta semana de los creadores que sigues");
  await expect(email).toContainText(`${title}, de @${creator.username}`);

  await page.goto(linkAfter((await email.textContent()) ?? "", "Dejar de recibir estos correos semanales: "));
  await expect(page.getByText("Ya no recibirás el correo semanal de consejos.")).toBeVisible();
  await page.goto("/dashboard/follower/settings");
  await expect(page.getByRole("checkbox", { name: /Enviarme los consejos semanales los lunes/ })).not.toBeChecked();
});
