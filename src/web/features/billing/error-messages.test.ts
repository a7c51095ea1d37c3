import { describe, expect, it } from "vitest";
import type { TFunction } from "../../i18n";
import { ApiError } from "../../lib/api";
import { MISSING_URL } from "../../lib/error-reason";
import { payoutErrorMessage, portalErrorMessage } from "./error-messages";

// Shows which key was chosen and with which values.
const t: TFunction = (key, options) =>
  options && Object.keys(options).length > 0 ? `${key} ${JSON.stringify(options)}` : key;

describe("portalErrorMessage", () => {
  it.each([
    [new ApiError(401, "unauthenticated", "x"), "billing.portal.reasons.noSession"],
    [new ApiError(200, MISSING_URL, "x"), "billing.portal.reasons.noUrl"],
    [new ApiError(0, "network_error", "x"), "billing.portal.reasons.network"],
    [new ApiError(502, "payment_provider_error", "x"), "billing.portal.reasons.failed"],
    [new ApiError(404, "customer_not_found", "x"), "billing.portal.reasons.failed"],
  ])("%s → %s", (error, reason) => {
    expect(portalErrorMessage(t, error)).toBe(`billing.portal.failed ${JSON.stringify({ reason })}`);
  });
});

describe("payoutErrorMessage", () => {
  it.each([
    [new ApiError(502, "payout_account_failed", "x"), "billing.payouts.errors.accountFailed"],
    [
      new ApiError(502, "payout_link_failed", "x", { reason: "Account rejected" }),
      'billing.payouts.errors.linkFailed {"reason":"Account rejected"}',
    ],
    [new ApiError(200, MISSING_URL, "x"), "billing.payouts.errors.noUrl"],
    [
      new ApiError(0, "network_error", "x"),
      'billing.payouts.errors.connectFailed {"message":"billing.errors.network"}',
    ],
    [
      new ApiError(401, "unauthenticated", "x"),
      'billing.payouts.errors.connectFailed {"message":"billing.errors.noSession"}',
    ],
    [
      new ApiError(500, "internal_error", "Server error"),
      'billing.payouts.errors.connectFailed {"message":"Server error"}',
    ],
  ])("%s → %s", (error, expected) => {
    expect(payoutErrorMessage(t, error)).toBe(expected);
  });
});
