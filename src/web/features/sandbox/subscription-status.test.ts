import { describe, expect, it } from "vitest";
import { isRunning, subscriptionBadge } from "./subscription-status";

describe("subscriptionBadge", () => {
  it.each([
    ["active", false, "sandbox.portal.status.active", "success"],
    ["active", true, "sandbox.portal.status.canceling", "warning"],
    ["trialing", false, "sandbox.portal.status.trialing", "success"],
    ["past_due", false, "sandbox.portal.status.past_due", "danger"],
    ["past_due", true, "sandbox.portal.status.past_due", "danger"],
    ["canceled", false, "sandbox.portal.status.canceled", "neutral"],
    ["canceled", true, "sandbox.portal.status.canceled", "neutral"],
    ["incomplete", false, "sandbox.portal.status.incomplete", "warning"],
    ["something_new", false, "sandbox.portal.status.unknown", "neutral"],
  ])("%s (cancel at period end: %s) → %s, %s", (status, cancelAtPeriodEnd, labelKey, tone) => {
    expect(subscriptionBadge({ status, cancelAtPeriodEnd })).toEqual({ labelKey, tone });
  });
});

describe("isRunning", () => {
  it("is true while a period runs, whether paid or being retried", () => {
    expect(["active", "trialing", "past_due"].every((status) => isRunning({ status, cancelAtPeriodEnd: false }))).toBe(
      true,
    );
    expect(
      ["canceled", "incomplete", "incomplete_expired", "unpaid", "paused"].some((status) =>
        isRunning({ status, cancelAtPeriodEnd: false }),
      ),
    ).toBe(false);
  });
});
