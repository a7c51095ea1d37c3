// The creator's own routines: list, save (upsert, sorted), validation, delete, copy from yesterday, who may write.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Routine } from "../../../domain/routines";
import { createCreator } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newCreator = async () => {
  const creator = await createCreator(t);
  return { creator, cookie: await signIn(t, creator) };
};

const block = (startTime: string, endTime: string, activity: string, extra: Record<string, string> = {}) => ({
  startTime,
  endTime,
  activity,
  ...extra,
});

const save = (cookie: string, date: string, body: unknown) =>
  t.request("PUT", `/api/me/routines/${date}`, { cookie, body });
const listOf = async (cookie: string) =>
  (await t.request("GET", "/api/me/routines", { cookie })).json.routines as Routine[];

describe("PUT /api/me/routines/:date", () => {
  it("creates the day's routine with its blocks sorted by start, then replaces it on the next save", async () => {
    const { cookie } = await newCreator();
    const created = await save(cookie, "2026-03-10", {
      title: "  Push day ",
      notes: "Hydrate",
      blocks: [
        block("12:00", "12:30", "Lunch", { type: "meal", description: "Rice and chicken" }),
        block("23:00", "06:30", "Sleep", { type: "sleep" }),
        block("06:30", "07:30", "Bench press", { videoUrl: "https://videos.example.com/bench" }),
      ],
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      id: expect.any(String),
      routineDate: "2026-03-10",
      title: "Push day",
      notes: "Hydrate",
      updatedAt: expect.any(String),
    });
    expect(created.json.blocks).toEqual([
      {
        startTime: "06:30",
        endTime: "07:30",
        activity: "Bench press",
        description: "",
        type: "workout",
        videoUrl: "https://videos.example.com/bench",
      },
      {
        startTime: "12:00",
        endTime: "12:30",
        activity: "Lunch",
        description: "Rice and chicken",
        type: "meal",
        videoUrl: "",
      },
      // Ends the next morning: kept as typed, sorted by its start.
      { startTime: "23:00", endTime: "06:30", activity: "Sleep", description: "", type: "sleep", videoUrl: "" },
    ]);

    const replaced = await save(cookie, "2026-03-10", { title: "Rest day", blocks: [block("08:00", "09:00", "Walk")] });
    expect(replaced.status).toBe(200);
    expect(replaced.json.id).toBe(created.json.id);
    expect(replaced.json).toMatchObject({
      title: "Rest day",
      notes: "",
      blocks: [expect.objectContaining({ activity: "Walk" })],
    });
    expect(await listOf(cookie)).toEqual([replaced.json]);
  });

  it("refuses a block without an activity name, keeping the saved routine as it was", async () => {
    const { cookie } = await newCreator();
    await save(cookie, "2026-03-10", { title: "Kept", blocks: [block("06:00", "07:00", "Run")] });
    const response = await save(cookie, "2026-03-10", {
      title: "Lost",
      blocks: [block("06:00", "07:00", "Run"), block("07:00", "08:00", "   ")],
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatchObject({
      code: "validation_failed",
      details: { fields: { "blocks.1.activity": "validation.activityRequired" } },
    });
    expect((await listOf(cookie)).map((routine) => routine.title)).toEqual(["Kept"]);
  });

  it.each([
    ["a start past the day", block("24:00", "07:00", "Run"), "blocks.0.startTime"],
    ["an end without leading zero", block("06:00", "7:00", "Run"), "blocks.0.endTime"],
    ["minutes past 59", block("06:60", "07:00", "Run"), "blocks.0.startTime"],
    ["an unknown type", block("06:00", "07:00", "Run", { type: "party" }), "blocks.0.type"],
    [
      "a video link that is not https",
      block("06:00", "07:00", "Run", { videoUrl: "http://example.com/v" }),
      "blocks.0.videoUrl",
    ],
  ])("refuses %s (400)", async (_, bad, field) => {
    const { cookie } = await newCreator();
    const response = await save(cookie, "2026-03-10", { blocks: [bad] });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.error.details.fields)).toContain(field);
    expect(await listOf(cookie)).toEqual([]);
  });

  it.each(["2026-13-01", "yesterday", "2026-3-1"])("refuses the date %s (400)", async (date) => {
    const { cookie } = await newCreator();
    const response = await save(cookie, date, { blocks: [] });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("validation_failed");
  });

  it("saves a routine with a title and no blocks", async () => {
    const { cookie } = await newCreator();
    const response = await save(cookie, "2026-03-11", { title: "Travel day", blocks: [] });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ title: "Travel day", blocks: [] });
  });
});

describe("GET /api/me/routines", () => {
  it("lists the creator's latest 14 routines, newest day first, and nobody else's", async () => {
    const { cookie } = await newCreator();
    const other = await newCreator();
    await save(other.cookie, "2026-04-30", { title: "Not mine", blocks: [] });
    for (let day = 1; day <= 16; day += 1) {
      const date = `2026-04-${String(day).padStart(2, "0")}`;
      expect((await save(cookie, date, { title: `Day ${day}`, blocks: [block("06:00", "07:00", "Run")] })).status).toBe(
        200,
      );
    }
    const routines = await listOf(cookie);
    expect(routines).toHaveLength(14);
    expect(routines.map((routine) => routine.routineDate)).toEqual(
      Array.from({ length: 14 }, (_, index) => `2026-04-${String(16 - index).padStart(2, "0")}`),
    );
    expect(routines.every((routine) => routine.title !== "Not mine")).toBe(true);
  });
});

