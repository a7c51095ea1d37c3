// Support requests from /support and their threads: the owners' answers and the requester's replies.
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const supportRequests = pgTable(
  "support_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    requesterId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text().notNull(),
    message: text().notNull(),
    status: text({ enum: ["open", "answered"] })
      .notNull()
      .default("open"),
    /**
     * The requester's best paid tier when they asked (null: none). Kept with the request so the
     * owners' order stays still while they page through it, and says what the member had then.
     */
    priorityTier: text({ enum: ["pro", "all_star"] }),
    /** The re-encoded screenshot's private storage key (never under public/), or null. */
    screenshotKey: text(),
    screenshotType: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // The requester's own list, newest first, and the hourly limit counted from it.
    index("support_requests_requester_idx").on(table.requesterId, table.createdAt.desc(), table.id.desc()),
    // The owners' list: open before answered, priority before the rest, then oldest first.
    index("support_requests_queue_idx").on(
      sql`(${table.status} = 'answered')`,
      sql`(${table.priorityTier} is null)`,
      table.createdAt,
      table.id,
    ),
    check("support_requests_status", sql`${table.status} in ('open', 'answered')`),
    check("support_requests_priority", sql`${table.priorityTier} in ('pro', 'all_star')`),
    check("support_requests_screenshot", sql`(${table.screenshotKey} is null) = (${table.screenshotType} is null)`),
  ],
);

/**
 * A message of a request's thread after the request itself: an owner's answer ("team") or the
 * requester's reply ("requester"). One table, so the thread is one index range in (created_at, id)
 * order; rows written before replies existed are the team's answers (the column's default).
 */
export const supportAnswers = pgTable(
  "support_answers",
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => supportRequests.id, { onDelete: "cascade" }),
    /** Who wrote it; the message stays when their account goes. */
    authorId: text().references(() => users.id, { onDelete: "set null" }),
    writtenBy: text({ enum: ["team", "requester"] })
      .notNull()
      .default("team"),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("support_answers_request_idx").on(table.requestId, table.createdAt, table.id),
    // The author's foreign key, and the requester's hourly limit on replies counted from it.
    index("support_answers_author_idx").on(table.authorId, table.createdAt),
    check("support_answers_written_by", sql`${table.writtenBy} in ('team', 'requester')`),
  ],
);
