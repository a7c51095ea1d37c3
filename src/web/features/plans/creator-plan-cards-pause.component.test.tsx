// A creator's plan cards for a member with a pause: paused (a free follower meanwhile), the page says
// until when and buys nothing; with a pause scheduled, it says when and changes no plan.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MembershipPause } from "../../../domain/billing";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { ownMembership } from "../../../../tests/support/web/memberships";
import { renderWithApp } from "../../../../tests/support/web/render";
import type { PublicProfile } from "../creators";
import { CreatorPlanCards } from "./creator-plan-cards";

/** Only what the plan cards read of a public profile. */
const profile = (viewerTier: PublicProfile["viewer"]["tier"]) =>
  ({
    username: "maya_strong",
    prices: { rookieCents: 0, proCents: 999, allStarCents: 2999 },
    trialDays: { pro: 0, all_star: 0 },
    yearlyPlans: { pro: null, all_star: null },
    takesPaidMembers: true,
    viewer: { tier: viewerTier, isOwnProfile: false, canFollow: true },
  }) as unknown as PublicProfile;

// Noon, so the dates read the same in any time zone the tests run in.
const scheduled: MembershipPause = {
  phase: "scheduled",
  tier: "pro",
  startsAt: "2026-03-04T12:00:00.000Z",
  resumesAt: "2026-05-04T12:00:00.000Z",
};

const renderCards = (shown: PublicProfile) =>
  renderWithApp(<CreatorPlanCards profile={shown} highlighted={null} isSignedIn isCreator={false} />, {
    path: "/subscription/maya_strong",
  });

const card = (name: string) => within(screen.getByRole("listitem", { name }));

describe("CreatorPlanCards with a pause", () => {
  it("tells a paused member until when, with the way to manage it, and sells nothing meanwhile", async () => {
    fakeApi.answer("GET /me/memberships", {
      memberships: [
        ownMembership({ tier: "rookie", renewsAt: null, interval: null, pause: { ...scheduled, phase: "paused" } }),
      ],
    });
    renderCards(profile("rookie"));
    const notice = await screen.findByText(/^Your PRO membership is paused until May 4, 2026\./);
    expect(within(notice).getByRole("link", { name: "Manage your membership" }).getAttribute("href")).toBe(
      "/dashboard/follower/subscriptions",
    );
    const paused = card("PRO").getByRole("button", { name: "Paused" }) as HTMLButtonElement;
    expect(paused.disabled).toBe(true);
    expect(card("PRO").getByText("Comes back on May 4, 2026")).toBeTruthy();
    expect(
      (card("ALL STAR").getByRole("button", { name: "Subscribe to ALL STAR" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("tells a member with a pause scheduled when it starts, and changes no plan until it is undone", async () => {
    fakeApi.answer("GET /me/memberships", { memberships: [ownMembership({ pause: scheduled })] });
    renderCards(profile("pro"));
    expect(
      await screen.findByText("Your membership pauses on Mar 4, 2026. Undo the pause to change your plan."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Manage your membership" })).toBeTruthy();
    expect(card("PRO").getByText("Pauses on Mar 4, 2026")).toBeTruthy();
    expect((card("ALL STAR").getByRole("button", { name: "Upgrade to ALL STAR" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("lets a free follower without a pause subscribe once their memberships are read", async () => {
    fakeApi.answer("GET /me/memberships", {
      memberships: [ownMembership({ tier: "rookie", renewsAt: null, interval: null })],
    });
    renderCards(profile("rookie"));
    const subscribe = card("PRO").getByRole("button", { name: "Subscribe to PRO" }) as HTMLButtonElement;
    // Until the list says whether a pause is running, a checkout may be one the server refuses.
    expect(subscribe.disabled).toBe(true);
    await waitFor(() => expect(subscribe.disabled).toBe(false));
    expect(screen.queryByText(/paused/)).toBeNull();
  });
});
