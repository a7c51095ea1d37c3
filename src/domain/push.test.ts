// Quiet hours as a table: inside or outside, across midnight, in the member's own zone.
import { describe, expect, it } from "vitest";
import { isPushed, minutesUntilQuietHoursEnd, pushPreferencesPatchSchema } from "./push";

const at = (iso: string) => new Date(iso);

describe("minutesUntilQuietHoursEnd", () => {
  it.each([
    ["no quiet hours", "2026-01-10T23:00:00Z", null, "UTC", 0],
    ["inside, across midnight", "2026-01-10T23:00:00Z", { start: "22:00", end: "07:00" }, "UTC", 480],
    ["inside, after midnight", "2026-01-10T06:30:00Z", { start: "22:00", end: "07:00" }, "UTC", 30],
    ["at the end: over", "2026-01-10T07:00:00Z", { start: "22:00", end: "07:00" }, "UTC", 0],
    ["outside", "2026-01-10T12:00:00Z", { start: "22:00", end: "07:00" }, "UTC", 0],
    ["a window within one day", "2026-01-10T13:15:00Z", { start: "13:00", end: "14:00" }, "UTC", 45],
    ["start equal to end: none", "2026-01-10T13:15:00Z", { start: "13:00", end: "13:00" }, "UTC", 0],
    // 23:00 UTC is 20:00 in São Paulo (UTC-3): outside 22:00-07:00 there.
    ["in the member's zone", "2026-01-10T23:00:00Z", { start: "22:00", end: "07:00" }, "America/Sao_Paulo", 0],
    [
      "in the member's zone, inside",
      "2026-01-11T02:00:00Z",
      { start: "22:00", end: "07:00" },
      "America/Sao_Paulo",
      480,
    ],
  ])("%s", (_case, now, quietHours, zone, minutes) => {
    expect(minutesUntilQuietHoursEnd(at(now), quietHours, zone)).toBe(minutes);
  });
});

describe("the preference patch", () => {
  it("takes known zones and HH:MM times only", () => {
    expect(pushPreferencesPatchSchema.safeParse({ timeZone: "Europe/Paris" }).success).toBe(true);
    expect(pushPreferencesPatchSchema.safeParse({ timeZone: "Nowhere/City" }).success).toBe(false);
    expect(pushPreferencesPatchSchema.safeParse({ quietHours: { start: "7:00", end: "08:00" } }).success).toBe(false);
    expect(pushPreferencesPatchSchema.safeParse({ quietHours: null }).success).toBe(true);
  });
});

it("pushes only the types worth an interruption", () => {
  expect(isPushed("new_message")).toBe(true);
  expect(isPushed("content_liked")).toBe(false);
});
