// Live sessions: what a creator scheduled for which tier, its state and stream key, the chat beside
// the video, and members' reports of chat messages.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { liveSessionStatuses } from "../../../domain/live-sessions";
import { users } from "./auth";
import { timestamps } from "./columns";
import { posts } from "./content";
import { tier } from "./memberships";

const statusList = sql.raw(liveSessionStatuses.map((status) => `'${status}'`).join(", "));

export const liveSessions = pgTable(
  "live_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    durationMinutes: integer().notNull(),
    requiredTier: tier().notNull(),
    status: text({ enum: liveSessionStatuses }).notNull().default("scheduled"),
    /** SHA-256 of the stream key OBS sends; the key itself is shown to the creator once. */
    streamKeyHash: text().notNull(),
    /** Whether the recording becomes a post when the session ends (the creator may discard it). */
    keepReplay: boolean().notNull().default(true),
    /** The stored recording, once the session ended with one. */
    recordingKey: text(),
    replayPostId: uuid().references(() => posts.id, { onDelete: "set null" }),
    startedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    // The creator's list, and members' upcoming sessions of the creators they follow.
    index("live_sessions_creator_idx").on(table.creatorId, table.startsAt, table.id),
    index("live_sessions_status_idx").on(table.status, table.startsAt),
    index("live_sessions_replay_post_idx").on(table.replayPostId),
    uniqueIndex("live_sessions_stream_key_idx").on(table.streamKeyHash),
    check("live_sessions_status", sql`${table.status} in (${statusList})`),
    check("live_sessions_title", sql`char_length(${table.title}) between 1 and 120`),
    check("live_sessions_duration", sql`${table.durationMinutes} between 5 and 240`),
  ],
);

export const liveChatMessages = pgTable(
  "live_chat_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => liveSessions.id, { onDelete: "cascade" }),
    authorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("live_chat_messages_session_idx").on(table.sessionId, table.createdAt, table.id),
    // The rolling rate limit counts one author's recent messages.
    index("live_chat_messages_author_idx").on(table.authorId, table.createdAt),
    check("live_chat_messages_body", sql`char_length(${table.body}) between 1 and 500`),
  ],
);

export const liveChatReports = pgTable(
  "live_chat_reports",
  {
    id: uuid().primaryKey().defaultRandom(),
    messageId: uuid()
      .notNull()
      .references(() => liveChatMessages.id, { onDelete: "cascade" }),
    reporterId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetUserId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("live_chat_reports_once_idx").on(table.messageId, table.reporterId),
    index("live_chat_reports_reporter_idx").on(table.reporterId),
    index("live_chat_reports_target_idx").on(table.targetUserId),
  ],
);
