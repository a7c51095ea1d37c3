// Which translated reason a failed cancel, resume, pause or acceptance of a retention offer shows.
import { knownReason } from "../../lib/error-reason";

const actionCodes = [
  "membership_not_found",
  "payment_provider_error",
  "network_error",
  "unauthenticated",
  "pause_not_available",
  "not_paused",
  "card_declined",
  "retention_offer_not_available",
] as const;

/** memberships.errors.reasons.<code>, or .unknown for anything else. */
export const membershipActionReasonKey = (error: unknown) =>
  `memberships.errors.reasons.${knownReason(error, actionCodes)}`;

/** A resume's charge was refused: the member fixes their card in Manage payments. */
export const isCardDeclined = (error: unknown) => knownReason(error, ["card_declined"]) === "card_declined";
