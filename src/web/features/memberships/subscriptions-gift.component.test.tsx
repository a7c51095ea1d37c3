// A membership a gift gives: alone, it reads "Gift · until …" and offers nothing to cancel, pause or
// change (in the /subscriptions list and on the overview's cards); on top of a paid membership, a
// line says until when the gift covers it and the paid membership's actions stay.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { ownMembership } from "../../../../tests/support/web/memberships";
import { renderWithApp } from "../../../../tests/support/web/render";
import { MySubscriptionsGrid } from "./my-subscriptions-grid";
import type { OwnMembership } from "./queries";
import { SubscriptionsPage } from "./subscriptions-page";

// Noon, so the dates read the same in any time zone the tests run in.
const giftEndsAt = "2026-06-04T12:00:00.000Z";
const giftOnly = ownMembership({ interval: null, renewsAt: giftEndsAt, giftEndsAt });
const covered = ownMembership({ renewsAt: giftEndsAt, giftEndsAt });

async function renderList(membership: OwnMembership) {
  fakeApi.answer("GET /me/memberships", { memberships: [membership] });
  renderWithApp(<SubscriptionsPage />);
  await screen.findByRole("heading", { name: "@maya_strong" });
  return within(screen.getByRole("listitem", { name: "@maya_strong" }));
}

describe("a gift in the member's memberships", () => {
  it("reads as a gift until its end, with nothing to cancel, pause or change", async () => {
    const row = await renderList(giftOnly);
    expect(row.getByText("Gift · until Jun 4, 2026")).toBeTruthy();
    expect(row.queryByText("Monthly")).toBeNull();
    expect(row.queryByText("Renews on")).toBeNull();
    expect(row.queryByRole("button", { name: /Cancel membership|Pause|Resume/ })).toBeNull();
    expect(row.queryByRole("link", { name: /Change plan|Upgrade/ })).toBeNull();
    expect(row.getByRole("link", { name: "View content: @maya_strong" })).toBeTruthy();
  });

  it("says until when a gift covers a paid membership, which stays manageable", async () => {
    const row = await renderList(covered);
    expect(row.getByText("A gift covers this membership until Jun 4, 2026; billing resumes then.")).toBeTruthy();
    expect(row.getByText("Monthly")).toBeTruthy();
    expect(row.getByRole("button", { name: "Cancel membership: @maya_strong" })).toBeTruthy();
    expect(row.getByRole("link", { name: "Change plan: @maya_strong" })).toBeTruthy();
  });

  it("reads as a gift on the overview's cards", async () => {
    fakeApi.answer("GET /me/memberships", { memberships: [giftOnly] });
    renderWithApp(<MySubscriptionsGrid />);
    expect(await screen.findByText("Gift · until Jun 4, 2026")).toBeTruthy();
    expect(screen.queryByText("Renews on")).toBeNull();
  });
});
