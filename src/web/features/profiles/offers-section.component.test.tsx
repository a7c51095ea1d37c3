// The creator's offers in "Offers and billing": the list (a promo with its link, a retention offer,
// an ended one), its empty and failed states, New offer (the price it makes, a refusal kept by its
// field with what was typed, a retention offer already running) and End offer after a confirmation.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CreatorOffer } from "../../../domain/offers";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../tests/support/web/render";
import { OffersSection } from "./offers-section";

// Noon, so the dates read the same in any time zone the tests run in.
const spring: CreatorOffer = {
  id: "offer-1",
  purpose: "code",
  code: "SPRING50",
  tier: "pro",
  discount: { type: "percent", percentOff: 50 },
  months: 3,
  endsAt: "2099-06-30T12:00:00.000Z",
  redemptionLimit: 100,
  redemptions: 12,
  endedAt: null,
  createdAt: "2026-02-01T12:00:00.000Z",
};
const retention: CreatorOffer = {
  ...spring,
  id: "offer-2",
  purpose: "retention",
  code: null,
  tier: "all_star",
  discount: { type: "percent", percentOff: 25 },
  months: null,
  endsAt: null,
  redemptionLimit: null,
  redemptions: 1,
};
const ended: CreatorOffer = { ...spring, id: "offer-3", code: "WINTER", endedAt: "2026-01-20T12:00:00.000Z" };

function renderSection(offers: CreatorOffer[] = [spring, retention, ended]) {
  fakeApi.answer("GET /me/offers", { offers });
  return renderWithApp(<OffersSection username="maya_strong" monthlyCents={{ pro: 999, all_star: 2999 }} />);
}

const row = (name: string) => within(screen.getByRole("listitem", { name }));

