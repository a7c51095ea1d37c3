// The post payloads: PostCard for anyone who may know the post exists, OwnPost for its creator.
// One select (post + creator username + avatar) serves every list, so a page is one query.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { OwnPost, PostCard, PostCategory, PostStatus, PostType } from "../../../domain/content";
import { imageUrls } from "../../../domain/images";
import type { VideoFailureReason, VideoStatus } from "../../../domain/video";
import type { Tier } from "../../../domain/memberships";
import type { Database } from "../../db/client";
import { posts, postVideos, profiles, users } from "../../db/schema";
import { isoTimestamp, timestampText } from "../../db/timestamp-text";
import { publicUrl } from "./post-files";
import { galleryOfCard, imageCountColumn } from "./post-images";

/** What every post payload is made of: the post as its creator wrote it, with the creator's name and avatar. */
const postBodyColumns = {
  id: posts.id,
  username: users.username,
  avatarKey: profiles.avatarKey,
  title: posts.title,
  description: posts.description,
  type: posts.type,
  category: posts.category,
  requiredTier: posts.requiredTier,
  status: posts.status,
  mediaKey: posts.mediaKey,
  thumbnailKey: posts.thumbnailKey,
  durationSeconds: posts.durationSeconds,
  viewCount: posts.viewCount,
  imageCount: imageCountColumn,
  opensToProAfterDays: posts.opensToProAfterDays,
  opensToEveryoneAfterDays: posts.opensToEveryoneAfterDays,
  unlockPriceCents: posts.unlockPriceCents,
};

/** What a card needs: toPostCard's fields and those of the access check (postAccessFor, release). */
export const cardColumns = {
  ...postBodyColumns,
  creatorId: posts.creatorId,
  teaserKey: posts.teaserKey,
  publishedAt: posts.publishedAt,
  hiddenAt: posts.hiddenAt,
};

export const postRowColumns = {
  ...cardColumns,
  mediaMimeType: posts.mediaMimeType,
  favoriteCount: posts.favoriteCount,
  scheduledFor: posts.scheduledFor,
  hiddenReason: posts.hiddenReason,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
};

/** A video post's transcoding state, for its creator (joined on post_videos by the post's id). */
export const ownVideoColumns = () => ({
  videoStatus: postVideos.status,
  videoProgress: postVideos.progress,
  videoFailureReason: postVideos.failureReason,
});

/**
 * What a list of the creator's own posts needs and no more; its times stay PostgreSQL's text
 * (timestamp-text.ts), createdAt's also serving as the page's cursor.
 */
export const ownPostColumns = {
  ...postBodyColumns,
  favoriteCount: posts.favoriteCount,
  publishedAt: timestampText(posts.publishedAt),
  scheduledFor: timestampText(posts.scheduledFor),
  hiddenAt: timestampText(posts.hiddenAt),
  hiddenReason: posts.hiddenReason,
  createdAt: timestampText(posts.createdAt),
  updatedAt: timestampText(posts.updatedAt),
  ...ownVideoColumns(),
};

/** A row's share of postBodyColumns. */
interface PostBody {
  id: string;
  username: string;
  avatarKey: string | null;
  title: string;
  description: string;
  type: PostType;
  category: PostCategory;
  requiredTier: Tier;
  status: PostStatus;
  mediaKey: string | null;
  thumbnailKey: string | null;
  durationSeconds: number | null;
  viewCount: number;
  imageCount: number;
  opensToProAfterDays: number | null;
  opensToEveryoneAfterDays: number | null;
  unlockPriceCents: number | null;
}

/** A card's row (cardColumns). */
export interface CardRow extends PostBody {
  creatorId: string;
  teaserKey: string | null;
  publishedAt: Date | null;
  hiddenAt: Date | null;
}

/** A whole post's row (postRowColumns). */
export interface PostRow extends CardRow {
  mediaMimeType: string | null;
  favoriteCount: number;
  scheduledFor: Date | null;
  hiddenReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * What an own post is made of (ownPostColumns, or a whole post's row), its times as `Time`: a Date, or PostgreSQL's
 * text.
 */
interface OwnPostSource<Time> extends PostBody {
  favoriteCount: number;
  publishedAt: Time | null;
  scheduledFor: Time | null;
  hiddenAt: Time | null;
  hiddenReason: string | null;
  createdAt: Time;
  updatedAt: Time;
  videoStatus?: VideoStatus | null;
  videoProgress?: number | null;
  videoFailureReason?: VideoFailureReason | null;
}

/** A row of ownPostColumns. */
export type OwnPostTextRow = OwnPostSource<string>;

/** Posts with their creator's name and avatar; add `.where(...)`. */
export const selectPostRows = <Extra extends SelectedFields = Record<never, never>>(db: Database, extra?: Extra) =>
  db
    .select({ ...postRowColumns, ...(extra ?? ({} as Extra)) })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.creatorId))
    .leftJoin(profiles, eq(profiles.userId, posts.creatorId));

