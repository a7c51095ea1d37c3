// Who may do what with personal coaching, checked on the server for every endpoint: a creator's
// programs are theirs alone, a plan is private to its member, and logging needs ALL STAR with the
// plan's creator (an ALL STAR membership with someone else does not count).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createViewers, viewers, type Viewer } from "../../../../tests/support/access-viewers";
import { assignedProgram } from "../../../../tests/support/coaching-factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { memberships } from "../../db/schema";

let t: TestApp;
let cookies: Record<Viewer, string | undefined>;
let programId: string;
let planId: string;
let otherMemberPlanId: string;
let allStarId: string;

beforeAll(async () => {
  t = await createTestApp();
  const made = await createViewers(t);
  const { owner, members } = made;
  cookies = made.cookies;
  // The ALL STAR member of another creator was ALL STAR with the owner too, long enough to be given a plan.
  await createMembership(t, members.other_member.id, owner.id, "all_star");

  ({ programId } = await assignedProgram(
    t,
    cookies.owner!,
    [members.all_star.id, members.other_member.id],
    "2026-11-02",
  ));
  await t.db
    .update(memberships)
    .set({ tier: "pro" })
    .where(and(eq(memberships.followerId, members.other_member.id), eq(memberships.creatorId, owner.id)));
  planId = (await t.request("GET", "/api/me/plan", { cookie: cookies.all_star })).json.plans[0].id;
  allStarId = members.all_star.id;
  otherMemberPlanId = (await t.request("GET", "/api/me/plan", { cookie: cookies.other_member })).json.plans[0].id;
});
afterAll(() => t.close());

const creatorOnly = (viewer: Viewer, ownerStatus: number, otherCreatorStatus: number) =>
  viewer === "visitor" ? 401 : viewer === "owner" ? ownerStatus : viewer === "other_creator" ? otherCreatorStatus : 403;

const set = { reps: 5, load: 80, unit: "kg", rpe: null, seconds: null };

