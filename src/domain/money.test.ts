import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, isValidPrice, PRICE_MAX_CENTS, PRICE_MIN_CENTS, splitRefund, splitRevenue } from "./money";

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

const anyPrice = fc.integer({ min: PRICE_MIN_CENTS, max: PRICE_MAX_CENTS });

/** A price and refunds that add up to it, cut at random points. */
const priceAndRefunds = anyPrice.chain((price) =>
  fc.uniqueArray(fc.integer({ min: 1, max: price - 1 }), { maxLength: 6 }).map((cuts) => {
    const points = [0, ...cuts.sort((a, b) => a - b), price];
    return { price, refunds: points.slice(1).map((point, index) => point - points[index]!) };
  }),
);

describe("money given back", () => {
  it("splits a negative amount as the mirror of the positive one, to the cent (815 cents: 571 and 244 back)", () => {
    expect(splitRevenue(-815)).toEqual({ creatorCents: -571, platformCents: -244 });
    fc.assert(
      fc.property(anyPrice, (price) => {
        const paid = splitRevenue(price);
        const givenBack = splitRevenue(-price);
        expect(givenBack.creatorCents).toBe(-paid.creatorCents);
        expect(givenBack.platformCents).toBe(-paid.platformCents);
      }),
    );
  });

  it("takes back exactly the payment's split with refunds that add up to the payment, however cut", () => {
    fc.assert(
      fc.property(priceAndRefunds, ({ price, refunds }) => {
        let refundedBefore = 0;
        let creatorBack = 0;
        for (const refund of refunds) {
          const split = splitRefund(refundedBefore, refund);
          expect(split.creatorCents + split.platformCents).toBe(-refund);
          expect(split.creatorCents).toBeLessThanOrEqual(0);
          expect(split.creatorCents).toBeGreaterThanOrEqual(-refund);
          creatorBack += split.creatorCents;
          refundedBefore += refund;
        }
        expect(creatorBack).toBe(-splitRevenue(price).creatorCents);
      }),
    );
  });

  it("splits a first refund of the whole payment as the payment's mirror", () => {
    fc.assert(
      fc.property(anyPrice, (price) => {
        const paid = splitRevenue(price);
        expect(splitRefund(0, price)).toEqual({ creatorCents: -paid.creatorCents, platformCents: -paid.platformCents });
      }),
    );
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