describe("the creator's offers", () => {
  it("lists each offer with its plan, discount, price, dates, redemptions and a promo's link", async () => {
    renderSection();
    await screen.findByRole("heading", { name: "SPRING50" });
    const promo = row("SPRING50");
    expect(promo.getByText("Running")).toBeTruthy();
    expect(promo.getByText("PRO · 50% off for 3 months")).toBeTruthy();
    expect(promo.getByText("$4.99/month for 3 months, then $9.99/month")).toBeTruthy();
    expect(promo.getByText("Ends on Jun 30, 2099 · 12 of 100 redeemed")).toBeTruthy();
    const link = promo.getByRole("textbox", { name: "Offer link" }) as HTMLInputElement;
    expect(link.value.endsWith("/subscription/maya_strong?offer=SPRING50")).toBe(true);
    expect(promo.getByRole("button", { name: "Copy link" })).toBeTruthy();
    expect(promo.getByRole("button", { name: "End offer: SPRING50" })).toBeTruthy();

    const kept = row("Retention offer");
    expect(kept.getByText("ALL STAR · 25% off forever")).toBeTruthy();
    expect(kept.getByText("$22.49/month forever")).toBeTruthy();
    expect(kept.getByText("No end date · 1 redeemed")).toBeTruthy();
    expect(kept.queryByRole("textbox")).toBeNull();

    const over = row("WINTER");
    expect(over.getByText("Ended")).toBeTruthy();
    expect(over.getByText("Ended on Jan 20, 2026 · 12 of 100 redeemed")).toBeTruthy();
    expect(over.queryByRole("button", { name: /End offer/ })).toBeNull();
    expect(over.queryByRole("textbox")).toBeNull();
  });

  it("says when there are no offers yet, and when they failed to load", async () => {
    renderSection([]);
    expect(await screen.findByText(/^No offers yet\./)).toBeTruthy();
  });

  it("offers to try again when the list fails to load", async () => {
    fakeApi.fail("GET /me/offers", 500, "internal_error");
    renderWithApp(<OffersSection username="maya_strong" monthlyCents={{ pro: 999, all_star: 2999 }} />);
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to load your offers");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

describe("New offer", () => {
  it("shows the price it makes, keeps what was typed when the code is taken, then creates the offer", async () => {
    const created: CreatorOffer = { ...spring, id: "offer-9", code: "SPRING60", redemptions: 0 };
    fakeApi.fail("POST /me/offers", 409, "offer_code_taken");
    const { user } = renderSection([]);
    await user.click(await screen.findByRole("button", { name: "New offer" }));
    const dialog = screen.getByRole("dialog", { name: "New offer" });
    expect((within(dialog).getByRole("radio", { name: "Promo code" }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByRole("group", { name: "Plan" })).toBeTruthy();
    expect(within(dialog).getByRole("combobox", { name: "Duration" })).toBeTruthy();
    expect(within(dialog).getByText("Enter a discount to see what members pay.")).toBeTruthy();

    await user.type(within(dialog).getByRole("textbox", { name: "Code" }), "spring50");
    await user.type(within(dialog).getByRole("textbox", { name: "Percent off" }), "50");
    expect(within(dialog).getByText("PRO: $4.99/month for 3 months, then $9.99/month")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Create offer" }));

    const code = within(dialog).getByRole("textbox", { name: "Code" }) as HTMLInputElement;
    expect(
      await within(dialog).findByText("You already have an offer with this code. Choose another one."),
    ).toBeTruthy();
    expect(code.value).toBe("spring50");
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect((within(dialog).getByRole("textbox", { name: "Percent off" }) as HTMLInputElement).value).toBe("50");

    fakeApi.answer("POST /me/offers", { offer: created }, 201);
    await user.clear(code);
    await user.type(code, "spring60");
    await user.click(within(dialog).getByRole("button", { name: "Create offer" }));
    expect(await screen.findByText("Offer SPRING60 created.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fakeApi.requests("POST /me/offers").map((request) => request.body)).toEqual([
      {
        purpose: "code",
        code: "SPRING50",
        tier: "pro",
        discount: { type: "percent", percentOff: 50 },
        months: 3,
        endsAt: null,
        redemptionLimit: null,
      },
      {
        purpose: "code",
        code: "SPRING60",
        tier: "pro",
        discount: { type: "percent", percentOff: 50 },
        months: 3,
        endsAt: null,
        redemptionLimit: null,
      },
    ]);
  });

  it("sends an amount off for some months, with the end of the chosen day and a limit", async () => {
    fakeApi.answer("POST /me/offers", { offer: { ...spring, id: "offer-9", code: "TWO" } }, 201);
    const { user } = renderSection([]);
    await user.click(await screen.findByRole("button", { name: "New offer" }));
    const dialog = screen.getByRole("dialog", { name: "New offer" });
    await user.type(within(dialog).getByRole("textbox", { name: "Code" }), "two");
    await user.click(within(dialog).getByRole("radio", { name: "ALL STAR" }));
    await user.click(within(dialog).getByRole("radio", { name: "Amount off" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Amount off in USD" }), "2");
    // The provider refuses an amount off that lasts forever.
    const forever = within(dialog).getByRole("option", { name: "Forever (percentage off only)" }) as HTMLOptionElement;
    expect(forever.disabled).toBe(true);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Duration" }), "6 months");
    await user.type(within(dialog).getByLabelText("End date (optional)"), "2099-06-30");
    await user.type(within(dialog).getByRole("textbox", { name: "Redemption limit (optional)" }), "25");
    expect(within(dialog).getByText("ALL STAR: $27.99/month for 6 months, then $29.99/month")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Create offer" }));

    expect(await screen.findByText("Offer TWO created.")).toBeTruthy();
    expect(fakeApi.requests("POST /me/offers").map((request) => request.body)).toEqual([
      {
        purpose: "code",
        code: "TWO",
        tier: "all_star",
        discount: { type: "amount", amountOffCents: 200 },
        months: 6,
        endsAt: new Date(2099, 5, 30, 23, 59, 59, 999).toISOString(),
        redemptionLimit: 25,
      },
    ]);
  });

  it("sends a percentage off forever, and says an amount off can't last forever", async () => {
    fakeApi.answer("POST /me/offers", { offer: { ...spring, id: "offer-9", code: "ALWAYS" } }, 201);
    const { user } = renderSection([]);
    await user.click(await screen.findByRole("button", { name: "New offer" }));
    const dialog = screen.getByRole("dialog", { name: "New offer" });
    await user.type(within(dialog).getByRole("textbox", { name: "Code" }), "always");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Duration" }), "Forever");
    await user.click(within(dialog).getByRole("radio", { name: "Amount off" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Amount off in USD" }), "2");
    await user.click(within(dialog).getByRole("button", { name: "Create offer" }));
    expect(
      await within(dialog).findByText(
        "Only a percentage off can last forever. Choose 1 to 12 months for an amount off.",
      ),
    ).toBeTruthy();
    expect(fakeApi.requests("POST /me/offers")).toEqual([]);

    await user.click(within(dialog).getByRole("radio", { name: "Percentage off" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Percent off" }), "20");
    expect(within(dialog).getByText("PRO: $7.99/month forever")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Create offer" }));
    expect(await screen.findByText("Offer ALWAYS created.")).toBeTruthy();
    expect(fakeApi.requests("POST /me/offers").map((request) => request.body)).toEqual([
      {
        purpose: "code",
        code: "ALWAYS",
        tier: "pro",
        discount: { type: "percent", percentOff: 20 },
        months: null,
        endsAt: null,
        redemptionLimit: null,
      },
    ]);
  });

  it("refuses a discount out of bounds before sending anything", async () => {
    const { user } = renderSection([]);
    await user.click(await screen.findByRole("button", { name: "New offer" }));
    const dialog = screen.getByRole("dialog", { name: "New offer" });
    await user.type(within(dialog).getByRole("textbox", { name: "Code" }), "a");
    await user.type(within(dialog).getByRole("textbox", { name: "Percent off" }), "95");
    await user.click(within(dialog).getByRole("button", { name: "Create offer" }));
    expect(await within(dialog).findByText("Enter a whole percentage from 1 to 90.")).toBeTruthy();
    expect(within(dialog).getByText("Use 3 to 30 letters, digits, - or _.")).toBeTruthy();

    await user.click(within(dialog).getByRole("radio", { name: "Amount off" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Amount off in USD" }), "9.50");
    await user.click(within(dialog).getByRole("button", { name: "Create offer" }));
    expect(await within(dialog).findByText("That leaves less than $1.00 to pay. Enter at most $8.99.")).toBeTruthy();
    expect(fakeApi.requests("POST /me/offers")).toEqual([]);
  });

  it("makes a retention offer without a code, and says when one already runs for the plan", async () => {
    fakeApi.fail("POST /me/offers", 409, "retention_offer_exists");
    const { user } = renderSection([]);
    await user.click(await screen.findByRole("button", { name: "New offer" }));
    const dialog = screen.getByRole("dialog", { name: "New offer" });
    await user.click(within(dialog).getByRole("radio", { name: "Retention offer" }));
    expect(within(dialog).queryByRole("textbox", { name: "Code" })).toBeNull();
    expect(within(dialog).queryByLabelText("End date (optional)")).toBeNull();
    await user.type(within(dialog).getByRole("textbox", { name: "Percent off" }), "30");
    await user.click(within(dialog).getByRole("button", { name: "Create offer" }));
    expect(
      await within(dialog).findByText("A retention offer for PRO is already running. End it before creating another."),
    ).toBeTruthy();
    expect(fakeApi.requests("POST /me/offers").map((request) => request.body)).toEqual([
      {
        purpose: "retention",
        code: null,
        tier: "pro",
        discount: { type: "percent", percentOff: 30 },
        months: 3,
        endsAt: null,
        redemptionLimit: null,
      },
    ]);
  });
});

describe("End offer", () => {
  it("asks first, saying members who redeemed it keep their price, then ends it", async () => {
    const { user } = renderSection([spring]);
    fakeApi.answer("DELETE /me/offers/:id", { offer: { ...spring, endedAt: "2026-03-01T12:00:00.000Z" } });
    await user.click(await screen.findByRole("button", { name: "End offer: SPRING50" }));
    const dialog = screen.getByRole("alertdialog", { name: "End offer SPRING50?" });
    expect(
      within(dialog).getByText(
        "No one can redeem it from now on. Members who already redeemed it keep their discounted price.",
      ),
    ).toBeTruthy();
    fakeApi.answer("GET /me/offers", { offers: [{ ...spring, endedAt: "2026-03-01T12:00:00.000Z" }] });
    await user.click(within(dialog).getByRole("button", { name: "End offer" }));

    expect(await screen.findByText("Offer SPRING50 ended. Members who redeemed it keep their price.")).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(fakeApi.requests("DELETE /me/offers/:id").map((request) => request.params)).toEqual([{ id: "offer-1" }]);
    expect(row("SPRING50").getByText("Ended")).toBeTruthy();
  });

  it("keeps the offer when ending it fails, and says so in the dialog", async () => {
    fakeApi.fail("DELETE /me/offers/:id", 500, "internal_error");
    const { user } = renderSection([spring]);
    await user.click(await screen.findByRole("button", { name: "End offer: SPRING50" }));
    const dialog = screen.getByRole("alertdialog", { name: "End offer SPRING50?" });
    await user.click(within(dialog).getByRole("button", { name: "End offer" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Couldn't end the offer. Please try again.");
    await user.click(within(dialog).getByRole("button", { name: "Keep offer" }));
    expect(row("SPRING50").getByText("Running")).toBeTruthy();
  });
});
