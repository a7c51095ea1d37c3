// A transcoded (or failed) video post takes the status its creator chose: published now, scheduled
// when its time is still ahead (the publishing job takes it then), else published now since the
// time has passed while it was processing, or kept as a draft. Members are told only on publishing.
import { eq } from "drizzle-orm";
import type { ChosenPostStatus } from "../../../domain/content";
import type { Queryable } from "../../db/client";
import { posts } from "../../db/schema";
import { announcePost } from "../notifications";

export interface ReleasedPost {
  id: string;
  creatorId: string;
  title: string;
  type: "video" | "image" | "text";
  requiredTier: (typeof posts.$inferSelect)["requiredTier"];
  scheduledFor: Date | null;
}

/** Sets the post's status; answers the status it took. Run inside the transaction that marks the video. */
export async function releasePost(
  tx: Queryable,
  post: ReleasedPost,
  target: ChosenPostStatus,
  extra: Partial<typeof posts.$inferInsert>,
  now = new Date(),
): Promise<ChosenPostStatus> {
  const stillAhead = target === "scheduled" && post.scheduledFor !== null && post.scheduledFor > now;
  const status: ChosenPostStatus = target === "draft" ? "draft" : stillAhead ? "scheduled" : "published";
  await tx
    .update(posts)
    .set({
      ...extra,
      status,
      publishedAt: status === "published" ? now : null,
      scheduledFor: status === "scheduled" ? post.scheduledFor : null,
    })
    .where(eq(posts.id, post.id));
  if (status === "published") await announcePost(tx, post.creatorId, post);
  return status;
}
