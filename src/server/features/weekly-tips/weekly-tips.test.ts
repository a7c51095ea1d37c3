// Monday's weekly tips email: what each member's tier lets them open, their plan's week ahead and
// their records, in their language; nothing for a member with nothing new or who turned it off;
// one email per member and week however many rounds run.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tier } from "../../../domain/memberships";
import { utcDate } from "../../../domain/weekly-tips";
import { personalRecords, posts, users } from "../../db/schema";
import { assignedProgram } from "../../../../tests/support/coaching-factories";
import { createPost } from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { sendWeeklyTips } from "./job";

let t: TestApp;
let creator: Awaited<ReturnType<typeof createUser>>;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  creator = await createUser(t, { role: "influencer", username: "tips_coach" });
});
afterAll(() => t.close());

const mailsTo = (email: string) => t.outbox.list().filter((mail) => mail.to === email);

async function memberAt(tier: Tier, of = creator) {
  const member = await createUser(t);
  await createMembership(t, member.id, of.id, tier);
  return member;
}

describe("the week's posts", () => {
  const titles = { rookie: "Tips rookie warm-up", pro: "Tips pro intervals", allStar: "Tips all star block" };
  let members: Record<Tier, Awaited<ReturnType<typeof createUser>>>;

  beforeAll(async () => {
    await createPost(t, creator, { title: titles.rookie, requiredTier: "rookie" });
    await createPost(t, creator, { title: titles.pro, requiredTier: "pro" });
    await createPost(t, creator, { title: titles.allStar, requiredTier: "all_star" });
    // Older than a week, and not published: in nobody's email.
    await createPost(t, creator, {
      title: "Tips last month",
      requiredTier: "rookie",
      publishedAt: new Date(Date.now() - 10 * DAY_MS),
    });
    await createPost(t, creator, { title: "Tips draft", requiredTier: "rookie", status: "draft" });
    members = { rookie: await memberAt("rookie"), pro: await memberAt("pro"), all_star: await memberAt("all_star") };
    await sendWeeklyTips(t.deps);
  });

  it("lists only what each member can open at their tier: a Rookie gets no PRO post", () => {
    const [rookie] = mailsTo(members.rookie.email);
    const [pro] = mailsTo(members.pro.email);
    const [allStar] = mailsTo(members.all_star.email);
    expect(rookie!.text).toContain(titles.rookie);
    expect(rookie!.text).not.toContain(titles.pro);
    expect(rookie!.text).not.toContain(titles.allStar);
    expect(pro!.text).toContain(titles.pro);
    expect(pro!.text).not.toContain(titles.allStar);
    expect(allStar!.text).toContain(titles.allStar);
    for (const mail of [rookie!, pro!, allStar!]) {
      expect(mail.text).not.toContain("Tips last month");
      expect(mail.text).not.toContain("Tips draft");
      // Titles and links only: never a post's text.
      expect(mail.text).not.toContain("description");
    }
  });

  it("links each title to the creator's posts and carries the one-click unsubscribe headers", () => {
    const [mail] = mailsTo(members.rookie.email);
    expect(mail!.subject).toBe("Your week on FitCreators");
    expect(mail!.html).toContain(`<a href="http://localhost:3000/influencer/tips_coach?tab=content">`);
    expect(mail!.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/api\/email-preferences\/unsubscribe\?token=.+>$/,
    );
    expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.text).not.toContain("Your plan for the week ahead");
    expect(mail!.text).not.toContain("Your new records");
  });

  it("counts a step-down release: an ALL STAR post open to everyone by now reaches a Rookie", async () => {
    const stepped = await createPost(t, creator, { title: "Tips stepped down", requiredTier: "all_star" });
    await t.db
      .update(posts)
      .set({ publishedAt: new Date(Date.now() - 2 * DAY_MS), opensToEveryoneAfterDays: 1 })
      .where(eq(posts.id, stepped.id));
    const rookie = await memberAt("rookie");
    await sendWeeklyTips(t.deps);
    expect(mailsTo(rookie.email)[0]!.text).toContain("Tips stepped down");
  });
});

it("writes in the member's language", async () => {
  const other = await createUser(t, { role: "influencer", username: "tips_entrenadora" });
  await createPost(t, other, { title: "Sentadillas de la semana", requiredTier: "rookie" });
  const member = await memberAt("rookie", other);
  await t.db.update(users).set({ language: "es" }).where(eq(users.id, member.id));
  await sendWeeklyTips(t.deps);
  const [mail] = mailsTo(member.email);
  expect(mail!.subject).toBe("Tu semana en FitCreators");
  expect(mail!.html).toContain('<html lang="es">');
  expect(mail!.text).toContain(`Hola ${member.username}, esta es tu semana en FitCreators.`);
  expect(mail!.text).toContain("Sentadillas de la semana, de @tips_entrenadora");
  expect(mail!.text).toContain("Dejar de recibir estos correos semanales");
});

