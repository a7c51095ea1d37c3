import { describe, expect, it } from "vitest";
import { discountedCents, discountEndsAt, isDiscounted, offerUnavailable } from "./offers";

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("discountedCents", () => {
  it("takes a percentage off, the discount rounded half up as Stripe does", () => {
    expect(discountedCents(1299, { type: "percent", percentOff: 50 })).toBe(649);
    expect(discountedCents(999, { type: "percent", percentOff: 25 })).toBe(749);
  });

  it("takes an amount off, never below nothing", () => {
    expect(discountedCents(999, { type: "amount", amountOffCents: 300 })).toBe(699);
    expect(discountedCents(499, { type: "amount", amountOffCents: 900 })).toBe(0);
  });
});

describe("discountEndsAt", () => {
  it("is forever without months", () => {
    expect(discountEndsAt(at("2026-01-15"), null)).toBeNull();
  });

  it("steps month by month as billing periods do, so it lands on a renewal", () => {
    expect(discountEndsAt(at("2026-01-31"), 3)).toEqual(at("2026-04-28"));
    expect(discountEndsAt(at("2026-11-28"), 3)).toEqual(at("2027-02-28"));
  });
});

describe("isDiscounted", () => {
  const window = { startsAt: at("2026-01-10"), endsAt: at("2026-04-10") };

  it("discounts periods starting from the start and before the end", () => {
    expect(isDiscounted(window, at("2026-01-10"))).toBe(true);
    expect(isDiscounted(window, at("2026-03-10"))).toBe(true);
    expect(isDiscounted(window, at("2026-04-10"))).toBe(false);
    expect(isDiscounted(window, at("2026-01-09"))).toBe(false);
  });
});

describe("offerUnavailable", () => {
  const running = { endsAt: null, endedAt: null, redemptionLimit: null, redemptions: 0 };
  const now = at("2026-06-01");

  it("is redeemable while running, before its end date and under its limit", () => {
    expect(offerUnavailable(running, now)).toBeNull();
    expect(
      offerUnavailable({ ...running, endsAt: at("2026-06-02"), redemptionLimit: 2, redemptions: 1 }, now),
    ).toBeNull();
  });

  it("has ended when the creator ended it or its end date passed, and is used up at its limit", () => {
    expect(offerUnavailable({ ...running, endedAt: at("2026-05-01") }, now)).toBe("ended");
    expect(offerUnavailable({ ...running, endsAt: now }, now)).toBe("ended");
    expect(offerUnavailable({ ...running, redemptionLimit: 2, redemptions: 2 }, now)).toBe("used_up");
  });
});
