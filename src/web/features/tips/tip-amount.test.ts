import { describe, expect, it } from "vitest";
import { dollarsToCents, tipCents } from "./tip-amount";

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

describe("tipCents", () => {
  it.each<[string, number | "other", string, number | null]>([
    ["a preset", 500, "", 500],
    ["a typed amount", "other", "7.25", 725],
    ["the least", "other", "1", 100],
    ["the most", "other", "500", 50_000],
    ["under $1", "other", "0.99", null],
    ["over $500", "other", "500.01", null],
    ["nothing typed", "other", "", null],
  ])("%s", (_case, choice, typed, cents) => {
    expect(tipCents(choice, typed)).toBe(cents);
  });
});
