// Replies emailed while away, for a Spanish member: their settings show the switch on, the team
// answers their support request, a round of the unread replies email (run now through the
// development trigger, as if the 15 minutes had passed) writes to them in Spanish with a link to
// the request, and the email's unsubscribe link turns these emails off, said in Spanish.
import { expect, test } from "@playwright/test";
import { ownerSignIn, signedInNewAccount } from "./support/accounts";
import { linkAfter, openEmail } from "./support/dev-mail";
import { pickSavedLanguage } from "./support/language";

test("a Spanish member's unread support answer is emailed in Spanish, and its link turns these emails off", async ({
  page,
  browser,
}) => {
  const subject = `No carga mi vídeo ${Date.now().toString(36)}`;
  const member = await signedInNewAccount(page, "follower", "ausente");
  await page.goto("/dashboard/follower/settings");
  await pickSavedLanguage(page, "Español");
  const replies = page.getByRole("checkbox", { name: /Enviarme un correo por las respuestas que no haya leído/ });
  await expect(replies).toBeChecked();

  const opened = await page.request.post("/api/support/requests", {
    multipart: { subject, message: "El vídeo se queda en negro." },
  });
  expect(opened.status()).toBe(201);
  const { id } = (await opened.json()) as { id: string };
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await ownerSignIn(owner);
  const answered = await owner.request.post(`/api/owner/support-requests/${id}/answers`, {
    data: { message: "Ya está arreglado: vuelve a cargar la página." },
  });
  expect(answered.ok()).toBe(true);
  await ownerContext.close();

  const round = await page.request.post("/api/dev/unread-replies");
  expect(round.ok()).toBe(true);

  const email = await openEmail(page, {
    to: member.email,
    subject: "Respondimos a tu solicitud de soporte",
    listName: "Mensajes",
  });
  const heading = page.getByRole("heading", { level: 2, name: `Respondimos a tu solicitud de soporte: ${subject}` });
  await expect(heading).toHaveAttribute("lang", "es");
  await expect(email).toContainText(`Hola ${member.username}, esto te espera en FitCreators:`);
  const text = (await email.textContent()) ?? "";
  const request = linkAfter(text, `Nuestro equipo respondió a tu solicitud «${subject}»: `);
  const unsubscribe = linkAfter(text, "Dejar de recibir correos sobre respuestas sin leer: ");

  // The email's link leads to the request and its answer.
  await page.goto(request);
  await expect(page.getByRole("article", { name: subject })).toContainText("Ya está arreglado");

  await page.goto(unsubscribe);
  await expect(page.getByText("Ya no recibirás correos sobre respuestas sin leer.")).toBeVisible();
  await page.goto("/dashboard/follower/settings");
  await expect(
    page.getByRole("checkbox", { name: /Enviarme un correo por las respuestas que no haya leído/ }),
  ).not.toBeChecked();
});
