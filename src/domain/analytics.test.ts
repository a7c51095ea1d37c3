import { describe, expect, it } from "vitest";
import { churnRate, rangeBuckets } from "./analytics";

describe("rangeBuckets", () => {
  const now = new Date("2026-03-02T23:30:00Z");
  it.each([
    ["7d", "day", 7, "2026-02-24"],
    ["30d", "day", 30, "2026-02-01"],
    ["90d", "day", 90, "2025-12-03"],
    ["12m", "month", 12, "2025-04-01"],
  ] as const)("%s: %s buckets, %i of them, from %s to today (UTC)", (range, bucket, count, from) => {
    const result = rangeBuckets(range, now);
    expect(result).toMatchObject({ bucket, from, to: "2026-03-02" });
    expect(result.starts).toHaveLength(count);
    expect(result.starts[0]).toBe(from);
    expect(result.starts.at(-1)).toBe(bucket === "month" ? "2026-03-01" : "2026-03-02");
  });
});

describe("churnRate", () => {
  it.each([
    [0, 0, 0, null],
    [1, 0, 4, 0.25],
    [1, 2, 1, 1 / 3],
    [5, 10, 0, 0.5],
  ])("%i left of %i at the start and %i who joined: %s", (ended, atStart, joined, rate) => {
    expect(churnRate(ended, atStart, joined)).toBe(rate);
  });
});
