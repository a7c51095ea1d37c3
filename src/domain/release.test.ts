import { describe, expect, it } from "vitest";
import { postSchema } from "./content";
import {
  checkScheduledFor,
  checkStepDown,
  effectiveRequiredTier,
  opensForTierAt,
  releaseNoticeFor,
  type ReleasedPost,
} from "./release";

const DAY = 24 * 60 * 60 * 1000;
const publishedAt = new Date("2026-03-01T10:00:00Z");
const at = (days: number) => new Date(publishedAt.getTime() + days * DAY);
const allStar: ReleasedPost = {
  requiredTier: "all_star",
  publishedAt,
  opensToProAfterDays: 7,
  opensToEveryoneAfterDays: 30,
};

describe("effectiveRequiredTier", () => {
  it.each([
    [0, "all_star"],
    [6.9, "all_star"],
    [7, "pro"],
    [29, "pro"],
    [30, "rookie"],
    [400, "rookie"],
  ] as const)("an ALL STAR post stepping down at 7 and 30 days needs %s days in: %s", (days, tier) => {
    expect(effectiveRequiredTier(allStar, at(days))).toBe(tier);
  });

  it("a PRO post may open to everyone", () => {
    const pro: ReleasedPost = {
      requiredTier: "pro",
      publishedAt,
      opensToProAfterDays: null,
      opensToEveryoneAfterDays: 3,
    };
    expect(effectiveRequiredTier(pro, at(2))).toBe("pro");
    expect(effectiveRequiredTier(pro, at(3))).toBe("rookie");
  });

  it("never steps down without days, nor before publication", () => {
    expect(
      effectiveRequiredTier({ ...allStar, opensToProAfterDays: null, opensToEveryoneAfterDays: null }, at(999)),
    ).toBe("all_star");
    expect(effectiveRequiredTier({ ...allStar, publishedAt: null }, at(999))).toBe("all_star");
  });

  it("ignores a step to a tier the post does not lower", () => {
    const pro: ReleasedPost = {
      requiredTier: "pro",
      publishedAt,
      opensToProAfterDays: 1,
      opensToEveryoneAfterDays: null,
    };
    expect(effectiveRequiredTier(pro, at(10))).toBe("pro");
  });
});

describe("when a tier opens", () => {
  it("dates each tier's opening", () => {
    expect(opensForTierAt(allStar, "all_star")).toEqual(publishedAt);
    expect(opensForTierAt(allStar, "pro")).toEqual(at(7));
    expect(opensForTierAt(allStar, "rookie")).toEqual(at(30));
    expect(opensForTierAt(allStar, null)).toEqual(at(30));
    expect(opensForTierAt({ ...allStar, opensToEveryoneAfterDays: null }, null)).toBeNull();
  });

  it("tells a locked viewer the day it opens for their tier, else the next opening", () => {
    expect(releaseNoticeFor(allStar, "pro", at(1))).toEqual({ tier: "pro", at: at(7).toISOString(), forViewer: true });
    expect(releaseNoticeFor(allStar, "rookie", at(1))).toEqual({
      tier: "rookie",
      at: at(30).toISOString(),
      forViewer: true,
    });
    expect(releaseNoticeFor(allStar, "pro", at(8))).toBeNull();
    expect(releaseNoticeFor(allStar, "all_star", at(1))).toBeNull();
    const proOnly = { ...allStar, opensToEveryoneAfterDays: null };
    expect(releaseNoticeFor(proOnly, null, at(1))).toEqual({ tier: "pro", at: at(7).toISOString(), forViewer: false });
    expect(releaseNoticeFor(proOnly, null, at(8))).toBeNull();
  });
});

describe("checkStepDown", () => {
  it.each([
    [{ requiredTier: "all_star", opensToProAfterDays: 7, opensToEveryoneAfterDays: 30 }, null],
    [{ requiredTier: "all_star", opensToProAfterDays: null, opensToEveryoneAfterDays: 30 }, null],
    [{ requiredTier: "pro", opensToProAfterDays: null, opensToEveryoneAfterDays: 1 }, null],
    [{ requiredTier: "all_star", opensToProAfterDays: 0, opensToEveryoneAfterDays: null }, "stepDownDays"],
    [{ requiredTier: "all_star", opensToProAfterDays: 366, opensToEveryoneAfterDays: null }, "stepDownDays"],
    [{ requiredTier: "all_star", opensToProAfterDays: 30, opensToEveryoneAfterDays: 30 }, "stepDownOrder"],
    [{ requiredTier: "pro", opensToProAfterDays: 3, opensToEveryoneAfterDays: null }, "stepDownTier"],
    [{ requiredTier: "rookie", opensToProAfterDays: null, opensToEveryoneAfterDays: 3 }, "stepDownTier"],
  ] as const)("%o: %s", (input, problem) => {
    expect(checkStepDown(input)?.problem ?? null).toBe(problem);
  });
});

describe("schedule time", () => {
  const now = new Date("2026-03-01T10:00:00Z");
  it("is ahead and within a year", () => {
    expect(checkScheduledFor(new Date(now.getTime() + 60_000), now)).toBeNull();
    expect(checkScheduledFor(now, now)).toBe("scheduleInPast");
    expect(checkScheduledFor(new Date(now.getTime() + 366 * DAY), now)).toBe("scheduleTooFar");
  });

  it("goes with the scheduled status in the post form", () => {
    const soon = new Date(Date.now() + DAY).toISOString();
    expect(postSchema.safeParse({ title: "A", status: "scheduled", scheduledFor: soon }).success).toBe(true);
    const missing = postSchema.safeParse({ title: "A", status: "scheduled" });
    expect(missing.error?.issues[0]).toMatchObject({ path: ["scheduledFor"], message: "validation.scheduleRequired" });
    const notScheduled = postSchema.safeParse({ title: "A", status: "published", scheduledFor: soon });
    expect(notScheduled.error?.issues[0]).toMatchObject({
      path: ["scheduledFor"],
      message: "validation.scheduleNotScheduled",
    });
    const pastStep = postSchema.safeParse({ title: "A", requiredTier: "pro", opensToProAfterDays: 3 });
    expect(pastStep.error?.issues[0]).toMatchObject({
      path: ["opensToProAfterDays"],
      message: "validation.stepDownTier",
    });
  });
});
