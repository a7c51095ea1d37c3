// A creator's plan cards with yearly plans: the Billing period switch (its start from the URL or the
// member's plan, and the URL it leaves), yearly prices with their saving, a tier sold monthly only,
// subscribing by the year, and a member's move to yearly billing and a scheduled move to monthly.
import { screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { ownMembership } from "../../../../tests/support/web/memberships";
import { renderWithApp } from "../../../../tests/support/web/render";
import type { PublicProfile } from "../creators";
import { CreatorPlanCards } from "./creator-plan-cards";

/** Only what the plan cards read of a public profile. */
const profile = (viewerTier: PublicProfile["viewer"]["tier"] = null) =>
  ({
    username: "maya_strong",
    prices: { rookieCents: 0, proCents: 999, allStarCents: 2999 },
    trialDays: { pro: 0, all_star: 0 },
    yearlyPlans: { pro: { priceCents: 9590, discountPercent: 20, savingCents: 2398 }, all_star: null },
    takesPaidMembers: true,
    viewer: { tier: viewerTier, isOwnProfile: false, canFollow: true },
  }) as unknown as PublicProfile;

const membership = ownMembership;

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

function renderCards(path: string, shown = profile(), isSignedIn = false) {
  return renderWithApp(
    <>
      <CreatorPlanCards profile={shown} highlighted={null} isSignedIn={isSignedIn} isCreator={false} />
      <Search />
    </>,
    { path },
  );
}

const card = (name: string) => within(screen.getByRole("listitem", { name }));
const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;

beforeEach(() => {
  vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
});

describe("CreatorPlanCards with yearly plans", () => {
  it("shows the yearly plans from ?interval=year, a tier sold monthly only as such, and keeps the choice in the URL", async () => {
    const { user } = renderCards("/subscription/maya_strong?interval=year");
    const group = screen.getByRole("radiogroup", { name: "Billing period" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((input) => input.closest("label")?.textContent),
    ).toEqual(["Monthly", "Yearly"]);
    expect(radio("Yearly").checked).toBe(true);
    expect(card("PRO").getByText("$95.90")).toBeTruthy();
    expect(card("PRO").getByText("/year")).toBeTruthy();
    expect(card("PRO").getByText("20% off")).toBeTruthy();
    expect(card("PRO").getByText("Save $23.98 a year")).toBeTruthy();
    expect(card("ALL STAR").getByText("$29.99")).toBeTruthy();
    expect(card("ALL STAR").getByText("Billed monthly only")).toBeTruthy();
    expect(card("Rookie").getByText("Free")).toBeTruthy();

    await user.click(radio("Monthly"));
    expect(card("PRO").getByText("$9.99")).toBeTruthy();
    expect(card("PRO").queryByText("Save $23.98 a year")).toBeNull();
    expect(screen.getByRole("status", { name: "search" }).textContent).toBe("?interval=month");
  });

  it("starts monthly without a choice in the URL, and moves with the arrow keys", async () => {
    const { user } = renderCards("/subscription/maya_strong?tier=pro");
    expect(radio("Monthly").checked).toBe(true);
    radio("Monthly").focus();
    await user.keyboard("{ArrowRight}");
    expect(radio("Yearly").checked).toBe(true);
    expect(screen.getByRole("status", { name: "search" }).textContent).toBe("?tier=pro&interval=year");
  });

  it("has no switch when the creator sells no yearly plan", () => {
    renderCards("/subscription/maya_strong?interval=year", {
      ...profile(),
      yearlyPlans: { pro: null, all_star: null },
    });
    expect(screen.queryByRole("radiogroup")).toBeNull();
    expect(card("PRO").getByText("$9.99")).toBeTruthy();
  });

  it("subscribes by the year, and says so when the creator no longer sells that plan", async () => {
    fakeApi.fail("POST /billing/checkout", 409, "plan_not_offered");
    const { user } = renderCards("/subscription/maya_strong?interval=year", profile(), true);
    await user.click(card("PRO").getByRole("button", { name: "Subscribe to PRO" }));
    expect(
      await screen.findByText(
        "Subscription failed: This creator no longer sells this plan by the year. Choose the monthly plan instead.",
      ),
    ).toBeTruthy();
    expect(fakeApi.requests("POST /billing/checkout").map((request) => request.body)).toEqual([
      { creator: "maya_strong", tier: "pro", interval: "year", source: "profile" },
    ]);
  });

  it("moves a PRO monthly member to yearly billing at once, after saying what is charged", async () => {
    fakeApi.answer("GET /me/memberships", { memberships: [membership()] });
    fakeApi.answer("PATCH /me/memberships/:username", {
      membership: membership({ interval: "year", renewsAt: "2027-02-10T10:00:00.000Z" }),
    });
    const { user } = renderCards("/subscription/maya_strong", profile("pro"), true);
    expect(await card("PRO").findByText("Renews on Mar 4, 2026")).toBeTruthy();
    expect(card("PRO").getByRole("button", { name: "Current Plan" })).toBeTruthy();

    await user.click(radio("Yearly"));
    await user.click(card("PRO").getByRole("button", { name: "Switch to yearly" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Switch to yearly billing?" });
    expect(dialog.textContent).toContain(
      "We charge your card $95.90 for the year now, less the unused part of your current period.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Switch to yearly" }));
    expect(
      await screen.findByText(
        "You're now billed yearly for PRO with maya_strong. Your next payment is on Feb 10, 2027.",
      ),
    ).toBeTruthy();
    expect(fakeApi.requests("PATCH /me/memberships/:username").map((request) => request.body)).toEqual([
      { tier: "pro", interval: "year" },
    ]);
  });

  it("opens a yearly member's plans on Yearly, with a scheduled move to monthly to keep or see", async () => {
    fakeApi.answer("GET /me/memberships", {
      memberships: [membership({ interval: "year", scheduledTier: "pro", scheduledInterval: "month" })],
    });
    const { user } = renderCards("/subscription/maya_strong", profile("pro"), true);
    await waitFor(() => expect(radio("Yearly").checked).toBe(true));
    expect(card("PRO").getByRole("button", { name: "Keep yearly billing" })).toBeTruthy();
    expect(card("PRO").getByText("Switches to monthly billing on Mar 4, 2026")).toBeTruthy();
    // Sold monthly only: from a yearly plan, a shorter billing, so at the period's end.
    expect(card("ALL STAR").getByRole("button", { name: "Switch to ALL STAR monthly" })).toBeTruthy();

    await user.click(radio("Monthly"));
    expect(card("PRO").getByRole("button", { name: "Switch scheduled" })).toBeTruthy();
    expect(card("PRO").getByText("Starts on Mar 4, 2026")).toBeTruthy();
    expect(card("ALL STAR").getByRole("button", { name: "Switch to ALL STAR monthly" })).toBeTruthy();
  });
});
