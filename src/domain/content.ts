// Posts: categories, types, the files each type takes, and the post form's schema.
import { z } from "zod";
import type { ImageUrls } from "./images";
import { MAX_IMAGE_IDS_IN_REQUEST } from "./gallery";
import { tiers, type Tier } from "./memberships";
import { refineRelease, releaseFields, type ReleaseNotice } from "./release";
import { unlockPriceField } from "./pay-per-view";
import type { OwnVideoState } from "./video";

export const postCategories = ["workout", "nutrition", "supplements", "recovery", "motivation", "lifestyle"] as const;
export type PostCategory = (typeof postCategories)[number];

export const postTypes = ["video", "image", "text"] as const;
export type PostType = (typeof postTypes)[number];

/**
 * A scheduled post is published by a job at its `scheduledFor` time. A video post is "processing"
 * while its streaming renditions are made; only the server sets that, so forms choose among the others.
 */
export const postStatuses = ["draft", "scheduled", "published", "processing"] as const;
export type PostStatus = (typeof postStatuses)[number];
export const chosenPostStatuses = ["draft", "scheduled", "published"] as const;
export type ChosenPostStatus = (typeof chosenPostStatuses)[number];

export const videoMimeTypes = ["video/mp4", "video/webm", "video/ogg", "video/quicktime", "video/x-msvideo"] as const;
export const pictureMimeTypes = ["image/jpeg", "image/png", "image/webp"] as const;

const MB = 1024 * 1024;
export const uploadLimits = {
  video: { maxBytes: 500 * MB, mimeTypes: videoMimeTypes },
  image: { maxBytes: 10 * MB, mimeTypes: pictureMimeTypes },
  thumbnail: { maxBytes: 10 * MB, mimeTypes: pictureMimeTypes },
} as const;
export type UploadKind = keyof typeof uploadLimits;

/**
 * What one creator may hold outside posts. Unfinished uploads are resumable for a day; finished
 * ones no post uses are removed after a day. An unfinished upload counts as unattached too, by
 * its declared size, since that is what it becomes when its last byte arrives.
 */
export const uploadQuota = {
  unfinished: { maxCount: 5, maxBytes: 1536 * MB },
  unattached: { maxCount: 20, maxBytes: 2048 * MB },
} as const;

/** Unfinished and unattached uploads are kept this long, then removed. */
export const ABANDONED_UPLOAD_AFTER_MS = 24 * 60 * 60 * 1000;

/** Whether a file of this real type and size may be uploaded as this kind. */
export function checkUpload(
  kind: UploadKind,
  mimeType: string | null,
  size: number,
): "ok" | "type_not_allowed" | "too_large" {
  const limit = uploadLimits[kind];
  if (!mimeType || !(limit.mimeTypes as readonly string[]).includes(mimeType)) return "type_not_allowed";
  return size > limit.maxBytes ? "too_large" : "ok";
}

/** Video and image posts need their file; text posts have none. */
export const postNeedsFile = (type: PostType) => type !== "text";

export const postSchema = z
  .object({
    title: z.string().trim().min(1, "validation.titleRequired").max(150, "validation.tooLong"),
    description: z.string().trim().max(5000, "validation.tooLong").default(""),
    category: z.enum(postCategories).default("workout"),
    type: z.enum(postTypes).default("text"),
    requiredTier: z.enum(tiers).default("rookie"),
    status: z.enum(chosenPostStatuses).default("published"),
    /** Ids of finished uploads (see the uploads API). */
    mediaUploadId: z.string().uuid().nullish(),
    /** An image post's pictures in gallery order (src/domain/gallery.ts); the first is its media. */
    imageUploadIds: z.array(z.string().uuid()).max(MAX_IMAGE_IDS_IN_REQUEST).optional(),
    thumbnailUploadId: z.string().uuid().nullish(),
    durationSeconds: z
      .number()
      .int()
      .min(0)
      .max(24 * 3600)
      .nullish(),
    unlockPriceCents: unlockPriceField,
    ...releaseFields,
  })
  .refine((post) => !postNeedsFile(post.type) || Boolean(post.mediaUploadId || post.imageUploadIds?.length), {
    path: ["mediaUploadId"],
    message: "validation.fileRequired",
  })
  .refine((post) => !post.unlockPriceCents || post.requiredTier !== "rookie", {
    path: ["unlockPriceCents"],
    message: "validation.unlockPriceNeedsTier",
  })
  .superRefine(refineRelease);
export type PostInput = z.input<typeof postSchema>;

/** What may change on an existing post (DECISIONS.md: title, description, category, tier, thumbnail, publish). */
export const postEditSchema = z
  .object({
    title: z.string().trim().min(1, "validation.titleRequired").max(150, "validation.tooLong").optional(),
    description: z.string().trim().max(5000, "validation.tooLong").optional(),
    category: z.enum(postCategories).optional(),
    requiredTier: z.enum(tiers).optional(),
    status: z.enum(chosenPostStatuses).optional(),
    thumbnailUploadId: z.string().uuid().nullish(),
    /** A price sets or changes it, null stops selling the post (purchases made stay open). */
    unlockPriceCents: unlockPriceField,
    ...releaseFields,
  })
  .refine((post) => !post.unlockPriceCents || post.requiredTier !== "rookie", {
    path: ["unlockPriceCents"],
    message: "validation.unlockPriceNeedsTier",
  })
  .superRefine(refineRelease);

/** The moment of a video to use as its thumbnail: min(1 s, 10% of the duration). */
export const thumbnailFrameSeconds = (durationSeconds: number) => Math.min(1, durationSeconds * 0.1);

export const LATEST_CONTENT_LIMIT = 6;

/** A post as anyone may list it; locked posts carry only a teaser (no description, no media URL). */
export interface PostCard {
  id: string;
  creator: { username: string; avatarUrls: ImageUrls | null };
  title: string;
  type: PostType;
  category: PostCategory;
  requiredTier: Tier;
  publishedAt: string | null;
  durationSeconds: number | null;
  viewCount: number;
  isLocked: boolean;
  description: string | null;
  thumbnailUrl: string | null;
  mediaUrl: string | null;
  /** How many pictures an image post holds (0 for other types); locked viewers may know it. */
  imageCount: number;
  /** An image post's pictures in gallery order, for open viewers only; null when locked. */
  imageUrls: string[] | null;
  /** Only in answers to a signed-in viewer (never publicly cached): whether they saved the post. */
  isFavorited?: boolean;
  /** A locked post's next opening that matters to the viewer (step-down release); null when none. */
  opensAt?: ReleaseNotice | null;
  /** Pay-per-view: the one-off price that opens it for good besides its tier; null when tier only. */
  unlockPriceCents: number | null;
}

/** The creator's own post: never locked, with its status. */
export interface OwnPost extends PostCard {
  status: PostStatus;
  /** When a scheduled post will be published (ISO UTC). */
  scheduledFor: string | null;
  opensToProAfterDays: number | null;
  opensToEveryoneAfterDays: number | null;
  /** How many members saved it to their favorites. */
  favoriteCount: number;
  /** Hidden by moderation: nobody but the creator sees it. */
  isHidden: boolean;
  /** Why the platform hid it, for its creator's eyes only. */
  hiddenReason: string | null;
  createdAt: string;
  updatedAt: string;
  /** A video post's transcoding (null for other posts and for videos from before renditions). */
  video: OwnVideoState | null;
}
