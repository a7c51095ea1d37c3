import { describe, expect, it } from "vitest";
import {
  cardBehavior,
  cardBrand,
  parseExpiry,
  passesLuhn,
  sandboxCardSchema,
  sandboxTestCards,
} from "./sandbox-payments";

describe("test cards", () => {
  it("every listed test card passes the Luhn check", () => {
    for (const card of sandboxTestCards) expect(passesLuhn(card.number)).toBe(true);
  });

  it.each([
    ["4242 4242 4242 4242", "succeeds", "visa"],
    ["4000-0000-0000-0002", "declined", "visa"],
    ["4000000000009995", "insufficient_funds", "visa"],
    ["4000000000000341", "fails_renewals", "visa"],
    ["5555555555554444", "succeeds", "mastercard"],
    ["378282246310005", "succeeds", "amex"],
  ])("%s %s (%s)", (number, behavior, brand) => {
    expect(cardBehavior(number)).toBe(behavior);
    expect(cardBrand(number)).toBe(brand);
  });

  it("refuses numbers that fail the checksum or are not card-shaped", () => {
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("4242")).toBe(false);
    expect(passesLuhn("abcd efgh ijkl mnop")).toBe(false);
  });
});

describe("parseExpiry", () => {
  const now = new Date("2026-11-23T00:00:00Z");
  it.each([
    ["12/26", { month: 12, year: 2026 }],
    ["11/26", { month: 11, year: 2026 }],
    [" 1 / 30 ", { month: 1, year: 2030 }],
    ["10/26", null],
    ["13/30", null],
    ["00/30", null],
    ["1230", null],
  ])("%s is %o", (value, expected) => {
    expect(parseExpiry(value, now)).toEqual(expected);
  });
});

describe("sandboxCardSchema", () => {
  it("names each field that is wrong with an i18n key", () => {
    const result = sandboxCardSchema.safeParse({ cardNumber: "1234", expiry: "01/20", cvc: "12", name: " " });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      cardNumber: "sandbox.card.errors.number",
      expiry: "sandbox.card.errors.expiry",
      cvc: "sandbox.card.errors.cvc",
      name: "sandbox.card.errors.name",
    });
  });
});
