import { describe, expect, it } from "vitest";
import { checkRelease, emptyRelease, localDateTime, releaseOf, scheduledIso, stepDownDays } from "./release-choice";

describe("the Release fieldset's choice", () => {
  const now = new Date("2026-03-01T10:00:00Z");

  it("sends the local date and time as ISO UTC, and reads it back the same", () => {
    const iso = scheduledIso({ ...emptyRelease, mode: "schedule", date: "2026-03-02", time: "09:30" })!;
    expect(new Date(iso).getTime()).toBe(new Date(2026, 2, 2, 9, 30).getTime());
    expect(localDateTime(iso)).toEqual({ date: "2026-03-02", time: "09:30" });
    expect(scheduledIso({ ...emptyRelease, date: "2026-03-02" })).toBeNull();
  });

  it("checks the schedule with the server's words", () => {
    expect(checkRelease({ ...emptyRelease, mode: "schedule" }, "rookie", now)).toEqual({
      scheduledFor: "content.validation.scheduleRequired",
    });
    expect(
      checkRelease({ ...emptyRelease, mode: "schedule", date: "2020-01-01", time: "10:00" }, "rookie", now),
    ).toEqual({
      scheduledFor: "content.validation.scheduleInPast",
    });
    expect(checkRelease({ ...emptyRelease, mode: "now", date: "2020-01-01", time: "10:00" }, "rookie", now)).toEqual(
      {},
    );
  });

  it("sends only the step-downs below the post's tier", () => {
    const choice = { ...emptyRelease, opensToProAfterDays: "7", opensToEveryoneAfterDays: "30" };
    expect(stepDownDays(choice, "all_star")).toEqual({ opensToProAfterDays: 7, opensToEveryoneAfterDays: 30 });
    expect(stepDownDays(choice, "pro")).toEqual({ opensToProAfterDays: null, opensToEveryoneAfterDays: 30 });
    expect(stepDownDays(choice, "rookie")).toEqual({ opensToProAfterDays: null, opensToEveryoneAfterDays: null });
    expect(checkRelease({ ...choice, opensToEveryoneAfterDays: "5" }, "all_star", now)).toEqual({
      opensToEveryoneAfterDays: "content.validation.stepDownOrder",
    });
    expect(checkRelease({ ...choice, opensToProAfterDays: "0" }, "all_star", now)).toEqual({
      opensToProAfterDays: "content.validation.stepDownDays",
    });
  });

  it("starts an edit from the saved post", () => {
    const post = {
      status: "scheduled",
      scheduledFor: new Date(2026, 2, 2, 9, 30).toISOString(),
      opensToProAfterDays: 7,
      opensToEveryoneAfterDays: null,
    };
    expect(releaseOf(post)).toEqual({
      mode: "schedule",
      date: "2026-03-02",
      time: "09:30",
      opensToProAfterDays: "7",
      opensToEveryoneAfterDays: "",
    });
  });
});
