import { describe, expect, it } from "vitest";
import { currentBlockIndex, isBlockAt, nextBlockOf, secondsOfDay } from "./routine-clock";

const at = (time: string) => {
  const [h, m, s = 0] = time.split(":").map(Number);
  return h! * 3600 + m! * 60 + s;
};
const blocks = [
  { startTime: "06:00", endTime: "07:00" },
  { startTime: "06:30", endTime: "06:45" },
  { startTime: "12:00", endTime: "12:30" },
  { startTime: "22:30", endTime: "06:00" },
];

describe("isBlockAt", () => {
  it.each([
    ["06:00", "06:00", "07:00", true],
    ["06:59:59", "06:00", "07:00", true],
    ["07:00", "06:00", "07:00", false],
    ["05:59:59", "06:00", "07:00", false],
    ["23:00", "22:30", "06:00", true],
    ["03:00", "22:30", "06:00", true],
    ["06:00", "22:30", "06:00", false],
    ["12:00", "22:30", "06:00", false],
  ])("at %s a %s-%s block runs: %s", (now, startTime, endTime, expected) => {
    expect(isBlockAt({ startTime, endTime }, at(now))).toBe(expected);
  });
});

describe("currentBlockIndex", () => {
  it.each([
    ["06:10", 0],
    ["06:35", 1],
    ["06:50", 0],
    ["09:00", -1],
    ["12:10", 2],
    ["23:30", 3],
    ["02:00", 3],
  ])("at %s it is block %i", (now, expected) => {
    expect(currentBlockIndex(blocks, at(now))).toBe(expected);
  });
  it("a block of the morning beats last night's block that is still running", () => {
    expect(
      currentBlockIndex(
        [
          { startTime: "05:00", endTime: "05:30" },
          { startTime: "22:00", endTime: "07:00" },
        ],
        at("05:10"),
      ),
    ).toBe(0);
  });
});

describe("nextBlockOf", () => {
  it("names the next start later today and how far away it is", () => {
    expect(nextBlockOf(blocks, at("06:10"))).toEqual({ index: 1, inSeconds: 20 * 60 });
    expect(nextBlockOf(blocks, at("11:48:30"))).toEqual({ index: 2, inSeconds: 11 * 60 + 30 });
  });
  it("is null after the day's last start", () => {
    expect(nextBlockOf(blocks, at("23:00"))).toBeNull();
  });
});

describe("secondsOfDay", () => {
  it("reads the local wall clock", () => {
    expect(secondsOfDay(new Date(2026, 2, 9, 6, 12, 30))).toBe(at("06:12:30"));
  });
});