// The thumbnail URL changes with the file, so a browser's private cache never shows an old one.
const version = (key: string) => createHash("sha1").update(key).digest("base64url").slice(0, 10);

const thumbnailUrlOf = (row: { id: string; thumbnailKey: string | null }) =>
  row.thumbnailKey && `/api/posts/${row.id}/thumbnail?v=${version(row.thumbnailKey)}`;
const mediaUrlOf = (row: { id: string; mediaKey: string | null }) =>
  row.mediaKey ? `/api/posts/${row.id}/media` : null;

/** Shapes a post for a viewer who may see it whole ("open") or only as a teaser ("locked"). */
export function toPostCard(row: CardRow, access: "open" | "locked"): PostCard {
  const isLocked = access === "locked";
  const gallery = galleryOfCard(row, isLocked);
  return {
    id: row.id,
    creator: { username: row.username, avatarUrls: imageUrls("avatar", row.avatarKey) },
    title: row.title,
    type: row.type,
    category: row.category,
    requiredTier: row.requiredTier,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    durationSeconds: row.durationSeconds,
    viewCount: row.viewCount,
    isLocked,
    // A locked viewer gets nothing that points at the post's own files or text.
    description: isLocked ? null : row.description,
    thumbnailUrl: isLocked ? row.teaserKey && publicUrl(row.teaserKey) : thumbnailUrlOf(row),
    mediaUrl: isLocked ? null : mediaUrlOf(row),
    imageCount: gallery.imageCount,
    imageUrls: gallery.imageUrls,
    unlockPriceCents: row.unlockPriceCents,
  };
}

/**
 * The creator's own post: an open card (same keys, same order) with its status, release and
 * moderation. One literal rather than the card with fields added: V8 builds `{ ...card, and
 * eight more }` in its slow dictionary mode (~20 µs a post), and one shape is written out faster.
 */
function ownPostOf<Time>(row: OwnPostSource<Time>, iso: (time: Time) => string): OwnPost {
  const gallery = galleryOfCard(row, false);
  return {
    id: row.id,
    creator: { username: row.username, avatarUrls: imageUrls("avatar", row.avatarKey) },
    title: row.title,
    type: row.type,
    category: row.category,
    requiredTier: row.requiredTier,
    publishedAt: row.publishedAt === null ? null : iso(row.publishedAt),
    durationSeconds: row.durationSeconds,
    viewCount: row.viewCount,
    isLocked: false,
    description: row.description,
    thumbnailUrl: thumbnailUrlOf(row),
    mediaUrl: mediaUrlOf(row),
    imageCount: gallery.imageCount,
    imageUrls: gallery.imageUrls,
    unlockPriceCents: row.unlockPriceCents,
    status: row.status,
    scheduledFor: row.scheduledFor === null ? null : iso(row.scheduledFor),
    opensToProAfterDays: row.opensToProAfterDays,
    opensToEveryoneAfterDays: row.opensToEveryoneAfterDays,
    favoriteCount: row.favoriteCount,
    isHidden: row.hiddenAt !== null,
    hiddenReason: row.hiddenAt !== null ? row.hiddenReason : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    video: row.videoStatus
      ? {
          status: row.videoStatus,
          progress: row.videoProgress ?? 0,
          failureReason: row.videoFailureReason ?? null,
        }
      : null,
  };
}

const dateIso = (date: Date) => date.toISOString();

export const toOwnPost = (row: PostRow & Partial<OwnVideoRow>): OwnPost => ownPostOf(row, dateIso);

type OwnVideoRow = Pick<OwnPostSource<Date>, "videoStatus" | "videoProgress" | "videoFailureReason">;

/** One post whole, with its video's transcoding state: for its creator (toOwnPost); add `.where(...)`. */
export const selectOwnPostRow = (db: Database) =>
  selectPostRows(db, ownVideoColumns()).leftJoin(postVideos, eq(postVideos.postId, posts.id));

/** toOwnPost of a row of ownPostColumns. */
export const ownPostOfText = (row: OwnPostTextRow): OwnPost => ownPostOf(row, isoTimestamp);
