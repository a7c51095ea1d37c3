import { describe, expect, it } from "vitest";
import { formatWalPosition, parseWalPosition } from "./wal-position";

describe("write-ahead log positions", () => {
  it("orders positions by their high then low part, as PostgreSQL does", () => {
    const positions = ["0/16B3748", "16/B374D848", "16/B374D849", "17/0"].map(parseWalPosition);
    expect([...positions].sort((a, b) => (a! < b! ? -1 : 1))).toEqual(positions);
    expect(parseWalPosition("1/0")! > parseWalPosition("0/FFFFFFFF")!).toBe(true);
  });

  it("reads back what it writes", () => {
    expect(formatWalPosition(parseWalPosition("16/B374D848")!)).toBe("16/B374D848");
    expect(formatWalPosition(parseWalPosition("0/0")!)).toBe("0/0");
  });

  it("refuses what is not a position (a cookie a browser was handed back changed)", () => {
    for (const text of [null, undefined, "", "16", "16/", "/1", "G/1", "1/2/3", "123456789/1"]) {
      expect(parseWalPosition(text)).toBeNull();
    }
  });
});
