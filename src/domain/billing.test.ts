import { describe, expect, it } from "vitest";
import {
  addOneMonth,
  addOneYear,
  canReceivePayouts,
  membershipFromSubscription,
  proratedUpgradeCents,
  type SubscriptionFacts,
} from "./billing";
import { effectiveTier } from "./memberships";

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const facts = (overrides: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  status: "active",
  tier: "pro",
  interval: "month",
  scheduledTier: null,
  scheduledInterval: null,
  currentPeriodStart: day("2026-11-01"),
  currentPeriodEnd: day("2026-12-01"),
  cancelAtPeriodEnd: false,
  ...overrides,
});

describe("membershipFromSubscription", () => {
  it.each([
    ["active", "active"],
    ["trialing", "active"],
    ["past_due", "past_due"],
  ] as const)("a %s subscription grants its tier with membership status %s", (status, membershipStatus) => {
    expect(membershipFromSubscription(facts({ status }))).toMatchObject({
      kind: "paid",
      tier: "pro",
      status: membershipStatus,
    });
  });

  it.each(["incomplete", "incomplete_expired", "unpaid", "canceled", "paused"] as const)(
    "a %s subscription ends the paid membership",
    (status) => {
      expect(membershipFromSubscription(facts({ status }))).toEqual({ kind: "ended" });
    },
  );

  it("ends when there is no subscription", () => {
    expect(membershipFromSubscription(null)).toEqual({ kind: "ended" });
  });

  it("keeps a scheduled downgrade, but not when the subscription is cancelled or the tier is the same", () => {
    expect(membershipFromSubscription(facts({ tier: "all_star", scheduledTier: "pro" }))).toMatchObject({
      scheduledTier: "pro",
    });
    expect(
      membershipFromSubscription(facts({ tier: "all_star", scheduledTier: "pro", cancelAtPeriodEnd: true })),
    ).toMatchObject({ scheduledTier: null });
    expect(membershipFromSubscription(facts({ tier: "pro", scheduledTier: "pro" }))).toMatchObject({
      scheduledTier: null,
    });
  });

  it("keeps a scheduled switch of the same tier to another interval, with its interval", () => {
    const yearly = facts({ interval: "year", scheduledTier: "pro", scheduledInterval: "month" });
    expect(membershipFromSubscription(yearly)).toMatchObject({
      interval: "year",
      scheduledTier: "pro",
      scheduledInterval: "month",
    });
    const same = facts({ interval: "year", scheduledTier: "pro", scheduledInterval: "year" });
    expect(membershipFromSubscription(same)).toMatchObject({ scheduledTier: null, scheduledInterval: null });
  });
});

describe("proratedUpgradeCents", () => {
  const period = { periodStart: day("2026-11-01"), periodEnd: day("2026-12-01") };
  it.each([
    ["at the start, the whole difference", day("2026-11-01"), 2000],
    ["half way, half of it", day("2026-11-16"), 1000],
    ["at the end, nothing", day("2026-12-01"), 0],
    ["after the end, nothing", day("2026-12-05"), 0],
  ])("%s", (_case, now, expected) => {
    expect(proratedUpgradeCents({ fromCents: 1000, toCents: 3000, ...period, now })).toBe(expected);
  });

  it("never charges for a cheaper or equal price, and rounds each part to the cent as Stripe does", () => {
    expect(proratedUpgradeCents({ fromCents: 3000, toCents: 1000, ...period, now: day("2026-11-01") })).toBe(0);
    expect(
      proratedUpgradeCents({
        fromCents: 999,
        toCents: 1999,
        ...period,
        now: new Date(day("2026-11-01").getTime() + 86_400_000),
      }),
      // 29 of 30 days left: $19.32 (of $19.99) less $9.66 (of $9.99).
    ).toBe(1932 - 966);
  });
});

describe("proratedUpgradeCents to a longer interval", () => {
  const period = { periodStart: day("2026-11-01"), periodEnd: day("2026-12-01") };
  it("charges the whole new price less the unused part of the old one, to the cent", () => {
    const now = day("2026-11-16");
    expect(proratedUpgradeCents({ fromCents: 999, toCents: 9590, ...period, now, startsNewPeriod: true })).toBe(
      9590 - 500,
    );
    expect(
      proratedUpgradeCents({ fromCents: 999, toCents: 9590, ...period, now: day("2026-11-01"), startsNewPeriod: true }),
    ).toBe(9590 - 999);
  });
});

describe("addOneYear", () => {
  it.each([
    ["2026-11-28", "2027-11-28"],
    ["2028-02-29", "2029-02-28"],
  ])("%s plus a year is %s", (from, to) => {
    expect(addOneYear(day(from))).toEqual(day(to));
  });
});

describe("addOneMonth", () => {
  it.each([
    ["2026-01-15", "2026-02-15"],
    ["2026-01-31", "2026-02-28"],
    ["2028-01-31", "2028-02-29"],
    ["2026-12-31", "2027-01-31"],
    ["2026-03-31", "2026-04-30"],
  ])("%s becomes %s, at the same time of day", (from, to) => {
    expect(addOneMonth(day(from)).toISOString()).toBe(day(to).toISOString());
  });
});

describe("access", () => {
  it("past_due keeps access until the period ends; canceled never grants it", () => {
    const now = day("2026-11-20");
    expect(effectiveTier({ tier: "pro", status: "past_due", currentPeriodEnd: day("2026-12-01") }, now)).toBe("pro");
    expect(effectiveTier({ tier: "pro", status: "past_due", currentPeriodEnd: day("2026-11-19") }, now)).toBeNull();
    expect(effectiveTier({ tier: "pro", status: "canceled", currentPeriodEnd: day("2026-12-01") }, now)).toBeNull();
  });

  it("only verified payout accounts receive payments", () => {
    expect(
      ["not_connected", "pending", "verified", "restricted"].filter((status) => canReceivePayouts(status as never)),
    ).toEqual(["verified"]);
  });
});
