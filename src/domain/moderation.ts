// Moderation: what a report and an owner action carry, and the shapes of the owner's queue and log.
import { z } from "zod";
import { REPORT_REASON_MAX_LENGTH } from "./messages";

/** Why someone reported something, or why the owner acted: short text for a person to read. */
export const moderationReason = z
  .string()
  .trim()
  .min(1, "moderation.validation.reasonRequired")
  .max(REPORT_REASON_MAX_LENGTH, "moderation.validation.reasonTooLong");

export const reportSchema = z.discriminatedUnion("subject", [
  z.object({ subject: z.literal("post"), postId: z.string().uuid(), reason: moderationReason }),
  z.object({ subject: z.literal("profile"), username: z.string().trim().min(1).max(60), reason: moderationReason }),
]);
export type ReportInput = z.infer<typeof reportSchema>;

/** The body of every owner action (hide, unhide, dismiss, suspend, restore). */
export const moderationActionSchema = z.object({ reason: moderationReason });

export const reportKinds = ["post", "profile", "message", "community_post", "community_comment"] as const;
export type ReportKind = (typeof reportKinds)[number];

export const moderationActions = [
  "hide_post",
  "unhide_post",
  "suspend_account",
  "restore_account",
  "dismiss_report",
  "remove_community_item",
] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** One open report in the owner's queue. */
export interface QueuedReport {
  kind: ReportKind;
  /** The report's id (a message report's or a post/profile report's). */
  id: string;
  reason: string;
  reportedAt: string;
  reporter: { username: string } | null;
  /** Open reports of the same post, profile or message, this one included. */
  subjectReportCount: number;
  /** The reported profile, the post's creator or the message's sender; null once the account is gone. */
  account: { id: string; username: string; isSuspended: boolean } | null;
  post: { id: string; title: string; isHidden: boolean } | null;
  /** The reported message's text (cut short). */
  message: { excerpt: string } | null;
  /** A reported community post or comment: its text (cut short) and whose community it is in. */
  community: { id: string; excerpt: string; creator: string } | null;
}

export interface ReportQueuePage {
  reports: QueuedReport[];
  nextCursor: string | null;
}

/** One owner action in the audit log. */
export interface ModerationLogEntry {
  id: string;
  action: ModerationAction;
  actor: { username: string } | null;
  /** The subject as it read when the action was taken (a username or a post title). */
  targetLabel: string;
  account: { id: string; username: string; isSuspended: boolean } | null;
  postId: string | null;
  reason: string;
  createdAt: string;
}

export interface ModerationLogPage {
  entries: ModerationLogEntry[];
  nextCursor: string | null;
}
