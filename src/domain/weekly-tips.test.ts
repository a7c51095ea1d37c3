import { describe, expect, it } from "vitest";
import { weekStartOf } from "./weekly-tips";

describe("weekStartOf", () => {
  it.each([
    ["2026-11-23T00:00:00Z", "2026-11-23"], // a Monday, at its first moment
    ["2026-11-23T06:05:00Z", "2026-11-23"],
    ["2026-11-27T12:00:00Z", "2026-11-23"], // Friday
    ["2026-11-29T23:59:59Z", "2026-11-23"], // Sunday, last moment
    ["2026-11-30T00:00:00Z", "2026-11-30"],
    ["2027-01-01T08:00:00Z", "2026-12-28"], // across a year
  ])("%s is in the week of Monday %s (UTC)", (at, monday) => {
    expect(weekStartOf(new Date(at))).toBe(monday);
  });
});
