// Which translated reason a failed cancel or resume shows.
import { knownReason } from "../../lib/error-reason";

const actionCodes = ["membership_not_found", "payment_provider_error", "network_error", "unauthenticated"] as const;

/** memberships.errors.reasons.<code>, or .unknown for anything else. */
export const membershipActionReasonKey = (error: unknown) =>
  `memberships.errors.reasons.${knownReason(error, actionCodes)}`;
