import { describe, expect, it } from "vitest";
import type { SubscriptionFacts } from "./billing";
import { membershipWithPause, pausePhase, pauseRequestSchema, pauseWindow, type PauseWindow } from "./pauses";

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const facts = (overrides: Partial<SubscriptionFacts & { pause: PauseWindow | null }> = {}) => ({
  status: "active" as const,
  tier: "pro" as const,
  interval: "month" as const,
  scheduledTier: null,
  scheduledInterval: null,
  currentPeriodStart: day("2026-11-01"),
  currentPeriodEnd: day("2026-12-01"),
  cancelAtPeriodEnd: false,
  pause: null,
  ...overrides,
});

describe("pauseWindow", () => {
  it("starts at the period's end and lasts whole months, stepped as the billing cycle steps", () => {
    expect(pauseWindow(day("2026-12-01"), 2)).toEqual({ startsAt: day("2026-12-01"), resumesAt: day("2027-02-01") });
    // Jan 31: Feb 28, then Mar 28, as the sandbox's monthly renewals fall.
    expect(pauseWindow(day("2027-01-31"), 2).resumesAt).toEqual(day("2027-03-28"));
  });

  it("takes 1, 2 or 3 months only", () => {
    for (const months of [1, 2, 3]) expect(pauseRequestSchema.safeParse({ months }).success).toBe(true);
    for (const months of [0, 4, 2.5, "1", null]) expect(pauseRequestSchema.safeParse({ months }).success).toBe(false);
  });
});

describe("pausePhase", () => {
  const window = pauseWindow(day("2026-12-01"), 2);
  it("is scheduled in the paid period, paused in the window's periods, over from the resume on", () => {
    expect(pausePhase(window, day("2026-11-01"))).toBe("scheduled");
    expect(pausePhase(window, day("2026-12-01"))).toBe("paused");
    expect(pausePhase(window, day("2027-01-01"))).toBe("paused");
    expect(pausePhase(window, day("2027-02-01"))).toBe("over");
  });
});

describe("membershipWithPause", () => {
  const pause = pauseWindow(day("2026-12-01"), 1);
  it("keeps the paid tier while the pause waits, and names it", () => {
    expect(membershipWithPause(facts({ pause }))).toMatchObject({ kind: "paid", tier: "pro", pause });
  });

  it("is paused in an unpaid period: the tier that comes back and when", () => {
    const state = membershipWithPause(facts({ pause, currentPeriodStart: day("2026-12-01") }));
    expect(state).toEqual({ kind: "paused", tier: "pro", pause });
  });

  it("forgets a pause that is over, and ends one cancelled during the pause", () => {
    expect(membershipWithPause(facts({ pause, currentPeriodStart: day("2027-01-01") }))).toMatchObject({
      kind: "paid",
      pause: null,
    });
    const cancelled = facts({ pause, currentPeriodStart: day("2026-12-01"), cancelAtPeriodEnd: true });
    expect(membershipWithPause(cancelled)).toEqual({ kind: "ended" });
  });

  it("ends with the subscription", () => {
    expect(membershipWithPause(null)).toEqual({ kind: "ended" });
    expect(membershipWithPause(facts({ pause, status: "canceled" }))).toEqual({ kind: "ended" });
  });
});
