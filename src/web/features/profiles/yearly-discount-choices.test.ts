import { describe, expect, it } from "vitest";
import { discountChoices } from "./yearly-discount-choices";

describe("discountChoices", () => {
  it("offers 0 to 40% in steps of 5", () => {
    expect(discountChoices(null)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40]);
    expect(discountChoices(20)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40]);
  });

  it("keeps a saved discount off the steps, in order", () => {
    expect(discountChoices(12)).toEqual([0, 5, 10, 12, 15, 20, 25, 30, 35, 40]);
  });
});
