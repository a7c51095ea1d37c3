// Which translated reason a failed checkout or plan change shows on the plan page.
import { knownReason, MISSING_URL } from "../../lib/error-reason";

const checkoutCodes = [
  "already_subscribed",
  "payouts_not_ready",
  "creator_not_found",
  "plan_not_offered",
  "membership_paused",
  "payment_provider_error",
  "unauthenticated",
  "forbidden",
  "network_error",
  MISSING_URL,
  "offer_not_found",
  "offer_ended",
  "offer_used_up",
  "offer_wrong_plan",
  "offer_already_redeemed",
] as const;

/** plans.errors.checkout.<code>: the {message} of 'Subscription failed: {message}' (spec 8). */
export const checkoutReasonKey = (error: unknown) => `plans.errors.checkout.${knownReason(error, checkoutCodes)}`;

const changeCodes = [
  "card_declined",
  "membership_not_found",
  "membership_canceling",
  "pause_not_available",
  "no_change",
  "plan_not_offered",
  "payment_provider_error",
  "unauthenticated",
  "network_error",
] as const;

/** plans.errors.change.<code>. */
export const changeReasonKey = (error: unknown) => `plans.errors.change.${knownReason(error, changeCodes)}`;

/** A declined card changed nothing; the follower fixes it in Manage payments. */
export const isCardDeclined = (error: unknown) => knownReason(error, ["card_declined"]) === "card_declined";

/** A checkout refused because of its offer (offer-code.tsx words why): the page asks about the code again. */
export const isOfferRefused = (error: unknown) =>
  knownReason(error, ["offer_not_found", "offer_ended", "offer_used_up"]) !== "unknown";

/** The creator stopped selling the yearly plan the page showed: its offers are read again. */
export const isPlanNotOffered = (error: unknown) => knownReason(error, ["plan_not_offered"]) === "plan_not_offered";
