// Hiding a post from everyone but its creator (who sees why), and showing it again. Every read
// path already leaves out hidden posts (content/post-access.ts, post-reads.ts); this only sets the mark.
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contentReports, posts } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { isUuid } from "../../lib/ids";
import { recordModeration } from "./audit-log";

const postNotFound = () => new AppError("post_not_found", 404, "This post does not exist.");

/**
 * Hides or shows the post again. Asking for the state it is already in changes nothing and logs
 * nothing (a second click, two owners at once). Hiding resolves the post's open reports.
 */
export async function setPostHidden(db: Database, actorId: string, postId: string, hide: boolean, reason: string) {
  if (!isUuid(postId)) throw postNotFound();
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: posts.id, title: posts.title, creatorId: posts.creatorId, hiddenAt: posts.hiddenAt })
      .from(posts)
      .where(eq(posts.id, postId))
      .for("update");
    if (!post) throw postNotFound();
    const result = { postId, isHidden: hide };
    if ((post.hiddenAt !== null) === hide) return result;

    const now = new Date();
    await tx
      .update(posts)
      .set(hide ? { hiddenAt: now, hiddenReason: reason } : { hiddenAt: null, hiddenReason: null })
      .where(eq(posts.id, postId));
    if (hide) {
      await tx
        .update(contentReports)
        .set({ resolvedAt: now })
        .where(and(eq(contentReports.postId, postId), isNull(contentReports.resolvedAt)));
    }
    await recordModeration(tx, {
      action: hide ? "hide_post" : "unhide_post",
      actorId,
      targetUserId: post.creatorId,
      postId,
      targetLabel: post.title,
      reason,
    });
    return result;
  });
}
