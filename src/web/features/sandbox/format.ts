// How the sandbox pages write card numbers, expiry dates, times and countries. Pure, so the
// card form's typing aids and the pages' dates are tested without a browser.
import { cardBrand } from "../../../domain/sandbox-payments";

const MAX_CARD_DIGITS = 19;

/** "4242424242424242" → "4242 4242 4242 4242"; American Express as 4-6-5. Keeps digits only. */
export function groupCardNumber(value: string) {
  const digits = value.replace(/\D/g, "").slice(0, MAX_CARD_DIGITS);
  if (cardBrand(digits) === "amex") {
    const amex = digits.slice(0, 15);
    return [amex.slice(0, 4), amex.slice(4, 10), amex.slice(10)].filter(Boolean).join(" ");
  }
  return (digits.match(/.{1,4}/g) ?? []).join(" ");
}

/**
 * The expiry field as it is typed: "1" → "1", "4" → "04", "1228" → "12/28", "12/" stays. The
 * slash appears once the year starts, so deleting back over it never fights the user.
 */
export function formatExpiryInput(value: string) {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return value.trim().endsWith("/") ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** A card on file's expiry as printed on the card: 3 and 2034 → "03/34". */
export const formatCardExpiry = (month: number, year: number) =>
  `${String(month).padStart(2, "0")}/${String(year % 100).padStart(2, "0")}`;

/** The card networks' own names; anything else is a generic card (null). */
export function brandName(brand: string): string | null {
  const names: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express" };
  return names[brand.toLowerCase()] ?? null;
}

/** A calendar date, e.g. "Mar 4, 2026" or "4 mars 2026". */
export const formatDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso));

/** A moment with its weekday and time, e.g. "Wednesday, March 4, 2026 at 10:30 AM". */
export const formatDateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short" }).format(new Date(iso));

/** "US" → "United States" in the visitor's language; the code itself when the browser cannot name it. */
export function countryName(code: string, locale: string) {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
