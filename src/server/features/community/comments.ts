// Comments on a community post, oldest first by keyset; closed posts take no new ones. The author
// removes their own comment, the creator any.
import { and, asc, eq, gt, or, sql } from "drizzle-orm";
import { COMMENT_PAGE_SIZE } from "../../../domain/community";
import type { Database } from "../../db/client";
import { communityComments, communityPosts, users } from "../../db/schema";
import { cursorTime, decodeCursor, encodeCursor } from "../../lib/cursor";
import { AppError } from "../../lib/errors";
import { isUuid } from "../../lib/ids";
import { communityFor, requireModerator, requireRead, requireWrite, type Community } from "./access";
import { hintCommunity } from "./hints";
import { findCommunityPost } from "./posts";

const commentNotFound = () => new AppError("community_comment_not_found", 404, "This comment does not exist.");

const commentFields = {
  id: communityComments.id,
  body: communityComments.body,
  createdAt: communityComments.createdAt,
  cursorTime: cursorTime(communityComments.createdAt),
  authorId: communityComments.authorId,
  username: users.username,
  name: users.name,
};

function toView(
  community: Community,
  row: { id: string; body: string; createdAt: Date; authorId: string; username: string; name: string },
) {
  return {
    id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    author: { username: row.username, name: row.name },
    isByCreator: row.authorId === community.creatorId,
    canDelete: community.access.canModerate || row.authorId === community.viewer.id,
    canReport: row.authorId !== community.viewer.id,
  };
}

export async function listComments(db: Database, viewerId: string, postId: string, cursor?: string) {
  const { post, community } = await findCommunityPost(db, postId, viewerId);
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select(commentFields)
    .from(communityComments)
    .innerJoin(users, eq(users.id, communityComments.authorId))
    .where(
      and(
        eq(communityComments.postId, post.id),
        after
          ? or(
              gt(communityComments.createdAt, sql`${after.createdAt}::timestamptz`),
              and(
                eq(communityComments.createdAt, sql`${after.createdAt}::timestamptz`),
                gt(communityComments.id, after.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(communityComments.createdAt), asc(communityComments.id))
    .limit(COMMENT_PAGE_SIZE + 1);
  const page = rows.slice(0, COMMENT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    comments: page.map((row) => toView(community, row)),
    nextCursor:
      rows.length > COMMENT_PAGE_SIZE && last ? encodeCursor({ createdAt: last.cursorTime, id: last.id }) : null,
  };
}

export async function addComment(db: Database, viewerId: string, postId: string, body: string) {
  const { post, community } = await findCommunityPost(db, postId, viewerId);
  requireWrite(community);
  return db.transaction(async (tx) => {
    // Read again under a lock: a post closed or removed a moment ago takes no comment.
    const [current] = await tx
      .select({ closedAt: communityPosts.commentsClosedAt })
      .from(communityPosts)
      .where(eq(communityPosts.id, post.id))
      .for("share");
    if (!current) throw new AppError("community_post_not_found", 404, "This community post does not exist.");
    if (current.closedAt !== null && !community.access.canModerate) {
      throw new AppError("community_comments_closed", 409, "Comments are closed on this post.");
    }
    const [comment] = await tx
      .insert(communityComments)
      .values({ postId: post.id, authorId: viewerId, body })
      .returning({ id: communityComments.id, createdAt: communityComments.createdAt });
    if (!comment) throw new Error("The comment was not saved.");
    const [author] = await tx
      .select({ username: users.username, name: users.name })
      .from(users)
      .where(eq(users.id, viewerId));
    await hintCommunity(tx, community.creatorId, viewerId);
    return toView(community, { ...comment, body, authorId: viewerId, username: author!.username, name: author!.name });
  });
}

/** A comment with its post's community, for someone who may read it. */
export async function findComment(db: Database, commentId: string, viewerId: string) {
  if (!isUuid(commentId)) throw commentNotFound();
  const [comment] = await db
    .select({
      id: communityComments.id,
      postId: communityComments.postId,
      authorId: communityComments.authorId,
      creatorId: communityPosts.creatorId,
    })
    .from(communityComments)
    .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
    .innerJoin(users, eq(users.id, communityPosts.creatorId))
    .where(and(eq(communityComments.id, commentId), sql`${users.suspendedAt} is null`));
  if (!comment) throw commentNotFound();
  const community = await communityFor(db, comment.creatorId, viewerId);
  requireRead(community);
  return { comment, community };
}

export async function deleteComment(db: Database, viewerId: string, commentId: string) {
  const { comment, community } = await findComment(db, commentId, viewerId);
  if (comment.authorId !== viewerId) requireModerator(community);
  await db.transaction(async (tx) => {
    await tx.delete(communityComments).where(eq(communityComments.id, comment.id));
    await hintCommunity(tx, community.creatorId, viewerId);
  });
}
