// Prices and the revenue split. All money is integer cents, USD.

export const PRICE_MIN_CENTS = 499;
export const PRICE_MAX_CENTS = 9999;
export const DEFAULT_PRO_PRICE_CENTS = 999;
export const DEFAULT_ALL_STAR_PRICE_CENTS = 1999;
export const CREATOR_SHARE = 0.7;

export const isValidPrice = (cents: number) =>
  Number.isInteger(cents) && cents >= PRICE_MIN_CENTS && cents <= PRICE_MAX_CENTS;

/** CREATOR_SHARE in whole percent, so the split is integer arithmetic, never a float's rounding. */
const CREATOR_PERCENT = Math.round(CREATOR_SHARE * 100);

/**
 * The creator's 70%, half a cent rounded up, the platform keeps the rest. A negative amount (money
 * given back) splits as the mirror of the positive one, to the cent.
 */
export function splitRevenue(grossCents: number) {
  const creatorOfAmount = Math.floor((Math.abs(grossCents) * CREATOR_PERCENT + 50) / 100);
  const creatorCents = grossCents < 0 ? 0 - creatorOfAmount : creatorOfAmount;
  return { creatorCents, platformCents: grossCents - creatorCents };
}

/**
 * What a refund of `refundCents` takes back from each side (negative amounts), after
 * `refundedBeforeCents` of the same payment were refunded already. Each refund takes back its
 * part of the payment's own split, so refunds that add up to the payment take back exactly the
 * payment's split, however it was cut.
 */
export function splitRefund(refundedBeforeCents: number, refundCents: number) {
  const creatorBefore = splitRevenue(refundedBeforeCents).creatorCents;
  const creatorAfter = splitRevenue(refundedBeforeCents + refundCents).creatorCents;
  const creatorCents = creatorBefore - creatorAfter;
  return { creatorCents, platformCents: 0 - refundCents - creatorCents };
}

export function formatMoney(cents: number, locale: string, currency = "USD") {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 100);
}
