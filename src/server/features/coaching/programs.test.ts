// Building programs and assigning them, through the HTTP API.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programBody, assignedProgram } from "../../../../tests/support/coaching-factories";
import { createPost } from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { memberships } from "../../db/schema";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
let coach: Awaited<ReturnType<typeof createUser>>;
let coachCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  coach = await createUser(t, { role: "influencer" });
  coachCookie = await signIn(t, coach);
});
afterAll(() => t.close());

describe("programs", () => {
  it("creates, reads, edits, duplicates and deletes a program", async () => {
    const created = await t.request("POST", "/api/me/programs", { cookie: coachCookie, body: programBody() });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: "Strength base", weeks: 2, isTemplate: false, assignedCount: 0 });
    expect(created.json.days).toHaveLength(14);
    const id = created.json.id;

    const edited = await t.request("PUT", `/api/me/programs/${id}`, {
      cookie: coachCookie,
      body: programBody({ name: "Strength base v2", isTemplate: true }),
    });
    expect(edited.json).toMatchObject({ name: "Strength base v2", isTemplate: true });

    const copy = await t.request("POST", `/api/me/programs/${id}/duplicate`, {
      cookie: coachCookie,
      body: { name: "copy" },
    });
    expect(copy.status).toBe(201);
    expect(copy.json).toMatchObject({ name: "Strength base v2 (copy)", isTemplate: false });
    expect(copy.json.days).toEqual(edited.json.days);

    const list = await t.request("GET", "/api/me/programs", { cookie: coachCookie });
    expect(list.json.programs.map((program: { name: string }) => program.name)).toEqual([
      "Strength base v2 (copy)",
      "Strength base v2",
    ]);
    expect(list.headers.get("cache-control")).toBe("private, no-store");

    expect((await t.request("DELETE", `/api/me/programs/${copy.json.id}`, { cookie: coachCookie })).status).toBe(204);
    expect((await t.request("GET", `/api/me/programs/${copy.json.id}`, { cookie: coachCookie })).status).toBe(404);
  });

  it("refuses a program whose days do not match its weeks, or a day that is both rest and training, and stores nothing", async () => {
    const before = (await t.request("GET", "/api/me/programs", { cookie: coachCookie })).json.programs.length;
    const wrongDays = await t.request("POST", "/api/me/programs", {
      cookie: coachCookie,
      body: { ...programBody(), weeks: 3 },
    });
    expect(wrongDays.status).toBe(400);
    expect(wrongDays.json.error.details.fields.days).toBe("coaching.validation.daysPerWeek");

    const body = programBody();
    body.days[0] = { ...body.days[0]!, rest: true };
    const restWithWork = await t.request("POST", "/api/me/programs", { cookie: coachCookie, body });
    expect(restWithWork.status).toBe(400);

    const both = programBody();
    both.days[0]!.exercises[0] = { ...both.days[0]!.exercises[0]!, seconds: 30 };
    const repsAndTime = await t.request("POST", "/api/me/programs", { cookie: coachCookie, body: both });
    expect(repsAndTime.status).toBe(400);
    expect(repsAndTime.json.error.details.fields["days.0.exercises.0.reps"]).toBe("coaching.validation.repsOrTime");

    const tooLong = await t.request("POST", "/api/me/programs", {
      cookie: coachCookie,
      body: programBody({ weeks: 17, days: [] }),
    });
    expect(tooLong.status).toBe(400);
    expect((await t.request("GET", "/api/me/programs", { cookie: coachCookie })).json.programs).toHaveLength(before);
  });

  it("accepts only the creator's own video posts as an exercise's video", async () => {
    const own = await createPost(t, coach, { type: "video", title: "How to squat" });
    const other = await createUser(t, { role: "influencer" });
    const theirs = await createPost(t, other, { type: "video", title: "Not yours" });
    const withVideo = (videoPostId: string) => {
      const body = programBody();
      body.days[0]!.exercises[0] = { ...body.days[0]!.exercises[0]!, videoPostId };
      return body;
    };
    expect((await t.request("POST", "/api/me/programs", { cookie: coachCookie, body: withVideo(own.id) })).status).toBe(
      201,
    );
    const refused = await t.request("POST", "/api/me/programs", { cookie: coachCookie, body: withVideo(theirs.id) });
    expect(refused.status).toBe(400);
    expect(refused.json.error.details.fields.days).toBe("coaching.validation.videoNotYours");
  });
});

