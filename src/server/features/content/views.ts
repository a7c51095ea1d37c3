// Content views: one per viewer per post per UTC day (DECISIONS.md), counted only for viewers
// who may see the post. The creator's own plays are not views. A follower's views are their
// workouts, which earn them milestones.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { posts, postViews } from "../../db/schema";
import { notifyWorkoutMilestones } from "../notifications";
import { findOpenPost } from "./post-reads";

const utcToday = sql`(now() at time zone 'utc')::date`;

/** Records the view; throws 404 for posts the viewer may not know of and 401/403 when locked. */
export async function recordView(db: Database, postId: string, viewerId: string | undefined) {
  const post = await findOpenPost(db, postId, viewerId);
  // A visitor's views cannot be told apart from one day to the next, so they are not counted.
  if (!viewerId || viewerId === post.creatorId) return;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(postViews)
      .values({ postId, viewerId, day: utcToday })
      .onConflictDoNothing()
      .returning({ postId: postViews.postId });
    if (inserted.length > 0) {
      await tx
        .update(posts)
        .set({ viewCount: sql`${posts.viewCount} + 1`, updatedAt: sql`${posts.updatedAt}` })
        .where(eq(posts.id, postId));
      await notifyWorkoutMilestones(tx, viewerId);
    }
  });
}
