import { describe, expect, it } from "vitest";
import { parseByteRange } from "./byte-range";

describe("parseByteRange", () => {
  it.each([
    ["bytes=0-99", 1000, { start: 0, end: 99 }],
    ["bytes=500-", 1000, { start: 500, end: 999 }],
    ["bytes=-100", 1000, { start: 900, end: 999 }],
    ["bytes=-5000", 1000, { start: 0, end: 999 }],
    ["bytes=900-5000", 1000, { start: 900, end: 999 }],
    ["bytes=999-999", 1000, { start: 999, end: 999 }],
    ["bytes=1000-", 1000, "unsatisfiable"],
    ["bytes=2000-3000", 1000, "unsatisfiable"],
    ["bytes=-0", 1000, "unsatisfiable"],
    ["bytes=0-", 0, "unsatisfiable"],
    [undefined, 1000, null],
    ["bytes=-", 1000, null],
    ["bytes=10-5", 1000, null],
    ["bytes=0-1,5-6", 1000, null],
    ["items=0-5", 1000, null],
  ] as const)("%s of %i bytes → %j", (header, size, expected) => {
    expect(parseByteRange(header, size)).toEqual(expected);
  });
});
