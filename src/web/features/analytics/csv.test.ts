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

describe("the pauses and resumes CSV", () => {
  it("writes a row per day with its pauses and resumes, zeros included", () => {
    expect(
      toCsv(
        ["Day", "Pauses", "Resumes"],
        [
          ["2026-03-01", 2, 0],
          ["2026-03-02", 0, 1],
        ],
      ),
    ).toBe("Day,Pauses,Resumes\r\n2026-03-01,2,0\r\n2026-03-02,0,1\r\n");
  });
});
