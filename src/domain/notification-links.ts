// Where a notification leads: the conversation, the post's or update's creator, the subscribers,
// the creator's tips, the follower's home, the member's subscriptions or the answered support
// request. Shared by the web's notification list and the emails that tell of an unread one, so
// both lead to one place.
import type { NotificationFacts, NotificationType } from "./notifications";
import { homePathFor, type Role } from "./roles";

/** What a link needs of a notification: its kind and facts (one in the list, or one being emailed). */
export type LinkedNotification = {
  [Type in NotificationType]: { type: Type; data: NotificationFacts[Type] };
}[NotificationType];

/** The profile opened on a tab (`?tab=content`; see the web's ProfileTabs). */
const creatorProfilePath = (username: string, tab: "content" | "routine") =>
  `/influencer/${encodeURIComponent(username)}?tab=${tab}`;

export function notificationLink(notification: LinkedNotification, role: Role): string | null {
  switch (notification.type) {
    case "new_message":
      return `${homePathFor(role)}/inbox?conversation=${encodeURIComponent(notification.data.conversationId)}`;
    case "content_published":
      return notification.data.creator.username
        ? creatorProfilePath(notification.data.creator.username, "content")
        : null;
    case "daily_routine":
      return notification.data.creator.username
        ? creatorProfilePath(notification.data.creator.username, "routine")
        : null;
    case "influencer_update":
      return notification.data.creator.username
        ? `/influencer/${encodeURIComponent(notification.data.creator.username)}`
        : null;
    case "content_liked":
    case "post_purchased":
    case "video_ready":
    case "video_failed":
      return "/dashboard/influencer/posts";
    case "plan_assigned":
      return "/dashboard/follower/plan";
    case "checkin_submitted":
      return "/dashboard/influencer/check-ins";
    case "checkin_comment":
      return role === "influencer"
        ? "/dashboard/influencer/check-ins"
        : `/dashboard/follower/check-in?creator=${encodeURIComponent(notification.data.creator)}`;
    case "coaching_comment": {
      const { assignmentId, dayIndex, memberId } = notification.data;
      return role === "influencer"
        ? `/dashboard/influencer/clients/${encodeURIComponent(memberId)}/${assignmentId}/${dayIndex}`
        : `/dashboard/follower/plan/${assignmentId}/${dayIndex}`;
    }
    case "milestone_reached":
      return notification.data.of === "workouts" ? "/dashboard/follower" : "/dashboard/influencer/subscribers";
    case "new_subscriber":
    case "payment_received":
      return "/dashboard/influencer/subscribers";
    case "tip_received":
      return "/dashboard/influencer/tips";
    case "subscription_renewal":
    case "payment_failed":
    case "creator_suspended":
      return "/dashboard/follower/subscriptions";
    case "live_session_scheduled":
    case "live_session_started":
      return `/dashboard/follower/live/${encodeURIComponent(notification.data.sessionId)}`;
    case "support_answered":
      return `/support?request=${encodeURIComponent(notification.data.requestId)}#support-requests`;
  }
}
