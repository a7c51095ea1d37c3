// The "Push notifications" section: this device on and off through a faked PushManager (and the
// clear messages when the browser cannot, the member said no, or the push service failed), the
// per-kind switches and quiet hours saved to the API.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultPushPreferences } from "../../../domain/push";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../tests/support/web/render";
import { PushSettingsCard } from "./push-settings-card";

const KEY = "BNbxGYNMhEIi9zrneh7mqV4oUanjLUK3m-mYZBc62frMKrEoMk88r3Lk596T0ck9xlT-BX5YS6ZvEA64ZsUxgBI";
const ALL_KINDS = ["messages", "posts", "liveSessions", "payments", "coachComments"] as const;

/** A browser with push: its permission answer and what subscribe() does. */
function fakeBrowser({
  permission = "granted",
  subscribe,
}: {
  permission?: NotificationPermission;
  subscribe?: () => Promise<unknown>;
} = {}) {
  let subscription: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null;
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe:
      subscribe ??
      (async () => {
        subscription = {
          endpoint: "https://push.example/abc",
          toJSON: () => ({ keys: { p256dh: "p".repeat(87), auth: "a".repeat(22) } }),
          unsubscribe: async () => {
            subscription = null;
            return true;
          },
        };
        return subscription;
      }),
  };
  const registration = { pushManager };
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", { permission: "default", requestPermission: async () => permission });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return pushManager;
}

beforeEach(() => {
  fakeApi.answer("GET /me/push-preferences", defaultPushPreferences);
  fakeApi.answer("GET /push/public-key", { publicKey: KEY });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("PushSettingsCard", () => {
  it("turns this device on: permission, subscription, and the server's copy", async () => {
    fakeBrowser();
    fakeApi.answer("PUT /me/push-subscriptions", undefined as never, 204);
    const { user } = renderWithApp(<PushSettingsCard kinds={ALL_KINDS} />);
    expect(await screen.findByRole("heading", { name: "Push notifications" })).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: "Turn on notifications on this device" }));
    expect(await screen.findByText("Push notifications are on for this device.")).toBeTruthy();
    expect(fakeApi.requests("PUT /me/push-subscriptions").map((request) => request.body)).toEqual([
      { endpoint: "https://push.example/abc", keys: { p256dh: "p".repeat(87), auth: "a".repeat(22) } },
    ]);

    fakeApi.answer("DELETE /me/push-subscriptions", undefined as never, 204);
    await user.click(screen.getByRole("button", { name: "Turn off on this device" }));
    expect(await screen.findByText("Push notifications are off for this device.")).toBeTruthy();
    expect(fakeApi.requests("DELETE /me/push-subscriptions").map((request) => request.body)).toEqual([
      { endpoint: "https://push.example/abc" },
    ]);
  });

  it("says so when the push service cannot be reached, and stays usable", async () => {
    fakeBrowser({ subscribe: () => Promise.reject(new DOMException("Registration failed", "AbortError")) });
    const { user } = renderWithApp(<PushSettingsCard kinds={ALL_KINDS} />);
    await user.click(await screen.findByRole("button", { name: "Turn on notifications on this device" }));
    expect(
      await screen.findByText("We couldn't turn on notifications on this device. Please try again later."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Turn on notifications on this device" })).toBeTruthy();
    expect(fakeApi.requests("PUT /me/push-subscriptions")).toEqual([]);
  });

  it("says how to allow notifications when the member blocked them", async () => {
    fakeBrowser({ permission: "denied" });
    const { user } = renderWithApp(<PushSettingsCard kinds={ALL_KINDS} />);
    await user.click(await screen.findByRole("button", { name: "Turn on notifications on this device" }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "Notifications are blocked for this site. Allow them in your browser's site settings, then try again.",
    );
  });

  it("in a browser without push, says so and still offers the account's choices", async () => {
    fakeApi.answer("PATCH /me/push-preferences", { ...defaultPushPreferences, posts: false });
    const { user } = renderWithApp(<PushSettingsCard kinds={ALL_KINDS} />);
    expect(await screen.findByText(/This browser can't receive push notifications/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Turn on notifications on this device" })).toBeNull();
    const posts = await screen.findByRole("checkbox", { name: "New posts I can open" });
    await user.click(posts);
    expect(fakeApi.requests("PATCH /me/push-preferences").map((request) => request.body)).toEqual([{ posts: false }]);
    expect(await screen.findByText("Saved.")).toBeTruthy();
  });

  it("shows only the kinds it is given", async () => {
    renderWithApp(<PushSettingsCard kinds={["messages", "coachComments"]} />);
    await screen.findByRole("checkbox", { name: "New messages" });
    // The two kinds, and quiet hours.
    expect(screen.getAllByRole("checkbox")).toHaveLength(3);
    expect(screen.queryByRole("checkbox", { name: "Payment problems" })).toBeNull();
  });

  it("saves quiet hours with the browser's time zone", async () => {
    fakeApi.answer("PATCH /me/push-preferences", {
      ...defaultPushPreferences,
      quietHours: { start: "23:00", end: "06:30" },
    });
    const { user } = renderWithApp(<PushSettingsCard kinds={ALL_KINDS} />);
    await user.click(await screen.findByRole("checkbox", { name: "Hold notifications during quiet hours" }));
    const from = screen.getByLabelText("From");
    const until = screen.getByLabelText("Until");
    await user.clear(from);
    await user.type(from, "23:00");
    await user.clear(until);
    await user.type(until, "06:30");
    await user.click(screen.getByRole("button", { name: "Save quiet hours" }));
    expect(await screen.findByText("Saved.")).toBeTruthy();
    expect(fakeApi.requests("PATCH /me/push-preferences").map((request) => request.body)).toEqual([
      { quietHours: { start: "23:00", end: "06:30" }, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    ]);
  });

  it("moves a switch in the same moment it is pressed, and back when the save fails", async () => {
    fakeApi.fail("PATCH /me/push-preferences", 500, "internal_error");
    renderWithApp(<PushSettingsCard kinds={ALL_KINDS} />);
    const posts = await screen.findByRole<HTMLInputElement>("checkbox", { name: "New posts I can open" });
    fireEvent.click(posts);
    // Read in the same task as the press: before the query cache tells anyone of the change.
    expect(posts.checked).toBe(false);
    expect(await screen.findByText("Couldn't save this setting. Please try again.")).toBeTruthy();
    await waitFor(() => expect(posts.checked).toBe(true));
  });

  it("offers a retry when the choices do not load", async () => {
    fakeApi.fail("GET /me/push-preferences", 500, "internal_error");
    renderWithApp(<PushSettingsCard kinds={ALL_KINDS} />);
    expect(await screen.findByText("Failed to load push notification settings")).toBeTruthy();
  });
});
