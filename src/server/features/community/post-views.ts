// How a community post reads for one viewer: its author, counts, whether the viewer reacted, its
// pictures, and what the viewer may do with it. One query per page, plus one for the pictures.
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { COMMUNITY_PAGE_SIZE } from "../../../domain/community";
import type { Database } from "../../db/client";
import { communityComments, communityImages, communityPosts, communityReactions, users } from "../../db/schema";
import { afterCursor, cursorTime, decodeCursor, encodeCursor } from "../../lib/cursor";
import type { Community } from "./access";

export const imageUrl = (imageId: string, size: "sm" | "lg") => `/api/community/images/${imageId}?size=${size}`;

function postRows(db: Database, viewerId: string, where: SQL | undefined) {
  return db
    .select({
      id: communityPosts.id,
      creatorId: communityPosts.creatorId,
      authorId: communityPosts.authorId,
      body: communityPosts.body,
      pinnedAt: communityPosts.pinnedAt,
      commentsClosedAt: communityPosts.commentsClosedAt,
      createdAt: communityPosts.createdAt,
      cursorTime: cursorTime(communityPosts.createdAt),
      username: users.username,
      name: users.name,
      commentCount: sql<number>`(select count(*) from ${communityComments} where ${communityComments.postId} = ${communityPosts.id})::int`,
      reactionCount: sql<number>`(select count(*) from ${communityReactions} where ${communityReactions.postId} = ${communityPosts.id})::int`,
      reacted: sql<boolean>`exists (select 1 from ${communityReactions} where ${communityReactions.postId} = ${communityPosts.id} and ${communityReactions.userId} = ${viewerId})`,
    })
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .where(where);
}

type PostRow = Awaited<ReturnType<typeof postRows>>[number];

async function imagesOf(db: Database, postIds: string[]) {
  if (postIds.length === 0) return new Map<string, { id: string; width: number; height: number }[]>();
  const rows = await db
    .select({
      id: communityImages.id,
      postId: communityImages.postId,
      width: communityImages.width,
      height: communityImages.height,
    })
    .from(communityImages)
    .where(inArray(communityImages.postId, postIds))
    .orderBy(asc(communityImages.position));
  const byPost = new Map<string, { id: string; width: number; height: number }[]>();
  for (const row of rows) {
    if (!row.postId) continue;
    const list = byPost.get(row.postId) ?? [];
    list.push({ id: row.id, width: row.width, height: row.height });
    byPost.set(row.postId, list);
  }
  return byPost;
}

async function toViews(db: Database, community: Community, rows: PostRow[]) {
  const images = await imagesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    author: { username: row.username, name: row.name },
    isByCreator: row.authorId === row.creatorId,
    isPinned: row.pinnedAt !== null,
    commentsClosed: row.commentsClosedAt !== null,
    commentCount: row.commentCount,
    reactionCount: row.reactionCount,
    reacted: row.reacted,
    images: (images.get(row.id) ?? []).map((image) => ({
      id: image.id,
      width: image.width,
      height: image.height,
      thumbnailUrl: imageUrl(image.id, "sm"),
      url: imageUrl(image.id, "lg"),
    })),
    canDelete: community.access.canModerate || row.authorId === community.viewer.id,
    canReport: row.authorId !== community.viewer.id,
  }));
}

export type CommunityPostView = Awaited<ReturnType<typeof toViews>>[number];

/**
 * A page of the feed, newest first by (created_at, id). Pinned posts are not in the pages: the
 * first page carries them apart, newest pin first, so they come first without bending the keyset.
 */
export async function listCommunityPosts(db: Database, community: Community, cursor?: string) {
  const after = cursor ? decodeCursor(cursor) : null;
  const unpinned = and(eq(communityPosts.creatorId, community.creatorId), isNull(communityPosts.pinnedAt));
  const [rows, pinnedRows] = await Promise.all([
    postRows(
      db,
      community.viewer.id,
      after ? and(unpinned, afterCursor(communityPosts.createdAt, communityPosts.id, after)) : unpinned,
    )
      .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
      .limit(COMMUNITY_PAGE_SIZE + 1),
    after
      ? Promise.resolve([])
      : postRows(
          db,
          community.viewer.id,
          and(eq(communityPosts.creatorId, community.creatorId), isNotNull(communityPosts.pinnedAt)),
        ).orderBy(desc(communityPosts.pinnedAt), desc(communityPosts.id)),
  ]);
  const page = rows.slice(0, COMMUNITY_PAGE_SIZE);
  const last = page.at(-1);
  return {
    pinned: await toViews(db, community, pinnedRows),
    posts: await toViews(db, community, page),
    nextCursor:
      rows.length > COMMUNITY_PAGE_SIZE && last ? encodeCursor({ createdAt: last.cursorTime, id: last.id }) : null,
  };
}

export async function communityPostView(db: Database, community: Community, postId: string) {
  const rows = await postRows(
    db,
    community.viewer.id,
    and(eq(communityPosts.id, postId), eq(communityPosts.creatorId, community.creatorId)),
  );
  const [view] = await toViews(db, community, rows);
  return view ?? null;
}
