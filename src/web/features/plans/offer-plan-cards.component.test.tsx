// A creator's plans with an offer code: from an offer link (?offer=) or typed in "Have an offer code?",
// the offer named above the cards, its tier's card at the offer price (monthly, without a trial) and
// its checkout sending the code; a code that can't be used says why, and so does a refused checkout.
import { screen, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicOffer } from "../../../domain/offers";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../tests/support/web/render";
import type { PublicProfile } from "../creators";
import { OfferPlanCards } from "./offer-plan-cards";

/** Only what the plan cards read of a public profile: PRO sold yearly too, with a 7-day trial. */
const profile = {
  username: "maya_strong",
  prices: { rookieCents: 0, proCents: 999, allStarCents: 2999 },
  trialDays: { pro: 7, all_star: 0 },
  yearlyPlans: { pro: { priceCents: 9590, discountPercent: 20, savingCents: 2398 }, all_star: null },
  takesPaidMembers: true,
  viewer: { tier: null, isOwnProfile: false, canFollow: true },
} as unknown as PublicProfile;

const spring: PublicOffer = {
  code: "SPRING50",
  tier: "pro",
  discount: { type: "percent", percentOff: 50 },
  months: 3,
  endsAt: null,
};

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

function renderPlans(path: string) {
  return renderWithApp(
    <>
      <OfferPlanCards profile={profile} highlighted={null} isSignedIn isCreator={false} />
      <Search />
    </>,
    { path },
  );
}

const card = (name: string) => within(screen.getByRole("listitem", { name }));
const search = () => screen.getByRole("status", { name: "search" }).textContent;

beforeEach(() => {
  vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
});

describe("an offer link", () => {
  it("shows the offer price on its plan, without the trial, and sends the code at checkout", async () => {
    fakeApi.answer("GET /creators/:username/offers/:code", { offer: spring });
    fakeApi.answer("POST /billing/checkout", { url: "https://checkout.example/session" });
    const { user } = renderPlans("/subscription/maya_strong?offer=spring50");

    expect(await screen.findByText("Offer code SPRING50 applied: 50% off for 3 months on PRO.")).toBeTruthy();
    expect(fakeApi.requests("GET /creators/:username/offers/:code").map((request) => request.params)).toEqual([
      { username: "maya_strong", code: "SPRING50" },
    ]);
    expect(card("PRO").getByText("$4.99")).toBeTruthy();
    expect(card("PRO").getByText("Offer SPRING50")).toBeTruthy();
    expect(await card("PRO").findByText("$4.99/month for 3 months, then $9.99/month")).toBeTruthy();
    expect(card("PRO").queryByText("7-day free trial")).toBeNull();
    // The other plan keeps its own price.
    expect(card("ALL STAR").getByText("$29.99")).toBeTruthy();

    await user.click(card("PRO").getByRole("button", { name: "Subscribe to PRO" }));
    expect(fakeApi.requests("POST /billing/checkout").map((request) => request.body)).toEqual([
      { creator: "maya_strong", tier: "pro", interval: "month", offer: "SPRING50", source: "profile" },
    ]);
    expect(window.location.assign).toHaveBeenCalledWith("https://checkout.example/session");
  });

  it("keeps the offer's plan monthly in the Yearly view, and says so", async () => {
    fakeApi.answer("GET /creators/:username/offers/:code", {
      offer: { ...spring, discount: { type: "amount", amountOffCents: 200 }, months: 6 },
    });
    renderPlans("/subscription/maya_strong?offer=SPRING50&interval=year");
    expect(await screen.findByText("Offer code SPRING50 applied: $2.00 off for 6 months on PRO.")).toBeTruthy();
    expect(card("PRO").getByText("$7.99")).toBeTruthy();
    expect(
      await card("PRO").findByText("$7.99/month for 6 months, then $9.99/month The offer is billed monthly."),
    ).toBeTruthy();
    expect(card("PRO").queryByText("/year")).toBeNull();
  });

  it.each([
    [404, "offer_not_found", "This offer code isn't valid."],
    [409, "offer_ended", "This offer has ended."],
    [409, "offer_used_up", "This offer is no longer available."],
  ])("says why a code can't be used (%s %s), with the regular prices", async (status, code, message) => {
    fakeApi.fail("GET /creators/:username/offers/:code", status, code);
    renderPlans("/subscription/maya_strong?offer=NOPE");
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    // The code is at hand to correct.
    expect(screen.getByRole("button", { name: "Have an offer code?" }).getAttribute("aria-expanded")).toBe("true");
    expect(((await screen.findByRole("textbox", { name: "Offer code" })) as HTMLInputElement).value).toBe("NOPE");
    expect(card("PRO").getByText("$9.99")).toBeTruthy();
    expect(card("PRO").getByText("7-day free trial")).toBeTruthy();
  });

  it("says so when the checkout refuses the offer, and reads the offer again", async () => {
    fakeApi.answer("GET /creators/:username/offers/:code", { offer: spring });
    fakeApi.fail("POST /billing/checkout", 409, "offer_used_up");
    const { user } = renderPlans("/subscription/maya_strong?offer=SPRING50");
    await screen.findByText("Offer code SPRING50 applied: 50% off for 3 months on PRO.");
    fakeApi.fail("GET /creators/:username/offers/:code", 409, "offer_used_up");
    await user.click(card("PRO").getByRole("button", { name: "Subscribe to PRO" }));

    expect(await screen.findByText("Subscription failed: This offer is no longer available.")).toBeTruthy();
    expect(await card("PRO").findByText("$9.99")).toBeTruthy();
    expect(fakeApi.requests("GET /creators/:username/offers/:code")).toHaveLength(2);
  });
});

describe("Have an offer code?", () => {
  it("applies a typed code by putting it in the address, and removes it again", async () => {
    fakeApi.answer("GET /creators/:username/offers/:code", { offer: spring });
    const { user } = renderPlans("/subscription/maya_strong?tier=pro");
    const toggle = screen.getByRole("button", { name: "Have an offer code?" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("textbox", { name: "Offer code" })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await user.click(await screen.findByRole("button", { name: "Apply" }));
    expect(screen.getByText("Enter an offer code.")).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Offer code" }), " spring50 ");
    await user.click(screen.getByRole("button", { name: "Apply" }));

    expect(await screen.findByText("Offer code SPRING50 applied: 50% off for 3 months on PRO.")).toBeTruthy();
    expect(search()).toBe("?tier=pro&offer=SPRING50");
    expect(card("PRO").getByText("$4.99")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Remove code" }));
    expect(search()).toBe("?tier=pro");
    expect(card("PRO").getByText("$9.99")).toBeTruthy();
  });
});
