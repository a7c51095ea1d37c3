// The analytics page's offers: the summary's totals, a row per offer (a promo by its code, the
// retention offer by name) with its plan, redemptions and revenue, its CSV, and the empty range.
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { CreatorAnalytics, OfferFigures } from "../../../domain/analytics";
import { renderWithApp } from "../../../../tests/support/web/render";
import { OffersTable } from "./offers-table";
import { SummaryFigures } from "./summary-figures";

const offers: OfferFigures[] = [
  { id: "o1", code: "SPRING50", purpose: "code", tier: "pro", redemptions: 12, grossCents: 5988 },
  { id: "o2", code: null, purpose: "retention", tier: "all_star", redemptions: 1, grossCents: 2799 },
];

describe("the offers table", () => {
  it("lists each offer with its plan, redemptions and revenue", () => {
    renderWithApp(<OffersTable offers={offers} filename="offers-30d.csv" />);
    const table = screen.getByRole("table", { name: "Offers" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Offer", "Plan", "Redemptions", "Revenue"]);
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      // The offer's name (its first line; phones show the plan under it), then the other cells.
      .map((row) => [row.querySelector("th span"), ...row.querySelectorAll("td")].map((cell) => cell?.textContent));
    expect(rows).toEqual([
      ["SPRING50", "PRO", "12", "$59.88"],
      ["Retention offer", "ALL STAR", "1", "$27.99"],
    ]);
  });

  it("downloads its rows as CSV", async () => {
    let csv: Blob | undefined;
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      csv = blob as Blob;
      return "blob:offers";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const { user } = renderWithApp(<OffersTable offers={offers} filename="offers-30d.csv" />);
    await user.click(screen.getByRole("button", { name: "Download CSV: Offers" }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(await csv?.text()).toBe(
      "\uFEFFOffer,Plan,Redemptions,Revenue\r\nSPRING50,PRO,12,59.88\r\nRetention offer,ALL STAR,1,27.99\r\n",
    );
  });

  it("says when no offer was redeemed in the range", () => {
    renderWithApp(<OffersTable offers={[]} filename="offers-30d.csv" />);
    expect(screen.getByText("No offers were redeemed or paid at in this range.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: "Download CSV: Offers" })).toBeNull();
  });
});

describe("the summary", () => {
  it("counts offers redeemed and what they brought in", () => {
    const totals: CreatorAnalytics["totals"] = {
      membersAtStart: 0,
      membersAtEnd: 40,
      joined: 13,
      ended: 2,
      churnRate: 0.05,
      views: 0,
      favorites: 0,
      grossCents: 100_00,
      platformFeeCents: 30_00,
      netCents: 70_00,
      trialsStarted: 0,
      trialsConverted: 0,
      trialConversionRate: null,
      tipsCents: 0,
      tips: 0,
      postSalesCents: 0,
      postSales: 0,
      giftsSold: 0,
      giftsCents: 0,
      giftsRedeemed: 0,
      pauses: 0,
      resumes: 0,
      offerRedemptions: 13,
      offerGrossCents: 8787,
    };
    renderWithApp(<SummaryFigures totals={totals} />);
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(figure("Offers redeemed")).toBe("13");
    expect(figure("Revenue at offer prices")).toBe("$87.87");
  });
});
