import { describe, expect, it } from "vitest";
import { formatCount, isProfileComplete, type CompletenessFields } from "./creators";
import { exploreFiltersFrom } from "./explore-filters";

const complete: CompletenessFields = {
  username: "maya_strong",
  bio: "Powerlifter and strength coach.",
  location: "Austin, TX",
  age: 31,
  avatarKey: "avatars/u1/abc",
  proPriceCents: 999,
};

describe("isProfileComplete", () => {
  it.each<[string, Partial<CompletenessFields>, boolean]>([
    ["every field filled in", {}, true],
    ["a PRO price exactly at the 4.99 minimum", { proPriceCents: 499 }, true],
    ["a PRO price at the 99.99 maximum", { proPriceCents: 9999 }, true],
    ["an empty username", { username: "" }, false],
    ["an empty bio", { bio: "" }, false],
    ["a bio of only spaces", { bio: "   " }, false],
    ["an empty location", { location: "" }, false],
    ["a location of only spaces", { location: " \t" }, false],
    ["no age", { age: null }, false],
    ["no profile picture", { avatarKey: null }, false],
    ["a PRO price one cent below 4.99", { proPriceCents: 498 }, false],
    ["a free PRO price", { proPriceCents: 0 }, false],
  ])("%s → %s", (_case, overrides, expected) => {
    expect(isProfileComplete({ ...complete, ...overrides })).toBe(expected);
  });
});

describe("formatCount", () => {
  it.each<[number, string, string]>([
    [0, "en", "0"],
    [7, "en", "7"],
    [999, "en", "999"],
    [1000, "en", "1.0K"],
    [1099, "en", "1.0K"],
    [1550, "en", "1.5K"],
    // Rounds down, so a count never reads higher than it is.
    [1999, "en", "1.9K"],
    [12_345, "en", "12.3K"],
    [1550, "fr", "1,5K"],
    [1550, "pt-BR", "1,5K"],
    [1550, "es", "1,5K"],
  ])("%d in %s → %s", (count, locale, expected) => {
    expect(formatCount(count, locale)).toBe(expected);
  });
});

describe("exploreFiltersFrom", () => {
  it.each([
    ["", { search: "", category: null }],
    ["?search=%20yoga%20&category=nutrition", { search: "yoga", category: "nutrition" }],
    ["?category=knitting", { search: "", category: null }],
    [`?search=${"a".repeat(150)}`, { search: "a".repeat(100), category: null }],
  ])("reads %s forgivingly", (query, filters) => {
    expect(exploreFiltersFrom(new URLSearchParams(query))).toEqual(filters);
  });
});
