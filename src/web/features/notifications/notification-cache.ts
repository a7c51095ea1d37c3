// The optimistic edits of cached notifications: the same change applied to the /notifications
// list (pages of an infinite query) and to the overview's recent activity (one page).
import type { InfiniteData } from "@tanstack/react-query";
import type { NotificationPage, NotificationView } from "../../../domain/notifications";

export type CachedNotifications = InfiniteData<NotificationPage, string | null> | NotificationPage;
export type ListChange = (notifications: NotificationView[]) => NotificationView[];

const isInfinite = (data: CachedNotifications): data is InfiniteData<NotificationPage, string | null> =>
  "pages" in data;

/** The cached data with every page's list changed; untouched when nothing is cached. */
export function changeCachedNotifications<Data extends CachedNotifications>(
  data: Data | undefined,
  change: ListChange,
): Data | undefined {
  if (!data) return data;
  if (isInfinite(data))
    return { ...data, pages: data.pages.map((page) => ({ ...page, notifications: change(page.notifications) })) };
  return { ...data, notifications: change(data.notifications) };
}

export const cachedNotificationsOf = (data: CachedNotifications | undefined): NotificationView[] =>
  !data ? [] : isInfinite(data) ? data.pages.flatMap((page) => page.notifications) : data.notifications;

export const markOneRead =
  (id: string): ListChange =>
  (notifications) =>
    notifications.map((notification) =>
      notification.id === id && !notification.read ? { ...notification, read: true } : notification,
    );

export const markEveryRead: ListChange = (notifications) =>
  notifications.map((notification) => (notification.read ? notification : { ...notification, read: true }));

export const removeOne =
  (id: string): ListChange =>
  (notifications) =>
    notifications.filter((notification) => notification.id !== id);
