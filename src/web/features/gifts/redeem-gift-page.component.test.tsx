// The redeem page as each person holding the link meets it: a visitor is sent to create an account
// or log in and come back; a member redeems it (a new membership, or a paid one whose next charge
// moves); a creator account is told gifts are for members; a gift redeemed or refunded says so; a
// refusal says why; a wrong link says to check the email.
import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { GiftPreview, RedeemedGift } from "../../../domain/gifts";
import type { SessionUser } from "../../../domain/roles";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { follower } from "../../../../tests/support/web/people";
import { renderWithApp } from "../../../../tests/support/web/render";
import { RedeemGiftPage } from "./redeem-gift-page";

const token = "tok_abc";
const path = `/gift/${token}`;
const maya = { username: "maya_strong", name: "Maya Strong" };
const preview = (changes: Partial<GiftPreview> = {}): GiftPreview => ({
  creator: maya,
  tier: "pro",
  months: 3,
  message: "Happy birthday! Time to get strong.",
  from: "Alex",
  status: "ready",
  ...changes,
});
const creatorAccount: SessionUser = { ...follower, id: "u2", username: "coach", role: "influencer" };
// Noon, so the date reads the same in any time zone the tests run in.
const redeemed = (changes: Partial<RedeemedGift> = {}): RedeemedGift => ({
  creator: maya,
  tier: "pro",
  months: 3,
  endsAt: "2026-06-04T12:00:00.000Z",
  extendedPaidMembership: false,
  ...changes,
});

async function renderPage(gift: GiftPreview | null, viewer: SessionUser | null) {
  if (gift) fakeApi.answer("GET /gifts/redeem/:token", gift);
  else fakeApi.fail("GET /gifts/redeem/:token", 404, "gift_not_found");
  fakeApi.answer("GET /auth/session", { user: viewer } as never);
  const view = renderWithApp(
    <Routes>
      <Route path="/gift/:token" element={<RedeemGiftPage />} />
    </Routes>,
    { path },
  );
  if (gift) await screen.findByRole("heading", { level: 1 });
  return view;
}

describe("RedeemGiftPage", () => {
  it("shows who gave what, their message and what the tier unlocks, and sends a visitor to sign up and back", async () => {
    await renderPage(preview(), null);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Alex gave you 3 months of PRO with Maya Strong",
    );
    expect(screen.getByText("Happy birthday! Time to get strong.").tagName).toBe("BLOCKQUOTE");
    const includes = screen.getByRole("region", { name: "What PRO includes" });
    expect(within(includes).getByText("Premium workouts")).toBeTruthy();
    const register = await screen.findByRole("link", { name: "Create an account to redeem" });
    expect(register.getAttribute("href")).toBe(`/register?from=${encodeURIComponent(path)}`);
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe(
      `/login?from=${encodeURIComponent(path)}`,
    );
    expect(screen.queryByRole("button", { name: "Redeem gift" })).toBeNull();
    expect(fakeApi.requests("GET /gifts/redeem/:token")[0]?.params).toEqual({ token });
  });

  it("words a gift whose giver is gone without a name", async () => {
    await renderPage(preview({ from: null, message: null, months: 1, tier: "all_star" }), null);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "You've been given 1 month of ALL STAR with Maya Strong",
    );
    expect(screen.queryByRole("blockquote")).toBeNull();
  });

  it("lets a member redeem it and says until when the tier is theirs", async () => {
    fakeApi.answer("POST /gifts/redeem/:token", redeemed());
    const { user } = await renderPage(preview(), follower);
    await user.click(await screen.findByRole("button", { name: "Redeem gift" }));
    expect((await screen.findByRole("status")).textContent).toBe("PRO with Maya Strong is yours until Jun 4, 2026.");
    expect(screen.getByRole("link", { name: "Go to Maya Strong's profile" }).getAttribute("href")).toBe(
      "/influencer/maya_strong",
    );
    expect(screen.queryByRole("button", { name: "Redeem gift" })).toBeNull();
    expect(fakeApi.requests("POST /gifts/redeem/:token")[0]?.params).toEqual({ token });
  });

  it("tells a paying member their next charge moves", async () => {
    fakeApi.answer("POST /gifts/redeem/:token", redeemed({ extendedPaidMembership: true }));
    const { user } = await renderPage(preview(), follower);
    await user.click(await screen.findByRole("button", { name: "Redeem gift" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Your PRO membership with Maya Strong is paid until Jun 4, 2026: your next charge moves to that day.",
    );
  });

  it("says a member with the other tier running must wait for it to end", async () => {
    fakeApi.fail("POST /gifts/redeem/:token", 409, "gift_tier_differs");
    const { user } = await renderPage(preview(), follower);
    await user.click(await screen.findByRole("button", { name: "Redeem gift" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You already have ALL STAR with Maya Strong. Redeem this gift once that ends.",
    );
    expect(screen.getByRole("button", { name: "Redeem gift" })).toBeTruthy();
  });

  it("says a member with a change waiting must let it settle", async () => {
    fakeApi.fail("POST /gifts/redeem/:token", 409, "gift_membership_busy");
    const { user } = await renderPage(preview(), follower);
    await user.click(await screen.findByRole("button", { name: "Redeem gift" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your membership with Maya Strong has a change waiting. Redeem this gift once it is settled.",
    );
  });

  it("takes the button away when someone redeemed it meanwhile", async () => {
    fakeApi.fail("POST /gifts/redeem/:token", 409, "gift_already_redeemed");
    const { user } = await renderPage(preview(), follower);
    await user.click(await screen.findByRole("button", { name: "Redeem gift" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This gift has already been redeemed.");
    expect(screen.queryByRole("button", { name: "Redeem gift" })).toBeNull();
  });

  it("tells a creator account that gifts are for members", async () => {
    await renderPage(preview(), creatorAccount);
    expect(await screen.findByText("Gifts are redeemed with a member account.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Redeem gift" })).toBeNull();
  });

  it("says a redeemed gift is gone", async () => {
    await renderPage(preview({ status: "redeemed" }), follower);
    expect(screen.getByText("This gift has already been redeemed.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Redeem gift" })).toBeNull();
  });

  it("says a refunded gift can no longer be redeemed", async () => {
    await renderPage(preview({ status: "refunded" }), null);
    expect(screen.getByText("This gift was refunded and can no longer be redeemed.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Create an account to redeem" })).toBeNull();
  });

  it("says to check the email when the link names no gift", async () => {
    await renderPage(null, null);
    expect(await screen.findByText("We could not find this gift. Check the link in your email.")).toBeTruthy();
  });
});
