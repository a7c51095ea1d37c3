// A notification's kind as a round icon: money in green, a problem in red, the rest in brand colours.
import clsx from "clsx";
import type { NotificationType } from "../../../domain/notifications";
import { PathIcon } from "../../ui/icon";

const icons: Record<NotificationType, { d: string; tone: string }> = {
  new_subscriber: {
    d: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM19 8v6M22 11h-6",
    tone: "bg-brand-50 text-brand-700",
  },
  payment_received: {
    d: "M12 2v20M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6",
    tone: "bg-green-50 text-green-700",
  },
  new_message: { d: "M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z", tone: "bg-sky-50 text-sky-700" },
  milestone_reached: {
    d: "M12 15a7 7 0 1 0 0-14 7 7 0 0 0 0 14ZM8.21 13.89 7 23l5-3 5 3-1.21-9.12",
    tone: "bg-amber-50 text-amber-700",
  },
  content_published: { d: "M4 4h16v16H4zM10 8.5l5 3.5-5 3.5Z", tone: "bg-brand-50 text-brand-700" },
  daily_routine: {
    d: "M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z",
    tone: "bg-brand-50 text-brand-700",
  },
  tip_received: {
    d: "M20 12v10H4V12M2 7h20v5H2zM12 22V7M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7ZM12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7Z",
    tone: "bg-green-50 text-green-700",
  },
  post_purchased: {
    d: "M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4ZM3 6h18M16 10a4 4 0 0 1-8 0",
    tone: "bg-green-50 text-green-700",
  },
  subscription_renewal: { d: "M21 12a9 9 0 1 1-2.64-6.36L21 8M21 3v5h-5", tone: "bg-green-50 text-green-700" },
  payment_failed: {
    d: "M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0ZM12 9v4M12 17h.01",
    tone: "bg-red-50 text-red-700",
  },
  content_liked: {
    d: "M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z",
    tone: "bg-rose-50 text-rose-700",
  },
  influencer_update: {
    d: "M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1ZM15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13",
    tone: "bg-brand-50 text-brand-700",
  },
  coaching_comment: {
    d: "M21 11.5a8.38 8.38 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.38 8.38 0 0 1-3.8-.9L3 21l1.9-5.7a8.38 8.38 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.38 8.38 0 0 1 3.8-.9h.5a8.48 8.48 0 0 1 8 8v.5Z",
    tone: "bg-sky-50 text-sky-700",
  },
  plan_assigned: {
    d: "M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2M9 5a2 2 0 0 0 2 2h2a2 2 0 0 0 2-2M9 5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2M9 14l2 2 4-4",
    tone: "bg-brand-50 text-brand-700",
  },
  support_answered: {
    d: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3M12 17h.01",
    tone: "bg-sky-50 text-sky-700",
  },
  checkin_comment: {
    d: "M21 11.5a8.38 8.38 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.38 8.38 0 0 1-3.8-.9L3 21l1.9-5.7a8.38 8.38 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.38 8.38 0 0 1 3.8-.9h.5a8.48 8.48 0 0 1 8 8v.5Z",
    tone: "bg-sky-50 text-sky-700",
  },
  checkin_submitted: {
    d: "M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8ZM14 2v6h6M9 15l2 2 4-4",
    tone: "bg-brand-50 text-brand-700",
  },
  live_session_scheduled: {
    d: "M23 7l-7 5 7 5V7ZM14 5H3a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Z",
    tone: "bg-brand-50 text-brand-700",
  },
  live_session_started: {
    d: "M23 7l-7 5 7 5V7ZM14 5H3a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Z",
    tone: "bg-red-50 text-red-700",
  },
  creator_suspended: {
    d: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM4.93 4.93l14.14 14.14",
    tone: "bg-red-50 text-red-700",
  },
  video_ready: { d: "M4 4h16v16H4zM10 8.5l5 3.5-5 3.5Z", tone: "bg-green-50 text-green-700" },
  video_failed: {
    d: "M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0ZM12 9v4M12 17h.01",
    tone: "bg-red-50 text-red-700",
  },
};

export function NotificationIcon({ type, className }: { type: NotificationType; className?: string }) {
  const { d, tone } = icons[type];
  return (
    <span
      aria-hidden="true"
      className={clsx("flex h-10 w-10 shrink-0 items-center justify-center rounded-full", tone, className)}
    >
      <PathIcon d={d} />
    </span>
  );
}
