// Replies left unread are emailed while away: a coach's comment on a logged session and an answer
// to a support request, made through the API, then the job run as the runner runs it.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../domain/coaching";
import { notifications } from "../../db/schema";
import { assignedProgram } from "../../../../tests/support/coaching-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { submitCheckin } from "../../../../tests/support/checkin-factories";
import { openRequest } from "../../../../tests/support/support-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { emailUnreadReplies } from "./away-emails";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OWNER_EMAILS: "helpdesk@example.com,helpdesk2@example.com" } });
});
afterAll(() => t.close());

const mailsTo = (email: string) => t.outbox.list().filter((mail) => mail.to === email);

/** Makes the user's unread notifications as old as `age` (a Postgres interval). */
const age = (userId: string, interval = "16 minutes") =>
  t.db.execute(
    sql`update notifications set created_at = now() - ${interval}::interval where user_id = ${userId} and read_at is null`,
  );

/** A coach and an ALL STAR member who logged the first day of their plan (two days ago). */
async function coachAndLoggedMember() {
  const coach = await createUser(t, { role: "influencer" });
  const member = await createUser(t);
  await createMembership(t, member.id, coach.id, "all_star");
  const coachCookie = await signIn(t, coach);
  const memberCookie = await signIn(t, member);
  const start = addDays(new Date().toISOString().slice(0, 10), -2);
  await assignedProgram(t, coachCookie, [member.id], start);
  const plans = await t.request("GET", "/api/me/plan", { cookie: memberCookie });
  const planId = plans.json.plans[0].id as string;
  const status = await t.request("PUT", `/api/me/plan/${planId}/days/0/status`, {
    cookie: memberCookie,
    body: { status: "done", note: "" },
  });
  expect(status.status, status.text).toBe(200);
  const comment = (cookie: string, body: string, path = `/api/me/coaching/plans/${planId}/days/0/comments`) =>
    t.request("POST", path, { cookie, body: { body } });
  return { coach, member, coachCookie, memberCookie, planId, comment };
}

describe("a coach's comment left unread", () => {
  it("is emailed once to a Spanish member after 15 minutes, in Spanish, linking to the session", async () => {
    const pair = await coachAndLoggedMember();
    await t.request("PUT", "/api/me/language", { cookie: pair.memberCookie, body: { language: "es" } });
    expect((await pair.comment(pair.coachCookie, "¡Gran sentadilla!")).status).toBe(201);

    await emailUnreadReplies(t.deps);
    expect(mailsTo(pair.member.email)).toHaveLength(0);

    await age(pair.member.id);
    // Two instances at once, then a later round: one email.
    await Promise.all([emailUnreadReplies(t.deps), emailUnreadReplies(t.deps)]);
    await emailUnreadReplies(t.deps);
    const mails = mailsTo(pair.member.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Nuevo comentario de @${pair.coach.username}`);
    expect(mail!.text).toContain(`Hola ${pair.member.username}, esto te espera en FitCreators:`);
    expect(mail!.text).toContain(
      `@${pair.coach.username} comentó: «¡Gran sentadilla!»: http://localhost:3000/dashboard/follower/plan/${pair.planId}/0`,
    );
    expect(mail!.text).toContain(
      "Dejar de recibir correos sobre respuestas sin leer: http://localhost:3000/unsubscribe?token=",
    );
    expect(mail!.html).toContain('<html lang="es">');
    expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("reaches the coach too when the member answers, with the link to the client's session", async () => {
    const pair = await coachAndLoggedMember();
    await pair.comment(pair.coachCookie, "How did it feel?");
    await pair.comment(pair.memberCookie, "Heavy but fine", `/api/me/plan/${pair.planId}/days/0/comments`);
    await age(pair.coach.id);
    await emailUnreadReplies(t.deps);
    const [mail] = mailsTo(pair.coach.email);
    expect(mail!.subject).toBe(`New comment from @${pair.member.username}`);
    expect(mail!.text).toContain(
      `@${pair.member.username} commented: “Heavy but fine”: http://localhost:3000/dashboard/influencer/clients/${pair.member.id}/${pair.planId}/0`,
    );
  });

  it("is not emailed once read", async () => {
    const pair = await coachAndLoggedMember();
    await pair.comment(pair.coachCookie, "Nice work");
    const [notification] = (await t.request("GET", "/api/notifications", { cookie: pair.memberCookie })).json
      .notifications;
    const read = await t.request("POST", `/api/notifications/${notification.id}/read`, { cookie: pair.memberCookie });
    expect(read.status).toBe(200);
    await t.db.execute(
      sql`update notifications set created_at = now() - interval '16 minutes' where user_id = ${pair.member.id}`,
    );
    await emailUnreadReplies(t.deps);
    expect(mailsTo(pair.member.email)).toHaveLength(0);
  });

  it("several wait in one email; one older than a day is stale and never emailed", async () => {
    const pair = await coachAndLoggedMember();
    await pair.comment(pair.coachCookie, "Before the emails began");
    await age(pair.member.id, "25 hours");
    await pair.comment(pair.coachCookie, "First");
    await pair.comment(pair.coachCookie, "Second");
    // Each as old as its place in the thread: the first a minute before the second.
    await t.db.execute(
      sql`update notifications set created_at = now() - interval '20 minutes'
          - (case when data->>'text' = 'First' then interval '1 minute' else interval '0' end)
        where user_id = ${pair.member.id} and created_at > now() - interval '1 hour'`,
    );
    await emailUnreadReplies(t.deps);
    const [mail, ...more] = mailsTo(pair.member.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("2 replies are waiting for you on FitCreators");
    expect(mail!.text.indexOf("First")).toBeLessThan(mail!.text.indexOf("Second"));
    expect(mail!.text).not.toContain("Before the emails began");
    const stale = await t.db
      .select({ emailedAt: notifications.emailedAt })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, pair.member.id),
          eq(notifications.type, "coaching_comment"),
          sql`created_at < now() - interval '1 day'`,
        ),
      );
    expect(stale).toEqual([{ emailedAt: null }]);
  });

  it("is not emailed to a member who turned replies off, in settings or with the one-click link", async () => {
    const pair = await coachAndLoggedMember();
    const off = await t.request("PUT", "/api/me/email-preferences", {
      cookie: pair.memberCookie,
      body: { replies: false },
    });
    expect(off.json).toEqual({ messages: true, replies: false, payments: true, weeklyTips: true });
    await pair.comment(pair.coachCookie, "Unseen");
    await age(pair.member.id);
    await emailUnreadReplies(t.deps);
    expect(mailsTo(pair.member.email)).toHaveLength(0);

    // The coach still gets theirs, and their one-click link turns replies off for them alone.
    await pair.comment(pair.memberCookie, "Thanks", `/api/me/plan/${pair.planId}/days/0/comments`);
    await age(pair.coach.id);
    await emailUnreadReplies(t.deps);
    const [mail] = mailsTo(pair.coach.email);
    const oneClick = new URL(mail!.headers!["List-Unsubscribe"]!.slice(1, -1));
    const unsubscribed = await t.request("POST", oneClick.pathname + oneClick.search, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.json).toEqual({ kind: "replies" });
    expect((await t.request("GET", "/api/me/email-preferences", { cookie: pair.coachCookie })).json).toMatchObject({
      messages: true,
      replies: false,
    });
    await pair.comment(pair.memberCookie, "Hello again?", `/api/me/plan/${pair.planId}/days/0/comments`);
    await age(pair.coach.id);
    await emailUnreadReplies(t.deps);
    expect(mailsTo(pair.coach.email)).toHaveLength(1);
  });
});