describe("GET /api/me/routines/:date", () => {
  it("answers the creator's routine for any day (even past the latest 14), or null", async () => {
    const { cookie } = await newCreator();
    const saved = (await save(cookie, "2025-01-01", { title: "Long ago", blocks: [block("06:00", "07:00", "Run")] }))
      .json;
    for (let day = 1; day <= 15; day += 1)
      await save(cookie, `2026-02-${String(day).padStart(2, "0")}`, { blocks: [] });
    expect((await listOf(cookie)).some((routine) => routine.routineDate === "2025-01-01")).toBe(false);

    const found = await t.request("GET", "/api/me/routines/2025-01-01", { cookie });
    expect(found.status).toBe(200);
    expect(found.json).toEqual({ routine: saved });
    expect((await t.request("GET", "/api/me/routines/2025-01-02", { cookie })).json).toEqual({ routine: null });
    expect((await t.request("GET", "/api/me/routines/2025-02-30", { cookie })).status).toBe(400);
  });
});

describe("DELETE /api/me/routines/:date", () => {
  it("deletes the day's routine (204), then answers 404 for a day with none", async () => {
    const { cookie } = await newCreator();
    await save(cookie, "2026-05-01", { blocks: [block("06:00", "07:00", "Run")] });
    await save(cookie, "2026-05-02", { blocks: [block("06:00", "07:00", "Swim")] });
    const deleted = await t.request("DELETE", "/api/me/routines/2026-05-01", { cookie });
    expect(deleted.status).toBe(204);
    expect((await listOf(cookie)).map((routine) => routine.routineDate)).toEqual(["2026-05-02"]);
    const again = await t.request("DELETE", "/api/me/routines/2026-05-01", { cookie });
    expect(again.status).toBe(404);
    expect(again.json.error.code).toBe("routine_not_found");
  });
});

describe("POST /api/me/routines/:date/copy-from-yesterday", () => {
  it("copies the previous day's routine onto the day, across a month end, replacing what the day had", async () => {
    const { cookie } = await newCreator();
    const yesterday = (
      await save(cookie, "2026-05-31", {
        title: "Legs",
        notes: "Stretch after",
        blocks: [block("07:00", "08:00", "Squats"), block("06:00", "06:30", "Coffee", { type: "meal" })],
      })
    ).json as Routine;
    await save(cookie, "2026-06-01", {
      title: "Old plan",
      blocks: [block("10:00", "11:00", "Nap", { type: "sleep" })],
    });

    const copied = await t.request("POST", "/api/me/routines/2026-06-01/copy-from-yesterday", { cookie });
    expect(copied.status).toBe(200);
    expect(copied.json).toMatchObject({
      routineDate: "2026-06-01",
      title: "Legs",
      notes: "Stretch after",
      blocks: yesterday.blocks,
    });
    expect(copied.json.blocks.map((b: { activity: string }) => b.activity)).toEqual(["Coffee", "Squats"]);
    // Yesterday's routine is left as it was.
    expect((await listOf(cookie)).find((routine) => routine.routineDate === "2026-05-31")).toEqual(yesterday);
  });

  it("answers 404 no_routine_yesterday when the previous day has no routine, and creates nothing", async () => {
    const { cookie } = await newCreator();
    await save(cookie, "2026-06-05", { title: "Two days back", blocks: [] });
    const response = await t.request("POST", "/api/me/routines/2026-06-07/copy-from-yesterday", { cookie });
    expect(response.status).toBe(404);
    expect(response.json.error).toMatchObject({
      code: "no_routine_yesterday",
      message: "No routine found for yesterday to copy from",
    });
    expect((await listOf(cookie)).map((routine) => routine.routineDate)).toEqual(["2026-06-05"]);
  });
});

describe("who may use /api/me/routines", () => {
  it("turns away visitors (401) and followers (403), and a creator only ever touches their own days", async () => {
    const owner = await newCreator();
    const intruder = await newCreator();
    await save(owner.cookie, "2026-07-01", { title: "Mine", blocks: [block("06:00", "07:00", "Run")] });

    expect((await t.request("GET", "/api/me/routines")).status).toBe(401);
    expect((await t.request("GET", "/api/me/routines/2026-07-01")).status).toBe(401);
    expect((await save("", "2026-07-01", { blocks: [] })).status).toBe(401);

    const follower = await createUser(t, { role: "follower" });
    const followerCookie = await signIn(t, follower);
    expect((await t.request("GET", "/api/me/routines", { cookie: followerCookie })).status).toBe(403);
    expect((await t.request("GET", "/api/me/routines/2026-07-01", { cookie: followerCookie })).status).toBe(403);
    expect((await save(followerCookie, "2026-07-01", { blocks: [] })).status).toBe(403);
    expect((await t.request("DELETE", "/api/me/routines/2026-07-01", { cookie: followerCookie })).status).toBe(403);
    expect(
      (await t.request("POST", "/api/me/routines/2026-07-02/copy-from-yesterday", { cookie: followerCookie })).status,
    ).toBe(403);

    // Another creator writing the same date writes their own routine; deleting it never reaches the owner's.
    expect((await save(intruder.cookie, "2026-07-01", { title: "Theirs", blocks: [] })).status).toBe(200);
    expect((await t.request("DELETE", "/api/me/routines/2026-07-01", { cookie: intruder.cookie })).status).toBe(204);
    expect((await t.request("DELETE", "/api/me/routines/2026-07-01", { cookie: intruder.cookie })).status).toBe(404);
    expect(
      (await t.request("POST", "/api/me/routines/2026-07-02/copy-from-yesterday", { cookie: intruder.cookie })).status,
    ).toBe(404);
    expect(await listOf(owner.cookie)).toEqual([expect.objectContaining({ routineDate: "2026-07-01", title: "Mine" })]);
    expect((await t.request("GET", "/api/me/routines/2026-07-01", { cookie: intruder.cookie })).json).toEqual({
      routine: null,
    });
  });
});
