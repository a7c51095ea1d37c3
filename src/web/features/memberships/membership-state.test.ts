import { describe, expect, it } from "vitest";
import type { OwnMembership } from "../../../domain/billing";
import { ownMembership } from "../../../../tests/support/web/memberships";
import { endsAtPeriodEnd, membershipOptions, scheduledChange } from "./membership-state";

const membership = ownMembership;

describe("membershipOptions", () => {
  it("lets a renewing paid member cancel, not resume", () => {
    expect(membershipOptions(membership())).toEqual({
      isPaid: true,
      isGift: false,
      canCancel: true,
      canResume: false,
      canPause: true,
      pauseScheduled: false,
      isPaused: false,
      isPastDue: false,
      scheduledTier: null,
      scheduledInterval: null,
    });
  });

  it.each([
    [{ cancelAtPeriodEnd: true }],
    [{ leavesAtPeriodEnd: true }],
    [{ cancelAtPeriodEnd: true, leavesAtPeriodEnd: true }],
  ])("offers resume once nothing renews (%j)", (overrides) => {
    expect(membershipOptions(membership(overrides))).toMatchObject({ isPaid: true, canCancel: false, canResume: true });
  });

  it("warns about a failed renewal while access lasts", () => {
    expect(membershipOptions(membership({ status: "past_due" })).isPastDue).toBe(true);
    expect(membershipOptions(membership({ status: "past_due", isActive: false })).isPastDue).toBe(false);
  });

  it("shows a scheduled downgrade only while the membership renews", () => {
    const switching = { tier: "all_star", scheduledTier: "pro", scheduledInterval: "month" } as const;
    expect(membershipOptions(membership(switching))).toMatchObject({
      scheduledTier: "pro",
      scheduledInterval: "month",
    });
    expect(membershipOptions(membership({ ...switching, cancelAtPeriodEnd: true }))).toMatchObject({
      scheduledTier: null,
      scheduledInterval: null,
    });
  });

  it("reads a scheduled plan without its interval as billed as now", () => {
    expect(
      membershipOptions(membership({ tier: "all_star", interval: "year", scheduledTier: "pro" })).scheduledInterval,
    ).toBe("year");
  });

  it("offers nothing for a free follow or an ended membership", () => {
    const none = {
      isPaid: false,
      isGift: false,
      canCancel: false,
      canResume: false,
      canPause: false,
      pauseScheduled: false,
      isPaused: false,
      isPastDue: false,
      scheduledTier: null,
      scheduledInterval: null,
    };
    expect(membershipOptions(membership({ tier: "rookie", renewsAt: null, interval: null }))).toEqual(none);
    expect(membershipOptions(membership({ status: "canceled", isActive: false }))).toEqual(none);
  });

  it("offers nothing to manage on a gift with no paid plan behind it", () => {
    const gift = membership({ interval: null, giftEndsAt: "2026-06-04T10:00:00.000Z" });
    expect(membershipOptions(gift)).toEqual({
      isPaid: false,
      isGift: true,
      canCancel: false,
      canResume: false,
      canPause: false,
      pauseScheduled: false,
      isPaused: false,
      isPastDue: false,
      scheduledTier: null,
      scheduledInterval: null,
    });
  });

  it("keeps a paid membership a gift covers for a while manageable", () => {
    const covered = membership({ giftEndsAt: "2026-06-04T10:00:00.000Z", renewsAt: "2026-06-04T10:00:00.000Z" });
    expect(membershipOptions(covered)).toMatchObject({ isPaid: true, isGift: false, canCancel: true });
  });
});

describe("pauses in membershipOptions", () => {
  const pause = (phase: "scheduled" | "paused") =>
    ({ phase, tier: "pro", startsAt: "2026-03-04T10:00:00.000Z", resumesAt: "2026-05-04T10:00:00.000Z" }) as const;

  it.each<[string, Partial<OwnMembership>]>([
    ["a yearly plan", { interval: "year" }],
    ["a failed renewal", { status: "past_due" }],
    ["a free trial", { trialEndsAt: "2026-03-04T10:00:00.000Z" }],
    ["a cancelled membership", { cancelAtPeriodEnd: true }],
    ["an unfollowed membership", { leavesAtPeriodEnd: true }],
    ["a plan change waiting", { tier: "all_star", scheduledTier: "pro", scheduledInterval: "month" }],
    ["a pause already scheduled", { pause: pause("scheduled") }],
    ["a free follow", { tier: "rookie", renewsAt: null, interval: null }],
    ["an ended membership", { status: "canceled", isActive: false }],
  ])("offers no pause for %s", (_, overrides) => {
    expect(membershipOptions(membership(overrides)).canPause).toBe(false);
  });

  it("offers a pause to a paid monthly member whose plan renews", () => {
    expect(membershipOptions(membership()).canPause).toBe(true);
    expect(membershipOptions(membership({ tier: "all_star" })).canPause).toBe(true);
  });

  it("keeps a scheduled pause's membership paid and cancellable, not pausable again", () => {
    expect(membershipOptions(membership({ pause: pause("scheduled") }))).toMatchObject({
      isPaid: true,
      canCancel: true,
      canPause: false,
      pauseScheduled: true,
      isPaused: false,
    });
  });

  it("lets a paused member (a free follow meanwhile) cancel, with nothing else to resume or pause", () => {
    const paused = membership({ tier: "rookie", renewsAt: null, interval: null, pause: pause("paused") });
    expect(membershipOptions(paused)).toMatchObject({
      isPaid: false,
      canCancel: true,
      canResume: false,
      canPause: false,
      pauseScheduled: false,
      isPaused: true,
    });
  });
});

describe("scheduledChange", () => {
  const change = (overrides: Partial<OwnMembership>) => {
    const shown = membership(overrides);
    return scheduledChange(shown, membershipOptions(shown));
  };

  it("words a change of tier, of billing only, or of both", () => {
    expect(change({ tier: "all_star", scheduledTier: "pro", scheduledInterval: "month" })).toEqual({
      tier: "pro",
      interval: "month",
      shape: "tier",
    });
    expect(change({ tier: "pro", interval: "year", scheduledTier: "pro", scheduledInterval: "month" })).toEqual({
      tier: "pro",
      interval: "month",
      shape: "interval",
    });
    expect(change({ tier: "all_star", interval: "year", scheduledTier: "pro", scheduledInterval: "month" })).toEqual({
      tier: "pro",
      interval: "month",
      shape: "both",
    });
  });

  it("is nothing without a scheduled plan, or once nothing renews", () => {
    expect(change({})).toBeNull();
    expect(
      change({ tier: "all_star", scheduledTier: "pro", scheduledInterval: "month", cancelAtPeriodEnd: true }),
    ).toBeNull();
  });
});

describe("endsAtPeriodEnd", () => {
  it("is true when cancelled or unfollowed", () => {
    expect(endsAtPeriodEnd({ cancelAtPeriodEnd: false, leavesAtPeriodEnd: false })).toBe(false);
    expect(endsAtPeriodEnd({ cancelAtPeriodEnd: true, leavesAtPeriodEnd: false })).toBe(true);
    expect(endsAtPeriodEnd({ cancelAtPeriodEnd: false, leavesAtPeriodEnd: true })).toBe(true);
  });
});
