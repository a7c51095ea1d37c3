// Small writes around a video: where a viewer stopped (to resume there), and the creator's
// choice to show the preview to those who may not open the post.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { postVideos, videoWatchProgress } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { membershipRequired } from "../content";
import { findVideoPostFor } from "./video-row";

export async function saveWatchProgress(db: Database, viewerId: string, postId: string, seconds: number) {
  const { post, access } = await findVideoPostFor(db, postId, viewerId);
  if (access !== "open") throw membershipRequired(viewerId);
  await db
    .insert(videoWatchProgress)
    .values({ userId: viewerId, postId: post.id, seconds })
    .onConflictDoUpdate({
      target: [videoWatchProgress.userId, videoWatchProgress.postId],
      set: { seconds, updatedAt: sql`now()` },
    });
}

export async function setPreviewEnabled(db: Database, creatorId: string, postId: string, enabled: boolean) {
  const { isCreator, video } = await findVideoPostFor(db, postId, creatorId);
  if (!isCreator) throw new AppError("post_not_found", 404, "This post does not exist or is not available.");
  if (!video)
    throw new AppError("video_not_processed", 409, "This video has no preview: it was uploaded before previews.");
  await db.update(postVideos).set({ previewEnabled: enabled }).where(eq(postVideos.postId, video.postId));
  return { previewEnabled: enabled };
}
