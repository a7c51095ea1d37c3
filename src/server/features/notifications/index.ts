// What the notifications feature offers other features: hooks, functions and types (never components).
export { AWAY_EMAIL_JOB, emailUnreadReplies } from "./away-emails";
export { devUnreadRepliesRoutes } from "./dev-routes";
export { FANOUT_JOB, announcePost, announceRoutineChange } from "./announcements";
export { getEmailPreferences, listUnsubscribeHeaders, unsubscribeLinks } from "./email-preferences";
export { runNotificationFanouts } from "./fanout";
export { notifyMilestones, notifyWorkoutMilestones } from "./milestones";
export { namedUser, notify, notifyNewMessage } from "./notify";
export { unreadNotificationCount } from "./service";
export { emailUnreadMessages } from "./unread-emails";
