// Prices and the revenue split. All money is integer cents, USD.

export const PRICE_MIN_CENTS = 499;
export const PRICE_MAX_CENTS = 9999;
export const DEFAULT_PRO_PRICE_CENTS = 999;
export const DEFAULT_ALL_STAR_PRICE_CENTS = 1999;
export const CREATOR_SHARE = 0.7;

export const isValidPrice = (cents: number) =>
  Number.isInteger(cents) && cents >= PRICE_MIN_CENTS && cents <= PRICE_MAX_CENTS;

/** The creator's 70%, rounded to the cent; the platform keeps the rest. */
export function splitRevenue(grossCents: number) {
  const creatorCents = Math.round(grossCents * CREATOR_SHARE);
  return { creatorCents, platformCents: grossCents - creatorCents };
}

export function formatMoney(cents: number, locale: string, currency = "USD") {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 100);
}
