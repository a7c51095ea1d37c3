// The small pill on the bell or inbox: the unread count, "99+" above 99. Hidden from screen
// readers: the link's name already says it.
import { formatUnreadCount } from "../features/notifications/unread-count";

export function UnreadBadge({ count, locale }: { count: number; locale: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      // Only utilities the first-visit stylesheet already has: the badge adds nothing to it.
      className="absolute top-0 left-1/2 flex h-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white ring-2 ring-white"
    >
      {formatUnreadCount(count, locale)}
    </span>
  );
}
