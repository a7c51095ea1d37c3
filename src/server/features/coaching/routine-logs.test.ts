// Logging a creator's daily routine through HTTP: PRO and ALL STAR members log its workout blocks
// set by set, the sets count as records, a status closes the session; others are refused, and
// refused input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
let coach: Awaited<ReturnType<typeof createUser>>;
const today = new Date().toISOString().slice(0, 10);
const tomorrowButOne = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

const blocks = [
  { startTime: "07:00", endTime: "07:30", activity: "Breakfast", type: "meal" },
  { startTime: "08:00", endTime: "09:00", activity: "Back Squat", type: "workout", description: "Slow down" },
  { startTime: "18:00", endTime: "18:30", activity: "Plank", type: "workout" },
];

beforeAll(async () => {
  t = await createTestApp();
  coach = await createUser(t, { role: "influencer" });
  const cookie = await signIn(t, coach);
  for (const date of [today, tomorrowButOne]) {
    const saved = await t.request("PUT", `/api/me/routines/${date}`, {
      cookie,
      body: { title: "Leg day", notes: "", blocks },
    });
    expect(saved.status).toBe(200);
  }
});
afterAll(() => t.close());

async function member(tier: "rookie" | "pro" | "all_star" | null) {
  const user = await createUser(t);
  if (tier) await createMembership(t, user.id, coach.id, tier);
  return { user, cookie: await signIn(t, user) };
}

const logUrl = (date = today) => `/api/me/routine-logs/${coach.username}/${date}`;
const setUrl = (exerciseIndex: number, setNumber: number, date = today) =>
  `${logUrl(date)}/exercises/${exerciseIndex}/sets/${setNumber}`;
const squat = (load: number, reps = 5) => ({ reps, load, unit: "kg", rpe: 8, seconds: null });

describe("a PRO member logging today's routine", () => {
  it("sees its workout blocks only, logs sets (a better one is a record) and marks the session done", async () => {
    const { cookie } = await member("pro");
    const empty = await t.request("GET", logUrl(), { cookie });
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ title: "Leg day", date: today, session: null, sets: [] });
    expect(empty.json.exercises).toEqual([
      { index: 1, name: "Back Squat", notes: "Slow down" },
      { index: 2, name: "Plank", notes: "" },
    ]);

    const first = await t.request("PUT", setUrl(1, 1), { cookie, body: squat(100) });
    expect(first.status).toBe(200);
    expect(first.json.newRecords).toEqual([]);
    const second = await t.request("PUT", setUrl(1, 2), { cookie, body: squat(110) });
    expect(second.json.newRecords.map((record: { kind: string }) => record.kind)).toContain("load_for_reps");
    const plank = await t.request("PUT", setUrl(2, 1), {
      cookie,
      body: { reps: null, load: null, unit: "kg", rpe: null, seconds: 90 },
    });
    expect(plank.status).toBe(200);

    const marked = await t.request("PUT", `${logUrl()}/status`, { cookie, body: { status: "done", note: "Tough" } });
    expect(marked.json).toEqual({ status: "done", note: "Tough" });
    const read = await t.request("GET", logUrl(), { cookie });
    expect(read.json.session).toEqual({ status: "done", note: "Tough" });
    expect(read.json.sets.map((set: { exerciseIndex: number; loadKg: number | null }) => set.loadKg)).toEqual([
      100,
      110,
      null,
    ]);

    const records = await t.request("GET", "/api/me/records", { cookie });
    expect(records.json.records.map((record: { name: string }) => record.name).sort()).toEqual(["Back Squat", "Plank"]);

    expect((await t.request("DELETE", setUrl(1, 2), { cookie })).status).toBe(204);
    const after = await t.request("GET", logUrl(), { cookie });
    expect(after.json.sets).toHaveLength(2);
  });

  it("refuses a block that is not a workout, a set past the limit and bad input, storing nothing", async () => {
    const { cookie } = await member("all_star");
    expect((await t.request("PUT", setUrl(0, 1), { cookie, body: squat(50) })).status).toBe(404);
    expect((await t.request("PUT", setUrl(1, 21), { cookie, body: squat(50) })).status).toBe(400);
    const bad = await t.request("PUT", setUrl(1, 1), { cookie, body: { ...squat(50), reps: -3 } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe("validation_failed");
    const badStatus = await t.request("PUT", `${logUrl()}/status`, { cookie, body: { status: "finished" } });
    expect(badStatus.status).toBe(400);
    expect((await t.request("GET", logUrl("2026-02-30"), { cookie })).status).toBe(400);
    const read = await t.request("GET", logUrl(), { cookie });
    expect(read.json).toMatchObject({ session: null, sets: [] });
  });

  it("cannot log a day with no routine, or one that has not come yet", async () => {
    const { cookie } = await member("pro");
    expect((await t.request("GET", logUrl("2024-01-01"), { cookie })).status).toBe(404);
    const early = await t.request("PUT", setUrl(1, 1, tomorrowButOne), { cookie, body: squat(60) });
    expect(early.status).toBe(409);
    expect(early.json.error.code).toBe("routine_not_started");
  });
});

describe("who may log a routine", () => {
  it.each([
    ["a visitor", undefined, 401],
    ["someone who does not follow", null, 403],
    ["a Rookie member", "rookie", 403],
  ] as const)("refuses %s, reading or writing", async (_name, tier, status) => {
    const cookie = tier === undefined ? undefined : (await member(tier)).cookie;
    expect((await t.request("GET", logUrl(), { cookie })).status).toBe(status);
    expect((await t.request("PUT", setUrl(1, 1), { cookie, body: squat(60) })).status).toBe(status);
    expect((await t.request("PUT", `${logUrl()}/status`, { cookie, body: { status: "done", note: "" } })).status).toBe(
      status,
    );
  });

  it("refuses a member of another creator, and answers 404 for a creator who does not exist", async () => {
    const other = await createUser(t, { role: "influencer" });
    const user = await createUser(t);
    await createMembership(t, user.id, other.id, "all_star");
    const cookie = await signIn(t, user);
    expect((await t.request("GET", logUrl(), { cookie })).status).toBe(403);
    expect((await t.request("GET", `/api/me/routine-logs/nobody_here_at_all/${today}`, { cookie })).status).toBe(404);
  });
});
