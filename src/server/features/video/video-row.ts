// A video post for a viewer: the post as post reads decide (404 when they may not know of it)
// and its transcoding row, which videos from before renditions do not have.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { postVideos } from "../../db/schema";
import { findPostFor, postNotFound } from "../content";

export async function findVideoPostFor(db: Database, postId: string, viewerId: string | undefined) {
  const found = await findPostFor(db, postId, viewerId);
  if (found.post.type !== "video") throw postNotFound();
  const [video] = await db.select().from(postVideos).where(eq(postVideos.postId, postId));
  return { ...found, video: video ?? null, isCreator: viewerId === found.post.creatorId };
}

export type VideoPostForViewer = Awaited<ReturnType<typeof findVideoPostFor>>;

/** Poster and preview go to those who may open the post, and to the others only while the preview is on. */
export const mayPreview = ({ access, video }: VideoPostForViewer) =>
  video?.status === "ready" && (access === "open" || video.previewEnabled);
