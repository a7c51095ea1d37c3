import { describe, expect, it } from "vitest";
import { averageRating, ratingSchema } from "./ratings";

describe("averageRating", () => {
  it.each([
    [0, 0, null],
    [5, 1, 5],
    [9, 2, 4.5],
    [13, 3, 4.3],
    [14, 3, 4.7],
    [1, 1, 1],
  ])("sum %i over %i ratings is %s", (sum, count, expected) => {
    expect(averageRating(sum, count)).toBe(expected);
  });
});

describe("ratingSchema", () => {
  it.each([1, 3, 5])("accepts %i stars", (stars) => expect(ratingSchema.safeParse({ stars }).success).toBe(true));
  it.each([0, 6, 2.5, "4", null])("refuses %s", (stars) =>
    expect(ratingSchema.safeParse({ stars }).success).toBe(false),
  );
});
