import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { MISSING_URL } from "../../lib/error-reason";
import { tipErrorKey, unlockErrorKey } from "./tip-errors";

const error = (status: number, code: string) => new ApiError(status, code, code);

describe("tipErrorKey", () => {
  it.each<[string, unknown, string]>([
    ["a code of its own", error(409, "payouts_not_ready"), "tips.errors.payouts_not_ready"],
    ["a checkout without a URL", error(200, MISSING_URL), "tips.errors.missing_url"],
    ["a 401 under another code", error(401, "session_expired"), "tips.errors.unauthenticated"],
    ["a 403 under another code", error(403, "role_required"), "tips.errors.forbidden"],
    ["a code the tip does not meet", error(409, "post_already_open"), "tips.errors.unknown"],
    ["not an API error", new Error("boom"), "tips.errors.unknown"],
  ])("%s", (_case, failure, key) => expect(tipErrorKey(failure)).toBe(key));
});

describe("unlockErrorKey", () => {
  it.each<[string, unknown, string]>([
    ["a post open already", error(409, "post_already_open"), "tips.unlock.errors.post_already_open"],
    ["a post no longer for sale", error(409, "post_not_for_sale"), "tips.unlock.errors.post_not_for_sale"],
    ["a 401, worded for buying", error(401, "session_expired"), "tips.unlock.errors.unauthenticated"],
    ["a 403, worded for buying", error(403, "forbidden"), "tips.unlock.errors.forbidden"],
    ["the creator's payouts, as a tip's", error(409, "payouts_not_ready"), "tips.errors.payouts_not_ready"],
    ["a post gone, as a tip's", error(404, "post_not_found"), "tips.errors.post_not_found"],
    ["the provider down, as a tip's", error(502, "payment_provider_error"), "tips.errors.payment_provider_error"],
    ["anything else", error(500, "internal_error"), "tips.errors.unknown"],
  ])("%s", (_case, failure, key) => expect(unlockErrorKey(failure)).toBe(key));
});
