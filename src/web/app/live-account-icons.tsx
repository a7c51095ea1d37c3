// Signed-in only, loaded lazily so visitors never download it: the unread counts of the bell
// and inbox, and the live stream that keeps those counts (and every open list) current. The
// links themselves stay in the shell (top-nav.tsx), which draws them with the marks given here.
import type { ReactNode } from "react";
import type { SessionUser } from "../../domain/roles";
import { LiveUpdates } from "../features/live/live-updates";
import { useUnreadCounts } from "../features/notifications/queries";
import { formatUnreadCount } from "../features/notifications/unread-count";
import { useTranslation } from "../i18n";
import type { UnreadMark, UnreadMarks } from "./top-nav";
import { UnreadBadge } from "./unread-badge";

export function LiveAccountIcons({ user, render }: { user: SessionUser; render: (marks: UnreadMarks) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const { data: counts } = useUnreadCounts();
  const locale = i18n.language;

  const mark = (kind: "notifications" | "inbox", count: number | undefined): UnreadMark | undefined =>
    count
      ? {
          label: t(`notifications.badge.${kind}`, { count, formatted: formatUnreadCount(count, locale) }),
          badge: <UnreadBadge count={count} locale={locale} />,
        }
      : undefined;

  return (
    <>
      {render({ notifications: mark("notifications", counts?.notifications), inbox: mark("inbox", counts?.messages) })}
      {/* A new stream for a new user: the old one carried the previous account's hints. */}
      <LiveUpdates key={user.id} />
    </>
  );
}
