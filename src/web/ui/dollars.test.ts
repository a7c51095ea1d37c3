import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsToCents } from "./dollars";

describe("dollarsToCents", () => {
  it.each<[string, number | null]>([
    ["5", 500],
    ["5.5", 550],
    ["5.50", 550],
    ["5,50", 550],
    ["5.", 500],
    ["0.99", 99],
    [".5", 50],
    ["$12", 1200],
    [" 12 ", 1200],
    ["5,00 $US", 500],
    ["US$ 5,00", 500],
    ["500", 50_000],
    ["", null],
    [".", null],
    ["abc", null],
    ["5.555", null],
    ["1,000", null],
    ["1,000.00", null],
    ["-5", null],
    ["5e2", null],
  ])("%j is %s cents", (typed, cents) => {
    expect(dollarsToCents(typed)).toBe(cents);
  });
});

describe("centsToDollars", () => {
  it.each<[number, string, string]>([
    [499, "en", "4.99"],
    [20_000, "en", "200.00"],
    [499, "fr", "4,99"],
    [1050, "pt-BR", "10,50"],
  ])("%i cents in %s is %j, read back as the same cents", (cents, locale, typed) => {
    expect(centsToDollars(cents, locale)).toBe(typed);
    expect(dollarsToCents(typed)).toBe(cents);
  });
});
