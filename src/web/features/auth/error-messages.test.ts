import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { loginErrorKey, registerErrorKey } from "./error-messages";

const refused = (code: string, status = 400) => new ApiError(status, code, "refused");

describe("account screens' error messages", () => {
  it.each([
    ["invalid_credentials", "auth.errors.invalidCredentials"],
    ["ambiguous_session", "auth.errors.ambiguousSession"],
    ["something_new", "auth.errors.loginFailed"],
  ])("login: %s shows %s", (code, key) => expect(loginErrorKey(refused(code))).toBe(key));

  it.each([
    ["rate_limited", "auth.errors.rateLimited"],
    ["sign_up_busy", "auth.errors.signUpBusy"],
    ["ambiguous_session", "auth.errors.ambiguousSession"],
    ["something_new", "auth.errors.registerFailed"],
  ])("registration: %s shows %s", (code, key) => expect(registerErrorKey(refused(code))).toBe(key));
});
