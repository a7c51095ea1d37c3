// The post form's pay-per-view price: whether a PRO or ALL STAR post is also sold on its own, its
// price as typed in dollars, and what the form sends (null when it is not sold, or once the tier
// is Rookie, whose posts are free to every follower).
import type { Tier } from "../../../domain/memberships";
import { unlockPriceField } from "../../../domain/pay-per-view";
import { centsToDollars, dollarsToCents } from "../../ui/dollars";

export interface UnlockPriceChoice {
  isSold: boolean;
  /** The price in dollars, as typed ("4.99", "4,99", "$5"). */
  typed: string;
}

export const notSoldAlone: UnlockPriceChoice = { isSold: false, typed: "" };

/** A saved post's price, as the edit form starts from it. */
export const unlockPriceChoiceOf = (cents: number | null, locale: string): UnlockPriceChoice =>
  cents === null ? notSoldAlone : { isSold: true, typed: centsToDollars(cents, locale) };

export const canSellAlone = (tier: Tier) => tier !== "rookie";

/**
 * The `unlockPriceCents` the form sends: the price in cents, or null when the post is not sold on
 * its own; undefined while the typed price is not one the server takes ($1 to $200, whole cents).
 */
export function unlockPriceCents(choice: UnlockPriceChoice, tier: Tier): number | null | undefined {
  if (!canSellAlone(tier) || !choice.isSold) return null;
  const cents = dollarsToCents(choice.typed);
  return cents !== null && unlockPriceField.safeParse(cents).success ? cents : undefined;
}

/** The i18n key of what is wrong with the price, if anything. */
export const checkUnlockPrice = (choice: UnlockPriceChoice, tier: Tier) =>
  unlockPriceCents(choice, tier) === undefined ? "content.validation.unlockPrice" : undefined;
