// /subscriptions with a pause: the cancel dialog's offer of a pause instead (its length, dates and
// request, and what the member typed kept when it fails), a scheduled pause's note and Undo, and a
// paused membership's status, note, Resume now (a declined card shown in the dialog) and cancellation.
// The fake server keeps the membership each change answers, as the list reads it again after one.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MembershipPause } from "../../../domain/billing";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { ownMembership } from "../../../../tests/support/web/memberships";
import { renderWithApp } from "../../../../tests/support/web/render";
import type { OwnMembership } from "./queries";
import { SubscriptionsPage } from "./subscriptions-page";

const membership = ownMembership;
// Noon, so the dates read the same in any time zone the tests run in.
const scheduled: MembershipPause = {
  phase: "scheduled",
  tier: "pro",
  startsAt: "2026-03-04T12:00:00.000Z",
  resumesAt: "2026-05-04T12:00:00.000Z",
};
const paused = membership({
  tier: "rookie",
  renewsAt: null,
  interval: null,
  pause: { ...scheduled, phase: "paused" },
});

/** The page with one membership; `changes` answer each endpoint with the membership it leaves. */
async function renderPage(shown: OwnMembership, changes: Partial<Record<Change, OwnMembership>> = {}) {
  let current = shown;
  fakeApi.on("GET /me/memberships", () => ({ status: 200, body: { memberships: [current] } }));
  for (const [endpoint, changed] of Object.entries(changes) as [Change, OwnMembership][]) {
    fakeApi.on(endpoint, () => {
      current = changed;
      return { status: 200, body: { membership: changed } };
    });
  }
  const view = renderWithApp(<SubscriptionsPage />);
  await screen.findByRole("heading", { name: "@maya_strong" });
  return view;
}
type Change =
  | "POST /me/memberships/:username/pause"
  | "DELETE /me/memberships/:username/pause"
  | "POST /me/memberships/:username/cancel";

describe("the cancel dialog's pause", () => {
  it("offers a pause of 1-3 months with its dates, and pauses for the length chosen", async () => {
    const shown = membership({ renewsAt: "2026-03-04T12:00:00.000Z" });
    const { user } = await renderPage(shown, {
      "POST /me/memberships/:username/pause": { ...shown, pause: scheduled },
    });

    await user.click(screen.getByRole("button", { name: "Cancel membership: @maya_strong" }));
    const dialog = screen.getByRole("alertdialog", { name: "Cancel your membership with @maya_strong?" });
    expect(within(dialog).getByRole("heading", { name: "Need a break instead?" })).toBeTruthy();
    const length = within(dialog).getByRole("group", { name: "Pause for" });
    expect(
      within(length)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["1 month", "2 months", "3 months"]);
    expect((within(length).getByRole("radio", { name: "1 month" }) as HTMLInputElement).checked).toBe(true);
    expect(
      within(dialog).getByText("Your access continues until Mar 4, 2026; billing resumes on Apr 4, 2026."),
    ).toBeTruthy();
    // The way out stays as it was.
    expect(within(dialog).getByRole("button", { name: "Cancel membership" })).toBeTruthy();
    expect(within(dialog).getByRole("group", { name: "Why are you leaving? (optional)" })).toBeTruthy();

    await user.click(within(length).getByRole("radio", { name: "2 months" }));
    expect(
      within(dialog).getByText("Your access continues until Mar 4, 2026; billing resumes on May 4, 2026."),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Pause membership" }));

    expect(
      await screen.findByText(
        "Your PRO membership with @maya_strong pauses on Mar 4, 2026. Billing resumes on May 4, 2026.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(fakeApi.requests("POST /me/memberships/:username/pause").map((request) => request.body)).toEqual([
      { months: 2 },
    ]);
    expect(fakeApi.requests("POST /me/memberships/:username/cancel")).toEqual([]);
    // The row now tells of the pause, and it can be undone.
    expect(screen.getByText("Pauses on Mar 4, 2026. Billing resumes on May 4, 2026.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Undo pause: @maya_strong" })).toBeTruthy();
  });

  it("keeps the length and the reasons when the pause is refused, and says why in the dialog", async () => {
    fakeApi.fail("POST /me/memberships/:username/pause", 409, "pause_not_available");
    const { user } = await renderPage(membership());
    await user.click(screen.getByRole("button", { name: "Cancel membership: @maya_strong" }));
    const dialog = screen.getByRole("alertdialog");
    await user.click(within(dialog).getByRole("radio", { name: "It costs too much" }));
    await user.type(within(dialog).getByLabelText("Anything else you'd like to tell the creator? (optional)"), "Busy");
    await user.click(within(dialog).getByRole("radio", { name: "3 months" }));
    await user.click(within(dialog).getByRole("button", { name: "Pause membership" }));

    expect(
      (await within(dialog).findByRole("alert")).textContent?.startsWith(
        "Failed to pause your membership: This membership can't be paused right now.",
      ),
    ).toBe(true);
    expect((within(dialog).getByRole("radio", { name: "3 months" }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole("radio", { name: "It costs too much" }) as HTMLInputElement).checked).toBe(true);
    expect(
      (within(dialog).getByLabelText("Anything else you'd like to tell the creator? (optional)") as HTMLTextAreaElement)
        .value,
    ).toBe("Busy");
  });

  it.each<[string, Partial<OwnMembership>]>([
    ["a yearly plan", { interval: "year" }],
    ["a free trial", { trialEndsAt: "2026-03-04T10:00:00.000Z" }],
    ["a scheduled pause", { pause: scheduled }],
  ])("is not offered for %s", async (_, overrides) => {
    const { user } = await renderPage(membership(overrides));
    await user.click(screen.getByRole("button", { name: "Cancel membership: @maya_strong" }));
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).queryByText("Need a break instead?")).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Pause membership" })).toBeNull();
  });
});

