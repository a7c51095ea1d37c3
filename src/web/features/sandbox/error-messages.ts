// Which translated message each sandbox API error shows. The server's messages are English
// only, so the pages show their own words for every code they know.
import { ApiError } from "../../lib/api";

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : undefined);

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
export const isCheckoutNotOpen = (error: unknown) => codeOf(error) === "checkout_not_open";

/** A refused card says why when the provider does; Stripe's test card 4000…9995 means insufficient funds. */
function isInsufficientFunds(error: ApiError) {
  const details = error.details ?? {};
  const reasons = [details.declineCode, details.decline_code, details.reason].filter(
    (value) => typeof value === "string",
  );
  return reasons.includes("insufficient_funds") || /insufficient funds/i.test(error.message);
}

/** The alert above the card form after a failed submission. */
export function cardSubmitErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return "sandbox.errors.generic";
  switch (error.code) {
    case "card_declined":
      return isInsufficientFunds(error) ? "sandbox.card.declined.insufficientFunds" : "sandbox.card.declined.generic";
    case "validation_failed":
      return "sandbox.errors.checkFields";
    case "network_error":
      return "sandbox.errors.network";
    default:
      return "sandbox.errors.generic";
  }
}

/** Any other action (cancel, resume, onboarding, the clock) that did not go through. */
export function actionErrorKey(error: unknown): string {
  switch (codeOf(error)) {
    case "validation_failed":
      return "sandbox.errors.checkFields";
    case "network_error":
      return "sandbox.errors.network";
    case "not_found":
      return "sandbox.errors.expired";
    case "forbidden":
      return "sandbox.clock.unavailable";
    default:
      return "sandbox.errors.generic";
  }
}

/**
 * The server's complaints about single fields as [field, i18n key], limited to the form's own
 * fields. The server checks with the same schemas, so its messages are usually our keys already.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  fallbackKey: string,
): [Field, string][] {
  if (!(error instanceof ApiError) || error.code !== "validation_failed") return [];
  const reported = error.details?.fields ?? {};
  return fields.flatMap((field) => {
    const message = reported[field];
    if (message === undefined) return [];
    return [[field, message.startsWith("sandbox.") ? message : fallbackKey] as [Field, string]];
  });
}
