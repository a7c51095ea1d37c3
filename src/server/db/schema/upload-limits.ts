// What the per-user upload limits count: uploads still being received, and recent image and video uploads.
import { bigint, bigserial, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { uploadKind } from "./content";

/**
 * A tus upload that was started and has not finished. Its partial file lives in the tus store
 * (one instance's disk or the bucket); the row lets every instance count a creator's open uploads.
 * Removed when the upload finishes, is refused or aborted, and by the cleanup job after a day.
 */
export const unfinishedUploads = pgTable(
  "unfinished_uploads",
  {
    /** The tus upload id, which becomes the uploads row's id once it finishes. */
    id: uuid().primaryKey(),
    ownerId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: uploadKind().notNull(),
    /** As declared by Upload-Length. */
    sizeBytes: bigint({ mode: "number" }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("unfinished_uploads_owner_idx").on(table.ownerId),
    index("unfinished_uploads_created_idx").on(table.createdAt),
  ],
);

/** One accepted attempt to upload a picture (profile image, post image or thumbnail), for the hourly limit. */
export const imageUploadAttempts = pgTable(
  "image_upload_attempts",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("image_upload_attempts_user_idx").on(table.userId, table.createdAt),
    index("image_upload_attempts_created_idx").on(table.createdAt),
  ],
);

/** One accepted start of a video upload, for the creator's hourly video limit. */
export const videoUploadAttempts = pgTable(
  "video_upload_attempts",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("video_upload_attempts_user_idx").on(table.userId, table.createdAt),
    index("video_upload_attempts_created_idx").on(table.createdAt),
  ],
);
