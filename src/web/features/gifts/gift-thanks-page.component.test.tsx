// The gift's thanks page as the buyer comes back from checkout: who the gift went to and the way to
// their gifts and back to the creator, or why the payment did not go through.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { GiftSyncResponse, GivenGift } from "../../../domain/gifts";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../tests/support/web/render";
import { GiftThanksPage } from "./gift-thanks-page";

const endpoint = "POST /gifts/:sessionId/sync";
const gift: GivenGift = {
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
};
const sync = (changes: Partial<GiftSyncResponse>): GiftSyncResponse => ({ status: "complete", gift, ...changes });
// "Processing" shows for at least 2 s before the outcome.
const outcome = { timeout: 4000 };

describe("GiftThanksPage", () => {
  it("says the gift is on its way to whom, with the way to the buyer's gifts and back to the creator", async () => {
    fakeApi.answer(endpoint, sync({}));
    renderWithApp(<GiftThanksPage />, { path: "/gift/thanks?session_id=cs_sbx_1" });
    expect(screen.getByRole("status").textContent).toContain("confirming your payment");
    expect(await screen.findByRole("heading", { name: "Your gift is on its way" }, outcome)).toBeTruthy();
    expect(
      screen.getByText("We emailed friend@example.com a link to redeem 3 months of PRO with Maya Strong."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Your gifts" }).getAttribute("href")).toBe("/dashboard/follower/gifts");
    expect(screen.getByRole("link", { name: "Back to Maya Strong's profile" }).getAttribute("href")).toBe(
      "/influencer/maya_strong",
    );
    expect(fakeApi.requests(endpoint)[0]?.params).toEqual({ sessionId: "cs_sbx_1" });
  });

  it("says a month in the singular", async () => {
    fakeApi.answer(endpoint, sync({ gift: { ...gift, months: 1, tier: "all_star" } }));
    renderWithApp(<GiftThanksPage />, { path: "/gift/thanks?session_id=cs_sbx_1" });
    expect(
      await screen.findByText(
        "We emailed friend@example.com a link to redeem 1 month of ALL STAR with Maya Strong.",
        undefined,
        outcome,
      ),
    ).toBeTruthy();
  });

  it("says an expired checkout charged nothing and leads back to the creator's plans", async () => {
    fakeApi.answer(endpoint, sync({ status: "expired", gift: { ...gift, status: "expired", paidAt: null } }));
    renderWithApp(<GiftThanksPage />, { path: "/gift/thanks?session_id=cs_sbx_2" });
    expect(await screen.findByRole("heading", { name: "Your gift was not sent" }, outcome)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Maya Strong's plans" }).getAttribute("href")).toBe(
      "/subscription/maya_strong",
    );
  });

  it("says so when the checkout is not the member's", async () => {
    fakeApi.fail(endpoint, 404, "checkout_not_found");
    renderWithApp(<GiftThanksPage />, { path: "/gift/thanks?session_id=cs_sbx_3" });
    expect(await screen.findByRole("heading", { name: "We could not find this payment" }, outcome)).toBeTruthy();
  });

  it("asks a signed-out buyer to log in and come back", async () => {
    fakeApi.fail(endpoint, 401, "unauthenticated");
    renderWithApp(<GiftThanksPage />, { path: "/gift/thanks?session_id=cs_sbx_4" });
    expect(await screen.findByRole("heading", { name: "Log in to see your gift" }, outcome)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe(
      `/login?from=${encodeURIComponent("/gift/thanks?session_id=cs_sbx_4")}`,
    );
  });

  it("says so when there is no checkout to look up", () => {
    renderWithApp(<GiftThanksPage />, { path: "/gift/thanks" });
    expect(screen.getByRole("heading", { name: "We could not find this payment" })).toBeTruthy();
    expect(fakeApi.requests()).toEqual([]);
  });
});