describe("a comment on a check-in left unread", () => {
  it("is emailed to a Brazilian member with the week written their way and a link to their check-ins", async () => {
    const pair = await coachAndLoggedMember();
    await t.request("PUT", "/api/me/language", { cookie: pair.memberCookie, body: { language: "pt-BR" } });
    const sent = await submitCheckin(t, pair.memberCookie, pair.coach.username);
    expect(sent.status).toBe(201);
    const checkin = sent.json.checkin as { id: string; weekStart: string };
    const comment = await t.request("POST", `/api/check-ins/${checkin.id}/comments`, {
      cookie: pair.coachCookie,
      body: { body: "Ótima semana!" },
    });
    expect(comment.status).toBe(201);

    await age(pair.member.id);
    await emailUnreadReplies(t.deps);
    const [mail] = mailsTo(pair.member.email);
    expect(mail!.subject).toBe(`Novo comentário no seu check-in de @${pair.coach.username}`);
    const week = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(checkin.weekStart),
    );
    expect(mail!.text).toContain(
      `@${pair.coach.username} comentou o check-in da semana de ${week}: “Ótima semana!”: http://localhost:3000/dashboard/follower/check-in?creator=${pair.coach.username}`,
    );
  });
});

describe("a support answer left unread", () => {
  it("is emailed to the requester with the request's subject and a link to it", async () => {
    const requester = await createUser(t);
    const cookie = await signIn(t, requester);
    const owner = await signIn(t, await createUser(t, { email: "helpdesk@example.com" }));
    await t.request("PUT", "/api/me/language", { cookie, body: { language: "fr" } });
    const opened = await openRequest(t, cookie, { subject: "Vidéo bloquée", message: "La vidéo ne démarre pas." });
    const id = opened.json.id as string;
    const answered = await t.request("POST", `/api/owner/support-requests/${id}/answers`, {
      cookie: owner,
      body: { message: "Réessayez maintenant." },
    });
    expect(answered.status).toBe(200);

    await age(requester.id);
    await emailUnreadReplies(t.deps);
    const [mail, ...more] = mailsTo(requester.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Votre demande d’assistance a reçu une réponse : Vidéo bloquée");
    // French puts a no-break space before the colon.
    expect(mail!.text.replace(/\s/g, " ")).toContain(
      `Notre équipe a répondu à votre demande « Vidéo bloquée » : http://localhost:3000/support?request=${id}#support-requests`,
    );
    expect(mail!.html).toContain('<html lang="fr">');
  });
});

describe("the development trigger", () => {
  it("runs a round as if the wait were over, only beside the dev outbox", async () => {
    const requester = await createUser(t);
    const cookie = await signIn(t, requester);
    const owner = await signIn(t, await createUser(t, { email: "helpdesk2@example.com" }));
    const opened = await openRequest(t, cookie, { subject: "Lost invoice", message: "Where is it?" });
    await t.request("POST", `/api/owner/support-requests/${opened.json.id}/answers`, {
      cookie: owner,
      body: { message: "In your payments page." },
    });
    const round = await t.request("POST", "/api/dev/unread-replies");
    expect(round.status).toBe(200);
    expect(round.json.sent).toBeGreaterThanOrEqual(1);
    expect(mailsTo(requester.email).map((mail) => mail.subject)).toEqual([
      "Your support request was answered: Lost invoice",
    ]);

    const smtp = await createTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:2525" }, databaseUrl: t.databaseUrl });
    try {
      expect((await smtp.request("POST", "/api/dev/unread-replies")).status).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});
