// The replay: a kept recording becomes a video post for the session's tier through the video
// pipeline's createProcessingVideoPost (issue 24, features/video), which transcodes it like any
// upload. This file is the one place that calls it.
import type { PostCategory } from "../../../domain/content";
import type { Tier } from "../../../domain/memberships";
import type { AppDeps } from "../../context";

/** The video pipeline's entry point, as agreed in the contract. */
export type CreateProcessingVideoPost = (
  deps: Pick<AppDeps, "db" | "storage" | "logger" | "jobs">,
  input: {
    creatorId: string;
    title: string;
    description?: string;
    category?: PostCategory;
    requiredTier: Tier;
    sourceKey: string;
    mimeType: string;
    sizeBytes: number;
  },
) => Promise<{ postId: string }>;

/**
 * The post made from the recording, or null while the video pipeline is not part of this build
 * (the recording stays stored under the session, so the post can still be made from it).
 */
export async function createReplayPost(
  deps: Pick<AppDeps, "db" | "storage" | "logger" | "jobs">,
  session: { id: string; creatorId: string; title: string; requiredTier: Tier },
  recording: { key: string; sizeBytes: number },
): Promise<string | null> {
  const create = pipeline;
  if (!create) {
    deps.logger.warn({ sessionId: session.id }, "replay kept; the video pipeline is not available to make its post");
    return null;
  }
  const { postId } = await create(deps, {
    creatorId: session.creatorId,
    title: session.title,
    category: "workout",
    requiredTier: session.requiredTier,
    sourceKey: recording.key,
    mimeType: "video/webm",
    sizeBytes: recording.sizeBytes,
  });
  return postId;
}

/** Set to features/video's createProcessingVideoPost once that feature is merged. */
const pipeline: CreateProcessingVideoPost | null = null;
