// The one reaction (a clap) on a community post: anyone who may read the community gives or takes
// back theirs. Doing it twice changes nothing.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { communityReactions } from "../../db/schema";
import { hintCommunity } from "./hints";
import { findCommunityPost } from "./posts";

export async function setReaction(db: Database, viewerId: string, postId: string, reacted: boolean) {
  const { post, community } = await findCommunityPost(db, postId, viewerId);
  return db.transaction(async (tx) => {
    const changed = reacted
      ? await tx
          .insert(communityReactions)
          .values({ postId: post.id, userId: viewerId })
          .onConflictDoNothing()
          .returning()
      : await tx
          .delete(communityReactions)
          .where(and(eq(communityReactions.postId, post.id), eq(communityReactions.userId, viewerId)))
          .returning();
    if (changed.length > 0) await hintCommunity(tx, community.creatorId, viewerId);
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(communityReactions)
      .where(eq(communityReactions.postId, post.id));
    return { reacted, reactionCount: counted?.count ?? 0 };
  });
}
