import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("quotes cells holding commas, quotes or line breaks, and ends each row with CRLF", () => {
    expect(
      toCsv(
        ["Day", "Views"],
        [
          ["2026-03-01", 3],
          ['Core "basics", part 1', 12],
        ],
      ),
    ).toBe('Day,Views\r\n2026-03-01,3\r\n"Core ""basics"", part 1",12\r\n');
  });
});