describe("a scheduled pause", () => {
  it("is noted with its dates and can be undone, cancel still at hand", async () => {
    const shown = membership({ pause: scheduled });
    const { user } = await renderPage(shown, { "DELETE /me/memberships/:username/pause": { ...shown, pause: null } });
    expect(screen.getByText("Pauses on Mar 4, 2026. Billing resumes on May 4, 2026.")).toBeTruthy();
    expect(screen.getByText("Paid until")).toBeTruthy();
    expect(screen.queryByText("Renews on")).toBeNull();
    expect(screen.getByRole("button", { name: "Cancel membership: @maya_strong" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Undo pause: @maya_strong" }));
    const done = await screen.findByText("Your membership will keep renewing as usual.");
    expect(fakeApi.requests("DELETE /me/memberships/:username/pause")).toHaveLength(1);
    // The button is gone with the pause: focus goes to what happened instead of the page's start.
    expect(screen.queryByRole("button", { name: "Undo pause: @maya_strong" })).toBeNull();
    expect(document.activeElement?.contains(done)).toBe(true);
    expect(screen.getByText("Renews on")).toBeTruthy();
  });

  it("says why an undo failed", async () => {
    fakeApi.fail("DELETE /me/memberships/:username/pause", 409, "not_paused");
    const { user } = await renderPage(membership({ pause: scheduled }));
    await user.click(screen.getByRole("button", { name: "Undo pause: @maya_strong" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Failed to undo the pause: This membership isn't paused any more. Reload the page to see where it stands.",
    );
  });
});

describe("a paused membership", () => {
  it("shows Paused and when billing resumes, without Upgrade", async () => {
    await renderPage(paused);
    expect(screen.getByText("Paused")).toBeTruthy();
    expect(screen.queryByText("Active")).toBeNull();
    expect(
      screen.getByText("PRO is paused. Billing resumes on May 4, 2026, and your access comes back then."),
    ).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Upgrade: @maya_strong" })).toBeNull();
    expect(screen.getByRole("button", { name: "Resume now: @maya_strong" })).toBeTruthy();
  });

  it("resumes now after saying what is charged, and shows a declined card inside the dialog", async () => {
    fakeApi.fail("DELETE /me/memberships/:username/pause", 402, "card_declined");
    const { user } = await renderPage(paused);
    await user.click(screen.getByRole("button", { name: "Resume now: @maya_strong" }));
    const dialog = screen.getByRole("alertdialog", { name: "Resume PRO now?" });
    expect(
      within(dialog).getByText(
        "Your card is charged for a month today, and your membership renews monthly from today.",
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Resume now" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("Your card was declined. Update your payment method and try again.");
    expect(within(alert).getByRole("link", { name: "Manage payments" }).getAttribute("href")).toBe(
      "/dashboard/follower/settings",
    );

    const resumed = membership({ renewsAt: "2026-05-10T12:00:00.000Z" });
    fakeApi.on("DELETE /me/memberships/:username/pause", () => ({ status: 200, body: { membership: resumed } }));
    fakeApi.answer("GET /me/memberships", { memberships: [resumed] });
    await user.click(within(dialog).getByRole("button", { name: "Resume now" }));
    expect(await screen.findByText("Welcome back! Your PRO membership is active again.")).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByText("Active")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Resume now: @maya_strong" })).toBeNull();
  });

  it("keeps the pause when the member says so", async () => {
    const { user } = await renderPage(paused);
    await user.click(screen.getByRole("button", { name: "Resume now: @maya_strong" }));
    await user.click(screen.getByRole("button", { name: "Keep paused" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(fakeApi.requests("DELETE /me/memberships/:username/pause")).toEqual([]);
  });

  it("can be cancelled at once, with the reasons and no pause offered", async () => {
    const { user } = await renderPage(paused, {
      "POST /me/memberships/:username/cancel": membership({ tier: "rookie", renewsAt: null, interval: null }),
    });
    await user.click(screen.getByRole("button", { name: "Cancel membership: @maya_strong" }));
    const dialog = screen.getByRole("alertdialog", { name: "Cancel your paused membership?" });
    expect(
      within(dialog).getByText("It ends now and won't resume. You keep following @maya_strong for free."),
    ).toBeTruthy();
    expect(within(dialog).queryByText("Need a break instead?")).toBeNull();
    await user.click(within(dialog).getByRole("radio", { name: "I reached my goal" }));
    await user.click(within(dialog).getByRole("button", { name: "Cancel membership" }));
    expect(
      await screen.findByText("Your membership with @maya_strong has ended. You keep following @maya_strong for free."),
    ).toBeTruthy();
    expect(fakeApi.requests("POST /me/memberships/:username/cancel").map((request) => request.body)).toEqual([
      { reason: "reached_goal" },
    ]);
    // A free follow now: it can be upgraded again.
    expect(screen.getByRole("link", { name: "Upgrade: @maya_strong" })).toBeTruthy();
  });
});
