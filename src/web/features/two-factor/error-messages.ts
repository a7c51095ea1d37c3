// Which translated message each API error code shows on the two-factor screens; anything unknown
// gets the generic message.
import { ApiError } from "../../lib/api";

const messages: Record<string, string> = {
  invalid_password: "twoFactor.errors.invalidPassword",
  invalid_code: "twoFactor.errors.invalidCode",
  invalid_backup_code: "twoFactor.errors.invalidBackupCode",
  too_many_codes: "twoFactor.errors.tooManyCodes",
  two_factor_expired: "twoFactor.errors.expired",
  rate_limited: "twoFactor.errors.rateLimited",
  account_suspended: "twoFactor.errors.accountSuspended",
};

export const twoFactorErrorKey = (error: unknown) =>
  (error instanceof ApiError && messages[error.code]) || "twoFactor.errors.generic";

/** The code step cannot go on: the password has to be entered again. */
export const needsPasswordAgain = (error: unknown) =>
  error instanceof ApiError && (error.code === "too_many_codes" || error.code === "two_factor_expired");

/** Our schemas' messages are i18n keys and pass through; any other text gets a generic key. */
export const fieldMessageKey = (message: string | undefined) =>
  message?.startsWith("validation.") || message?.startsWith("twoFactor.") ? message : "validation.invalid";
