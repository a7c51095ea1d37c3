// The transcoding queue's size, for metrics: post_videos is the queue (claim.ts), the pg-boss job
// only what wakes a worker to work it, so the truth is here.
import { eq, gte, isNull, lt, min, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { postVideos } from "../../db/schema";
import { CLAIM_EXPIRY_MS } from "./claim";

export interface TranscodeQueueSize {
  /** Videos no worker holds: never claimed, or their worker died (claim expired). */
  waiting: number;
  /** Videos a worker is transcoding now (a live claim). */
  running: number;
  /** Seconds since the oldest video still processing was posted; 0 when none is. */
  oldestSeconds: number;
}

export async function transcodeQueueSize(db: Queryable, now = new Date()): Promise<TranscodeQueueSize> {
  const expired = new Date(now.getTime() - CLAIM_EXPIRY_MS);
  const [row] = await db
    .select({
      waiting:
        sql<number>`count(*) filter (where ${or(isNull(postVideos.claimedAt), lt(postVideos.claimedAt, expired))})`.mapWith(
          Number,
        ),
      running: sql<number>`count(*) filter (where ${gte(postVideos.claimedAt, expired)})`.mapWith(Number),
      oldest: min(postVideos.createdAt),
    })
    .from(postVideos)
    .where(eq(postVideos.status, "processing"));
  const oldest = row?.oldest;
  return {
    waiting: row?.waiting ?? 0,
    running: row?.running ?? 0,
    oldestSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
  };
}
