import { describe, expect, it } from "vitest";
import type { BillingInterval, Plan } from "../../../domain/billing-intervals";
import type { Tier } from "../../../domain/memberships";
import { ApiError } from "../../lib/api";
import { MISSING_URL } from "../../lib/error-reason";
import { changeReasonKey, checkoutReasonKey, isCardDeclined, isPlanNotOffered } from "./error-messages";
import { cardPlan, shownInterval, type YearlyPlans } from "./billing-view";
import { changeCopy, changeShape, planChoice, type PaidPlans, type ViewerPlan } from "./plan-choice";

const viewer = (overrides: Partial<ViewerPlan> = {}): ViewerPlan => ({
  currentTier: "rookie",
  currentInterval: "month",
  isSignedIn: true,
  scheduled: null,
  isEnding: false,
  pausedTier: null,
  ...overrides,
});
const tierList: Tier[] = ["rookie", "pro", "all_star"];
/** Each card's choice, every paid plan billed as `interval`. */
const choices = (plan: ViewerPlan, paidPlans: PaidPlans = "offered", interval: BillingInterval = "month") =>
  tierList.map((tier) => planChoice({ tier, interval }, plan, paidPlans));
const pro = (interval: BillingInterval): Plan => ({ tier: "pro", interval });
const allStar = (interval: BillingInterval): Plan => ({ tier: "all_star", interval });

describe("planChoice", () => {
  it.each([
    ["a visitor", viewer({ isSignedIn: false }), ["current", "logIn", "logIn"]],
    ["a follower without a paid plan", viewer(), ["current", "subscribe", "subscribe"]],
    ["a PRO member", viewer({ currentTier: "pro" }), ["included", "current", "upgrade"]],
    ["a PRO member who cancelled", viewer({ currentTier: "pro", isEnding: true }), ["included", "current", "upgrade"]],
    ["an ALL STAR member", viewer({ currentTier: "all_star" }), ["included", "switch", "current"]],
    [
      "an ALL STAR member switching to PRO",
      viewer({ currentTier: "all_star", scheduled: pro("month") }),
      ["included", "scheduled", "keep"],
    ],
    [
      "an ALL STAR member who cancelled",
      viewer({ currentTier: "all_star", isEnding: true }),
      ["included", "included", "current"],
    ],
    // On the free plan meanwhile; the page disables buying anything else (a checkout is refused).
    ["a paused PRO member", viewer({ pausedTier: "pro" }), ["current", "paused", "subscribe"]],
  ] as const)("%s", (_, plan, expected) => {
    expect(choices(plan)).toEqual(expected);
  });

  it.each([
    ["a visitor", viewer({ isSignedIn: false }), ["current", "notTaking", "notTaking"]],
    ["a follower without a paid plan", viewer(), ["current", "notTaking", "notTaking"]],
    // A plan held from before keeps its own actions (cancel, switch down); only buying waits.
    ["a PRO member", viewer({ currentTier: "pro" }), ["included", "current", "notTaking"]],
    ["an ALL STAR member", viewer({ currentTier: "all_star" }), ["included", "switch", "current"]],
  ] as const)("a creator not taking paid members yet, for %s", (_, plan, expected) => {
    expect(choices(plan, "notTaken")).toEqual(expected);
  });

  it.each([
    ["a visitor", viewer({ isSignedIn: false }), ["current", "logIn", "logIn"]],
    ["a signed-in follower", viewer(), ["current", "pickCreator", "pickCreator"]],
  ] as const)("the generic plans page, for %s", (_, plan, expected) => {
    expect(choices(plan, "noCreator")).toEqual(expected);
  });

  describe("with yearly plans", () => {
    const proMonthly = viewer({ currentTier: "pro" });
    const proYearly = viewer({ currentTier: "pro", currentInterval: "year" });

    it("offers a visitor and a free follower the yearly plans as they offer the monthly ones", () => {
      expect(choices(viewer({ isSignedIn: false }), "offered", "year")).toEqual(["current", "logIn", "logIn"]);
      expect(choices(viewer(), "offered", "year")).toEqual(["current", "subscribe", "subscribe"]);
    });

    it("lets a PRO monthly member move to yearly at once", () => {
      expect(planChoice(pro("year"), proMonthly)).toBe("upgrade");
      expect(planChoice(allStar("year"), proMonthly)).toBe("upgrade");
    });

    it("makes a PRO yearly member wait for the period end to bill monthly", () => {
      expect(planChoice(pro("year"), proYearly)).toBe("current");
      expect(planChoice(pro("month"), proYearly)).toBe("switch");
      // Higher, but billed for a shorter time: nothing paid is given back, so it waits too.
      expect(planChoice(allStar("month"), proYearly)).toBe("switch");
      expect(planChoice(allStar("year"), proYearly)).toBe("upgrade");
      expect(planChoice({ tier: "rookie", interval: "year" }, proYearly)).toBe("included");
    });

    it("shows a scheduled move to monthly as keep on the current plan and scheduled on the monthly one", () => {
      const switching = viewer({ currentTier: "pro", currentInterval: "year", scheduled: pro("month") });
      expect(planChoice(pro("year"), switching)).toBe("keep");
      expect(planChoice(pro("month"), switching)).toBe("scheduled");
      expect(planChoice(allStar("month"), switching)).toBe("switch");
      expect(planChoice(allStar("year"), switching)).toBe("upgrade");
    });

    it("shows a scheduled change of tier and billing on that plan only", () => {
      const switching = viewer({ currentTier: "all_star", currentInterval: "year", scheduled: pro("month") });
      expect(planChoice(pro("month"), switching)).toBe("scheduled");
      expect(planChoice(pro("year"), switching)).toBe("switch");
      expect(planChoice(allStar("year"), switching)).toBe("keep");
      expect(planChoice(allStar("month"), switching)).toBe("switch");
    });

    it("counts a lower or shorter plan as included once nothing renews", () => {
      const ending = viewer({ currentTier: "all_star", currentInterval: "year", isEnding: true });
      expect(planChoice(pro("year"), ending)).toBe("included");
      expect(planChoice(pro("month"), ending)).toBe("included");
      expect(planChoice(allStar("month"), ending)).toBe("included");
      expect(planChoice(allStar("year"), ending)).toBe("current");
    });

    it("still lets a member whose creator is not taking paid members switch down, not up", () => {
      expect(planChoice(pro("year"), proMonthly, "notTaken")).toBe("notTaking");
      expect(planChoice(pro("month"), proYearly, "notTaken")).toBe("switch");
    });
  });
});

