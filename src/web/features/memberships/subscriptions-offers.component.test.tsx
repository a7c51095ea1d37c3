// /subscriptions with offers: the cancel dialog's retention offer beside the pause (its terms and the
// price it makes, accepting it, a refusal shown in the dialog) and a membership's discount on its row.
// The fake server keeps the membership each change answers, as the list reads it again after one.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { ownMembership } from "../../../../tests/support/web/memberships";
import { renderWithApp } from "../../../../tests/support/web/render";
import type { OwnMembership } from "./queries";
import { SubscriptionsPage } from "./subscriptions-page";

const offered = ownMembership({
  retentionOffer: { id: "offer-7", discount: { type: "percent", percentOff: 50 }, months: 3 },
});
// Noon, so the date reads the same in any time zone the tests run in.
const discounted = ownMembership({
  discount: { discount: { type: "percent", percentOff: 50 }, endsAt: "2026-06-04T12:00:00.000Z" },
});

async function renderPage(shown: OwnMembership, { pricesFail = false } = {}) {
  let current = shown;
  fakeApi.on("GET /me/memberships", () => ({ status: 200, body: { memberships: [current] } }));
  // Only the prices of the creator's public profile are read.
  fakeApi.on("GET /creators/:username", () =>
    pricesFail
      ? { status: 500, body: { error: { code: "internal_error", message: "internal_error" } } }
      : { status: 200, body: { prices: { rookieCents: 0, proCents: 999, allStarCents: 2999 } } },
  );
  fakeApi.on("POST /me/memberships/:username/retention-offer", () => {
    current = discounted;
    return { status: 200, body: { membership: discounted } };
  });
  const view = renderWithApp(<SubscriptionsPage />);
  await screen.findByRole("heading", { name: "@maya_strong" });
  return view;
}

describe("the cancel dialog's retention offer", () => {
  it("offers the creator's discount beside the pause, and takes it instead of cancelling", async () => {
    const { user } = await renderPage(offered);
    await user.click(screen.getByRole("button", { name: "Cancel membership: @maya_strong" }));
    const dialog = screen.getByRole("alertdialog", { name: "Cancel your membership with @maya_strong?" });
    const offer = within(within(dialog).getByRole("region", { name: "Stay for less" }));
    expect(await offer.findByText("Get 50% off for 3 months: $4.99/month instead of $9.99.")).toBeTruthy();
    expect(within(dialog).getByRole("heading", { name: "Need a break instead?" })).toBeTruthy();

    await user.click(offer.getByRole("button", { name: "Accept offer" }));
    expect(
      await screen.findByText("Offer accepted: your membership with @maya_strong continues at its new price."),
    ).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(fakeApi.requests("POST /me/memberships/:username/retention-offer").map((r) => r.params)).toEqual([
      { username: "maya_strong" },
    ]);
    expect(fakeApi.requests("POST /me/memberships/:username/cancel")).toEqual([]);
    // The row tells of the discount now.
    expect(screen.getByText("50% off until Jun 4, 2026")).toBeTruthy();
  });

  it("says in the dialog when the offer can't be taken, and the membership can still be cancelled", async () => {
    const { user } = await renderPage(offered);
    fakeApi.fail("POST /me/memberships/:username/retention-offer", 409, "retention_offer_not_available");
    await user.click(screen.getByRole("button", { name: "Cancel membership: @maya_strong" }));
    const dialog = screen.getByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Accept offer" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Failed to accept the offer: This offer is no longer available.",
    );
    expect(within(dialog).getByRole("button", { name: "Cancel membership" })).toHaveProperty("disabled", false);
  });

  it("still offers it when the prices can't be read, without them", async () => {
    const { user } = await renderPage(
      ownMembership({
        retentionOffer: { id: "offer-8", discount: { type: "amount", amountOffCents: 200 }, months: 2 },
      }),
      { pricesFail: true },
    );
    await user.click(screen.getByRole("button", { name: "Cancel membership: @maya_strong" }));
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByText("Get $2.00 off for 2 months.")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Accept offer" })).toBeTruthy();
  });

  it("is not made without an offer from the creator", async () => {
    const { user } = await renderPage(ownMembership());
    await user.click(screen.getByRole("button", { name: "Cancel membership: @maya_strong" }));
    expect(within(screen.getByRole("alertdialog")).queryByText("Stay for less")).toBeNull();
  });
});

describe("a membership's discount", () => {
  it("is noted with how long it lasts", async () => {
    await renderPage(ownMembership({ discount: { discount: { type: "percent", percentOff: 25 }, endsAt: null } }));
    expect(screen.getByText("25% off for as long as you stay")).toBeTruthy();
  });
});
