// Web push: each browser's subscription (where to send and the keys to encrypt with), each user's
// choices, and the outbox of pushes still to deliver, written in the notification's transaction.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { updatedAt } from "./columns";
import { notifications } from "./notifications";

const userRef = () =>
  text()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    /** The push service's URL for this browser; one browser belongs to one account at a time. */
    endpoint: text().notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), for RFC 8291 encryption. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp({ withTimezone: true }),
  },
  (table) => [index("push_subscriptions_user_idx").on(table.userId)],
);

/** No row means every kind on, no quiet hours. */
export const pushPreferences = pgTable(
  "push_preferences",
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    messages: boolean().notNull().default(true),
    posts: boolean().notNull().default(true),
    liveSessions: boolean().notNull().default(true),
    payments: boolean().notNull().default(true),
    coachComments: boolean().notNull().default(true),
    /** Both "HH:MM" or both null (no quiet hours). */
    quietStart: text(),
    quietEnd: text(),
    timeZone: text().notNull().default("UTC"),
    updatedAt: updatedAt(),
  },
  (table) => [check("push_preferences_quiet_hours", sql`(${table.quietStart} is null) = (${table.quietEnd} is null)`)],
);

/**
 * One push to deliver per notification: a second message in the same unread conversation bumps
 * the row (one push, not a burst). Deleted once delivered or dropped.
 */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    notificationId: uuid()
      .primaryKey()
      .references(() => notifications.id, { onDelete: "cascade" }),
    userId: userRef(),
    /** The domain PushPayload sent as it is (ids only). */
    payload: jsonb().notNull(),
    /** Not tried before: quiet hours, or a retry's back-off. */
    notBefore: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("push_outbox_due_idx").on(table.notBefore), index("push_outbox_user_idx").on(table.userId)],
);
