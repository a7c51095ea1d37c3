// Every email goes out in its recipient's language, through the API: the language the sign-up page
// was in, then whatever the person picks later (PUT /api/me/language); bad values change nothing.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceClock, CARDS, connectPayouts, subscribe } from "../../../../tests/support/billing-factories";
import { createCreator } from "../../../../tests/support/creator-factories";
import { createPost } from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { creatorWithAllStar, openConversation } from "../../../../tests/support/message-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { emailUnreadMessages } from "../notifications";
import { endSuspendedCreatorMemberships } from "../moderation";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OWNER_EMAILS: "chef@example.com" } });
});
afterAll(() => t.close());

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${counter++}`;

function registration(language?: string) {
  const username = uniqueName("lang");
  return {
    username,
    email: `${username}@example.com`,
    role: "follower",
    password: "secret123",
    confirmPassword: "secret123",
    acceptTerms: true,
    ...(language === undefined ? {} : { language }),
  };
}

const latestTo = (email: string) => {
  const mail = t.outbox.list().find((message) => message.to === email);
  expect(mail, `no mail to ${email}`).toBeDefined();
  return mail!;
};
const linkIn = (text: string, path: string) =>
  new URL(text.match(/https?:\/\/\S+/g)!.find((url) => new URL(url).pathname === path)!);
const requestReset = (email: string) => t.request("POST", "/api/auth/forgot-password", { body: { email } });
/** The platform owner (OWNER_EMAILS), made the first time a test needs them. */
let owner: ReturnType<typeof createUser> | undefined;
const ownerCookie = async () =>
  signIn(t, await (owner ??= createUser(t, { email: "chef@example.com", username: "the_chef" })));
const setLanguage = (cookie: string | undefined, body: unknown) =>
  t.request("PUT", "/api/me/language", { cookie, body });

describe("account emails", () => {
  it("a Spanish sign-up gets its confirmation, then its password reset, in Spanish", async () => {
    const body = registration("es");
    expect((await t.request("POST", "/api/auth/sign-up", { body })).status).toBe(201);

    const confirmation = latestTo(body.email);
    expect(confirmation.subject).toBe("Confirma tu cuenta de FitCreators");
    expect(confirmation.text).toContain(`Hola ${body.username}, ¡te damos la bienvenida a FitCreators!`);
    expect(confirmation.text).toContain("Confirmar mi correo: http://localhost:3000/auth/callback?token=");
    expect(confirmation.html).toMatch(/^<!doctype html><html lang="es">/);
    expect(confirmation.html).toContain(">Confirmar mi correo</a>");
    // The link in it still confirms the account.
    const token = linkIn(confirmation.text, "/auth/callback").searchParams.get("token");
    expect((await t.request("POST", "/api/auth/confirm-email", { body: { token } })).status).toBe(200);

    expect((await requestReset(body.email)).status).toBe(200);
    const reset = latestTo(body.email);
    expect(reset.subject).toBe("Restablece tu contraseña de FitCreators");
    expect(reset.text).toContain("Elegir una contraseña nueva: http://localhost:3000/reset-password?token=");
    expect(reset.html).toContain('<html lang="es">');

    // The stored language is what the account reads back.
    const cookie = await signIn(t, { email: body.email, password: body.password });
    expect((await t.request("GET", "/api/me/language", { cookie })).json).toEqual({ language: "es" });
  });

  it("a sign-up with no language is in English; one with an unknown language is refused and mails nobody", async () => {
    const english = registration();
    expect((await t.request("POST", "/api/auth/sign-up", { body: english })).status).toBe(201);
    expect(latestTo(english.email).subject).toBe("Confirm your FitCreators account");
    expect(latestTo(english.email).html).toContain('<html lang="en">');

    const before = t.outbox.list().length;
    for (const language of ["de", "pt", "EN", ""]) {
      const refused = await t.request("POST", "/api/auth/sign-up", { body: registration(language) });
      expect(refused.status, language).toBe(400);
      expect(refused.json.error.code).toBe("validation_failed");
      expect(refused.json.error.details.fields.language).toBeDefined();
    }
    expect(t.outbox.list().length).toBe(before);
  });

  it("someone signing up on a taken address in another language: the owner is told in the owner's language", async () => {
    const owner = await createUser(t);
    const cookie = await signIn(t, owner);
    expect((await setLanguage(cookie, { language: "fr" })).status).toBe(200);

    const attempt = { ...registration("es"), email: owner.email };
    expect((await t.request("POST", "/api/auth/sign-up", { body: attempt })).status).toBe(201);
    const notice = latestTo(owner.email);
    expect(notice.subject).toBe("Quelqu'un a essayé de s'inscrire avec votre adresse e-mail");
    expect(notice.text).toContain(
      "Mot de passe oublié ? Choisissez-en un nouveau : http://localhost:3000/forgot-password",
    );
    // The sign-up attempt did not change the owner's language.
    expect((await t.request("GET", "/api/me/language", { cookie })).json).toEqual({ language: "fr" });
  });
});

describe("PUT /api/me/language", () => {
  it("switches the language of the next email", async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    expect((await t.request("GET", "/api/me/language", { cookie })).json).toEqual({ language: "en" });
    await requestReset(user.email);
    expect(latestTo(user.email).subject).toBe("Reset your FitCreators password");

    const saved = await setLanguage(cookie, { language: "pt-BR" });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ language: "pt-BR" });
    await requestReset(user.email);
    expect(latestTo(user.email).subject).toBe("Redefina sua senha do FitCreators");
    expect(latestTo(user.email).html).toContain('<html lang="pt-BR">');

    expect((await setLanguage(cookie, { language: "fr" })).status).toBe(200);
    await requestReset(user.email);
    expect(latestTo(user.email).subject).toBe("Réinitialisez votre mot de passe FitCreators");
  });

  it("refuses a bad language with 400 validation_failed and changes nothing; signed out it is 401", async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    await setLanguage(cookie, { language: "es" });

    for (const body of [{ language: "de" }, { language: "pt" }, { language: "" }, { language: 3 }, {}, "not json"]) {
      const refused = await setLanguage(cookie, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json.error.code).toMatch(/^(validation_failed|bad_request)$/);
    }
    expect((await t.request("GET", "/api/me/language", { cookie })).json).toEqual({ language: "es" });
    await requestReset(user.email);
    expect(latestTo(user.email).subject).toBe("Restablece tu contraseña de FitCreators");

    const signedOut = await setLanguage(undefined, { language: "fr" });
    expect(signedOut.status).toBe(401);
    expect(signedOut.json.error.code).toBe("unauthenticated");
    expect((await t.request("GET", "/api/me/language")).status).toBe(401);
  });
});

describe("billing and notification emails", () => {
  it("a French member's receipt is in French, with French dates and amounts", async () => {
    const creator = await createCreator(t, { username: "coach_fr", proPriceCents: 1299 });
    await connectPayouts(t, await signIn(t, creator));
    const member = await createUser(t, { role: "follower" });
    const cookie = await signIn(t, member);
    await setLanguage(cookie, { language: "fr" });
    await subscribe(t, cookie, "coach_fr", "pro");
    expect((await t.request("GET", "/api/me/memberships", { cookie })).status).toBe(200);

    const receipt = t.outbox
      .list()
      .find((message) => message.to === member.email && message.subject.startsWith("Reçu"));
    expect(receipt?.subject).toBe("Reçu : abonnement coach_fr · PRO sur FitCreators");
    const text = receipt!.text.replace(/\s/g, " ");
    expect(text).toContain(`Bonjour ${member.username}, merci pour votre paiement.`);
    expect(text).toMatch(
      /coach_fr · PRO : 12,99 \$US payé le \d{1,2}(er)? (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}\./,
    );
    expect(text).toMatch(/Votre abonnement se renouvelle le \d{1,2}(er)? \S+ \d{4}\./);
    expect(text).toContain("Gérer les paiements : http://localhost:3000/dashboard/follower/settings");
    expect(receipt!.html).toContain('<html lang="fr">');
  });

  it("a failed renewal is told in Spanish, with its unsubscribe link", async () => {
    const creator = await createCreator(t, { username: "coach_es", proPriceCents: 999 });
    await connectPayouts(t, await signIn(t, creator));
    const member = await createUser(t, { role: "follower" });
    const cookie = await signIn(t, member);
    await setLanguage(cookie, { language: "es" });
    await subscribe(t, cookie, "coach_es", "pro", CARDS.failsRenewals);
    await advanceClock(t, 31);

    const failed = t.outbox
      .list()
      .find((message) => message.to === member.email && message.subject.startsWith("Acción necesaria"));
    expect(failed?.subject).toBe("Acción necesaria: falló el pago de tu membresía coach_es · PRO");
    const text = failed!.text.replace(/\s/g, " ");
    expect(text).toContain(
      `Hola ${member.username}, no pudimos cobrar 9,99 US$ en tu tarjeta por tu membresía coach_es · PRO.`,
    );
    expect(text).toContain("Actualizar mi tarjeta: http://localhost:3000/dashboard/follower/settings");
    expect(text).toContain(
      "Dejar de recibir correos sobre problemas de pago: http://localhost:3000/unsubscribe?token=",
    );
    expect(failed!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("a member who reads Portuguese is told in Portuguese that a suspended creator's membership will not renew", async () => {
    const creator = await createCreator(t);
    await connectPayouts(t, await signIn(t, creator));
    const member = await createUser(t, { role: "follower" });
    const cookie = await signIn(t, member);
    await setLanguage(cookie, { language: "pt-BR" });
    await subscribe(t, cookie, creator.username, "pro");
    const suspended = await t.request("POST", `/api/owner/accounts/${creator.id}/suspend`, {
      cookie: await ownerCookie(),
      body: { reason: "Spam" },
    });
    expect(suspended.status).toBe(200);
    await endSuspendedCreatorMemberships(t.deps);

    const mail = latestTo(member.email);
    expect(mail.subject).toBe(`Sua assinatura de ${creator.username} não será renovada`);
    expect(mail.text).toMatch(
      /Sua assinatura não será renovada: você não será cobrado de novo, e ela termina em \d{1,2} de \S+ de \d{4}\./,
    );
    expect(mail.text).toContain("Suas assinaturas: http://localhost:3000/dashboard/follower/subscriptions");
    expect(mail.html).toContain('<html lang="pt-BR">');
  });

  it("an unread-message email to a Portuguese-speaking creator is in Portuguese, and its unsubscribe still works", async () => {
    const pair = await creatorWithAllStar(t);
    await setLanguage(pair.creatorCookie, { language: "pt-BR" });
    await openConversation(t, pair, "Oi, coach");
    await t.db.execute(
      sql`update direct_messages set created_at = now() - interval '16 minutes' where sender_id = ${pair.member.id}`,
    );
    await emailUnreadMessages(t.deps);

    const mail = latestTo(pair.creator.email);
    expect(mail.subject).toBe(`Nova mensagem de @${pair.member.username}`);
    expect(mail.text).toContain(`Você tem uma mensagem não lida de @${pair.member.username} no FitCreators.`);
    expect(mail.text).toContain("Ler e responder: http://localhost:3000/dashboard/influencer/inbox");
    expect(mail.text).toContain("Parar de receber estes e-mails: http://localhost:3000/unsubscribe?token=");
    expect(mail.html).toContain('<html lang="pt-BR">');

    const oneClick = new URL(mail.headers!["List-Unsubscribe"]!.slice(1, -1));
    const unsubscribed = await t.request("POST", oneClick.pathname + oneClick.search, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.json).toEqual({ kind: "messages" });
  });

  it("an owner whose account is in Spanish reads a post report in Spanish; the reason stays as written", async () => {
    await setLanguage(await ownerCookie(), { language: "es" });
    const creator = await createCreator(t);
    const post = await createPost(t, creator, { title: "Día de pierna" });
    const reporter = await createUser(t);
    const reported = await t.request("POST", "/api/reports", {
      cookie: await signIn(t, reporter),
      body: { subject: "post", postId: post.id, reason: "Dangerous advice" },
    });
    expect(reported.status).toBe(201);

    const mail = latestTo("chef@example.com");
    expect(mail.subject).toBe(`Publicación denunciada: «Día de pierna» de @${creator.username}`);
    expect(mail.text).toBe(
      [
        `@${reporter.username} denunció la publicación «Día de pierna» de @${creator.username}.`,
        "Motivo: Dangerous advice",
        "Abre la cola de moderación en el panel del propietario para resolverla.",
      ].join("\n"),
    );
    expect(mail.html).toContain('<html lang="es">');
  });
});
