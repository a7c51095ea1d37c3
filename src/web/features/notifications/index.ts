// What the notifications feature offers other features: hooks, functions and types (never components).
export { notificationKeys, unreadCountKeys, useEmailPreferences, useSaveEmailPreference } from "./queries";
