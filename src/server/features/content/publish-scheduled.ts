// The job that publishes scheduled posts once their time comes. A post is dated at its scheduled
// time (step-down release counts from it) and announced to members then, not when it was scheduled.
import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { posts, users } from "../../db/schema";
import type { JobQueue } from "../../context";
import { announcePost, FANOUT_JOB } from "../notifications";

export const PUBLISH_SCHEDULED_JOB = "publish-scheduled-posts";

/** Publishes every due scheduled post; answers how many. A suspended creator's posts wait. */
export async function publishScheduledPosts({ db, jobs }: { db: Database; jobs: JobQueue }, now = new Date()) {
  const published = await db.transaction(async (tx) => {
    const creatorIsActive = sql`exists (select 1 from ${users} where ${users.id} = ${posts.creatorId} and ${isNull(users.suspendedAt)})`;
    // skip locked: two instances running the job never publish (or announce) one post twice.
    const due = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.status, "scheduled"), lte(posts.scheduledFor, now), creatorIsActive))
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const rows = await tx
      .update(posts)
      .set({ status: "published", publishedAt: sql`${posts.scheduledFor}`, scheduledFor: null })
      .where(
        inArray(
          posts.id,
          due.map((post) => post.id),
        ),
      )
      .returning({
        id: posts.id,
        creatorId: posts.creatorId,
        title: posts.title,
        type: posts.type,
        requiredTier: posts.requiredTier,
      });
    for (const post of rows) await announcePost(tx, post.creatorId, post);
    return rows;
  });
  if (published.length > 0) jobs.runSoon(FANOUT_JOB);
  return published.length;
}
