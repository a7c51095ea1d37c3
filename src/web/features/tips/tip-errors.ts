// Which translated sentence shows when starting a one-off payment's checkout fails (a tip, or a
// post bought on its own): the server's error code in the reader's language (its English message
// is for logs and API clients).
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

/** The codes a post's unlock words its own way; the others read as a tip's (tips.errors). */
const unlockCodes = ["post_already_open", "post_not_for_sale", "unauthenticated", "forbidden"] as const;

/** The error's reason among `codes`; a 401 or 403 with a code of its own is still a sign-in or a role problem. */
function reasonOf<Code extends string>(error: unknown, codes: readonly Code[]) {
  const reason = knownReason(error, codes);
  if (reason === "unknown" && error instanceof ApiError) {
    if (error.status === 401) return "unauthenticated";
    if (error.status === 403) return "forbidden";
  }
  return reason;
}

/** tips.errors.<code>. */
export const tipErrorKey = (error: unknown): string => `tips.errors.${reasonOf(error, tipCodes)}`;

/** tips.unlock.errors.<code> for what only buying a post meets, else the tip's sentence (tips.errors.<code>). */
export function unlockErrorKey(error: unknown): string {
  const reason = reasonOf(error, [...tipCodes, ...unlockCodes]);
  return (unlockCodes as readonly string[]).includes(reason) ? `tips.unlock.errors.${reason}` : `tips.errors.${reason}`;
}