describe("assignments", () => {
  it("assigns to ALL STAR members only, notifies them, and keeps their copy when the program changes", async () => {
    const allStar = await createUser(t);
    const pro = await createUser(t);
    await createMembership(t, allStar.id, coach.id, "all_star");
    await createMembership(t, pro.id, coach.id, "pro");

    const members = await t.request("GET", "/api/me/coaching/members", { cookie: coachCookie });
    expect(members.json.members.map((member: { id: string }) => member.id)).toEqual([allStar.id]);

    const created = await t.request("POST", "/api/me/programs", { cookie: coachCookie, body: programBody() });
    const programId = created.json.id;
    const refused = await t.request("POST", `/api/me/programs/${programId}/assignments`, {
      cookie: coachCookie,
      body: { memberIds: [allStar.id, pro.id], startDate: "2026-12-07" },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ code: "all_star_required", details: { memberIds: [pro.id] } });

    const assigned = await t.request("POST", `/api/me/programs/${programId}/assignments`, {
      cookie: coachCookie,
      body: { memberIds: [allStar.id], startDate: "2026-12-07" },
    });
    expect(assigned.json).toEqual({ assigned: 1, alreadyAssigned: 0 });
    const again = await t.request("POST", `/api/me/programs/${programId}/assignments`, {
      cookie: coachCookie,
      body: { memberIds: [allStar.id], startDate: "2026-12-07" },
    });
    expect(again.json).toEqual({ assigned: 0, alreadyAssigned: 1 });

    await t.request("PUT", `/api/me/programs/${programId}`, {
      cookie: coachCookie,
      body: programBody({ name: "Renamed later" }),
    });
    const memberCookie = await signIn(t, allStar);
    const plans = await t.request("GET", "/api/me/plan", { cookie: memberCookie });
    expect(plans.json.plans).toHaveLength(1);
    expect(plans.json.plans[0]).toMatchObject({
      name: "Strength base",
      weeks: 2,
      startDate: "2026-12-07",
      endDate: "2026-12-21",
      canLog: true,
      creator: { username: coach.username },
      sessions: [],
    });

    const notifications = await t.request("GET", "/api/notifications", { cookie: memberCookie });
    expect(notifications.json.notifications[0]).toMatchObject({
      type: "plan_assigned",
      data: { name: "Strength base", startDate: "2026-12-07", creator: { username: coach.username } },
    });

    const assignees = await t.request("GET", `/api/me/programs/${programId}/assignments`, { cookie: coachCookie });
    expect(assignees.json.assignments).toHaveLength(1);
    expect(
      (
        await t.request("DELETE", `/api/me/coaching/assignments/${assignees.json.assignments[0].id}`, {
          cookie: coachCookie,
        })
      ).status,
    ).toBe(204);
    expect((await t.request("GET", "/api/me/plan", { cookie: memberCookie })).json.plans).toEqual([]);
  });

  it("keeps a plan readable but not loggable when the member drops below ALL STAR", async () => {
    const active = await createUser(t);
    await createMembership(t, active.id, coach.id, "all_star");
    await assignedProgram(t, coachCookie, [active.id], "2026-12-07");
    // The paid period ends without renewal.
    await t.db
      .update(memberships)
      .set({ status: "canceled", currentPeriodEnd: new Date(Date.now() - 86_400_000) })
      .where(eq(memberships.followerId, active.id));
    const cookie = await signIn(t, active);
    const plans = await t.request("GET", "/api/me/plan", { cookie });
    expect(plans.json.plans[0].canLog).toBe(false);
    const day = await t.request("GET", `/api/me/plan/${plans.json.plans[0].id}/days/0`, { cookie });
    expect(day.status).toBe(200);
    expect(day.json.canLog).toBe(false);
    const logged = await t.request("PUT", `/api/me/plan/${plans.json.plans[0].id}/days/0/exercises/0/sets/1`, {
      cookie,
      body: { reps: 5, load: 80, unit: "kg", rpe: null, seconds: null },
    });
    expect(logged.status).toBe(403);
    expect(logged.json.error.code).toBe("all_star_required");
  });
});
