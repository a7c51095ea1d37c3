// /dashboard/influencer/notifications and /dashboard/follower/notifications: every notification,
// newest first, to read, mark read (one or all) and delete.
import { useRef, useState } from "react";
import { useTranslation } from "../../i18n";
import { buttonClasses } from "../../ui/button";
import { useSession } from "../../lib/session";
import { NotificationList } from "./notification-list";
import {
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadCounts,
} from "./queries";
import { formatUnreadCount } from "./unread-count";

export function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const { data: user } = useSession();
  const role = user?.role ?? "follower";
  const { data: counts } = useUnreadCounts();
  const { data: list } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  // What just changed, for screen readers: the list itself changes silently.
  const [announcement, setAnnouncement] = useState("");
  const listHeading = useRef<HTMLHeadingElement>(null);

  const unread = counts?.notifications ?? 0;
  const hasUnread = unread > 0 || Boolean(list?.pages.some((page) => page.notifications.some((item) => !item.read)));

  const readAll = () => {
    if (!hasUnread) return;
    markAllRead.mutate();
    setAnnouncement(t("notifications.allMarkedRead"));
  };
  const deleteOne = (id: string) => {
    remove.mutate(id);
    setAnnouncement(t("notifications.deleted"));
    // The deleted item held focus: the list's heading takes it so keyboard users keep their place.
    listHeading.current?.focus();
  };

  return (
    <div className="space-y-8">
      <title>{t("notifications.documentTitle")}</title>
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("notifications.title")}</h1>
        <p className="mt-2 text-slate-600">{t(`notifications.intro.${role}`)}</p>
      </header>
      <section aria-labelledby="notification-list-title">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2
              id="notification-list-title"
              ref={listHeading}
              tabIndex={-1}
              className="text-lg font-semibold text-slate-900 focus:outline-none"
            >
              {t("notifications.listTitle")}
            </h2>
            <p className="text-sm text-slate-600">
              {unread > 0
                ? t("notifications.unreadSummary", {
                    count: unread,
                    formatted: formatUnreadCount(unread, i18n.language),
                  })
                : t("notifications.allRead")}
            </p>
          </div>
          {/* aria-disabled, not disabled: the button keeps focus after marking everything read. */}
          <button
            type="button"
            onClick={readAll}
            aria-disabled={!hasUnread}
            className={buttonClasses(
              "secondary",
              "md",
              "aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-white",
            )}
          >
            {t("notifications.markAllRead")}
          </button>
        </div>
        <NotificationList role={role} onRead={(id) => markRead.mutate(id)} onDelete={deleteOne} />
      </section>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
