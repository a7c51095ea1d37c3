// A creator's routines on their public profile: today's and the latest ten, with blocks and notes
// only for PRO and ALL STAR members and the creator (docs/decisions/007).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicRoutines } from "../../../domain/routines";
import { createCreator, createMembership } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
let creator: Awaited<ReturnType<typeof createCreator>>;
let creatorCookie: string;
const TODAY = "2026-08-20";
const todayBlocks = [
  {
    startTime: "06:00",
    endTime: "07:00",
    activity: "Run",
    description: "Easy pace",
    type: "workout",
    videoUrl: "https://v.example.com/run",
  },
  { startTime: "22:30", endTime: "06:00", activity: "Sleep", description: "", type: "sleep", videoUrl: "" },
];

beforeAll(async () => {
  t = await createTestApp();
  creator = await createCreator(t, { username: "routine_maker" });
  creatorCookie = await signIn(t, creator);
  // Twelve days up to today, so the public list is cut at ten.
  for (let day = 9; day <= 20; day += 1) {
    const date = `2026-08-${String(day).padStart(2, "0")}`;
    const body =
      date === TODAY
        ? { title: "Push day", notes: "Drink water", blocks: todayBlocks }
        : { title: `Day ${day}`, blocks: [todayBlocks[0]] };
    const response = await t.request("PUT", `/api/me/routines/${date}`, { cookie: creatorCookie, body });
    expect(response.status).toBe(200);
  }
});
afterAll(() => t.close());

const read = async (cookie?: string, username = "routine_maker", today = TODAY) => {
  const response = await t.request("GET", `/api/creators/${username}/routines?today=${today}`, { cookie });
  return response;
};

const followerAt = async (tier: "rookie" | "pro" | "all_star" | null) => {
  const follower = await createUser(t, { role: "follower" });
  if (tier) await createMembership(t, follower, creator, tier);
  return signIn(t, follower);
};

describe("GET /api/creators/:username/routines", () => {
  it.each([
    ["a PRO member", "pro"],
    ["an ALL STAR member", "all_star"],
  ] as const)("shows %s today's timeline with blocks and notes, and the latest 10 routines", async (_, tier) => {
    const response = await read(await followerAt(tier));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = response.json as PublicRoutines;
    expect(body.today).toEqual({
      routineDate: TODAY,
      title: "Push day",
      notes: "Drink water",
      blockCount: 2,
      isLocked: false,
      blocks: todayBlocks,
    });
    expect(body.recent).toHaveLength(10);
    expect(body.recent.map((routine) => routine.routineDate)).toEqual(
      Array.from({ length: 10 }, (_, index) => `2026-08-${String(20 - index).padStart(2, "0")}`),
    );
    expect(body.recent[1]).toMatchObject({
      title: "Day 19",
      isLocked: false,
      blockCount: 1,
      blocks: [expect.objectContaining({ activity: "Run" })],
    });
  });

  it("shows the creator their own routines in full", async () => {
    const body = (await read(creatorCookie)).json as PublicRoutines;
    expect(body.today).toMatchObject({ isLocked: false, blocks: todayBlocks, notes: "Drink water" });
  });

  it.each([
    ["a visitor", undefined],
    ["a rookie member", "rookie"],
    ["a follower with no membership", null],
    ["a lapsed PRO member", "lapsed"],
    ["another creator", "other_creator"],
  ] as const)("shows %s only the date, title and block count of each routine", async (_, who) => {
    let cookie: string | undefined;
    if (who === "rookie" || who === null) cookie = await followerAt(who);
    if (who === "lapsed") {
      const follower = await createUser(t, { role: "follower" });
      await createMembership(t, follower, creator, "pro", { currentPeriodEnd: new Date(Date.now() - 86_400_000) });
      cookie = await signIn(t, follower);
    }
    if (who === "other_creator") cookie = await signIn(t, await createCreator(t));
    const response = await read(cookie);
    expect(response.status).toBe(200);
    const body = response.json as PublicRoutines;
    expect(body.today).toEqual({ routineDate: TODAY, title: "Push day", blockCount: 2, isLocked: true });
    expect(body.recent).toHaveLength(10);
    for (const routine of body.recent) {
      expect(Object.keys(routine).sort()).toEqual(["blockCount", "isLocked", "routineDate", "title"]);
      expect(routine.isLocked).toBe(true);
    }
    // Nothing of the blocks or notes travels to them.
    expect(response.text).not.toContain("Run");
    expect(response.text).not.toContain("Drink water");
    expect(response.text).not.toContain("v.example.com");
  });

  it("answers today as null when the creator has no routine for the viewer's day", async () => {
    const body = (await read(await followerAt("pro"), "routine_maker", "2026-08-21")).json as PublicRoutines;
    expect(body.today).toBeNull();
    expect(body.recent).toHaveLength(10);
  });

  it("answers an empty list for a creator with no routines, and 404 for an unknown creator", async () => {
    await createCreator(t, { username: "no_routines_yet" });
    expect((await read(undefined, "no_routines_yet")).json).toEqual({ today: null, recent: [] });
    const missing = await read(undefined, "nobody_here");
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe("creator_not_found");
  });

  it("refuses a malformed day (400)", async () => {
    expect((await read(undefined, "routine_maker", "tomorrow")).status).toBe(400);
  });
});
