// A video post enters the world as "processing": its row in post_videos is the transcoding job's
// queue entry (features/video does the work), and it keeps the status the creator chose, which
// the post takes once its renditions are ready. Members hear of the post only then.
import { eq } from "drizzle-orm";
import type { ChosenPostStatus } from "../../../domain/content";
import type { Queryable } from "../../db/client";
import { postVideos } from "../../db/schema";

/** The transcoding job's name, here because creating a post queues a round of it. */
export const TRANSCODE_JOB = "transcode-videos";

export async function queueTranscode(db: Queryable, postId: string, targetStatus: ChosenPostStatus) {
  await db.insert(postVideos).values({ postId, targetStatus });
}

/** A processing post's queue entry: the status it will take. */
export async function videoQueueEntry(db: Queryable, postId: string) {
  const [entry] = await db
    .select({ targetStatus: postVideos.targetStatus })
    .from(postVideos)
    .where(eq(postVideos.postId, postId));
  return entry ?? null;
}
