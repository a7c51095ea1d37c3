// Reporting a community post or comment to the platform's owners: stored once per reporter and
// item for the owner's queue (moderation/queue.ts lists them with posts, profiles and messages),
// and mailed to the owners. The owner may then remove the item (removeReportedItem).
import { eq } from "drizzle-orm";
import type { CommunityReportInput } from "../../../domain/community";
import type { Storage } from "../../adapters/storage";
import type { Database } from "../../db/client";
import { communityComments, communityPosts, communityReports, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { contentReportMail, mailOwners, recordModeration, type OwnerMailDeps } from "../moderation";
import { findComment } from "./comments";
import { communityPostNotFound, findCommunityPost, removeCommunityPost } from "./posts";
import { hintCommunity } from "./hints";

const EXCERPT = 80;
const excerpt = (body: string) => (body.length > EXCERPT ? `${body.slice(0, EXCERPT - 1)}…` : body);

async function reportedItem(db: Database, reporterId: string, input: CommunityReportInput) {
  if (input.subject === "post") {
    const { post } = await findCommunityPost(db, input.id, reporterId);
    return { postId: post.id, commentId: null, authorId: post.authorId };
  }
  const { comment } = await findComment(db, input.id, reporterId);
  return { postId: comment.postId, commentId: comment.id, authorId: comment.authorId };
}

/** Only someone who may read the community reports, never their own words; twice changes nothing. */
export async function reportCommunityItem(
  deps: { db: Database } & OwnerMailDeps,
  reporterId: string,
  input: CommunityReportInput,
) {
  const item = await reportedItem(deps.db, reporterId, input);
  if (item.authorId === reporterId) throw new AppError("cannot_report_own", 400, "You cannot report your own content.");
  const stored = await deps.db
    .insert(communityReports)
    .values({
      subject: input.subject,
      postId: item.postId,
      commentId: item.commentId,
      targetUserId: item.authorId,
      reporterId,
      reason: input.reason,
    })
    .onConflictDoNothing()
    .returning({ id: communityReports.id });
  if (stored.length > 0) {
    const label = await itemLabel(deps.db, input.subject, item.commentId ?? item.postId);
    const [reporter] = await deps.db.select({ username: users.username }).from(users).where(eq(users.id, reporterId));
    if (label) {
      await mailOwners(deps, (language) =>
        contentReportMail(
          language,
          { kind: "post", title: label.excerpt, username: label.username },
          reporter?.username ?? null,
          input.reason,
        ),
      );
    }
  }
  return { reported: true };
}

async function itemLabel(db: Database, subject: "post" | "comment", id: string) {
  const table = subject === "post" ? communityPosts : communityComments;
  const [row] = await db
    .select({ body: table.body, username: users.username, authorId: table.authorId })
    .from(table)
    .innerJoin(users, eq(users.id, table.authorId))
    .where(eq(table.id, id));
  return row ? { excerpt: excerpt(row.body), username: row.username, authorId: row.authorId } : null;
}

/**
 * The platform owner removes a reported post or comment: it is deleted (its open reports go with
 * it) and the audit log keeps what it said and why it went.
 */
export async function removeReportedItem(
  db: Database,
  storage: Storage,
  actorId: string,
  subject: "post" | "comment",
  id: string,
  reason: string,
) {
  const label = await itemLabel(db, subject, id).catch(() => null);
  if (!label) {
    if (subject === "post") throw communityPostNotFound();
    throw new AppError("community_comment_not_found", 404, "This comment does not exist.");
  }
  const targetLabel = `Community ${subject} by @${label.username}: ${label.excerpt}`;
  const logIt = (tx: Parameters<typeof recordModeration>[0]) =>
    recordModeration(tx, {
      action: "remove_community_item",
      actorId,
      targetUserId: label.authorId,
      targetLabel,
      reason,
    });
  if (subject === "post") {
    const [post] = await db
      .select({ creatorId: communityPosts.creatorId })
      .from(communityPosts)
      .where(eq(communityPosts.id, id));
    await removeCommunityPost(db, storage, id, async (tx) => {
      await logIt(tx);
      if (post) await hintCommunity(tx, post.creatorId, actorId);
    });
  } else {
    await db.transaction(async (tx) => {
      const [comment] = await tx
        .select({ creatorId: communityPosts.creatorId })
        .from(communityComments)
        .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
        .where(eq(communityComments.id, id));
      await tx.delete(communityComments).where(eq(communityComments.id, id));
      await logIt(tx);
      if (comment) await hintCommunity(tx, comment.creatorId, actorId);
    });
  }
  return { removed: true };
}
