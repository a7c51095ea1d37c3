import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { knownReason, MISSING_URL, providerReason, requireUrl } from "./error-reason";

describe("requireUrl", () => {
  it("returns the URL of a redirect answer", () => {
    expect(requireUrl({ url: "https://checkout.example/s/1" })).toBe("https://checkout.example/s/1");
  });

  it.each([[{}], [{ url: "" }], [null], [undefined]])("turns %j into a missing_url error", (answer) => {
    expect(() => requireUrl(answer)).toThrow(expect.objectContaining({ code: MISSING_URL, status: 200 }));
  });
});

describe("knownReason", () => {
  const codes = ["already_subscribed", "payouts_not_ready"] as const;

  it.each([
    [new ApiError(409, "already_subscribed", "x"), "already_subscribed"],
    [new ApiError(409, "payouts_not_ready", "x"), "payouts_not_ready"],
    [new ApiError(500, "internal_error", "x"), "unknown"],
    [new TypeError("boom"), "unknown"],
    [undefined, "unknown"],
  ])("%s → %s", (error, expected) => {
    expect(knownReason(error, codes)).toBe(expected);
  });
});

describe("providerReason", () => {
  it("prefers the provider's reason in the details", () => {
    expect(
      providerReason(new ApiError(502, "payout_link_failed", "Payout link failed", { reason: "Account rejected" })),
    ).toBe("Account rejected");
  });

  it("falls back to the message", () => {
    expect(providerReason(new ApiError(502, "payout_link_failed", "Payout link failed", { reason: " " }))).toBe(
      "Payout link failed",
    );
    expect(providerReason(new Error("offline"))).toBe("offline");
  });
});
