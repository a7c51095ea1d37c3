import { describe, expect, it } from "vitest";
import type { NotificationPage, NotificationView } from "../../../domain/notifications";
import {
  cachedNotificationsOf,
  changeCachedNotifications,
  markEveryRead,
  markOneRead,
  removeOne,
} from "./notification-cache";

const item = (id: string, read: boolean): NotificationView => ({
  id,
  type: "milestone_reached",
  data: { milestone: 10 },
  createdAt: "2026-06-15T10:00:00Z",
  read,
});
const page = (items: NotificationView[], nextCursor: string | null = null): NotificationPage => ({
  notifications: items,
  nextCursor,
});
const infinite = {
  pages: [page([item("a", false), item("b", true)], "c1"), page([item("c", false)])],
  pageParams: [null, "c1"],
};
const recent = page([item("a", false), item("b", true)]);
const states = (data: Parameters<typeof cachedNotificationsOf>[0]) =>
  cachedNotificationsOf(data).map((n) => `${n.id}:${n.read ? "read" : "unread"}`);

describe("cached notification changes", () => {
  it("marks one read in every page of the list, and in the recent activity", () => {
    expect(states(changeCachedNotifications(infinite, markOneRead("c")))).toEqual(["a:unread", "b:read", "c:read"]);
    expect(states(changeCachedNotifications(recent, markOneRead("a")))).toEqual(["a:read", "b:read"]);
  });

  it("marks everything read", () => {
    expect(states(changeCachedNotifications(infinite, markEveryRead))).toEqual(["a:read", "b:read", "c:read"]);
  });

  it("removes one and keeps the pages' cursors", () => {
    const changed = changeCachedNotifications(infinite, removeOne("a"))!;
    expect(states(changed)).toEqual(["b:read", "c:unread"]);
    expect(changed.pageParams).toEqual([null, "c1"]);
    expect(changed.pages[0]!.nextCursor).toBe("c1");
  });

  it("leaves nothing cached as it is", () => {
    expect(changeCachedNotifications(undefined, markEveryRead)).toBeUndefined();
  });
});
