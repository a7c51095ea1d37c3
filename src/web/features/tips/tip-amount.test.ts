import { describe, expect, it } from "vitest";
import { tipCents } from "./tip-amount";

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
