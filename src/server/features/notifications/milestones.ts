// Milestones: a creator is told once when their members first reach 10, 100 and 1,000; a
// follower once when the workouts they have watched (posts, each counted once a day) reach 10,
// 50, 100 and 500.
import { and, count, eq } from "drizzle-orm";
import { SUBSCRIBER_MILESTONES, WORKOUT_MILESTONES } from "../../../domain/notifications";
import type { Queryable } from "../../db/client";
import { postViews, users } from "../../db/schema";
import { notify } from "./notify";

export async function notifyMilestones(db: Queryable, creatorId: string, before: number, after: number) {
  for (const milestone of SUBSCRIBER_MILESTONES) {
    if (before < milestone && after >= milestone)
      await notify(db, creatorId, "milestone_reached", { milestone }, `milestone:${milestone}`);
  }
}

/**
 * Called after a view was counted. Views arrive one at a time, but two at once may both count the
 * other: a milestone is told while the total is within a few views past it (the dedupe key keeps
 * it to once), so the count is the only query a view pays beyond a milestone's neighbourhood.
 * Creators may read each other's free posts; those views count for the post, but workout
 * milestones are a follower's (a creator's milestones are their members).
 */
export async function notifyWorkoutMilestones(db: Queryable, viewerId: string) {
  const [views] = await db.select({ total: count() }).from(postViews).where(eq(postViews.viewerId, viewerId));
  const total = views?.total ?? 0;
  const reached = WORKOUT_MILESTONES.filter((milestone) => total >= milestone && total < milestone + 3);
  if (reached.length === 0) return;
  const [follower] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, viewerId), eq(users.role, "follower")));
  if (!follower) return;
  for (const milestone of reached) {
    await notify(db, viewerId, "milestone_reached", { milestone, of: "workouts" }, `workouts:${milestone}`);
  }
}
