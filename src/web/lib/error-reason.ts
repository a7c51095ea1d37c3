// Reading an API error as one of the reasons a screen has words for, and the answers that
// should have carried a URL to open (checkout, portal, payout onboarding) but did not.
import type { RedirectResponse } from "../../domain/billing";
import { ApiError } from "./api";

/** The code of a redirect answer without a URL (a 200 the provider left empty). */
export const MISSING_URL = "missing_url";

/** The URL to send the browser to, or an ApiError with code missing_url. */
export function requireUrl(result: Partial<RedirectResponse> | null | undefined): string {
  if (!result?.url) throw new ApiError(200, MISSING_URL, "No URL received");
  return result.url;
}

/** The error's code when it is one of `codes`; "unknown" for any other failure. */
export function knownReason<Code extends string>(error: unknown, codes: readonly Code[]): Code | "unknown" {
  const code = error instanceof ApiError ? error.code : undefined;
  return codes.find((known) => known === code) ?? "unknown";
}

/** The provider's own words for a failure when the server passed them on (details.reason), else its message. */
export function providerReason(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const reason = error.details?.reason;
  return typeof reason === "string" && reason.trim() ? reason : error.message;
}
