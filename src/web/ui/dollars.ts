// The text of a money box: dollars as people type them, with a point or a comma, read as integer
// cents, and cents written back for editing.

/**
 * Dollars as typed, in cents: "5", "5.5", "5.50", "$5", "5 $US", and "5,50" as French, Spanish and
 * Portuguese readers write it. Null for anything else (letters, a third decimal, a thousands separator).
 */
export function dollarsToCents(typed: string): number | null {
  const text = typed
    .replace(/[\s\u00a0\u202f]/g, "")
    .replace(/^(US)?\$|\$(US)?$/gi, "")
    .trim();
  const match = /^(\d{0,6})(?:[.,](\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  if (whole === "" && fraction === "") return null;
  return Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents as a box to edit shows them: "4.99", or "4,99" where the reader writes a decimal comma. */
export const centsToDollars = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(
    cents / 100,
  );
