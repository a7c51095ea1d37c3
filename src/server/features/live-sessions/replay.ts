// The replay: a kept recording becomes a video post for the session's tier through the video
// pipeline, which transcodes it like any upload (processing, then published with its renditions).
import type { Tier } from "../../../domain/memberships";
import type { AppDeps } from "../../context";
import { createProcessingVideoPost } from "../video";

/** The post made from the recording; it is published when its streaming files are ready. */
export async function createReplayPost(
  deps: Pick<AppDeps, "db" | "storage" | "logger" | "jobs">,
  session: { id: string; creatorId: string; title: string; requiredTier: Tier },
  recording: { key: string; sizeBytes: number; mimeType: string },
): Promise<string> {
  const { postId } = await createProcessingVideoPost(deps, {
    creatorId: session.creatorId,
    title: session.title,
    category: "workout",
    requiredTier: session.requiredTier,
    sourceKey: recording.key,
    mimeType: recording.mimeType,
    sizeBytes: recording.sizeBytes,
  });
  return postId;
}
