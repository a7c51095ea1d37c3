import { describe, expect, it } from "vitest";
import {
  blockMinutes,
  durationChoiceOf,
  endAfter,
  endsNextDay,
  fromMinutes,
  nextBlock,
  nextDate,
  previousDate,
  routineBodySchema,
  routineSchema,
  sortBlocks,
  toMinutes,
} from "./routines";

describe("routine times", () => {
  it.each([
    ["05:00", "06:00", 60],
    ["23:30", "00:30", 60],
    ["22:00", "06:00", 480],
    ["07:00", "07:00", 1440],
  ])("a block from %s to %s lasts %i minutes (end before start wraps past midnight)", (start, end, minutes) => {
    expect(blockMinutes(start, end)).toBe(minutes);
  });

  it("converts between HH:MM and minutes, wrapping at midnight", () => {
    expect(toMinutes("13:45")).toBe(825);
    expect(fromMinutes(825)).toBe("13:45");
    expect(fromMinutes(1440 + 30)).toBe("00:30");
  });

  it("starts the first new block at 05:00 for 60 minutes and the next where the last ends", () => {
    expect(nextBlock()).toMatchObject({ startTime: "05:00", endTime: "06:00", activity: "" });
    expect(nextBlock({ endTime: "23:30" })).toMatchObject({ startTime: "23:30", endTime: "00:30" });
  });

  it("sorts blocks by start time", () => {
    const sorted = sortBlocks([{ startTime: "12:00" }, { startTime: "05:00" }, { startTime: "08:30" }]);
    expect(sorted.map((block) => block.startTime)).toEqual(["05:00", "08:30", "12:00"]);
  });
});

describe("routineSchema", () => {
  it("sorts blocks on save and requires an activity name", () => {
    const parsed = routineSchema.parse({
      routineDate: "2026-11-23",
      blocks: [
        { startTime: "12:00", endTime: "13:00", activity: "Lunch", type: "meal" },
        { startTime: "06:00", endTime: "07:00", activity: "Run" },
      ],
    });
    expect(parsed.blocks.map((block) => block.activity)).toEqual(["Run", "Lunch"]);

    const missing = routineSchema.safeParse({
      routineDate: "2026-11-23",
      blocks: [{ startTime: "06:00", endTime: "07:00", activity: "  " }],
    });
    expect(missing.error?.issues[0]?.message).toBe("validation.activityRequired");
  });

  it.each(["24:00", "7:00", "07:60", "abc"])("rejects the time %s", (time) => {
    expect(
      routineSchema.safeParse({
        routineDate: "2026-11-23",
        blocks: [{ startTime: time, endTime: "08:00", activity: "x" }],
      }).success,
    ).toBe(false);
  });
});

describe("editor helpers", () => {
  it.each([
    ["05:00", 30, "05:30"],
    ["23:30", 60, "00:30"],
    ["22:45", 120, "00:45"],
  ])("a preset from %s for %i minutes ends at %s", (start, minutes, end) => {
    expect(endAfter(start, minutes)).toBe(end);
  });

  it.each([
    ["06:00", "07:00", false],
    ["23:00", "01:00", true],
    ["07:00", "07:00", true],
  ])("a block from %s to %s ends the next day: %s", (start, end, expected) => {
    expect(endsNextDay(start, end)).toBe(expected);
  });

  it.each([
    ["05:00", "05:30", 30],
    ["05:00", "06:00", 60],
    ["23:00", "00:30", 90],
    ["10:00", "12:00", 120],
    ["10:00", "10:45", "custom"],
  ] as const)("a block from %s to %s matches the preset %s", (start, end, choice) => {
    expect(durationChoiceOf(start, end)).toBe(choice);
  });

  it.each([
    ["2026-03-01", "2026-02-28", "2026-03-02"],
    ["2024-03-01", "2024-02-29", "2024-03-02"],
    ["2026-01-01", "2025-12-31", "2026-01-02"],
  ])("the day before %s is %s and the day after is %s", (date, before, after) => {
    expect(previousDate(date)).toBe(before);
    expect(nextDate(date)).toBe(after);
  });

  it("accepts a routine body without a date and an optional https video link per block", () => {
    const parsed = routineBodySchema.parse({
      blocks: [{ startTime: "06:00", endTime: "07:00", activity: "Run", videoUrl: "https://v.example.com/run" }],
    });
    expect(parsed).toMatchObject({
      title: "",
      notes: "",
      blocks: [{ videoUrl: "https://v.example.com/run", type: "workout" }],
    });
    for (const videoUrl of ["javascript:alert(1)", "http://v.example.com/run", "v.example.com"]) {
      const bad = routineBodySchema.safeParse({
        blocks: [{ startTime: "06:00", endTime: "07:00", activity: "Run", videoUrl }],
      });
      expect(bad.error?.issues[0]?.message).toBe("validation.urlInvalid");
    }
  });
});
