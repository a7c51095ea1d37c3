// Which translated message each API error code shows on the account screens.
// Codes come from the server's auth routes; anything unknown gets the screen's generic message.
import { ApiError } from "../../lib/api";

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : undefined);

/** Login: the spec's wording for unconfirmed and wrong credentials, else the generic failure. */
export function loginErrorKey(error: unknown): string {
  switch (codeOf(error)) {
    case "email_not_confirmed":
      return "auth.errors.emailNotConfirmed";
    case "invalid_credentials":
      return "auth.errors.invalidCredentials";
    case "account_suspended":
      return "auth.errors.accountSuspended";
    case "rate_limited":
      return "auth.errors.rateLimited";
    case "ambiguous_session":
      return "auth.errors.ambiguousSession";
    default:
      return "auth.errors.loginFailed";
  }
}

/** Resending the confirmation mail: refused by the server, or never reached it. */
export function resendErrorKey(error: unknown): string {
  const code = codeOf(error);
  if (code === "rate_limited") return "auth.errors.rateLimited";
  if (error instanceof ApiError && error.status > 0) return "auth.errors.resendFailed";
  return "auth.errors.resendUnexpected";
}

/** Registration failures that are not about one field. */
export function registerErrorKey(error: unknown): string {
  switch (codeOf(error)) {
    case "rate_limited":
      return "auth.errors.rateLimited";
    case "sign_up_busy":
      return "auth.errors.signUpBusy";
    case "ambiguous_session":
      return "auth.errors.ambiguousSession";
    default:
      return "auth.errors.registerFailed";
  }
}

/** The email-confirmation link: refused by the server, or never reached it. */
export function confirmErrorKey(error: unknown): string {
  return error instanceof ApiError && error.status > 0 ? "auth.errors.confirmFailed" : "auth.errors.confirmUnexpected";
}

/** Password reset: a dead link gets its own message with a way to ask again. */
export function resetErrorKey(error: unknown): string {
  const code = codeOf(error);
  if (code === "invalid_token" || code === "token_expired") return "auth.errors.resetLinkInvalid";
  if (code === "rate_limited") return "auth.errors.rateLimited";
  return "auth.errors.generic";
}

export const isDeadResetLink = (error: unknown) => ["invalid_token", "token_expired"].includes(codeOf(error) ?? "");

export const genericErrorKey = (error: unknown) =>
  codeOf(error) === "rate_limited" ? "auth.errors.rateLimited" : "auth.errors.generic";

/** Our schemas' and this file's messages are i18n keys and pass through; any other text gets a generic key. */
export const fieldMessageKey = (message: string | undefined) =>
  message?.startsWith("validation.") || message?.startsWith("auth.errors.") ? message : "validation.invalid";

/** The server's complaints about single fields, as [field, i18n key] pairs, in the order given. */
export function serverFieldErrors(error: unknown): [string, string][] {
  if (!(error instanceof ApiError)) return [];
  if (error.code === "username_taken") return [["username", "auth.errors.usernameTaken"]];
  if (error.code === "email_taken") return [["email", "auth.errors.emailTaken"]];
  if (error.code === "validation_failed") {
    return Object.entries(error.details?.fields ?? {}).map(([field, message]) => [field, fieldMessageKey(message)]);
  }
  return [];
}
