// Which translated sentence the tip dialog shows when starting a tip's checkout fails: the server's
// error code in the reader's language (its English message is for logs and API clients).
import { ApiError } from "../../lib/api";
import { knownReason, MISSING_URL } from "../../lib/error-reason";

const tipCodes = [
  "payouts_not_ready",
  "creator_not_found",
  "post_not_found",
  "validation_failed",
  "payment_provider_error",
  "rate_limited",
  "unauthenticated",
  "forbidden",
  "network_error",
  MISSING_URL,
] as const;

/** tips.errors.<code>; a 401 or 403 with a code of its own is still a sign-in or a role problem. */
export function tipErrorKey(error: unknown): string {
  const reason = knownReason(error, tipCodes);
  if (reason === "unknown" && error instanceof ApiError) {
    if (error.status === 401) return "tips.errors.unauthenticated";
    if (error.status === 403) return "tips.errors.forbidden";
  }
  return `tips.errors.${reason}`;
}
