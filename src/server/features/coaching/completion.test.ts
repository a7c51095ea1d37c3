// Completion across all clients of a program, through the HTTP API: members log real sets and
// statuses, and the creator reads per program day who did it and where sessions stopped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../domain/coaching";
import { assignedProgram, programBody } from "../../../../tests/support/coaching-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
let coachCookie: string;
let programId: string;
const today = "2026-11-26";
const squat = { reps: 5, load: 80, unit: "kg", rpe: null, seconds: null };
const plank = { reps: null, load: null, unit: "kg", rpe: null, seconds: 60 };

type Member = { cookie: string; planId: string };
const members = {} as Record<"ana" | "ben" | "cleo" | "dan" | "eve", Member>;

/** Logs `squats` sets of the day's Back Squat (3 planned) and `planks` of its Plank (2 planned). */
async function log(member: Member, day: number, squats: number, planks: number, status?: string) {
  for (let n = 1; n <= squats; n++) {
    const saved = await t.request("PUT", `/api/me/plan/${member.planId}/days/${day}/exercises/0/sets/${n}`, {
      cookie: member.cookie,
      body: squat,
    });
    expect(saved.status).toBe(200);
  }
  for (let n = 1; n <= planks; n++) {
    await t.request("PUT", `/api/me/plan/${member.planId}/days/${day}/exercises/1/sets/${n}`, {
      cookie: member.cookie,
      body: plank,
    });
  }
  if (status) {
    const marked = await t.request("PUT", `/api/me/plan/${member.planId}/days/${day}/status`, {
      cookie: member.cookie,
      body: { status, note: "" },
    });
    expect(marked.status).toBe(200);
  }
}

const completion = (id = programId, day = today) =>
  t.request("GET", `/api/me/programs/${id}/completion?today=${day}`, { cookie: coachCookie });

beforeAll(async () => {
  t = await createTestApp();
  const coach = await createUser(t, { role: "influencer" });
  coachCookie = await signIn(t, coach);
  const users = [];
  for (const name of ["ana", "ben", "cleo", "dan", "eve", "fay"] as const) {
    const user = await createUser(t, { username: `${name}_completion` });
    await createMembership(t, user.id, coach.id, "all_star");
    users.push({ name, user });
  }
  // Five started eight days ago: days 0 and 7 (the program's training days) are due, day 7 yesterday.
  ({ programId } = await assignedProgram(
    t,
    coachCookie,
    users.slice(0, 5).map(({ user }) => user.id),
    addDays(today, -8),
  ));
  // Fay starts tomorrow: nothing of hers is due yet.
  const later = await t.request("POST", `/api/me/programs/${programId}/assignments`, {
    cookie: coachCookie,
    body: { memberIds: [users[5]!.user.id], startDate: addDays(today, 1) },
  });
  expect(later.status).toBe(201);
  for (const { name, user } of users.slice(0, 5)) {
    const cookie = await signIn(t, user);
    const plans = await t.request("GET", "/api/me/plan", { cookie });
    members[name as keyof typeof members] = { cookie, planId: plans.json.plans[0].id };
  }
  // Day 0: Ana did everything, Ben marked done but left a plank set out, Cleo stopped after one
  // squat set, Dan did the squats only, Eve skipped.
  await log(members.ana, 0, 3, 2, "done");
  await log(members.ben, 0, 3, 1, "done");
  await log(members.cleo, 0, 1, 0, "partial");
  await log(members.dan, 0, 3, 0, "partial");
  await log(members.eve, 0, 0, 0, "skipped");
  // Day 7: Ana logged every set without marking it, Ben one squat set; the others nothing.
  await log(members.ana, 7, 3, 2);
  await log(members.ben, 7, 1, 0);
});
afterAll(() => t.close());

describe("program completion", () => {
  it("counts per training day who was due, did it, partly, skipped or missed it, and where they stopped", async () => {
    const answer = await completion();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toContain("no-store");
    expect(answer.json.program).toMatchObject({ id: programId, name: "Strength base", weeks: 2 });
    expect(answer.json.assigned).toBe(6);
    expect(answer.json.days).toEqual([
      {
        dayIndex: 0,
        week: 1,
        day: 1,
        due: 5,
        done: 2,
        partial: 2,
        skipped: 1,
        missed: 0,
        mostStoppedAt: { exercise: "Plank", count: 2 },
      },
      {
        dayIndex: 7,
        week: 2,
        day: 1,
        due: 5,
        done: 1,
        partial: 1,
        skipped: 0,
        missed: 3,
        mostStoppedAt: { exercise: "Back Squat", count: 1 },
      },
    ]);
  });

  it("counts only the days whose date has come", async () => {
    const answer = await completion(programId, addDays(today, -8));
    expect(answer.json.days.map((day: { due: number }) => day.due)).toEqual([5, 0]);
    expect(answer.json.days[1]).toMatchObject({ done: 0, missed: 0, mostStoppedAt: null });
  });

  it("names the exercise of the members' own copies after the program is edited", async () => {
    const body = programBody();
    body.days[0]!.exercises[1]!.name = "Side Plank";
    body.days[2] = body.days[0]!;
    const saved = await t.request("PUT", `/api/me/programs/${programId}`, { cookie: coachCookie, body });
    expect(saved.status).toBe(200);
    const answer = await completion();
    expect(answer.json.days.map((day: { dayIndex: number }) => day.dayIndex)).toEqual([0, 2, 7]);
    expect(answer.json.days[0].mostStoppedAt).toEqual({ exercise: "Plank", count: 2 });
    // The new day is no member's yet: nobody is due.
    expect(answer.json.days[1]).toMatchObject({ dayIndex: 2, week: 1, day: 3, due: 0, mostStoppedAt: null });
  });

  it("reads nothing of another program and answers an empty one with no days due", async () => {
    const other = await t.request("POST", "/api/me/programs", { cookie: coachCookie, body: programBody() });
    const answer = await completion(other.json.id);
    expect(answer.status).toBe(200);
    expect(answer.json.assigned).toBe(0);
    expect(answer.json.days.every((day: { due: number }) => day.due === 0)).toBe(true);
  });

  it("follows a cleared set: a done session missing a plank set stops at the plank", async () => {
    const cleared = await t.request("DELETE", `/api/me/plan/${members.ana.planId}/days/0/exercises/1/sets/2`, {
      cookie: members.ana.cookie,
    });
    expect(cleared.status).toBe(204);
    const answer = await completion();
    expect(answer.json.days[0]).toMatchObject({ done: 2, partial: 2, mostStoppedAt: { exercise: "Plank", count: 3 } });
  });

  it("refuses a missing or malformed day", async () => {
    expect((await t.request("GET", `/api/me/programs/${programId}/completion`, { cookie: coachCookie })).status).toBe(
      400,
    );
    expect((await completion(programId, "yesterday")).status).toBe(400);
  });
});
