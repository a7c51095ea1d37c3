// Which translated sentence shows when a gift's request fails: starting its checkout, redeeming it
// or refunding it. The server's error code in the reader's language (its English message is for
// logs and API clients), and the fields a refused checkout names.
import { ApiError } from "../../lib/api";
import { knownReason, MISSING_URL } from "../../lib/error-reason";

const checkoutCodes = [
  "payouts_not_ready",
  "creator_not_found",
  "validation_failed",
  "payment_provider_error",
  "rate_limited",
  "unauthenticated",
  "forbidden",
  "network_error",
  MISSING_URL,
] as const;

const redeemCodes = [
  "gift_already_redeemed",
  "gift_refunded",
  "gift_tier_differs",
  "gift_membership_busy",
  "gift_not_found",
  "rate_limited",
  "unauthenticated",
  "forbidden",
  "network_error",
] as const;

const refundCodes = [
  "gift_not_refundable",
  "gift_not_found",
  "payment_provider_error",
  "rate_limited",
  "network_error",
] as const;

/** The error's reason among `codes`; a 401 or 403 with a code of its own is still a sign-in or a role problem. */
function reasonOf<Code extends string>(error: unknown, codes: readonly Code[]) {
  const reason = knownReason(error, codes);
  if (reason === "unknown" && error instanceof ApiError) {
    if (error.status === 401) return "unauthenticated";
    if (error.status === 403) return "forbidden";
  }
  return reason;
}

/** gifts.errors.<code>: why the gift's checkout could not start. */
export const giftCheckoutErrorKey = (error: unknown) => `gifts.errors.${reasonOf(error, checkoutCodes)}`;

/** gifts.redeem.errors.<code>: why the gift could not be redeemed. */
export const redeemErrorKey = (error: unknown) => `gifts.redeem.errors.${reasonOf(error, redeemCodes)}`;

/** A refusal that no second try changes: the gift is gone, redeemed or refunded. */
export const isRedeemFinal = (error: unknown) =>
  ["gift_already_redeemed", "gift_refunded", "gift_not_found"].includes(knownReason(error, redeemCodes));

/** gifts.given.errors.<code>: why the gift could not be refunded. */
export const refundErrorKey = (error: unknown) => `gifts.given.errors.${knownReason(error, refundCodes)}`;

/** The form's fields a refused checkout can name (validation_failed); the others are the page's, not typed. */
export const giftFields = ["recipientEmail", "message"] as const;
export type GiftField = (typeof giftFields)[number];

/** Which of the typed fields the server found wrong. */
export function giftFieldErrors(error: unknown): GiftField[] {
  if (!(error instanceof ApiError) || error.code !== "validation_failed") return [];
  const named = Object.keys(error.details?.fields ?? {});
  return giftFields.filter((field) => named.includes(field));
}
