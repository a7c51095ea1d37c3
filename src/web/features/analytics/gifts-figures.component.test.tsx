// Gift memberships in the creator's analytics: gifts sold, their revenue and gifts redeemed among the
// range's totals, and the gifts chart's table and CSV with those three columns per day.
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { joinSources, type AnalyticsPoint, type CreatorAnalytics } from "../../../domain/analytics";
import { cancellationReasons } from "../../../domain/cancellation";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../tests/support/web/render";
import { AnalyticsPage } from "./analytics-page";

// happy-dom draws no canvas: the charts' figures are read from their tables and CSV files.
vi.mock("../../ui/chart-canvas", () => ({ ChartCanvas: () => null }));

const point = (date: string, changes: Partial<AnalyticsPoint>): AnalyticsPoint => ({
  date,
  members: { rookie: 0, pro: 0, all_star: 0 },
  joined: 0,
  ended: 0,
  views: 0,
  favorites: 0,
  grossCents: 0,
  platformFeeCents: 0,
  netCents: 0,
  trialsStarted: 0,
  trialsConverted: 0,
  tips: 0,
  tipsCents: 0,
  postSales: 0,
  postSalesCents: 0,
  giftsSold: 0,
  giftsCents: 0,
  giftsRedeemed: 0,
  pauses: 0,
  resumes: 0,
  ...changes,
});

const analytics: CreatorAnalytics = {
  range: "7d",
  bucket: "day",
  points: [
    point("2026-03-01", { giftsSold: 2, giftsCents: 5196, giftsRedeemed: 0 }),
    point("2026-03-02", { giftsSold: 1, giftsCents: 3897, giftsRedeemed: 2 }),
  ],
  totals: {
    membersAtStart: 0,
    membersAtEnd: 0,
    joined: 0,
    ended: 0,
    churnRate: null,
    views: 0,
    favorites: 0,
    grossCents: 9093,
    platformFeeCents: 2728,
    netCents: 6365,
    trialsStarted: 0,
    trialsConverted: 0,
    trialConversionRate: null,
    tips: 0,
    tipsCents: 0,
    postSales: 0,
    postSalesCents: 0,
    giftsSold: 3,
    giftsCents: 9093,
    giftsRedeemed: 2,
    pauses: 0,
    resumes: 0,
    offerRedemptions: 0,
    offerGrossCents: 0,
  },
  offers: [],
  sources: Object.fromEntries(joinSources.map((source) => [source, 0])) as CreatorAnalytics["sources"],
  cancellationReasons: Object.fromEntries(
    cancellationReasons.map((reason) => [reason, 0]),
  ) as CreatorAnalytics["cancellationReasons"],
  topPostsByViews: [],
  topPostsByFavorites: [],
};

async function renderPage() {
  fakeApi.answer("GET /dashboards/influencer/analytics", analytics);
  const view = renderWithApp(<AnalyticsPage />);
  await screen.findByRole("heading", { name: "Gifts" });
  return view;
}

describe("gifts in the analytics", () => {
  it("counts gifts sold, their revenue and gifts redeemed among the totals", async () => {
    await renderPage();
    const figure = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(figure("Gifts sold")).toBe("3");
    expect(figure("Gift revenue")).toBe("$90.93");
    expect(figure("Gifts redeemed")).toBe("2");
  });

  it("shows the gifts per day in the chart's table", async () => {
    const { user } = await renderPage();
    const card = within(screen.getByRole("region", { name: "Gifts" }));
    await user.click(card.getByRole("button", { name: "Show table" }));
    const table = card.getByRole("table", { name: "Gifts" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Day", "Gifts sold", "Gift revenue", "Gifts redeemed"]);
    expect(
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent)),
    ).toEqual([
      ["2", "$51.96", "0"],
      ["1", "$38.97", "2"],
    ]);
  });

  it("downloads the gifts sold, their revenue in dollars and the gifts redeemed as CSV", async () => {
    let csv: Blob | undefined;
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      csv = blob as Blob;
      return "blob:gifts";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const { user } = await renderPage();
    await user.click(screen.getByRole("button", { name: "Download CSV: Gifts" }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(await csv?.text()).toBe(
      "\uFEFFDay,Gifts sold,Gift revenue,Gifts redeemed\r\n2026-03-01,2,51.96,0\r\n2026-03-02,1,38.97,2\r\n",
    );
  });
});