it("shows the plan's week ahead, rest days included, and the records that beat an earlier best", async () => {
  const coach = await createUser(t, { role: "influencer" });
  const member = await memberAt("all_star", coach);
  const today = utcDate(new Date());
  await assignedProgram(t, await signIn(t, coach), [member.id], today);
  await t.db.insert(personalRecords).values([
    {
      memberId: member.id,
      exerciseKey: "back squat",
      exerciseName: "Back Squat",
      kind: "load_for_reps",
      reps: 5,
      value: 100,
      beatPrevious: true,
      achievedOn: today,
    },
    // A first value is a starting point, not a record.
    {
      memberId: member.id,
      exerciseKey: "deadlift",
      exerciseName: "Deadlift",
      kind: "estimated_1rm",
      value: 150,
      beatPrevious: false,
      achievedOn: today,
    },
  ]);
  await t.db.update(users).set({ measurementUnits: "metric" }).where(eq(users.id, member.id));
  await sendWeeklyTips(t.deps);
  const [mail] = mailsTo(member.email);
  expect(mail!.text).toContain("Your plan for the week ahead");
  expect(mail!.text).toContain("Strength base, with @");
  expect(mail!.text).toContain(": Back Squat, Plank");
  expect(mail!.text).toContain(": Rest day");
  // Seven days from today: the first day (exercises) to the seventh (a rest day).
  expect(mail!.text.match(/^- .+: (Back Squat, Plank|Rest day)$/gm)).toHaveLength(7);
  expect(mail!.text).toContain("Back Squat: 100 kg for 5 reps");
  expect(mail!.text).not.toContain("Deadlift");
});

it("sends nothing to a member with nothing new, nor to one of a creator who posted nothing", async () => {
  const quiet = await createUser(t, { role: "influencer" });
  const member = await memberAt("all_star", quiet);
  const round = await sendWeeklyTips(t.deps);
  expect(round.considered).toBeGreaterThanOrEqual(1);
  expect(mailsTo(member.email)).toEqual([]);
});

it("sends one email per member and week, however many rounds run, even at once", async () => {
  const members = [await memberAt("rookie"), await memberAt("pro"), await memberAt("rookie")];
  const rounds = await Promise.all([sendWeeklyTips(t.deps, { batchSize: 2 }), sendWeeklyTips(t.deps)]);
  await sendWeeklyTips(t.deps);
  for (const member of members) expect(mailsTo(member.email)).toHaveLength(1);
  expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(3);
});

it("walks members in batches, so every member is reached with a small batch", async () => {
  const members = await Promise.all(Array.from({ length: 5 }, () => memberAt("rookie")));
  const round = await sendWeeklyTips(t.deps, { batchSize: 2 });
  expect(round.sent).toBe(5);
  for (const member of members) {
    expect(mailsTo(member.email)).toHaveLength(1);
    // Another creator's posts are for that creator's members.
    expect(mailsTo(member.email)[0]!.text).not.toContain("Sentadillas de la semana");
  }
});

it("sends nothing for a membership that ended, nor to a creator", async () => {
  const ended = await createUser(t);
  await createMembership(t, ended.id, creator.id, "pro", {
    status: "canceled",
    currentPeriodEnd: new Date(Date.now() - DAY_MS),
  });
  await createPost(t, creator, { title: "Tips after the end", requiredTier: "rookie" });
  await sendWeeklyTips(t.deps);
  expect(mailsTo(ended.email)).toEqual([]);
  expect(mailsTo(creator.email)).toEqual([]);
});

it("the development trigger is not there when mail goes out over SMTP", async () => {
  const smtp = await createTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:2525" }, databaseUrl: t.databaseUrl });
  try {
    expect((await smtp.request("POST", "/api/dev/weekly-tips")).status).toBe(404);
  } finally {
    await smtp.close();
  }
});

describe("turning it off", () => {
  it("the email's one-click unsubscribe turns the weekly tips off; the settings turn them back on", async () => {
    const member = await memberAt("rookie");
    await sendWeeklyTips(t.deps);
    const [mail] = mailsTo(member.email);
    const oneClick = new URL(mail!.headers!["List-Unsubscribe"]!.slice(1, -1));

    // A mail app's one-click POST, no session.
    const unsubscribed = await t.request("POST", oneClick.pathname + oneClick.search, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.json).toEqual({ kind: "weeklyTips" });
    const cookie = await signIn(t, member);
    expect((await t.request("GET", "/api/me/email-preferences", { cookie })).json).toEqual({
      messages: true,
      replies: true,
      payments: true,
      weeklyTips: false,
    });

    // Next week the creator posts again, and nothing arrives.
    const nextWeek = new Date(Date.now() + 7 * DAY_MS);
    const fresh = await createPost(t, creator, { title: "Tips next week", requiredTier: "rookie" });
    const publishBefore = (at: Date) =>
      t.db
        .update(posts)
        .set({ publishedAt: new Date(at.getTime() - DAY_MS) })
        .where(eq(posts.id, fresh.id));
    await publishBefore(nextWeek);
    await sendWeeklyTips(t.deps, { now: nextWeek });
    expect(mailsTo(member.email)).toHaveLength(1);

    // Turned back on in the settings, the week after brings one again.
    const on = await t.request("PUT", "/api/me/email-preferences", { cookie, body: { weeklyTips: true } });
    expect(on.json.weeklyTips).toBe(true);
    const weekAfter = new Date(nextWeek.getTime() + 7 * DAY_MS);
    await publishBefore(weekAfter);
    await sendWeeklyTips(t.deps, { now: weekAfter });
    expect(mailsTo(member.email)).toHaveLength(2);
    expect(mailsTo(member.email)[0]!.text).toContain("Tips next week");
  });
});

it("the development trigger runs a round (only beside the dev outbox, on this machine)", async () => {
  const member = await memberAt("rookie");
  await createPost(t, creator, { title: "Tips via the trigger", requiredTier: "rookie" });
  const response = await t.request("POST", "/api/dev/weekly-tips");
  expect(response.status).toBe(200);
  expect(response.json.sent).toBeGreaterThanOrEqual(1);
  expect(mailsTo(member.email)[0]!.text).toContain("Tips via the trigger");
});
