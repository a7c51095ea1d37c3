// Pay-per-view: a post the viewer bought opens whatever their tier, for good ("tier or purchase").
// Asked only about posts their tier leaves locked, in one indexed query per post or page.
import { and, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { purchases } from "../../db/schema";
import type { PostAccess } from "./post-access";

/** Which of these posts the viewer bought (and was not refunded). */
export async function purchasedPostIds(db: Queryable, viewerId: string | undefined, postIds: string[]) {
  if (!viewerId || postIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ postId: purchases.postId })
    .from(purchases)
    .where(
      and(
        eq(purchases.followerId, viewerId),
        eq(purchases.kind, "post"),
        eq(purchases.status, "paid"),
        inArray(purchases.postId, postIds),
      ),
    );
  return new Set(rows.map((row) => row.postId!));
}

/**
 * The access of each post after purchases: those locked by tier that the viewer bought open.
 * `accessOf` is the tier's decision (postAccessFor).
 */
export async function withPurchases<Post extends { id: string }>(
  db: Queryable,
  viewerId: string | undefined,
  items: Post[],
  accessOf: (post: Post) => PostAccess,
): Promise<Map<Post, PostAccess>> {
  const byTier = new Map(items.map((post) => [post, accessOf(post)]));
  const locked = items.filter((post) => byTier.get(post) === "locked").map((post) => post.id);
  const bought = await purchasedPostIds(db, viewerId, locked);
  for (const post of items) if (bought.has(post.id)) byTier.set(post, "open");
  return byTier;
}
