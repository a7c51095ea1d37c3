import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import {
  actionErrorKey,
  cardSubmitErrorKey,
  isCheckoutNotOpen,
  isForbidden,
  isNotFound,
  serverFieldErrors,
} from "./error-messages";

describe("cardSubmitErrorKey", () => {
  it.each([
    [new ApiError(402, "card_declined", "Your card was declined."), "sandbox.card.declined.generic"],
    [
      new ApiError(402, "card_declined", "Your card has insufficient funds."),
      "sandbox.card.declined.insufficientFunds",
    ],
    [
      new ApiError(402, "card_declined", "Declined", { declineCode: "insufficient_funds" }),
      "sandbox.card.declined.insufficientFunds",
    ],
    [
      new ApiError(400, "validation_failed", "Invalid", { fields: { cvc: "sandbox.card.errors.cvc" } }),
      "sandbox.errors.checkFields",
    ],
    [new ApiError(0, "network_error", "Network error"), "sandbox.errors.network"],
    [new ApiError(500, "internal_error", "boom"), "sandbox.errors.generic"],
    [new TypeError("x"), "sandbox.errors.generic"],
  ])("%s → %s", (error, expected) => {
    expect(cardSubmitErrorKey(error)).toBe(expected);
  });
});

describe("actionErrorKey", () => {
  it.each([
    [new ApiError(404, "not_found", "Not found"), "sandbox.errors.expired"],
    [new ApiError(403, "forbidden", "No"), "sandbox.clock.unavailable"],
    [new ApiError(0, "network_error", "Network error"), "sandbox.errors.network"],
    [new ApiError(400, "validation_failed", "Invalid"), "sandbox.errors.checkFields"],
    [new Error("x"), "sandbox.errors.generic"],
  ])("%s → %s", (error, expected) => {
    expect(actionErrorKey(error)).toBe(expected);
  });
});

describe("serverFieldErrors", () => {
  const fields = ["cardNumber", "expiry", "cvc", "name"] as const;

  it("keeps the form's fields, passes our keys through and replaces any other text", () => {
    const error = new ApiError(400, "validation_failed", "Invalid", {
      fields: { expiry: "sandbox.card.errors.expiry", cvc: "Too short", other: "sandbox.card.errors.name" },
    });
    expect(serverFieldErrors(error, fields, "sandbox.card.errors.invalid")).toEqual([
      ["expiry", "sandbox.card.errors.expiry"],
      ["cvc", "sandbox.card.errors.invalid"],
    ]);
  });

  it("ignores other errors", () => {
    expect(serverFieldErrors(new ApiError(402, "card_declined", "Declined"), fields, "x")).toEqual([]);
    expect(serverFieldErrors(new Error("x"), fields, "x")).toEqual([]);
  });
});

describe("error kinds", () => {
  it("tells expired links, refusals and closed checkouts apart", () => {
    expect(isNotFound(new ApiError(404, "not_found", ""))).toBe(true);
    expect(isNotFound(new ApiError(500, "internal_error", ""))).toBe(false);
    expect(isForbidden(new ApiError(403, "forbidden", ""))).toBe(true);
    expect(isCheckoutNotOpen(new ApiError(409, "checkout_not_open", ""))).toBe(true);
    expect(isCheckoutNotOpen(new Error("checkout_not_open"))).toBe(false);
  });
});
