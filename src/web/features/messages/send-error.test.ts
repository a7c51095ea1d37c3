import { describe, expect, it } from "vitest";
import type { TFunction } from "../../i18n";
import { ApiError } from "../../lib/api";
import { retryWhen, sendErrorMessage } from "./send-error";

// Shows which key was chosen and with which values.
const t: TFunction = (key, options) =>
  options && Object.keys(options).length > 0 ? `${key} ${JSON.stringify(options)}` : key;

describe("sendErrorMessage", () => {
  it.each([
    [new ApiError(403, "all_star_required", "x"), "messages.errors.allStarRequired"],
    [new ApiError(403, "blocked", "x"), "messages.errors.blocked"],
    [new ApiError(403, "blocked_by_other", "x"), "messages.errors.blockedByOther"],
    [new ApiError(403, "account_deleted", "x"), "messages.errors.accountDeleted"],
    [
      new ApiError(429, "rate_limited", "x", { retryAfterSeconds: 42 }),
      'messages.errors.rateLimited {"when":"in 42 seconds"}',
    ],
    [
      new ApiError(429, "rate_limited", "x", { retryAfterSeconds: 3600 * 5 }),
      'messages.errors.rateLimited {"when":"in 5 hours"}',
    ],
    [new ApiError(429, "rate_limited", "x"), "messages.errors.rateLimitedSoon"],
    [new ApiError(400, "validation_failed", "x"), 'messages.errors.invalid {"max":500}'],
    [new ApiError(0, "network_error", "x"), "messages.errors.sendFailed"],
    [new ApiError(500, "internal_error", "x"), "messages.errors.sendFailed"],
    [new TypeError("boom"), "messages.errors.sendFailed"],
  ] as const)("%s → %s", (error, expected) => {
    expect(sendErrorMessage(t, error, "en")).toBe(expected);
  });
});

describe("retryWhen", () => {
  it.each([
    [0.2, "en", "in 1 second"],
    [59, "en", "in 59 seconds"],
    [60, "en", "in 1 minute"],
    [61, "en", "in 2 minutes"],
    [3599, "en", "in 60 minutes"],
    [3601, "en", "in 2 hours"],
    [30, "fr", "dans 30 secondes"],
    [120, "es", "dentro de 2 minutos"],
    [7200, "pt-BR", "em 2 horas"],
  ] as const)("%s s in %s → %s", (seconds, locale, expected) => {
    expect(retryWhen(seconds, locale)).toBe(expected);
  });
});
