// A video file already in storage (a live session's recording) becomes a video post: it is
// registered as the creator's upload and goes through createPost like any uploaded video, so it
// starts "processing" and the transcoding job takes it from there.
import { randomUUID } from "node:crypto";
import type { PostCategory } from "../../../domain/content";
import { postSchema } from "../../../domain/content";
import type { Tier } from "../../../domain/memberships";
import { uploads } from "../../db/schema";
import { createPost, type ContentDeps } from "../content";

export async function createProcessingVideoPost(
  deps: ContentDeps,
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
): Promise<{ postId: string }> {
  const uploadId = randomUUID();
  await deps.db.insert(uploads).values({
    id: uploadId,
    ownerId: input.creatorId,
    kind: "video",
    storageKey: input.sourceKey,
    mimeType: input.mimeType,
    sizeBytes: input.sizeBytes,
  });
  const post = await createPost(
    deps,
    input.creatorId,
    postSchema.parse({
      title: input.title.slice(0, 150),
      description: input.description,
      category: input.category,
      type: "video",
      requiredTier: input.requiredTier,
      status: "published",
      mediaUploadId: uploadId,
    }),
  );
  return { postId: post.id };
}
