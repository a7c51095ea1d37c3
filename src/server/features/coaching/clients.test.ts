// The coach's clients view and the comment threads on logged sessions, through the HTTP API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../domain/coaching";
import { assignedProgram, programBody } from "../../../../tests/support/coaching-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
let coachCookie: string;
const today = "2026-11-26";
const squat = (load: number) => ({ reps: 5, load, unit: "kg", rpe: null, seconds: null });

/** A program where every day but the seventh of each week holds squats. */
const everyDay = () => {
  const body = programBody({ weeks: 3 });
  body.days = body.days.map((day, index) => (index % 7 === 6 ? day : body.days[0]!));
  return body;
};

let steady: { id: string; cookie: string; planId: string };
let absent: { id: string; cookie: string; planId: string };
let unplanned: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  const coach = await createUser(t, { role: "influencer" });
  coachCookie = await signIn(t, coach);
  const make = async (username: string) => {
    const user = await createUser(t, { username });
    await createMembership(t, user.id, coach.id, "all_star");
    return user;
  };
  const steadyUser = await make("bea_steady");
  const absentUser = await make("abe_absent");
  const unplannedUser = await make("cal_unplanned");
  // Both started ten days ago: today is week 2, day 4 (index 10).
  await assignedProgram(t, coachCookie, [steadyUser.id, absentUser.id], addDays(today, -10), everyDay());
  const planOf = async (user: { email: string; password: string; id: string }) => {
    const cookie = await signIn(t, user);
    const plans = await t.request("GET", "/api/me/plan", { cookie });
    return { id: user.id, cookie, planId: plans.json.plans[0].id as string };
  };
  steady = await planOf(steadyUser);
  absent = await planOf(absentUser);
  unplanned = { id: unplannedUser.id };
  // The steady client did every planned day but one, beating their squat on day 8.
  for (const day of [0, 1, 2, 3, 4, 7, 8, 9]) {
    await t.request("PUT", `/api/me/plan/${steady.planId}/days/${day}/exercises/0/sets/1`, {
      cookie: steady.cookie,
      body: squat(day === 8 ? 90 : 80),
    });
    await t.request("PUT", `/api/me/plan/${steady.planId}/days/${day}/status`, {
      cookie: steady.cookie,
      body: { status: "done", note: "" },
    });
  }
});
afterAll(() => t.close());

describe("the clients view", () => {
  it("lists each ALL STAR client with plan, adherence this week, missed sessions and records, needing attention first", async () => {
    const answer = await t.request("GET", `/api/me/coaching/clients?today=${today}`, { cookie: coachCookie });
    expect(answer.status).toBe(200);
    expect(answer.json.clients.map((client: { username: string }) => client.username)).toEqual([
      "abe_absent",
      "bea_steady",
      "cal_unplanned",
    ]);
    const [absentRow, steadyRow, unplannedRow] = answer.json.clients;
    expect(absentRow).toMatchObject({
      id: absent.id,
      plan: { name: "Strength base" },
      thisWeek: { done: 0, planned: 4 },
      missedSessions: 9,
      newRecords: 0,
      lastLoggedOn: null,
      lastCheckinOn: null,
      flags: ["missed_sessions", "no_checkin"],
    });
    expect(steadyRow).toMatchObject({
      thisWeek: { done: 3, planned: 4 },
      missedSessions: 1,
      newRecords: 1,
      lastLoggedOn: addDays(today, -1),
      flags: ["no_checkin", "new_record"],
    });
    expect(unplannedRow).toMatchObject({ id: unplanned.id, plan: null, thisWeek: { done: 0, planned: 0 }, flags: [] });
  });

  it("opens one client with their plan from this coach and a logged day", async () => {
    const client = await t.request("GET", `/api/me/coaching/clients/${steady.id}`, { cookie: coachCookie });
    expect(client.json.member.username).toBe("bea_steady");
    expect(client.json.plans[0].sessions).toHaveLength(8);
    const day = await t.request("GET", `/api/me/coaching/plans/${steady.planId}/days/8`, { cookie: coachCookie });
    expect(day.json.sets).toEqual([{ exerciseIndex: 0, setNumber: 1, reps: 5, loadKg: 90, rpe: null, seconds: null }]);
    expect(day.json.canLog).toBe(false);
  });
});

describe("comments on a logged session", () => {
  it("lets coach and member talk in the session's thread, each notified of the other's comment", async () => {
    const path = `/api/me/coaching/plans/${steady.planId}/days/8/comments`;
    const posted = await t.request("POST", path, { cookie: coachCookie, body: { body: "Great depth on that 90!" } });
    expect(posted.status).toBe(201);

    const memberPath = `/api/me/plan/${steady.planId}/days/8/comments`;
    const seen = await t.request("GET", memberPath, { cookie: steady.cookie });
    expect(seen.json.comments.map((comment: { body: string }) => comment.body)).toEqual(["Great depth on that 90!"]);
    const notified = await t.request("GET", "/api/notifications", { cookie: steady.cookie });
    expect(notified.json.notifications[0]).toMatchObject({
      type: "coaching_comment",
      data: { assignmentId: steady.planId, dayIndex: 8, memberId: steady.id, text: "Great depth on that 90!" },
    });

    await t.request("POST", memberPath, { cookie: steady.cookie, body: { body: "Thanks coach" } });
    const thread = await t.request("GET", path, { cookie: coachCookie });
    expect(thread.json.comments.map((comment: { body: string }) => comment.body)).toEqual([
      "Great depth on that 90!",
      "Thanks coach",
    ]);
    const coachNotified = await t.request("GET", "/api/notifications", { cookie: coachCookie });
    expect(coachNotified.json.notifications[0]).toMatchObject({
      type: "coaching_comment",
      data: { text: "Thanks coach" },
    });
  });

  it("refuses an empty comment, a day not logged yet, and anyone outside the pair", async () => {
    const path = `/api/me/coaching/plans/${steady.planId}/days/8/comments`;
    expect((await t.request("POST", path, { cookie: coachCookie, body: { body: "  " } })).status).toBe(400);
    const notLogged = await t.request("POST", `/api/me/coaching/plans/${steady.planId}/days/12/comments`, {
      cookie: coachCookie,
      body: { body: "Hello?" },
    });
    expect(notLogged.status).toBe(409);
    const other = await t.request("GET", `/api/me/plan/${steady.planId}/days/8/comments`, { cookie: absent.cookie });
    expect(other.status).toBe(404);
    const posted = await t.request("POST", `/api/me/plan/${steady.planId}/days/8/comments`, {
      cookie: absent.cookie,
      body: { body: "Sneaky" },
    });
    expect(posted.status).toBe(404);
    const thread = await t.request("GET", path, { cookie: coachCookie });
    expect(thread.json.comments).toHaveLength(2);
  });
});
