import { describe, expect, it } from "vitest";
import { formatMoney, isValidPrice, splitRevenue } from "./money";

describe("splitRevenue", () => {
  it.each<[number, number, number]>([
    [999, 699, 300],
    [1999, 1399, 600],
    [499, 349, 150],
    [9999, 6999, 3000],
    [1000, 700, 300],
    // 0.5 cents rounds up for the creator.
    [5, 4, 1],
    [0, 0, 0],
  ])("%d cents → creator %d, platform %d", (gross, creatorCents, platformCents) => {
    const split = splitRevenue(gross);
    expect(split).toEqual({ creatorCents, platformCents });
    expect(split.creatorCents + split.platformCents).toBe(gross);
  });
});

describe("isValidPrice", () => {
  it.each<[number, boolean]>([
    [498, false],
    [499, true],
    [999, true],
    [9999, true],
    [10_000, false],
    [0, false],
    [-499, false],
    [999.5, false],
    [Number.NaN, false],
  ])("%d cents → %s", (cents, expected) => {
    expect(isValidPrice(cents)).toBe(expected);
  });
});

describe("formatMoney", () => {
  it.each<[number, string, string]>([
    [999, "en", "$9.99"],
    [1299, "en", "$12.99"],
    [500, "en", "$5.00"],
    [1299, "es", "12,99 US$"],
    [1299, "fr", "12,99 $US"],
    [1299, "pt-BR", "US$ 12,99"],
  ])("%d cents in %s → %s", (cents, locale, expected) => {
    // Intl separates number and symbol with a no-break space in some languages.
    expect(formatMoney(cents, locale).replace(/\s/g, " ")).toBe(expected);
  });
});
