// One notification: what happened (worded from its kind and facts), when, a link where it
// leads, and (on the notifications page) mark-as-read and delete. Unread ones are tinted,
// bold and carry a dot that screen readers announce.
import clsx from "clsx";
import { useId, useRef } from "react";
import { Link } from "react-router";
import type { NotificationView } from "../../../domain/notifications";
import type { Role } from "../../../domain/roles";
import { useTranslation } from "../../i18n";
import { buttonClasses } from "../../ui/button";
import { NotificationIcon } from "./notification-icon";
import { formatFullDate, formatNotificationDate } from "./notification-date";
import { notificationLink } from "./notification-link";
import { describeNotification } from "./notification-text";

interface NotificationItemProps {
  notification: NotificationView;
  role: Role;
  now: Date;
  /** Following the link reads the notification. */
  onRead: (id: string) => void;
  /** Without it the item is a summary (the overview's recent activity): no buttons. */
  onDelete?: (id: string) => void;
}

export function NotificationItem({ notification, role, now, onRead, onDelete }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const deleteButton = useRef<HTMLButtonElement>(null);
  const locale = i18n.language;
  const { title, message } = describeNotification(notification, t, locale);
  const link = notificationLink(notification, role);
  const isUnread = !notification.read;

  const markRead = () => {
    onRead(notification.id);
    // The button goes away with the unread state; focus stays in the item.
    deleteButton.current?.focus();
  };

  return (
    <li className={clsx("flex gap-3 p-4 sm:px-5", isUnread ? "bg-brand-50/60" : "bg-white")}>
      <NotificationIcon type={notification.type} />
      <div className="min-w-0 flex-1">
        <p
          id={titleId}
          className={clsx("flex items-center gap-2 text-slate-900", isUnread ? "font-bold" : "font-semibold")}
        >
          {isUnread && (
            <span
              role="img"
              aria-label={t("notifications.unread")}
              className="h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600"
            />
          )}
          {link ? (
            <Link
              to={link}
              onClick={() => isUnread && onRead(notification.id)}
              className="min-w-0 rounded hover:text-brand-700 hover:underline"
            >
              {title}
            </Link>
          ) : (
            <span className="min-w-0">{title}</span>
          )}
        </p>
        <p className="mt-0.5 text-sm break-words text-slate-700">{message}</p>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1">
          <time
            dateTime={notification.createdAt}
            title={formatFullDate(notification.createdAt, locale)}
            className="text-xs text-slate-500"
          >
            {formatNotificationDate(notification.createdAt, now, locale)}
          </time>
          {onDelete && (
            <span className="ml-auto flex gap-1">
              {isUnread && (
                <button
                  type="button"
                  className={buttonClasses("ghost", "sm")}
                  onClick={markRead}
                  aria-describedby={titleId}
                >
                  {t("notifications.markRead")}
                </button>
              )}
              <button
                ref={deleteButton}
                type="button"
                className={buttonClasses("ghost", "sm")}
                onClick={() => onDelete(notification.id)}
                aria-describedby={titleId}
              >
                {t("notifications.delete")}
              </button>
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
