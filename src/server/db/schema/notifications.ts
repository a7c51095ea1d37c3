// Notifications for one user each, the fan-outs that make them for many members in a
// background job, and which emails a user wants while away.
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { notificationTypes } from "../../../domain/notifications";
import { users } from "./auth";
import { updatedAt } from "./columns";
import { tier } from "./memberships";

export const notificationType = pgEnum("notification_type", notificationTypes);

const userRef = () =>
  text()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const notifications = pgTable(
  "notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    type: notificationType().notNull(),
    /** The facts the web words in the reader's language (domain NotificationFacts). */
    data: jsonb().notNull(),
    /** Makes an event notify once however often it is seen (a replayed webhook, a milestone). */
    dedupeKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
    /**
     * When the job that emails unread replies (domain awayEmailedNotificationTypes) took it: each
     * is considered once, whether or not its user wants the email. Stays empty for other types.
     */
    emailedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("notifications_user_time_idx").on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("notifications_unread_idx")
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    uniqueIndex("notifications_dedupe_unique").on(table.userId, table.dedupeKey),
    /**
     * The email job's claim: unread and not yet emailed, of the emailed types, in a window of
     * creation times. Not narrowed to those types here, so adding one needs no new index.
     */
    index("notifications_email_pending_idx")
      .on(table.type, table.createdAt)
      .where(sql`${table.readAt} is null and ${table.emailedAt} is null`),
  ],
);

export const fanoutKind = pgEnum("fanout_kind", ["content_published", "daily_routine", "influencer_update"]);

/**
 * One event to tell many members (a new post, a routine change), written in the request's
 * transaction and worked off in batches by a job, keyset by follower id.
 */
export const notificationFanouts = pgTable(
  "notification_fanouts",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: fanoutKind().notNull(),
    creatorId: userRef(),
    /** Members from this tier up are told. */
    minTier: tier().notNull(),
    data: jsonb().notNull(),
    /** One fan-out per event (daily_routine: per creator and day). */
    dedupeKey: text().notNull().unique(),
    /** The last follower id told; the next batch starts after it. */
    cursor: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("notification_fanouts_pending_idx")
      .on(table.createdAt)
      .where(sql`${table.finishedAt} is null`),
    /** A creator's updates of the last day, counted against their daily limit. */
    index("notification_fanouts_creator_kind_time_idx").on(table.creatorId, table.kind, table.createdAt),
  ],
);

/** Emails a user gets while away; no row means all on. */
export const emailPreferences = pgTable("email_preferences", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  messages: boolean().notNull().default(true),
  replies: boolean().notNull().default(true),
  payments: boolean().notNull().default(true),
  weeklyTips: boolean().notNull().default(true),
  updatedAt: updatedAt(),
});
