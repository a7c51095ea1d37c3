import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";
import { offerCsvRows } from "./offer-rows";

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

describe("the offers CSV", () => {
  it("writes a row per offer: its code or the retention offer, plan, redemptions and revenue in dollars", () => {
    const names = { retention: "Retention offer", plan: (tier: string) => (tier === "pro" ? "PRO" : "ALL STAR") };
    expect(
      toCsv(
        ["Offer", "Plan", "Redemptions", "Revenue"],
        offerCsvRows(
          [
            { id: "o1", code: "SPRING50", purpose: "code", tier: "pro", redemptions: 12, grossCents: 5988 },
            { id: "o2", code: null, purpose: "retention", tier: "all_star", redemptions: 1, grossCents: 2799 },
          ],
          names,
        ),
      ),
    ).toBe("Offer,Plan,Redemptions,Revenue\r\nSPRING50,PRO,12,59.88\r\nRetention offer,ALL STAR,1,27.99\r\n");
  });
});
