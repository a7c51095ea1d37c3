// The purchase's thanks page as the member comes back from checkout: thanks with the amount and the
// creator's name and the way back to where they tipped from (or to the post bought), or why the
// payment did not go through.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PurchaseSyncResponse } from "../../../domain/purchases";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../tests/support/web/render";
import { PurchaseThanksPage } from "./purchase-thanks-page";

const endpoint = "POST /purchases/:sessionId/sync";
const purchase = (changes: Partial<PurchaseSyncResponse>): PurchaseSyncResponse => ({
  status: "complete",
  kind: "tip",
  amountCents: 500,
  creator: { username: "maya_strong", name: "Maya Strong" },
  place: "post",
  postId: "6f1c1c9e-4a36-4f7e-9d55-2f8f0f0e2b11",
  ...changes,
});
// "Processing" shows for at least 2 s before the outcome.
const outcome = { timeout: 4000 };

describe("PurchaseThanksPage", () => {
  it("thanks the member and leads back to the post", async () => {
    fakeApi.answer(endpoint, purchase({}));
    renderWithApp(<PurchaseThanksPage />, { path: "/purchase/thanks?session_id=cs_sbx_1" });
    expect(screen.getByRole("status").textContent).toContain("confirming your payment");
    expect(await screen.findByText("Your $5.00 tip was sent to Maya Strong.", undefined, outcome)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Thank you!" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the post" }).getAttribute("href")).toBe(
      "/influencer/maya_strong?post=6f1c1c9e-4a36-4f7e-9d55-2f8f0f0e2b11",
    );
    expect(fakeApi.requests(endpoint)[0]?.params).toEqual({ sessionId: "cs_sbx_1" });
  });

  it("says an expired checkout charged nothing and leads back to the conversation", async () => {
    fakeApi.answer(endpoint, purchase({ status: "expired", place: "message", postId: null }));
    renderWithApp(<PurchaseThanksPage />, { path: "/purchase/thanks?session_id=cs_sbx_2" });
    expect(await screen.findByRole("heading", { name: "Your tip was not sent" }, outcome)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to your conversation" }).getAttribute("href")).toBe(
      "/dashboard/follower/inbox?with=maya_strong",
    );
  });

  it("words a post bought as a purchase and leads to the post", async () => {
    fakeApi.answer(endpoint, purchase({ kind: "post", place: null, postId: "p9", amountCents: 299 }));
    renderWithApp(<PurchaseThanksPage />, { path: "/purchase/thanks?session_id=cs_sbx_3" });
    expect(
      await screen.findByText("You bought Maya Strong's post for $2.99. It is yours to open now.", undefined, outcome),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the post" }).getAttribute("href")).toBe(
      "/influencer/maya_strong?post=p9",
    );
  });

  it("says so when there is no checkout to look up", async () => {
    renderWithApp(<PurchaseThanksPage />, { path: "/purchase/thanks" });
    expect(screen.getByRole("heading", { name: "We could not find this payment" })).toBeTruthy();
    expect(fakeApi.requests()).toEqual([]);
  });
});
