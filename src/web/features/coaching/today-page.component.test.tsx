// The member's "Today's routine" page: a card per PRO or ALL STAR creator with today's workouts and
// the ways to log or play them; free follows only get an empty state; a failed load offers a retry.
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { ScheduleBlock } from "../../../domain/routines";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { ownMembership } from "../../../../tests/support/web/memberships";
import { follower } from "../../../../tests/support/web/people";
import { renderWithApp } from "../../../../tests/support/web/render";
import { localToday } from "./plan-dates";
import { TodayPage } from "./today-page";

const block = (overrides: Partial<ScheduleBlock>): ScheduleBlock => ({
  startTime: "06:00",
  endTime: "07:00",
  activity: "",
  description: "",
  type: "workout",
  videoUrl: "",
  ...overrides,
});

beforeEach(() => {
  fakeApi.answer("GET /auth/session", { user: follower });
  fakeApi.answer("GET /me/plan", { plans: [] });
});

describe("Today's routine", () => {
  it("shows each PRO creator's workouts for today, with links to log and open them", async () => {
    const today = localToday();
    fakeApi.answer("GET /me/memberships", {
      memberships: [
        ownMembership({ creator: { username: "maya_strong", avatarUrls: null }, tier: "pro" }),
        ownMembership({ creator: { username: "leo_flow", avatarUrls: null }, tier: "all_star" }),
        ownMembership({ creator: { username: "free_fran", avatarUrls: null }, tier: "rookie", interval: null }),
      ],
    });
    fakeApi.on("GET /creators/:username/routines", (request) => {
      expect(request.url.searchParams.get("today")).toBe(today);
      if (request.params.username !== "maya_strong") return { status: 200, body: { today: null, recent: [] } };
      const blocks = [
        block({ startTime: "06:00", endTime: "06:45", activity: "Hill sprints" }),
        block({ startTime: "08:00", endTime: "08:30", activity: "Oats and berries", type: "meal" }),
        block({ startTime: "18:00", endTime: "19:00", activity: "Front squats" }),
      ];
      const routine = { routineDate: today, title: "Leg day", blockCount: 3, isLocked: false, notes: "", blocks };
      return { status: 200, body: { today: routine, recent: [routine] } };
    });
    fakeApi.answer("GET /me/plan", { plans: [{ id: "a1" }] } as never);
    renderWithApp(<TodayPage />, { path: "/dashboard/follower/today" });

    expect(screen.getByRole("heading", { level: 1, name: "Today's routine" })).toBeTruthy();
    const maya = await screen.findByRole("article", { name: "@maya_strong" });
    expect(await within(maya).findByRole("heading", { name: "Leg day" })).toBeTruthy();
    const workouts = await within(maya).findByRole("list", { name: "Workouts from maya_strong" });
    expect(
      within(workouts)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Hill sprints06:00 – 06:45", "Front squats18:00 – 19:00"]);
    expect(within(maya).getByRole("link", { name: "Log this workout" }).getAttribute("href")).toBe(
      `/dashboard/follower/routine-log/maya_strong/${today}`,
    );
    expect(within(maya).getByRole("link", { name: "Open the routine" }).getAttribute("href")).toBe(
      "/influencer/maya_strong?tab=routine",
    );

    const leo = screen.getByRole("article", { name: "@leo_flow" });
    expect(await within(leo).findByText("leo_flow hasn't posted a routine for today yet.")).toBeTruthy();
    expect(within(leo).queryByRole("link", { name: "Log this workout" })).toBeNull();
    // A free follow has no daily routine: no card, and its routines are never asked for.
    expect(screen.queryByRole("article", { name: "@free_fran" })).toBeNull();
    expect(fakeApi.requests("GET /creators/:username/routines").map((request) => request.params.username)).toEqual([
      "maya_strong",
      "leo_flow",
    ]);
    expect((await screen.findByRole("link", { name: "My plan" })).getAttribute("href")).toBe(
      "/dashboard/follower/plan",
    );
  });

  it("tells a member with only free follows that daily routines come with PRO", async () => {
    fakeApi.answer("GET /me/memberships", {
      memberships: [ownMembership({ tier: "rookie", interval: null, renewsAt: null })],
    });
    renderWithApp(<TodayPage />, { path: "/dashboard/follower/today" });

    const empty = await screen.findByRole("region", { name: "No daily routines yet" });
    expect(empty.textContent).toContain("Daily routines come with PRO");
    expect(within(empty).getByRole("link", { name: "Explore creators" }).getAttribute("href")).toBe("/explore");
    expect(screen.queryByRole("article")).toBeNull();
    expect(screen.queryByRole("link", { name: "My plan" })).toBeNull();
  });

  it("says the memberships failed to load and loads them again on retry", async () => {
    fakeApi.fail("GET /me/memberships", 500, "internal_error");
    const { user } = renderWithApp(<TodayPage />, { path: "/dashboard/follower/today" });

    expect(await screen.findByText("We couldn't load your memberships.")).toBeTruthy();
    fakeApi.answer("GET /me/memberships", { memberships: [] });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "No daily routines yet" })).toBeTruthy();
  });
});
