import { describe, expect, it } from "vitest";
import type { Tier } from "../../../domain/memberships";
import { ApiError } from "../../lib/api";
import { MISSING_URL } from "../../lib/error-reason";
import { changeReasonKey, checkoutReasonKey, isCardDeclined } from "./error-messages";
import { planChoice, type ViewerPlan } from "./plan-choice";

const viewer = (overrides: Partial<ViewerPlan> = {}): ViewerPlan => ({
  currentTier: "rookie",
  isSignedIn: true,
  scheduledTier: null,
  isEnding: false,
  ...overrides,
});
const choices = (plan: ViewerPlan) => (["rookie", "pro", "all_star"] as Tier[]).map((tier) => planChoice(tier, plan));

describe("planChoice", () => {
  it.each([
    ["a visitor", viewer({ isSignedIn: false }), ["current", "logIn", "logIn"]],
    ["a follower without a paid plan", viewer(), ["current", "subscribe", "subscribe"]],
    ["a PRO member", viewer({ currentTier: "pro" }), ["included", "current", "upgrade"]],
    ["a PRO member who cancelled", viewer({ currentTier: "pro", isEnding: true }), ["included", "current", "upgrade"]],
    ["an ALL STAR member", viewer({ currentTier: "all_star" }), ["included", "switch", "current"]],
    [
      "an ALL STAR member switching to PRO",
      viewer({ currentTier: "all_star", scheduledTier: "pro" }),
      ["included", "scheduled", "keep"],
    ],
    [
      "an ALL STAR member who cancelled",
      viewer({ currentTier: "all_star", isEnding: true }),
      ["included", "included", "current"],
    ],
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
    expect((["rookie", "pro", "all_star"] as Tier[]).map((tier) => planChoice(tier, plan, "notTaken"))).toEqual(
      expected,
    );
  });

  it.each([
    ["a visitor", viewer({ isSignedIn: false }), ["current", "logIn", "logIn"]],
    ["a signed-in follower", viewer(), ["current", "pickCreator", "pickCreator"]],
  ] as const)("the generic plans page, for %s", (_, plan, expected) => {
    expect((["rookie", "pro", "all_star"] as Tier[]).map((tier) => planChoice(tier, plan, "noCreator"))).toEqual(
      expected,
    );
  });
});

describe("plan page error reasons", () => {
  it.each([
    [new ApiError(409, "already_subscribed", "x"), "plans.errors.checkout.already_subscribed"],
    [new ApiError(409, "payouts_not_ready", "x"), "plans.errors.checkout.payouts_not_ready"],
    [new ApiError(502, "payment_provider_error", "x"), "plans.errors.checkout.payment_provider_error"],
    [new ApiError(200, MISSING_URL, "x"), "plans.errors.checkout.missing_url"],
    [new ApiError(500, "internal_error", "x"), "plans.errors.checkout.unknown"],
  ])("checkout %s → %s", (error, key) => {
    expect(checkoutReasonKey(error)).toBe(key);
  });

  it.each([
    [new ApiError(402, "card_declined", "x"), "plans.errors.change.card_declined"],
    [new ApiError(409, "no_change", "x"), "plans.errors.change.no_change"],
    [new ApiError(0, "network_error", "x"), "plans.errors.change.network_error"],
    [new TypeError("x"), "plans.errors.change.unknown"],
  ])("plan change %s → %s", (error, key) => {
    expect(changeReasonKey(error)).toBe(key);
  });

  it("knows a declined card", () => {
    expect(isCardDeclined(new ApiError(402, "card_declined", "x"))).toBe(true);
    expect(isCardDeclined(new ApiError(409, "no_change", "x"))).toBe(false);
  });
});
