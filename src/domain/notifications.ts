// Notifications: what happened, for whom, and the small facts each kind carries. The server
// stores the kind and its facts; the web words them in the reader's language.
import { z } from "zod";
import type { Tier } from "./memberships";
import type { VideoFailureReason } from "./video";

export const notificationTypes = [
  "new_subscriber",
  "payment_received",
  "new_message",
  "milestone_reached",
  "content_published",
  "daily_routine",
  "subscription_renewal",
  "payment_failed",
  "content_liked",
  "creator_suspended",
  "influencer_update",
  "plan_assigned",
  "coaching_comment",
  "support_answered",
  "checkin_submitted",
  "checkin_comment",
  "video_ready",
  "video_failed",
  "live_session_scheduled",
  "live_session_started",
  "tip_received",
  "post_purchased",
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Spec 9: the creator overview's recent activity shows the last 5. */
export const RECENT_ACTIVITY_COUNT = 5;
export const NOTIFICATION_PAGE_SIZE = 20;
/** Subscriber counts that earn the creator a milestone notification. */
export const SUBSCRIBER_MILESTONES = [10, 100, 1000] as const;
/** Workouts (posts a follower has watched, each counted once a day) that earn a follower a milestone. */
export const WORKOUT_MILESTONES = [10, 50, 100, 500] as const;

/** A person or creator a notification names. */
export interface NamedUser {
  username: string;
  name: string;
}

export interface NotificationFacts {
  new_subscriber: { follower: NamedUser; tier: Tier };
  payment_received: { follower: NamedUser; tier: Tier; amountCents: number; currency: string };
  new_message: { from: NamedUser; conversationId: string; count: number };
  /** A creator's members (no `of`, as stored before followers had milestones) or a follower's workouts. */
  milestone_reached: { milestone: number; of?: "workouts" };
  content_published: { creator: NamedUser; postId: string; title: string; postType: "video" | "image" | "text" };
  daily_routine: { creator: NamedUser; date: string };
  subscription_renewal: { creator: NamedUser; tier: Tier; amountCents: number; currency: string };
  payment_failed: { creator: NamedUser; tier: Tier; amountCents: number; currency: string };
  /** A member saved one of the creator's posts to their favorites. */
  content_liked: { follower: NamedUser; postId: string; title: string };
  /** The platform suspended a creator the member pays: the membership ends with its paid period. */
  creator_suspended: { creator: NamedUser; endsAt: string | null };
  /** A creator's short update to all their members. */
  influencer_update: { creator: NamedUser; text: string };
  /** A creator gave the member a program (personal coaching, ALL STAR). */
  plan_assigned: { creator: NamedUser; assignmentId: string; name: string; startDate: string };
  /** A comment in the thread of a logged session: from the coach to the member, or back. */
  coaching_comment: { from: NamedUser; assignmentId: string; dayIndex: number; memberId: string; text: string };
  /** The platform's team answered the user's support request. */
  support_answered: { requestId: string; subject: string };
  /** An ALL STAR member sent the creator their weekly check-in. */
  checkin_submitted: { member: NamedUser; checkinId: string; weekStart: string };
  /** A comment in the thread of a weekly check-in, from the coach or the member; `creator` names the coach. */
  checkin_comment: { from: NamedUser; checkinId: string; creator: string; weekStart: string; text: string };
  /** The creator's video post finished transcoding: published, scheduled or kept as a draft, as they chose. */
  video_ready: { postId: string; title: string; postStatus: "published" | "scheduled" | "draft" };
  /** Transcoding failed: the post went on with its original file; `reason` says why (a code the web words). */
  video_failed: { postId: string; title: string; reason: VideoFailureReason };
  /** A creator scheduled a live session for the member's tier; `startsAt` is an ISO time. */
  live_session_scheduled: { creator: NamedUser; sessionId: string; title: string; startsAt: string };
  /** A live session the member may watch has started. */
  live_session_started: { creator: NamedUser; sessionId: string; title: string };
  /** A member tipped the creator, perhaps from a post (`post`) and with a note. */
  tip_received: {
    follower: NamedUser;
    amountCents: number;
    currency: string;
    note: string | null;
    post: { id: string; title: string } | null;
  };
  /** A member bought one of the creator's pay-per-view posts. */
  post_purchased: { follower: NamedUser; amountCents: number; currency: string; post: { id: string; title: string } };
}

export type NotificationView = {
  [Type in NotificationType]: {
    id: string;
    type: Type;
    data: NotificationFacts[Type];
    createdAt: string;
    read: boolean;
  };
}[NotificationType];

export interface NotificationPage {
  notifications: NotificationView[];
  nextCursor: string | null;
}

/** Which emails a user gets while away; all on until they say otherwise. */
export interface EmailPreferences {
  /** A new message still unread after 15 minutes. */
  messages: boolean;
  /** A reply still unread after 15 minutes: a coach's or client's comment, an answer to a support request. */
  replies: boolean;
  /** A renewal that failed, and what happens next. */
  payments: boolean;
  /** Monday's email to members: the week's new posts, their plan's week ahead, their records. */
  weeklyTips: boolean;
}
export type EmailPreferenceKind = keyof EmailPreferences;
export const emailPreferenceKinds = [
  "messages",
  "replies",
  "payments",
  "weeklyTips",
] as const satisfies readonly EmailPreferenceKind[];

/** A message unread this long is also emailed (when the receiver wants that). */
export const UNREAD_MESSAGE_EMAIL_DELAY_MINUTES = 15;

/**
 * Notifications that are also emailed when left unread ("away"): replies that wait on the user.
 * Adding a type is this one line plus its words in the email catalogs (`away.<type>.subject` and
 * `away.<type>.line`, whose {placeholders} are the notification's facts); the email preference
 * they follow is `replies`.
 */
export const awayEmailedNotificationTypes = [
  "coaching_comment",
  "checkin_comment",
  "support_answered",
  "live_session_scheduled",
  "live_session_started",
] as const satisfies readonly NotificationType[];
export type AwayEmailedNotificationType = (typeof awayEmailedNotificationTypes)[number];

/** One of those notifications unread this long is emailed: the same wait as a message. */
export const UNREAD_NOTIFICATION_EMAIL_DELAY_MINUTES = UNREAD_MESSAGE_EMAIL_DELAY_MINUTES;
/**
 * Older than this, an unread notification is stale news and never emailed. It is also why the
 * notifications already stored when the emails began (or when a type joins the list) are not all
 * emailed at once: only the last day's unread ones can be.
 */
export const UNREAD_NOTIFICATION_EMAIL_MAX_AGE_HOURS = 24;

/** Hints the live stream sends: which parts of the screen are stale. */
export const liveTopics = [
  "messages",
  "notifications",
  "coaching",
  "community",
  "support",
  "videos",
  "live_sessions",
] as const;
export type LiveTopic = (typeof liveTopics)[number];
export interface LiveHint {
  topics: LiveTopic[];
  /** The conversation that changed, when the hint is about messages. */
  conversationId?: string;
}

/** A creator's update to their members: short, like a status, and a few a day at most. */
export const CREATOR_UPDATE_MAX_LENGTH = 280;
export const CREATOR_UPDATES_PER_DAY = 3;

export const creatorUpdateSchema = z.object({
  text: z.string().trim().min(1, "validation.required").max(CREATOR_UPDATE_MAX_LENGTH, "validation.tooLong"),
});
export type CreatorUpdateInput = z.infer<typeof creatorUpdateSchema>;
