// Favorites: a member saves a post they may open, finds it again in their list, and the creator
// hears of it once. The post's favoriteCount moves in the same transaction as the row.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { effectiveTier } from "../../../domain/memberships";
import type { Database, Queryable } from "../../db/client";
import { favorites, memberships, posts, users } from "../../db/schema";
import { afterCursor, cursorTime, decodeCursor, encodeCursor } from "../../lib/cursor";
import { postAccessFor } from "../content";
import { withOpening } from "../content";
import { selectPostRows, toPostCard } from "../content";
import { findOpenPost, findPostFor, withPurchases } from "../content";
import { namedUser, notify } from "../notifications";

export const FAVORITES_PAGE = 12;

export interface FavoriteState {
  favorited: boolean;
  favoriteCount: number;
}

async function countOf(db: Queryable, postId: string) {
  const [post] = await db.select({ favoriteCount: posts.favoriteCount }).from(posts).where(eq(posts.id, postId));
  return post?.favoriteCount ?? 0;
}

/**
 * Saves the post for the follower, who must be able to open it right now (404 when they may
 * not know it exists, 403 when their tier does not open it). Saving again changes nothing.
 */
export async function favoritePost(db: Database, followerId: string, postId: string): Promise<FavoriteState> {
  const post = await findOpenPost(db, postId, followerId);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(favorites)
      .values({ followerId, postId })
      .onConflictDoNothing()
      .returning({ postId: favorites.postId });
    if (inserted.length === 0) return { favorited: true, favoriteCount: await countOf(tx, postId) };
    const [updated] = await tx
      .update(posts)
      .set({ favoriteCount: sql`${posts.favoriteCount} + 1` })
      .where(eq(posts.id, postId))
      .returning({ favoriteCount: posts.favoriteCount });
    // The dedupe key keeps it to one notification per member and post, however often they
    // take the heart back and give it again.
    await notify(
      tx,
      post.creatorId,
      "content_liked",
      { follower: await namedUser(tx, followerId), postId, title: post.title },
      `content_liked:${followerId}:${postId}`,
    );
    return { favorited: true, favoriteCount: updated?.favoriteCount ?? 0 };
  });
}

/**
 * Takes the post out of the follower's favorites. Allowed even when the post no longer opens
 * for them (their list shows it locked), so a member can always tidy their list.
 */
export async function unfavoritePost(db: Database, followerId: string, postId: string): Promise<FavoriteState> {
  await findPostFor(db, postId, followerId);
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(favorites)
      .where(and(eq(favorites.followerId, followerId), eq(favorites.postId, postId)))
      .returning({ postId: favorites.postId });
    if (deleted.length === 0) return { favorited: false, favoriteCount: await countOf(tx, postId) };
    const [updated] = await tx
      .update(posts)
      .set({ favoriteCount: sql`greatest(${posts.favoriteCount} - 1, 0)` })
      .where(eq(posts.id, postId))
      .returning({ favoriteCount: posts.favoriteCount });
    return { favorited: false, favoriteCount: updated?.favoriteCount ?? 0 };
  });
}

/**
 * The follower's saved posts, newest saved first, a keyset page on (saved at, post id). Each is
 * open or locked by the membership they hold now; hidden posts, unpublished ones and those of
 * suspended creators are left out.
 */
export async function listFavorites(db: Database, followerId: string, cursor?: string) {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await selectPostRows(db, {
    cursorTime: cursorTime(favorites.createdAt),
    memberTier: memberships.tier,
    memberStatus: memberships.status,
    memberPeriodEnd: memberships.currentPeriodEnd,
  })
    .innerJoin(favorites, and(eq(favorites.postId, posts.id), eq(favorites.followerId, followerId)))
    .leftJoin(memberships, and(eq(memberships.creatorId, posts.creatorId), eq(memberships.followerId, followerId)))
    .where(
      and(
        eq(posts.status, "published"),
        isNull(posts.hiddenAt),
        isNull(users.suspendedAt),
        after ? afterCursor(favorites.createdAt, favorites.postId, after) : undefined,
      ),
    )
    .orderBy(desc(favorites.createdAt), desc(favorites.postId))
    .limit(FAVORITES_PAGE + 1);
  const page = rows.slice(0, FAVORITES_PAGE);
  const last = page.at(-1);
  const tierOf = (row: (typeof page)[number]) =>
    (row.memberTier &&
      effectiveTier({ tier: row.memberTier, status: row.memberStatus!, currentPeriodEnd: row.memberPeriodEnd })) ||
    null;
  const access = await withPurchases(db, followerId, page, (row) => postAccessFor(row, followerId, tierOf(row)));
  return {
    posts: page.map((row) => ({
      ...withOpening(toPostCard(row, access.get(row) === "open" ? "open" : "locked"), row, tierOf(row)),
      isFavorited: true,
    })),
    nextCursor: rows.length > FAVORITES_PAGE && last ? encodeCursor({ createdAt: last.cursorTime, id: last.id }) : null,
  };
}
