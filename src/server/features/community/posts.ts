// Writing in a community: a post (text and up to 4 pictures already uploaded), removing one, and
// the creator's pin and comment switch. Each write hints the community's open pages to refetch.
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import { MAX_PINNED_POSTS, type CommunityPostInput } from "../../../domain/community";
import type { Storage } from "../../adapters/storage";
import type { Database } from "../../db/client";
import { communityImages, communityPosts, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { isUuid } from "../../lib/ids";
import { communityFor, requireModerator, requireRead, requireWrite, type Community } from "./access";
import { hintCommunity } from "./hints";
import { deleteStoredImages } from "./images";
import { communityPostView } from "./post-views";

export const communityPostNotFound = () =>
  new AppError("community_post_not_found", 404, "This community post does not exist.");

/**
 * The post and its community as the viewer sees it. Someone who may not read the community learns
 * it refuses them (403), not whether the post exists; a suspended creator's community is gone (404).
 */
export async function findCommunityPost(db: Database, postId: string, viewerId: string) {
  if (!isUuid(postId)) throw communityPostNotFound();
  const [post] = await db
    .select({
      id: communityPosts.id,
      creatorId: communityPosts.creatorId,
      authorId: communityPosts.authorId,
      pinnedAt: communityPosts.pinnedAt,
      commentsClosedAt: communityPosts.commentsClosedAt,
    })
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.creatorId))
    .where(and(eq(communityPosts.id, postId), isNull(users.suspendedAt)));
  if (!post) throw communityPostNotFound();
  const community = await communityFor(db, post.creatorId, viewerId);
  requireRead(community);
  return { post, community };
}

const badImages = () =>
  new AppError("validation_failed", 400, "These pictures cannot be used in this post.", {
    fields: { imageIds: "community.validation.imagesUnavailable" },
  });

export async function createCommunityPost(db: Database, community: Community, input: CommunityPostInput) {
  requireWrite(community);
  const imageIds = [...new Set(input.imageIds ?? [])];
  if (imageIds.length !== (input.imageIds ?? []).length) throw badImages();
  const postId = await db.transaction(async (tx) => {
    const [post] = await tx
      .insert(communityPosts)
      .values({ creatorId: community.creatorId, authorId: community.viewer.id, body: input.body })
      .returning({ id: communityPosts.id });
    if (!post) throw new Error("The post was not saved.");
    // Only the author's own untaken pictures, uploaded to this community, may be claimed.
    for (const [position, imageId] of imageIds.entries()) {
      const claimed = await tx
        .update(communityImages)
        .set({ postId: post.id, position })
        .where(
          and(
            eq(communityImages.id, imageId),
            eq(communityImages.uploaderId, community.viewer.id),
            eq(communityImages.creatorId, community.creatorId),
            isNull(communityImages.postId),
          ),
        )
        .returning({ id: communityImages.id });
      if (claimed.length === 0) throw badImages();
    }
    await hintCommunity(tx, community.creatorId, community.viewer.id);
    return post.id;
  });
  return (await communityPostView(db, community, postId))!;
}

/** The author removes their own post; the creator removes any. Its comments and pictures go with it. */
export async function deleteCommunityPost(db: Database, storage: Storage, viewerId: string, postId: string) {
  const { post, community } = await findCommunityPost(db, postId, viewerId);
  if (post.authorId !== viewerId) requireModerator(community);
  await removeCommunityPost(db, storage, post.id, async (tx) => hintCommunity(tx, community.creatorId, viewerId));
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Deletes the post (comments, reactions, reports and picture rows cascade), then its stored pictures. */
export async function removeCommunityPost(
  db: Database,
  storage: Storage,
  postId: string,
  alsoInTransaction: (tx: Transaction) => Promise<void>,
) {
  const keys = await db.transaction(async (tx) => {
    const images = await tx
      .select({ storageKey: communityImages.storageKey })
      .from(communityImages)
      .where(eq(communityImages.postId, postId));
    await tx.delete(communityPosts).where(eq(communityPosts.id, postId));
    await alsoInTransaction(tx);
    return images.map((image) => image.storageKey);
  });
  await deleteStoredImages(storage, keys);
}

export async function setPinned(db: Database, viewerId: string, postId: string, pinned: boolean) {
  const { post, community } = await findCommunityPost(db, postId, viewerId);
  requireModerator(community);
  if ((post.pinnedAt !== null) !== pinned) {
    await db.transaction(async (tx) => {
      if (pinned) {
        // The creator's row is the lock two pins at once take turns on, so the limit holds.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, community.creatorId)).for("update");
        const [pins] = await tx
          .select({ n: count() })
          .from(communityPosts)
          .where(and(eq(communityPosts.creatorId, community.creatorId), isNotNull(communityPosts.pinnedAt)));
        if ((pins?.n ?? 0) >= MAX_PINNED_POSTS) {
          throw new AppError("too_many_pins", 409, `At most ${MAX_PINNED_POSTS} posts can be pinned.`, {
            max: MAX_PINNED_POSTS,
          });
        }
      }
      await tx
        .update(communityPosts)
        .set({ pinnedAt: pinned ? new Date() : null })
        .where(eq(communityPosts.id, post.id));
      await hintCommunity(tx, community.creatorId, viewerId);
    });
  }
  return (await communityPostView(db, community, post.id))!;
}

export async function setCommentsClosed(db: Database, viewerId: string, postId: string, closed: boolean) {
  const { post, community } = await findCommunityPost(db, postId, viewerId);
  requireModerator(community);
  if ((post.commentsClosedAt !== null) !== closed) {
    await db.transaction(async (tx) => {
      await tx
        .update(communityPosts)
        .set({ commentsClosedAt: closed ? new Date() : null })
        .where(eq(communityPosts.id, post.id));
      await hintCommunity(tx, community.creatorId, viewerId);
    });
  }
  return (await communityPostView(db, community, post.id))!;
}
