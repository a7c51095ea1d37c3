// Posts with their files, finished uploads waiting to be attached, views, and favorites.
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { postCategories, postStatuses, postTypes } from "../../../domain/content";
import { users } from "./auth";
import { tier } from "./memberships";
import { timestamps } from "./columns";

export const postCategory = pgEnum("post_category", postCategories);
export const postType = pgEnum("post_type", postTypes);
export const postStatus = pgEnum("post_status", postStatuses);
export const uploadKind = pgEnum("upload_kind", ["video", "image", "thumbnail"]);

/** A file that finished uploading, checked by content, stored privately, not yet part of a post. */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid().primaryKey(),
    ownerId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: uploadKind().notNull(),
    storageKey: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: bigint({ mode: "number" }).notNull(),
    /** Set once a post uses the file; unattached uploads are removed after a day. */
    postId: uuid(),
    /** Set once a routine block uses the file (a block's video). */
    routineId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("uploads_owner_idx").on(table.ownerId, table.createdAt),
    index("uploads_post_idx").on(table.postId),
    index("uploads_routine_idx").on(table.routineId),
  ],
);

export const posts = pgTable(
  "posts",
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull().default(""),
    category: postCategory().notNull(),
    type: postType().notNull(),
    requiredTier: tier().notNull(),
    status: postStatus().notNull(),
    /** Private storage key of the video or image; never sent to a client. */
    mediaKey: text(),
    mediaMimeType: text(),
    mediaSizeBytes: bigint({ mode: "number" }),
    /** Private storage key of the full thumbnail; locked viewers get only the blurred teaser. */
    thumbnailKey: text(),
    /** Public storage key of the blurred teaser image (prefix public/). */
    teaserKey: text(),
    /** Bytes of the files the server made for the post (derived thumbnail, teaser), for the creator's storage quota. */
    generatedBytes: bigint({ mode: "number" }).notNull().default(0),
    durationSeconds: integer(),
    viewCount: integer().notNull().default(0),
    /** How many members saved the post; kept with each favorite and unfavorite. */
    favoriteCount: integer().notNull().default(0),
    publishedAt: timestamp({ withTimezone: true }),
    /** When a scheduled post is to be published (status "scheduled"); the publishing job sets it live. */
    scheduledFor: timestamp({ withTimezone: true }),
    /**
     * Step-down release: an ALL STAR post opens to PRO this many days after publishing, and any
     * post opens to everyone (Rookie) after `opensToEveryoneAfterDays`. Null: it never steps down.
     */
    opensToProAfterDays: smallint(),
    opensToEveryoneAfterDays: smallint(),
    /** Pay-per-view: a member below its tier may also open it for good by paying this once. Null: tier only. */
    unlockPriceCents: integer(),
    /** Hidden by the platform owner (moderation): visible to nobody but its creator. */
    hiddenAt: timestamp({ withTimezone: true }),
    /** Why the owner hid it, shown to its creator. */
    hiddenReason: text(),
    ...timestamps(),
  },
  (table) => [
    index("posts_creator_created_idx").on(
      table.creatorId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("posts_published_idx")
      .on(table.creatorId, table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'published' and ${table.hiddenAt} is null`),
    // The publishing job's queue. Not keyed on the status: a new enum value cannot be used in the
    // transaction that adds it, and the job clears `scheduled_for` when it publishes.
    index("posts_scheduled_idx")
      .on(table.scheduledFor)
      .where(sql`${table.scheduledFor} is not null`),
    check(
      "posts_unlock_price",
      sql`${table.unlockPriceCents} is null or (${table.unlockPriceCents} between 100 and 20000 and ${table.requiredTier} <> 'rookie')`,
    ),
  ],
);

/** The images of an image post, in gallery order (up to 5). Position 0 is also `posts.mediaKey`. */
export const postImages = pgTable(
  "post_images",
  {
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    position: smallint().notNull(),
    /** Private storage key; never sent to a client. */
    storageKey: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: bigint({ mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.position] }),
    check("post_images_position", sql`${table.position} between 0 and 4`),
  ],
);

/** One view per viewer per post per day (DECISIONS.md). */
export const postViews = pgTable(
  "post_views",
  {
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    viewerId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.viewerId, table.day] }),
    index("post_views_viewer_day_idx").on(table.viewerId, table.day),
    // The creator's analytics: today's views per post live, and each day's views for the rollup job.
    index("post_views_post_day_idx").on(table.postId, table.day),
    index("post_views_day_idx").on(table.day),
  ],
);

export const favorites = pgTable(
  "favorites",
  {
    followerId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.postId] }),
    index("favorites_follower_created_idx").on(table.followerId, table.createdAt),
    // Favorites per post and per day feed the creator's analytics.
    index("favorites_post_created_idx").on(table.postId, table.createdAt),
    index("favorites_created_idx").on(table.createdAt),
  ],
);
