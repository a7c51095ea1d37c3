import { describe, expect, it } from "vitest";
import type { OwnMembership } from "../../../domain/billing";
import { ownMembership } from "../../../../tests/support/web/memberships";
import { endsAtPeriodEnd, membershipOptions, scheduledChange } from "./membership-state";

const membership = ownMembership;

describe("membershipOptions", () => {
  it("lets a renewing paid member cancel, not resume", () => {
    expect(membershipOptions(membership())).toEqual({
      isPaid: true,
      canCancel: true,
      canResume: false,
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
      canCancel: false,
      canResume: false,
      isPastDue: false,
      scheduledTier: null,
      scheduledInterval: null,
    };
    expect(membershipOptions(membership({ tier: "rookie", renewsAt: null, interval: null }))).toEqual(none);
    expect(membershipOptions(membership({ status: "canceled", isActive: false }))).toEqual(none);
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
