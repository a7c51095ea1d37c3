// The post payloads: PostCard for anyone who may know the post exists, OwnPost for its creator.
// One select (post + creator username + avatar) serves every list, so a page is one query.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { OwnPost, PostCard, PostCategory, PostStatus, PostType } from "../../../domain/content";
import { imageUrls } from "../../../domain/images";
import type { Tier } from "../../../domain/memberships";
import type { Database } from "../../db/client";
import { posts, profiles, users } from "../../db/schema";
import { publicUrl } from "./post-files";
import { ownRelease } from "./release-cards";
import { galleryOfCard, imageCountColumn } from "./post-images";

export const postRowColumns = {
  id: posts.id,
  creatorId: posts.creatorId,
  username: users.username,
  avatarKey: profiles.avatarKey,
  title: posts.title,
  description: posts.description,
  type: posts.type,
  category: posts.category,
  requiredTier: posts.requiredTier,
  status: posts.status,
  mediaKey: posts.mediaKey,
  mediaMimeType: posts.mediaMimeType,
  thumbnailKey: posts.thumbnailKey,
  teaserKey: posts.teaserKey,
  durationSeconds: posts.durationSeconds,
  viewCount: posts.viewCount,
  favoriteCount: posts.favoriteCount,
  imageCount: imageCountColumn,
  publishedAt: posts.publishedAt,
  scheduledFor: posts.scheduledFor,
  opensToProAfterDays: posts.opensToProAfterDays,
  opensToEveryoneAfterDays: posts.opensToEveryoneAfterDays,
  hiddenAt: posts.hiddenAt,
  hiddenReason: posts.hiddenReason,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
};

export interface PostRow {
  id: string;
  creatorId: string;
  username: string;
  avatarKey: string | null;
  title: string;
  description: string;
  type: PostType;
  category: PostCategory;
  requiredTier: Tier;
  status: PostStatus;
  mediaKey: string | null;
  mediaMimeType: string | null;
  thumbnailKey: string | null;
  teaserKey: string | null;
  durationSeconds: number | null;
  viewCount: number;
  favoriteCount: number;
  imageCount: number;
  publishedAt: Date | null;
  scheduledFor: Date | null;
  opensToProAfterDays: number | null;
  opensToEveryoneAfterDays: number | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Posts with their creator's name and avatar; add `.where(...)`. */
export const selectPostRows = <Extra extends SelectedFields = Record<never, never>>(db: Database, extra?: Extra) =>
  db
    .select({ ...postRowColumns, ...(extra ?? ({} as Extra)) })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.creatorId))
    .leftJoin(profiles, eq(profiles.userId, posts.creatorId));

// The thumbnail URL changes with the file, so a browser's private cache never shows an old one.
const version = (key: string) => createHash("sha1").update(key).digest("base64url").slice(0, 10);

/** Shapes a post for a viewer who may see it whole ("open") or only as a teaser ("locked"). */
export function toPostCard(row: PostRow, access: "open" | "locked"): PostCard {
  const isLocked = access === "locked";
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
    thumbnailUrl: isLocked
      ? row.teaserKey && publicUrl(row.teaserKey)
      : row.thumbnailKey && `/api/posts/${row.id}/thumbnail?v=${version(row.thumbnailKey)}`,
    mediaUrl: !isLocked && row.mediaKey ? `/api/posts/${row.id}/media` : null,
    ...galleryOfCard(row, isLocked),
  };
}

// Added onto the card rather than spread into a new literal: V8 builds `{ ...card, and eight more }`
// in its slow dictionary mode, which cost ~20 µs a post (a creator's page of 20: half the request).
export function toOwnPost(row: PostRow): OwnPost {
  return Object.assign(toPostCard(row, "open"), { status: row.status }, ownRelease(row), {
    favoriteCount: row.favoriteCount,
    isHidden: row.hiddenAt !== null,
    hiddenReason: row.hiddenAt !== null ? row.hiddenReason : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}
