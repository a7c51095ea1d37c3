// A creator's community: who may read and post there, members' and the creator's posts with their
// pictures, comments and reactions, and reports of posts and comments for the owner's queue.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  integer,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { tier } from "./memberships";
import { updatedAt } from "./columns";

/** The creator's setting; no row means the default (every follower reads and writes). */
export const communitySettings = pgTable("community_settings", {
  creatorId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  readTier: tier().notNull().default("rookie"),
  postTier: tier().notNull().default("rookie"),
  updatedAt: updatedAt(),
});

export const communityPosts = pgTable(
  "community_posts",
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text().notNull(),
    pinnedAt: timestamp({ withTimezone: true }),
    commentsClosedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The feed: newest first by keyset, pinned posts read apart (they come first).
    index("community_posts_feed_idx").on(table.creatorId, table.createdAt.desc(), table.id.desc()),
    index("community_posts_pinned_idx")
      .on(table.creatorId, table.pinnedAt)
      .where(sql`${table.pinnedAt} is not null`),
    index("community_posts_author_idx").on(table.authorId),
    check("community_posts_body", sql`char_length(${table.body}) between 1 and 2000`),
  ],
);

/**
 * A picture re-encoded at upload. Until a post takes it (post_id set) only its uploader sees it;
 * untaken pictures are removed by the upload cleanup.
 */
export const communityImages = pgTable(
  "community_images",
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    uploaderId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: uuid().references(() => communityPosts.id, { onDelete: "cascade" }),
    position: smallint().notNull().default(0),
    storageKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("community_images_post_idx").on(table.postId, table.position),
    index("community_images_pending_idx")
      .on(table.uploaderId, table.createdAt)
      .where(sql`${table.postId} is null`),
    index("community_images_creator_idx").on(table.creatorId),
  ],
);

export const communityComments = pgTable(
  "community_comments",
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    authorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("community_comments_post_idx").on(table.postId, table.createdAt, table.id),
    index("community_comments_author_idx").on(table.authorId),
    check("community_comments_body", sql`char_length(${table.body}) between 1 and 1000`),
  ],
);

/** One kind of reaction (a clap): a member reacts to a post once, or not. */
export const communityReactions = pgTable(
  "community_reactions",
  {
    postId: uuid()
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index("community_reactions_user_idx").on(table.userId),
  ],
);

/** A community post or comment someone reported: the platform owner's queue lists the open ones. */
export const communityReports = pgTable(
  "community_reports",
  {
    id: uuid().primaryKey().defaultRandom(),
    subject: text().notNull(),
    postId: uuid()
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    commentId: uuid().references(() => communityComments.id, { onDelete: "cascade" }),
    /** Who wrote the reported post or comment. */
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
    uniqueIndex("community_reports_post_once")
      .on(table.postId, table.reporterId)
      .where(sql`${table.subject} = 'post'`),
    uniqueIndex("community_reports_comment_once")
      .on(table.commentId, table.reporterId)
      .where(sql`${table.subject} = 'comment'`),
    index("community_reports_open_idx")
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
    index("community_reports_comment_idx").on(table.commentId),
    index("community_reports_target_idx").on(table.targetUserId),
    index("community_reports_reporter_idx").on(table.reporterId),
    check("community_reports_subject", sql`${table.subject} in ('post', 'comment')`),
    check("community_reports_comment_subject", sql`(${table.subject} = 'comment') = (${table.commentId} is not null)`),
  ],
);
