// The platform owner's moderation: reports of posts and profiles waiting in the queue (reported
// messages have their own table, messages.ts), and the audit log of every owner action.
import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { posts } from "./content";

export const reportSubject = pgEnum("report_subject", ["post", "profile"]);

/** A post or a profile someone reported. Reporting the same thing again changes nothing. */
export const contentReports = pgTable(
  "content_reports",
  {
    id: uuid().primaryKey().defaultRandom(),
    subject: reportSubject().notNull(),
    postId: uuid().references(() => posts.id, { onDelete: "cascade" }),
    /** The reported profile's user, or the creator of the reported post. */
    targetUserId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reporterId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("content_reports_post_once_unique")
      .on(table.postId, table.reporterId)
      .where(sql`${table.subject} = 'post'`),
    uniqueIndex("content_reports_profile_once_unique")
      .on(table.targetUserId, table.reporterId)
      .where(sql`${table.subject} = 'profile'`),
    index("content_reports_open_idx")
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
    check("content_reports_post_subject", sql`(${table.subject} = 'post') = (${table.postId} is not null)`),
  ],
);

export const moderationAction = pgEnum("moderation_action", [
  "hide_post",
  "unhide_post",
  "suspend_account",
  "restore_account",
  "dismiss_report",
  "remove_community_item",
]);

/** Every owner action, with who, when and why. Rows outlive the people and posts they name. */
export const moderationLog = pgTable(
  "moderation_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    action: moderationAction().notNull(),
    actorId: text().references(() => users.id, { onDelete: "set null" }),
    targetUserId: text().references(() => users.id, { onDelete: "set null" }),
    postId: uuid().references(() => posts.id, { onDelete: "set null" }),
    /** The subject as it read at the time (username or post title), kept when it is gone. */
    targetLabel: text().notNull(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("moderation_log_created_idx").on(table.createdAt.desc(), table.id.desc())],
);
