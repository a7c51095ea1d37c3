// Whether the sandbox can charge a customer's card on file, by the test card's behaviour.
import type { CardBehavior } from "../../../../domain/sandbox-payments";

/** Days after a failed renewal when the card is tried again; after the last, the subscription is canceled. */
export const RETRY_AFTER_DAYS = [3, 5, 7] as const;

export function canCharge(card: { cardBehavior: string | null }, moment: "checkout" | "later") {
  const behavior = card.cardBehavior as CardBehavior | null;
  if (!behavior) return false;
  if (behavior === "fails_renewals") return moment === "checkout";
  return behavior === "succeeds";
}

export function declineMessage(behavior: CardBehavior) {
  return behavior === "insufficient_funds" ? "Your card has insufficient funds." : "Your card was declined.";
}
