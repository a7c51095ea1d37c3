// Logging a set with no network: it is kept on the phone, said so, and sent once the network is
// back (the outbox); a newer set at the same address replaces the waiting one.
import { act, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { follower } from "../../../../tests/support/web/people";
import { renderWithApp } from "../../../../tests/support/web/render";
import { queuedWrites, sendQueuedWrites } from "../offline";
import { RoutineLogPage } from "./routine-log-page";

const SET_URL = "/api/me/routine-logs/maya/2026-11-28/exercises/2/sets/1";
const noNetwork = () => {
  throw new TypeError("Failed to fetch");
};

function renderLog() {
  return renderWithApp(
    <Routes>
      <Route path="/dashboard/follower/routine-log/:username/:date" element={<RoutineLogPage />} />
    </Routes>,
    { path: "/dashboard/follower/routine-log/maya/2026-11-28" },
  );
}

beforeEach(() => {
  localStorage.clear();
  fakeApi.answer("GET /auth/session", { user: follower });
  fakeApi.answer("GET /me/reading-preferences", { translateTo: null, measurementUnits: "metric" } as never);
  fakeApi.answer("GET /me/routine-logs/:username/:date", {
    creator: { username: "maya", name: "Maya" },
    date: "2026-11-28",
    title: "Leg day",
    exercises: [{ index: 2, name: "Front Squat", notes: "" }],
    session: null,
    sets: [],
  });
});

describe("a set logged with no network", () => {
  it("is saved on the phone, said so, and sent once when the network is back", async () => {
    fakeApi.on("PUT /me/routine-logs/:username/:date/exercises/:exerciseIndex/sets/:setNumber", noNetwork);
    const { user } = renderLog();
    const set = await screen.findByRole("form", { name: "Front Squat, set 1" });
    await user.type(screen.getByLabelText("Reps", { exact: true }), "8");
    await user.click(screen.getByRole("button", { name: "Save Front Squat, set 1" }));

    expect(await screen.findByText("Saved on this phone, will sync")).toBeTruthy();
    expect(set.isConnected).toBe(true);
    expect(queuedWrites(follower.id)).toEqual([
      expect.objectContaining({ method: "PUT", url: SET_URL, body: expect.objectContaining({ reps: 8 }) }),
    ]);

    // A second try at the same set replaces the first: one write waits.
    await user.clear(screen.getByLabelText("Reps", { exact: true }));
    await user.type(screen.getByLabelText("Reps", { exact: true }), "10");
    await user.click(screen.getByRole("button", { name: "Save Front Squat, set 1" }));
    await screen.findByText("Saved on this phone, will sync");
    expect(queuedWrites(follower.id).map((write) => (write.body as { reps: number }).reps)).toEqual([10]);

    fakeApi.answer("PUT /me/routine-logs/:username/:date/exercises/:exerciseIndex/sets/:setNumber", {
      set: { exerciseIndex: 2, setNumber: 1, reps: 10, loadKg: null, rpe: null, seconds: null },
      newRecords: [],
    });
    // Sending updates what the page shows: inside act, as any update a test causes.
    const result = await act(() => sendQueuedWrites(follower.id));
    expect(result).toEqual({ sent: 1, refused: 0, waiting: 0 });
    const sent = fakeApi.requests("PUT /me/routine-logs/:username/:date/exercises/:exerciseIndex/sets/:setNumber");
    expect(sent.map((request) => (request.body as { reps: number }).reps)).toEqual([8, 10, 10]);
    expect(queuedWrites(follower.id)).toEqual([]);
    expect(screen.queryByText("Saved on this phone, will sync")).toBeNull();
  });

  it("shows, when the day is opened again before it is sent, as the member left it", async () => {
    localStorage.setItem(
      `fc-outbox:${follower.id}`,
      JSON.stringify([
        { method: "PUT", url: SET_URL, body: { reps: 6, load: 100, unit: "kg", rpe: 9, seconds: null }, queuedAt: 1 },
        {
          method: "PUT",
          url: "/api/me/routine-logs/maya/2026-11-28/status",
          body: { status: "partial", note: "Knee felt off" },
          queuedAt: 2,
        },
      ]),
    );
    renderLog();
    const set = await screen.findByRole("form", { name: "Front Squat, set 1" });
    expect(within(set).getByLabelText("Reps", { exact: true })).toHaveProperty("value", "6");
    expect(within(set).getByLabelText("RPE", { exact: true })).toHaveProperty("value", "9");
    expect(screen.getByText("Saved on this phone, will sync")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Partly done" })).toHaveProperty("checked", true);
    expect(screen.getByLabelText("Note for yourself")).toHaveProperty("value", "Knee felt off");
  });
});
