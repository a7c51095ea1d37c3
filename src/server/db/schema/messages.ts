// Direct messages: one conversation per creator and follower, its messages, who blocked whom,
// and messages reported to the platform's owners. A deleted account leaves its messages with
// the other person (sender shown as 'Unknown User'), so user references here are set null.
import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

const personRef = () => text().references(() => users.id, { onDelete: "set null" });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const conversations = pgTable(
  "conversations",
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: personRef(),
    followerId: personRef(),
    createdAt: createdAt(),
    /** Orders each inbox, newest first; moved by every message. */
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("conversations_pair_unique").on(table.creatorId, table.followerId),
    index("conversations_creator_inbox_idx").on(
      table.creatorId,
      table.lastMessageAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("conversations_follower_inbox_idx").on(
      table.followerId,
      table.lastMessageAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export const directMessages = pgTable(
  "direct_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: personRef(),
    receiverId: personRef(),
    body: text().notNull(),
    /** The client's id for the message: a retried send is stored once. */
    clientMessageId: uuid(),
    createdAt: createdAt(),
    /** Set when the receiver opens the conversation: the sender's read tick. */
    readAt: timestamp({ withTimezone: true }),
    /** Set once an unread message has been emailed to its receiver (or found not to need it). */
    emailedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("direct_messages_thread_idx").on(
      table.conversationId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    uniqueIndex("direct_messages_client_id_unique").on(table.senderId, table.clientMessageId),
    // The sender's rate limit counts their recent messages.
    index("direct_messages_sender_time_idx").on(table.senderId, table.createdAt),
    // Unread counts per receiver and per conversation stay small however long the history.
    index("direct_messages_unread_idx")
      .on(table.receiverId, table.conversationId)
      .where(sql`${table.readAt} is null`),
    index("direct_messages_unemailed_idx")
      .on(table.createdAt)
      .where(sql`${table.readAt} is null and ${table.emailedAt} is null`),
    check("direct_messages_body_length", sql`char_length(${table.body}) between 1 and 500`),
  ],
);

/** Either side of a conversation may block the other: the blocked one can no longer send. */
export const messageBlocks = pgTable(
  "message_blocks",
  {
    blockerId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index("message_blocks_blocked_idx").on(table.blockedId),
  ],
);

/** A received message reported to the owners, waiting in their moderation queue. */
export const messageReports = pgTable(
  "message_reports",
  {
    id: uuid().primaryKey().defaultRandom(),
    messageId: uuid()
      .notNull()
      .references(() => directMessages.id, { onDelete: "cascade" }),
    reporterId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text().notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("message_reports_once_unique").on(table.messageId, table.reporterId),
    index("message_reports_open_idx")
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
  ],
);
