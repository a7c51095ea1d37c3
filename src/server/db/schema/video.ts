// Video posts' streaming files, captions and where each viewer stopped.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { ChosenPostStatus } from "../../../domain/content";
import type { Rendition, VideoFailureReason, VideoStatus } from "../../../domain/video";
import { users } from "./auth";
import { posts } from "./content";
import { timestamps } from "./columns";

/**
 * One row per uploaded video post, made with the post (status processing) and worked by the
 * transcoding job. The job claims a row by setting `claimedAt` (skip locked); a claim older than
 * the job's expiry is taken again, which is how a crashed attempt is retried. Each attempt writes
 * under its own prefix, and `publishedPrefix` moves to it in the one UPDATE that marks the row
 * ready, so a reader never sees half an attempt.
 */
export const postVideos = pgTable(
  "post_videos",
  {
    postId: uuid()
      .primaryKey()
      .references(() => posts.id, { onDelete: "cascade" }),
    status: text().$type<VideoStatus>().notNull().default("processing"),
    /** 0-100, of the current attempt. */
    progress: smallint().notNull().default(0),
    /** Why it failed, for the creator (src/domain/video.ts videoFailureReasons). */
    failureReason: text().$type<VideoFailureReason>(),
    /** The post's status once ready: what the creator asked for (published, scheduled, draft). */
    targetStatus: text().$type<ChosenPostStatus>().notNull(),
    sourceWidth: integer(),
    sourceHeight: integer(),
    sourceDurationSeconds: real(),
    renditions: jsonb().$type<Rendition[]>().notNull().default([]),
    /** Storage prefix of the published attempt (`private/videos/<post>/<attempt>/`); null until ready. */
    publishedPrefix: text(),
    posterWidths: jsonb().$type<number[]>().notNull().default([]),
    hasPreview: boolean().notNull().default(false),
    /** The creator may turn the preview for locked viewers off. */
    previewEnabled: boolean().notNull().default(true),
    attempts: smallint().notNull().default(0),
    /** The attempt working now (its prefix); a retry removes its files first. */
    attemptId: uuid(),
    claimedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    check("post_videos_status", sql`${table.status} in ('processing', 'ready', 'failed')`),
    check("post_videos_target", sql`${table.targetStatus} in ('draft', 'scheduled', 'published')`),
    check("post_videos_failure", sql`${table.failureReason} in ('unreadable', 'transcode_failed')`),
    check("post_videos_progress", sql`${table.progress} between 0 and 100`),
    // The job's queue: rows still processing, oldest claim (or none) first.
    index("post_videos_queue_idx")
      .on(table.claimedAt, table.createdAt)
      .where(sql`${table.status} = 'processing'`),
  ],
);

/** A WebVTT file per language the creator uploaded for a video post. */
export const videoCaptions = pgTable(
  "video_captions",
  {
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    language: text().notNull(),
    storageKey: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.language] }),
    check("video_captions_language", sql`${table.language} in ('en', 'es', 'fr', 'pt-BR')`),
  ],
);

/** Where a viewer stopped in a video, to resume there. */
export const videoWatchProgress = pgTable(
  "video_watch_progress",
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    seconds: real().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.postId] }),
    index("video_watch_progress_post_idx").on(table.postId),
  ],
);
