// "Offers and billing" with yearly plans: per tier, monthly only or yearly at 0-40% off (a saved
// discount off the steps kept), the yearly price it makes, and a save that sends trials and discounts.
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { BillingTerms } from "../../../domain/billing-terms";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../tests/support/web/render";
import { OffersBillingCard } from "./offers-billing-card";

const saved: BillingTerms = {
  trialDays: { pro: 7, all_star: 0 },
  yearlyDiscountPercent: { pro: null, all_star: 12 },
};

const select = (name: string) => screen.getByRole("combobox", { name }) as HTMLSelectElement;

beforeEach(() => {
  // The card's offers (offers-section.component.test.tsx); none here.
  fakeApi.answer("GET /me/offers", { offers: [] });
});

describe("OffersBillingCard", () => {
  it("offers monthly only or yearly at 0-40% off, keeping a saved discount off the steps", async () => {
    fakeApi.answer("GET /me/billing-terms", saved);
    renderWithApp(<OffersBillingCard monthlyCents={{ pro: 999, all_star: 2999 }} username="maya_strong" />);
    const pro = await screen.findByRole("combobox", { name: "PRO yearly plan" });
    expect(
      within(pro)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Monthly only",
      "Yearly, no discount",
      "Yearly, 5% off",
      "Yearly, 10% off",
      "Yearly, 15% off",
      "Yearly, 20% off",
      "Yearly, 25% off",
      "Yearly, 30% off",
      "Yearly, 35% off",
      "Yearly, 40% off",
    ]);
    expect((pro as HTMLSelectElement).value).toBe("monthly");
    expect(select("ALL STAR yearly plan").value).toBe("12");
    expect(within(select("ALL STAR yearly plan")).getByRole("option", { name: "Yearly, 12% off" })).toBeTruthy();
    // Twelve months of $29.99 less 12%.
    expect(screen.getByText("$316.69 a year: members save $43.19 on twelve monthly payments.")).toBeTruthy();
  });

  it("saves the trials and the yearly discounts together, and shows the yearly price", async () => {
    fakeApi.answer("GET /me/billing-terms", saved);
    fakeApi.on("PUT /me/billing-terms", (request) => ({ status: 200, body: request.body }));
    const { user } = renderWithApp(
      <OffersBillingCard monthlyCents={{ pro: 999, all_star: 2999 }} username="maya_strong" />,
    );
    await user.selectOptions(await screen.findByRole("combobox", { name: "PRO yearly plan" }), "Yearly, 20% off");
    expect(await screen.findByText("$95.90 a year: members save $23.98 on twelve monthly payments.")).toBeTruthy();
    expect(fakeApi.requests("PUT /me/billing-terms").map((request) => request.body)).toEqual([
      { trialDays: { pro: 7, all_star: 0 }, yearlyDiscountPercent: { pro: 20, all_star: 12 } },
    ]);

    await user.selectOptions(select("PRO yearly plan"), "Monthly only");
    expect(fakeApi.requests("PUT /me/billing-terms").at(-1)?.body).toEqual({
      trialDays: { pro: 7, all_star: 0 },
      yearlyDiscountPercent: { pro: null, all_star: 12 },
    });
  });
});
