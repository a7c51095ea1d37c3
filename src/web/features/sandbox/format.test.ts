import { describe, expect, it } from "vitest";
import { sandboxTestCards } from "../../../domain/sandbox-payments";
import { brandName, countryName, formatCardExpiry, formatDate, formatExpiryInput, groupCardNumber } from "./format";

describe("groupCardNumber", () => {
  it.each([
    ["", ""],
    ["4", "4"],
    ["4242", "4242"],
    ["42424", "4242 4"],
    ["4242424242424242", "4242 4242 4242 4242"],
    ["4242 4242-4242 4242", "4242 4242 4242 4242"],
    ["4242 42", "4242 42"],
    ["378282246310005", "3782 822463 10005"],
    ["3782822463100059999", "3782 822463 10005"],
    ["4000000000000000000123", "4000 0000 0000 0000 000"],
    ["abc", ""],
  ])("%j → %j", (typed, expected) => {
    expect(groupCardNumber(typed)).toBe(expected);
  });

  it("prints every test card in groups of four", () => {
    for (const card of sandboxTestCards) expect(groupCardNumber(card.number).replace(/ /g, "")).toBe(card.number);
    expect(groupCardNumber("4000000000000341")).toBe("4000 0000 0000 0341");
  });
});

describe("formatExpiryInput", () => {
  it.each([
    ["", ""],
    ["1", "1"],
    ["0", "0"],
    ["4", "04"],
    ["12", "12"],
    ["12/", "12/"],
    ["122", "12/2"],
    ["1228", "12/28"],
    ["12/28", "12/28"],
    ["12 / 28", "12/28"],
    ["122834", "12/28"],
    ["04/", "04/"],
  ])("%j → %j", (typed, expected) => {
    expect(formatExpiryInput(typed)).toBe(expected);
  });
});

describe("formatCardExpiry", () => {
  it.each([
    [3, 2034, "03/34"],
    [12, 2030, "12/30"],
    [1, 2100, "01/00"],
  ])("%i/%i → %s", (month, year, expected) => {
    expect(formatCardExpiry(month, year)).toBe(expected);
  });
});

describe("brandName", () => {
  it("names the networks and leaves others generic", () => {
    expect(brandName("visa")).toBe("Visa");
    expect(brandName("MasterCard")).toBe("Mastercard");
    expect(brandName("amex")).toBe("American Express");
    expect(brandName("card")).toBeNull();
  });
});

describe("dates and countries in the visitor's language", () => {
  it("writes a calendar date per locale", () => {
    const iso = "2026-03-04T12:00:00Z";
    expect(formatDate(iso, "en")).toBe("Mar 4, 2026");
    expect(formatDate(iso, "fr")).toBe("4 mars 2026");
  });

  it("names the payout country and falls back to its code", () => {
    expect(countryName("US", "en")).toBe("United States");
    expect(countryName("us", "es")).toBe("Estados Unidos");
    expect(countryName("not a country", "en")).toBe("not a country");
  });
});
