// Gifts on the plan page: "Give as a gift" sends a visitor to log in and back with the dialog open,
// opens the gift dialog (from the page's slots) for a member, and is not there for a creator; a
// member whose membership is a gift alone is told until when, with nothing to buy or change meanwhile.
import { screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../../domain/roles";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { ownMembership } from "../../../../tests/support/web/memberships";
import { follower } from "../../../../tests/support/web/people";
import { renderWithApp } from "../../../../tests/support/web/render";
import type { PublicProfile } from "../creators";
import { CreatorPlanCards } from "./creator-plan-cards";
import { GiftButton } from "./gift-button";
import { PlanSlotsContext, type PlanGiftDialogProps } from "./plan-slots";

const creatorAccount: SessionUser = { ...follower, id: "u2", username: "coach", role: "influencer" };

function FakeGiftDialog({ creator, prices, tier, onClose }: PlanGiftDialogProps) {
  return (
    <div role="dialog" aria-label="Gift dialog">
      {`${creator.username} ${prices.pro} ${prices.all_star} ${tier ?? "none"}`}
      <button type="button" onClick={onClose}>
        Close gift
      </button>
    </div>
  );
}

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

function renderButton(viewer: SessionUser | null, path = "/subscription/maya_strong") {
  fakeApi.answer("GET /auth/session", { user: viewer } as never);
  return renderWithApp(
    <PlanSlotsContext.Provider value={{ GiftDialog: FakeGiftDialog }}>
      <GiftButton
        creator={{ username: "maya_strong", name: "maya_strong" }}
        prices={{ pro: 999, all_star: 2999 }}
        tier="pro"
      />
      <Search />
    </PlanSlotsContext.Provider>,
    { path },
  );
}

describe("Give as a gift", () => {
  it("sends a visitor to log in and back to the plan page with the dialog open", async () => {
    renderButton(null, "/subscription/maya_strong?tier=pro");
    const link = await screen.findByRole("link", { name: "Give as a gift" });
    expect(link.getAttribute("href")).toBe(
      `/login?from=${encodeURIComponent("/subscription/maya_strong?tier=pro&gift=1")}`,
    );
  });

  it("opens the gift dialog for a member, and closes it", async () => {
    const { user } = renderButton(follower);
    await user.click(await screen.findByRole("button", { name: "Give as a gift" }));
    expect(screen.getByRole("dialog", { name: "Gift dialog" }).textContent).toContain("maya_strong 999 2999 pro");
    expect(screen.getByRole("status", { name: "search" }).textContent).toBe("?gift=1");
    await user.click(screen.getByRole("button", { name: "Close gift" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("status", { name: "search" }).textContent).toBe("");
  });

  it("opens the dialog at once for a member back from logging in", async () => {
    renderButton(follower, "/subscription/maya_strong?gift=1");
    expect(await screen.findByRole("dialog", { name: "Gift dialog" })).toBeTruthy();
  });

  it("is not offered to a creator", async () => {
    renderButton(creatorAccount);
    await waitFor(() => expect(fakeApi.requests("GET /auth/session")).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Give as a gift" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Give as a gift" })).toBeNull();
  });
});

describe("the plan cards of a member whose membership is a gift", () => {
  const profile = {
    username: "maya_strong",
    prices: { rookieCents: 0, proCents: 999, allStarCents: 2999 },
    trialDays: { pro: 0, all_star: 0 },
    yearlyPlans: { pro: null, all_star: null },
    takesPaidMembers: true,
    viewer: { tier: "pro", isOwnProfile: false, canFollow: true },
  } as unknown as PublicProfile;
  const card = (name: string) => within(screen.getByRole("listitem", { name }));

  it("says until when the gift lasts and offers nothing to buy or change", async () => {
    // Noon, so the date reads the same in any time zone the tests run in.
    const giftEndsAt = "2026-06-04T12:00:00.000Z";
    fakeApi.answer("GET /me/memberships", {
      memberships: [ownMembership({ interval: null, renewsAt: giftEndsAt, giftEndsAt })],
    });
    renderWithApp(<CreatorPlanCards profile={profile} highlighted={null} isSignedIn isCreator={false} />, {
      path: "/subscription/maya_strong",
    });
    expect(await screen.findByText("Your gift gives you PRO until Jun 4, 2026.")).toBeTruthy();
    expect((card("PRO").getByRole("button", { name: "Current Plan" }) as HTMLButtonElement).disabled).toBe(true);
    expect(card("PRO").queryByText(/Renews/)).toBeNull();
    expect(card("ALL STAR").queryByRole("button")).toBeNull();
    expect(card("Rookie").getByRole("button", { name: "Included in your plan" })).toBeTruthy();
  });
});