describe.each(viewers)("%s", (viewer) => {
  const cookie = () => cookies[viewer];

  it("reaches the creator's programs only as their creator", async () => {
    const list = await t.request("GET", "/api/me/programs", { cookie: cookie() });
    expect(list.status).toBe(creatorOnly(viewer, 200, 200));
    if (viewer === "other_creator") expect(list.json.programs).toEqual([]);
    if (viewer === "owner") expect(list.json.programs[0]).toMatchObject({ id: programId, assignedCount: 2 });

    const read = await t.request("GET", `/api/me/programs/${programId}`, { cookie: cookie() });
    expect(read.status).toBe(creatorOnly(viewer, 200, 404));
    const assignees = await t.request("GET", `/api/me/programs/${programId}/assignments`, { cookie: cookie() });
    expect(assignees.status).toBe(creatorOnly(viewer, 200, 200));
    if (viewer === "other_creator") expect(assignees.json.assignments).toEqual([]);
    const completion = await t.request("GET", `/api/me/programs/${programId}/completion?today=2026-11-26`, {
      cookie: cookie(),
    });
    expect(completion.status).toBe(creatorOnly(viewer, 200, 404));
    if (viewer === "owner") expect(completion.json).toMatchObject({ assigned: 2, days: [{ dayIndex: 0, due: 2 }, {}] });
    const members = await t.request("GET", "/api/me/coaching/members", { cookie: cookie() });
    expect(members.status).toBe(creatorOnly(viewer, 200, 200));
    if (viewer === "other_creator") expect(members.json.members).toHaveLength(1);

    // Changes by anyone else leave the program as it was.
    const assign = await t.request("POST", `/api/me/programs/${programId}/assignments`, {
      cookie: cookie(),
      body: { memberIds: ["nobody"], startDate: "2026-12-01" },
    });
    expect(assign.status).toBe(creatorOnly(viewer, 409, 404));
    if (viewer !== "owner") {
      const remove = await t.request("DELETE", `/api/me/programs/${programId}`, { cookie: cookie() });
      expect(remove.status).toBe(creatorOnly(viewer, 204, 404));
    }
  });

  it("reads and logs a plan only as its member, and logs only while ALL STAR with its creator", async () => {
    const day = await t.request("GET", `/api/me/plan/${planId}/days/0`, { cookie: cookie() });
    expect(day.status).toBe(viewer === "visitor" ? 401 : viewer === "all_star" ? 200 : 404);
    const log = await t.request("PUT", `/api/me/plan/${planId}/days/0/exercises/0/sets/1`, {
      cookie: cookie(),
      body: set,
    });
    expect(log.status).toBe(viewer === "visitor" ? 401 : viewer === "all_star" ? 200 : 404);
    const status = await t.request("PUT", `/api/me/plan/${planId}/days/0/status`, {
      cookie: cookie(),
      body: { status: "done", note: "" },
    });
    expect(status.status).toBe(viewer === "visitor" ? 401 : viewer === "all_star" ? 200 : 404);

    const own = await t.request("PUT", `/api/me/plan/${otherMemberPlanId}/days/0/exercises/0/sets/1`, {
      cookie: cookie(),
      body: set,
    });
    expect(own.status).toBe(viewer === "visitor" ? 401 : viewer === "other_member" ? 403 : 404);
  });

  it("sees clients, their logged days and their threads only as their coach", async () => {
    const clients = await t.request("GET", "/api/me/coaching/clients?today=2026-11-26", { cookie: cookie() });
    expect(clients.status).toBe(creatorOnly(viewer, 200, 200));
    if (viewer === "owner") expect(clients.json.clients).toHaveLength(1);
    if (viewer === "other_creator")
      expect(clients.json.clients.map((client: { id: string }) => client.id)).not.toContain(allStarId);
    const client = await t.request("GET", `/api/me/coaching/clients/${allStarId}`, { cookie: cookie() });
    expect(client.status).toBe(creatorOnly(viewer, 200, 404));
    const day = await t.request("GET", `/api/me/coaching/plans/${planId}/days/0`, { cookie: cookie() });
    expect(day.status).toBe(creatorOnly(viewer, 200, 404));
    const coachThread = await t.request("GET", `/api/me/coaching/plans/${planId}/days/0/comments`, {
      cookie: cookie(),
    });
    expect(coachThread.status).toBe(creatorOnly(viewer, 200, 404));
    const memberThread = await t.request("GET", `/api/me/plan/${planId}/days/0/comments`, { cookie: cookie() });
    expect(memberThread.status).toBe(
      viewer === "visitor" ? 401 : viewer === "all_star" || viewer === "owner" ? 200 : 404,
    );
    const comment = await t.request("POST", `/api/me/plan/${planId}/days/0/comments`, {
      cookie: cookie(),
      body: { body: `From ${viewer}` },
    });
    expect(comment.status).toBe(viewer === "visitor" ? 401 : viewer === "all_star" || viewer === "owner" ? 201 : 404);
  });

  it("sees only their own plans and records", async () => {
    const plans = await t.request("GET", "/api/me/plan", { cookie: cookie() });
    const records = await t.request("GET", "/api/me/records", { cookie: cookie() });
    if (viewer === "visitor") {
      expect([plans.status, records.status]).toEqual([401, 401]);
      return;
    }
    const expected = viewer === "all_star" ? [planId] : viewer === "other_member" ? [otherMemberPlanId] : [];
    expect(plans.json.plans.map((plan: { id: string }) => plan.id)).toEqual(expected);
    if (viewer !== "all_star") expect(records.json.records).toEqual([]);
  });
});

it("keeps the program when others tried to delete it", async () => {
  expect((await t.request("GET", `/api/me/programs/${programId}`, { cookie: cookies.owner })).status).toBe(200);
});
