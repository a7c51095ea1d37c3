// Web push: which notifications may reach a member's devices (by kind, each switchable), the quiet
// hours that hold them, and the request bodies of the subscription and preference endpoints.
import { z } from "zod";
import type { NotificationType } from "./notifications";

export const pushKinds = ["messages", "posts", "liveSessions", "payments", "coachComments"] as const;
export type PushKind = (typeof pushKinds)[number];

/**
 * The notification types that are pushed, and the switch each follows. Only what a person would
 * want on their lock screen now: a message, a post they can open (the fan-out only tells members
 * whose tier opens it), a live session starting, a failed payment, a coach's (or client's) comment.
 * Everything else (a new subscriber, a like, a milestone) waits in the bell.
 */
export const pushKindOf = {
  new_message: "messages",
  content_published: "posts",
  live_session_started: "liveSessions",
  payment_failed: "payments",
  coaching_comment: "coachComments",
  checkin_comment: "coachComments",
} as const satisfies Partial<Record<NotificationType, PushKind>>;
export type PushedNotificationType = keyof typeof pushKindOf;
export const pushedNotificationTypes = Object.keys(pushKindOf) as PushedNotificationType[];

export const isPushed = (type: NotificationType): type is PushedNotificationType => type in pushKindOf;

/** "HH:MM", 24-hour. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "validation.time");

export const quietHoursSchema = z.object({ start: clockTimeSchema, end: clockTimeSchema });
export type QuietHours = z.infer<typeof quietHoursSchema>;

/** An IANA zone the runtime knows (Intl throws on any other). */
export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const timeZoneSchema = z.string().min(1).max(64).refine(isTimeZone, "validation.timeZone");

export type PushPreferences = Record<PushKind, boolean> & {
  /** Pushes are held from start to end (it may cross midnight) and sent when they end. */
  quietHours: QuietHours | null;
  timeZone: string;
};

export const defaultPushPreferences: PushPreferences = {
  messages: true,
  posts: true,
  liveSessions: true,
  payments: true,
  coachComments: true,
  quietHours: null,
  timeZone: "UTC",
};

export const pushPreferencesPatchSchema = z
  .object({
    messages: z.boolean(),
    posts: z.boolean(),
    liveSessions: z.boolean(),
    payments: z.boolean(),
    coachComments: z.boolean(),
    quietHours: quietHoursSchema.nullable(),
    timeZone: timeZoneSchema,
  })
  .partial()
  .strict();
export type PushPreferencesPatch = z.infer<typeof pushPreferencesPatchSchema>;

/** Push service keys are base64url: p256dh a 65-byte P-256 point (87 chars), auth 16 bytes (22). */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, "validation.base64url");

export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2048) });

/** What the push itself carries: ids only, so the push service never sees who wrote what. */
export interface PushPayload {
  notificationId: string;
  kind: PushKind;
}

/** What the worker fetches to show one (GET /api/me/push/notifications/:id). */
export interface PushNotificationText {
  title: string;
  body: string;
  url: string;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The wall-clock minute of the day in a zone. */
export function minuteOfDay(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
    .formatToParts(at)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/**
 * How many minutes from `at` until the quiet hours end, or 0 when `at` is outside them. A window
 * whose start equals its end is empty (nothing held), and one may cross midnight (22:00–07:00).
 */
export function minutesUntilQuietHoursEnd(at: Date, quietHours: QuietHours | null, timeZone: string) {
  if (!quietHours) return 0;
  const start = minutesOf(quietHours.start);
  const end = minutesOf(quietHours.end);
  if (start === end) return 0;
  const now = minuteOfDay(at, timeZone);
  const isQuiet = start < end ? now >= start && now < end : now >= start || now < end;
  if (!isQuiet) return 0;
  return (end - now + 24 * 60) % (24 * 60);
}
