// Taking a video off the queue. The claim is a time: a worker renews it while it works (the
// heartbeat), and a claim left older than CLAIM_EXPIRY_MS belongs to a worker that died, so the
// video is taken again with a new attempt. Skip locked: two instances never take the same one.
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { postVideos } from "../../db/schema";

export const CLAIM_EXPIRY_MS = 2 * 60 * 1000;
export const HEARTBEAT_MS = 20 * 1000;
/** A video whose attempts keep dying (a file that crashes ffmpeg or the process) stops being retried. */
export const MAX_ATTEMPTS = 3;

export interface ClaimedVideo {
  postId: string;
  attemptId: string;
  attempts: number;
  /** The attempt before this one, whose leftover files are removed first. */
  previousAttemptId: string | null;
}

export async function claimNextVideo(db: Database, now = new Date()): Promise<ClaimedVideo | null> {
  return db.transaction(async (tx) => {
    const expired = new Date(now.getTime() - CLAIM_EXPIRY_MS);
    const [next] = await tx
      .select({ postId: postVideos.postId, previousAttemptId: postVideos.attemptId })
      .from(postVideos)
      .where(
        and(eq(postVideos.status, "processing"), or(isNull(postVideos.claimedAt), lt(postVideos.claimedAt, expired))),
      )
      .orderBy(sql`${postVideos.claimedAt} asc nulls first`, asc(postVideos.createdAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!next) return null;
    const attemptId = randomUUID();
    const [claimed] = await tx
      .update(postVideos)
      .set({ claimedAt: now, attemptId, attempts: sql`${postVideos.attempts} + 1`, progress: 0 })
      .where(eq(postVideos.postId, next.postId))
      .returning({ attempts: postVideos.attempts });
    return { postId: next.postId, attemptId, attempts: claimed!.attempts, previousAttemptId: next.previousAttemptId };
  });
}

/** Renews the claim; false when another worker has taken the video since (this attempt must stop). */
export async function renewClaim(db: Database, claim: ClaimedVideo, progress?: number) {
  const renewed = await db
    .update(postVideos)
    .set({ claimedAt: new Date(), ...(progress === undefined ? {} : { progress }) })
    .where(
      and(
        eq(postVideos.postId, claim.postId),
        eq(postVideos.attemptId, claim.attemptId),
        eq(postVideos.status, "processing"),
      ),
    )
    .returning({ postId: postVideos.postId });
  return renewed.length > 0;
}
