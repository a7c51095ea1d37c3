// Reporting a post or a creator's profile to the platform's owners: stored once per reporter and
// subject for the owner's queue, and mailed to the owners as message reports are.
import { eq } from "drizzle-orm";
import type { ReportInput } from "../../../domain/moderation";
import { contentReports, users } from "../../db/schema";
import type { AppDeps } from "../../context";
import { AppError } from "../../lib/errors";
import { findPostFor } from "../content";
import { findCreatorId } from "../memberships";
import { mailOwners } from "./owner-mail";
import { contentReportMail } from "./report-mail";

type ReportDeps = Pick<AppDeps, "db" | "mailer" | "logger" | "config">;

const cannotReportOwn = () => new AppError("cannot_report_own", 400, "You cannot report your own content.");

/** Reporting the same post or profile again changes nothing (and mails nobody). */
export async function reportContent(deps: ReportDeps, reporterId: string, input: ReportInput) {
  const subject =
    input.subject === "post"
      ? await reportedPost(deps, reporterId, input.postId)
      : await reportedProfile(deps, reporterId, input.username);
  const stored = await deps.db
    .insert(contentReports)
    .values({
      subject: input.subject,
      postId: subject.postId,
      targetUserId: subject.targetUserId,
      reporterId,
      reason: input.reason,
    })
    .onConflictDoNothing()
    .returning({ id: contentReports.id });
  if (stored.length > 0) {
    const [reporter] = await deps.db.select({ username: users.username }).from(users).where(eq(users.id, reporterId));
    await mailOwners(deps, (language) =>
      contentReportMail(language, subject.reported, reporter?.username ?? null, input.reason),
    );
  }
  return { reported: true };
}

/** A post the reporter may know exists (a locked teaser counts), never their own. */
async function reportedPost(deps: ReportDeps, reporterId: string, postId: string) {
  const { post } = await findPostFor(deps.db, postId, reporterId);
  if (post.creatorId === reporterId) throw cannotReportOwn();
  return {
    postId: post.id,
    targetUserId: post.creatorId,
    reported: { kind: "post", title: post.title, username: post.username } as const,
  };
}

async function reportedProfile(deps: ReportDeps, reporterId: string, username: string) {
  const creatorId = await findCreatorId(deps.db, username);
  if (creatorId === reporterId) throw cannotReportOwn();
  return {
    postId: null,
    targetUserId: creatorId,
    reported: { kind: "profile", username: username.toLowerCase() } as const,
  };
}
