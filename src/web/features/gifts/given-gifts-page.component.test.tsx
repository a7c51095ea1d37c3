// "Gifts you gave": each gift with its creator, tier and length, who it is for, the amount, when it
// was paid and where it stands; refunding one after a confirmation; the empty list; "Load more".
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { GivenGift } from "../../../domain/gifts";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../tests/support/web/render";
import { GivenGiftsPage } from "./given-gifts-page";

const endpoint = "GET /me/gifts";
// Noon, so the dates read the same in any time zone the tests run in.
const gift = (changes: Partial<GivenGift>): GivenGift => ({
  id: "g1",
  creator: { username: "maya_strong", name: "Maya Strong" },
  tier: "pro",
  months: 3,
  recipientEmail: "friend@example.com",
  message: null,
  amountCents: 3897,
  status: "paid",
  paidAt: "2026-03-04T12:00:00.000Z",
  redeemedAt: null,
  refundableUntil: "2026-06-02T12:00:00.000Z",
  ...changes,
});
const sent = gift({});
const redeemed = gift({
  id: "g2",
  tier: "all_star",
  months: 1,
  recipientEmail: "sam@example.com",
  amountCents: 2999,
  status: "redeemed",
  redeemedAt: "2026-02-10T12:00:00.000Z",
  paidAt: "2026-02-01T12:00:00.000Z",
  refundableUntil: null,
});
const waiting = gift({ id: "g3", status: "pending", paidAt: null, refundableUntil: null });
const expired = gift({ id: "g4", status: "expired", paidAt: null, refundableUntil: null });
const refunded = gift({ id: "g5", status: "refunded", refundableUntil: null });

const rows = () => within(screen.getByRole("list", { name: "Gifts you gave" })).getAllByRole("listitem");

describe("GivenGiftsPage", () => {
  it("lists each gift with its creator, plan, recipient, amount, payment date and status", async () => {
    fakeApi.answer(endpoint, { gifts: [sent, redeemed, waiting, expired, refunded], nextCursor: null });
    renderWithApp(<GivenGiftsPage />);
    expect(screen.getByRole("heading", { name: "Gifts you gave" })).toBeTruthy();
    await screen.findByRole("list", { name: "Gifts you gave" });
    const [first, second, third, fourth, fifth] = rows();
    const row = within(first!);
    expect(row.getByRole("link", { name: "Maya Strong" }).getAttribute("href")).toBe("/influencer/maya_strong");
    expect(row.getByText("PRO · 3 months")).toBeTruthy();
    expect(row.getByText("For friend@example.com")).toBeTruthy();
    expect(row.getByText("$38.97")).toBeTruthy();
    expect(row.getByText("Paid Mar 4, 2026")).toBeTruthy();
    expect(row.getByText("Sent")).toBeTruthy();
    expect(row.getByText("Refundable until Jun 2, 2026")).toBeTruthy();
    expect(row.getByRole("button", { name: "Refund the gift for friend@example.com" })).toBeTruthy();

    expect(within(second!).getByText("ALL STAR · 1 month")).toBeTruthy();
    expect(within(second!).getByText("Redeemed on Feb 10, 2026")).toBeTruthy();
    expect(within(second!).queryByRole("button")).toBeNull();
    expect(within(third!).getByText("Waiting for payment")).toBeTruthy();
    expect(within(fourth!).getByText("Checkout expired")).toBeTruthy();
    expect(within(fifth!).getByText("Refunded")).toBeTruthy();
  });

  it("refunds a gift after asking, and the row says it is refunded", async () => {
    fakeApi.answer(endpoint, { gifts: [sent], nextCursor: null });
    fakeApi.answer("POST /me/gifts/:id/refund", { gift: { ...sent, status: "refunded", refundableUntil: null } });
    const { user } = renderWithApp(<GivenGiftsPage />);
    await user.click(await screen.findByRole("button", { name: "Refund the gift for friend@example.com" }));
    const dialog = screen.getByRole("alertdialog", { name: "Refund this gift?" });
    expect(
      within(dialog).getByText(
        "friend@example.com will no longer be able to redeem it, and $38.97 goes back to your card.",
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Refund gift" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    const row = within(rows()[0]!);
    expect(row.getByText("Refunded")).toBeTruthy();
    expect(row.queryByRole("button", { name: /Refund/ })).toBeNull();
    // The button went with the refund: focus is on what it did.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Refunded"));
    expect(fakeApi.requests("POST /me/gifts/:id/refund")[0]?.params).toEqual({ id: "g1" });
  });

  it("keeps the gift when the member changes their mind", async () => {
    fakeApi.answer(endpoint, { gifts: [sent], nextCursor: null });
    const { user } = renderWithApp(<GivenGiftsPage />);
    await user.click(await screen.findByRole("button", { name: "Refund the gift for friend@example.com" }));
    await user.click(screen.getByRole("button", { name: "Keep gift" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(within(rows()[0]!).getByText("Sent")).toBeTruthy();
    expect(fakeApi.requests("POST /me/gifts/:id/refund")).toEqual([]);
  });

  it("says in the dialog when the gift can no longer be refunded", async () => {
    fakeApi.answer(endpoint, { gifts: [sent], nextCursor: null });
    fakeApi.fail("POST /me/gifts/:id/refund", 409, "gift_not_refundable");
    const { user } = renderWithApp(<GivenGiftsPage />);
    await user.click(await screen.findByRole("button", { name: "Refund the gift for friend@example.com" }));
    // The list is read again: the gift was redeemed meanwhile.
    fakeApi.answer(endpoint, {
      gifts: [{ ...sent, status: "redeemed", redeemedAt: sent.paidAt, refundableUntil: null }],
      nextCursor: null,
    });
    await user.click(screen.getByRole("button", { name: "Refund gift" }));
    expect(await screen.findByText("This gift can no longer be refunded.")).toBeTruthy();
    await waitFor(() => expect(within(rows()[0]!).getByText("Redeemed on Mar 4, 2026")).toBeTruthy());
  });

  it("says where gifts come from before the first one", async () => {
    fakeApi.answer(endpoint, { gifts: [], nextCursor: null });
    renderWithApp(<GivenGiftsPage />);
    expect(await screen.findByRole("heading", { name: "No gifts yet" })).toBeTruthy();
    expect(screen.getByText("Give a creator's PRO or ALL STAR to a friend from the creator's plan page.")).toBeTruthy();
  });

  it("loads the next page with its cursor", async () => {
    fakeApi.on(endpoint, (request) =>
      request.url.searchParams.get("cursor") === "c2"
        ? { status: 200, body: { gifts: [redeemed], nextCursor: null } }
        : { status: 200, body: { gifts: [sent], nextCursor: "c2" } },
    );
    const { user } = renderWithApp(<GivenGiftsPage />);
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("offers to try again when the list does not load", async () => {
    fakeApi.fail(endpoint, 500, "internal_error");
    renderWithApp(<GivenGiftsPage />);
    expect(await screen.findByText("Failed to load your gifts.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
