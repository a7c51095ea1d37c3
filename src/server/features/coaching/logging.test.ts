// Logging a plan's sets and sessions, and the records they set, through the HTTP API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignedProgram } from "../../../../tests/support/coaching-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
let cookie: string;
let planId: string;
const setPath = (day: number, exercise: number, set: number) =>
  `/api/me/plan/${planId}/days/${day}/exercises/${exercise}/sets/${set}`;
const squat = (reps: number, load: number, unit = "kg") => ({ reps, load, unit, rpe: 8, seconds: null });

beforeAll(async () => {
  t = await createTestApp();
  const coach = await createUser(t, { role: "influencer" });
  const member = await createUser(t);
  await createMembership(t, member.id, coach.id, "all_star");
  await assignedProgram(t, await signIn(t, coach), [member.id], "2026-11-02");
  cookie = await signIn(t, member);
  planId = (await t.request("GET", "/api/me/plan", { cookie })).json.plans[0].id;
});
afterAll(() => t.close());

describe("logging sets", () => {
  it("saves each set as it is entered, in kg whatever the unit typed, and changes it in place", async () => {
    const first = await t.request("PUT", setPath(0, 0, 1), { cookie, body: squat(5, 80) });
    expect(first.status).toBe(200);
    expect(first.json.set).toEqual({ exerciseIndex: 0, setNumber: 1, reps: 5, loadKg: 80, rpe: 8, seconds: null });
    expect(first.json.newRecords).toEqual([]);

    const inPounds = await t.request("PUT", setPath(0, 0, 2), { cookie, body: squat(5, 176.4, "lb") });
    expect(inPounds.json.set.loadKg).toBe(80.01);

    await t.request("PUT", setPath(0, 0, 2), { cookie, body: squat(4, 80) });
    const day = await t.request("GET", `/api/me/plan/${planId}/days/0`, { cookie });
    expect(day.json.sets).toEqual([
      { exerciseIndex: 0, setNumber: 1, reps: 5, loadKg: 80, rpe: 8, seconds: null },
      { exerciseIndex: 0, setNumber: 2, reps: 4, loadKg: 80, rpe: 8, seconds: null },
    ]);
    expect(day.json.session).toEqual({ status: null, note: "" });

    expect((await t.request("DELETE", setPath(0, 0, 2), { cookie })).status).toBe(204);
    const after = await t.request("GET", `/api/me/plan/${planId}/days/0`, { cookie });
    expect(after.json.sets).toHaveLength(1);
  });

  it("refuses bad sets with a 400 and keeps what was saved", async () => {
    const empty = await t.request("PUT", setPath(0, 0, 3), {
      cookie,
      body: { reps: null, load: null, unit: "kg", rpe: null, seconds: null },
    });
    expect(empty.status).toBe(400);
    expect(empty.json.error.details.fields.reps).toBe("coaching.validation.setEmpty");
    const negative = await t.request("PUT", setPath(0, 0, 1), { cookie, body: squat(-1, 80) });
    expect(negative.status).toBe(400);
    const noExercise = await t.request("PUT", setPath(0, 5, 1), { cookie, body: squat(5, 80) });
    expect(noExercise.status).toBe(404);
    const restDay = await t.request("PUT", setPath(6, 0, 1), { cookie, body: squat(5, 80) });
    expect(restDay.status).toBe(404);
    const day = await t.request("GET", `/api/me/plan/${planId}/days/0`, { cookie });
    expect(day.json.sets).toEqual([{ exerciseIndex: 0, setNumber: 1, reps: 5, loadKg: 80, rpe: 8, seconds: null }]);
  });

  it("marks a session done, partly done or skipped with a note, shown in My plan", async () => {
    const marked = await t.request("PUT", `/api/me/plan/${planId}/days/0/status`, {
      cookie,
      body: { status: "partial", note: "Knee felt off" },
    });
    expect(marked.json).toEqual({ status: "partial", note: "Knee felt off" });
    const skipped = await t.request("PUT", `/api/me/plan/${planId}/days/1/status`, {
      cookie,
      body: { status: "skipped", note: "" },
    });
    expect(skipped.status).toBe(200);
    expect(
      (await t.request("PUT", `/api/me/plan/${planId}/days/1/status`, { cookie, body: { status: "maybe" } })).status,
    ).toBe(400);
    const plans = await t.request("GET", "/api/me/plan", { cookie });
    expect(plans.json.plans[0].sessions).toEqual(
      expect.arrayContaining([
        { dayIndex: 0, status: "partial", note: "Knee felt off", loggedSets: 1 },
        { dayIndex: 1, status: "skipped", note: "", loggedSets: 0 },
      ]),
    );
  });
});

describe("records", () => {
  it("celebrates a beaten record once, computes Epley's 1RM in SQL and charts the exercise", async () => {
    // Week 2's first day (day 7) beats week 1's 5 x 80 kg.
    const beaten = await t.request("PUT", setPath(7, 0, 1), { cookie, body: squat(5, 85) });
    expect(beaten.json.newRecords).toEqual(
      expect.arrayContaining([
        { kind: "load_for_reps", reps: 5, value: 85 },
        { kind: "estimated_1rm", reps: 0, value: 99.17 },
      ]),
    );
    const sameAgain = await t.request("PUT", setPath(7, 0, 2), { cookie, body: squat(5, 85) });
    expect(sameAgain.json.newRecords).toEqual([]);
    const unchangedResave = await t.request("PUT", setPath(7, 0, 1), { cookie, body: squat(5, 85) });
    expect(unchangedResave.json.newRecords).toEqual([]);

    const plank = await t.request("PUT", setPath(7, 1, 1), {
      cookie,
      body: { reps: null, load: null, unit: "kg", rpe: null, seconds: 75 },
    });
    expect(plank.json.newRecords).toEqual([]);

    const records = await t.request("GET", "/api/me/records", { cookie });
    const squatRecord = records.json.records.find((record: { key: string }) => record.key === "back squat");
    expect(squatRecord).toMatchObject({ name: "Back Squat", bestLoadKg: 85, estimatedOneRepMaxKg: 99.17 });

    const history = await t.request("GET", `/api/me/records/back%20squat?today=2026-11-27`, { cookie });
    expect(history.json).toEqual({
      name: "Back Squat",
      points: [
        { date: "2026-11-02", estimatedOneRepMaxKg: 93.33, bestLoadKg: 80, bestSeconds: null },
        { date: "2026-11-09", estimatedOneRepMaxKg: 99.17, bestLoadKg: 85, bestSeconds: null },
      ],
      byReps: [{ reps: 5, bestLoadKg: 85 }],
    });
  });

  it("takes back a typo's record when the set is corrected", async () => {
    const typo = await t.request("PUT", setPath(7, 0, 3), { cookie, body: squat(5, 850) });
    expect(typo.json.newRecords.length).toBeGreaterThan(0);
    await t.request("PUT", setPath(7, 0, 3), { cookie, body: squat(5, 85) });
    const next = await t.request("PUT", setPath(7, 0, 4), { cookie, body: squat(5, 87.5) });
    expect(next.json.newRecords).toEqual(expect.arrayContaining([{ kind: "load_for_reps", reps: 5, value: 87.5 }]));
  });
});