describe("changeShape and changeCopy", () => {
  it.each([
    [pro("month"), allStar("month"), "upgrade", "tier", "upgrade"],
    [pro("year"), allStar("year"), "upgrade", "tier", "upgrade"],
    [pro("month"), pro("year"), "upgrade", "interval", "toYearly"],
    [pro("month"), allStar("year"), "upgrade", "both", "upgradeYearly"],
    [allStar("month"), pro("month"), "switch", "tier", "switch"],
    [pro("year"), pro("month"), "switch", "interval", "toMonthly"],
    [allStar("year"), pro("month"), "switch", "both", "switchMonthly"],
    [allStar("month"), pro("year"), "switch", "both", "switchYearly"],
  ] as const)("%j to %j (%s) changes the %s: plans.change.%s", (from, to, kind, shape, copy) => {
    expect(changeShape(from, to)).toBe(shape);
    expect(changeCopy(kind, from, to)).toBe(copy);
  });
});

describe("billing view", () => {
  const yearlyPlans: YearlyPlans = {
    pro: { priceCents: 9590, discountPercent: 20, savingCents: 2398 },
    all_star: null,
  };
  const monthly = { rookie: 0, pro: 999, all_star: 2999 };

  it("shows the URL's period, else the member's, else monthly", () => {
    expect(shownInterval(yearlyPlans, "year", "month")).toBe("year");
    expect(shownInterval(yearlyPlans, "month", "year")).toBe("month");
    expect(shownInterval(yearlyPlans, null, "year")).toBe("year");
    expect(shownInterval(yearlyPlans, "weekly", null)).toBe("month");
    expect(shownInterval(yearlyPlans, null, undefined)).toBe("month");
  });

  it("stays monthly when the creator sells no yearly plan", () => {
    expect(shownInterval({ pro: null, all_star: null }, "year", "year")).toBe("month");
  });

  it("shows a tier's yearly plan in the Yearly view, and its monthly price when it has none", () => {
    expect(cardPlan("pro", "year", monthly, yearlyPlans)).toEqual({
      plan: pro("year"),
      priceCents: 9590,
      yearly: yearlyPlans.pro,
      isMonthlyOnly: false,
    });
    expect(cardPlan("all_star", "year", monthly, yearlyPlans)).toEqual({
      plan: allStar("month"),
      priceCents: 2999,
      yearly: null,
      isMonthlyOnly: true,
    });
    expect(cardPlan("rookie", "year", monthly, yearlyPlans)).toMatchObject({ priceCents: 0, isMonthlyOnly: false });
    expect(cardPlan("pro", "month", monthly, yearlyPlans)).toMatchObject({ plan: pro("month"), priceCents: 999 });
  });
});

describe("plan page error reasons", () => {
  it.each([
    [new ApiError(409, "already_subscribed", "x"), "plans.errors.checkout.already_subscribed"],
    [new ApiError(409, "payouts_not_ready", "x"), "plans.errors.checkout.payouts_not_ready"],
    [new ApiError(409, "plan_not_offered", "x"), "plans.errors.checkout.plan_not_offered"],
    [new ApiError(502, "payment_provider_error", "x"), "plans.errors.checkout.payment_provider_error"],
    [new ApiError(200, MISSING_URL, "x"), "plans.errors.checkout.missing_url"],
    [new ApiError(500, "internal_error", "x"), "plans.errors.checkout.unknown"],
  ])("checkout %s → %s", (error, key) => {
    expect(checkoutReasonKey(error)).toBe(key);
  });

  it.each([
    [new ApiError(402, "card_declined", "x"), "plans.errors.change.card_declined"],
    [new ApiError(409, "no_change", "x"), "plans.errors.change.no_change"],
    [new ApiError(409, "plan_not_offered", "x"), "plans.errors.change.plan_not_offered"],
    [new ApiError(409, "membership_canceling", "x"), "plans.errors.change.membership_canceling"],
    [new ApiError(0, "network_error", "x"), "plans.errors.change.network_error"],
    [new TypeError("x"), "plans.errors.change.unknown"],
  ])("plan change %s → %s", (error, key) => {
    expect(changeReasonKey(error)).toBe(key);
  });

  it("knows a declined card", () => {
    expect(isCardDeclined(new ApiError(402, "card_declined", "x"))).toBe(true);
    expect(isCardDeclined(new ApiError(409, "no_change", "x"))).toBe(false);
  });

  it("knows a yearly plan the creator no longer sells", () => {
    expect(isPlanNotOffered(new ApiError(409, "plan_not_offered", "x"))).toBe(true);
    expect(isPlanNotOffered(new ApiError(409, "no_change", "x"))).toBe(false);
  });
});
