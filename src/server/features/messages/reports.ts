// Reporting a received message to the platform's owners: stored for their moderation queue and
// mailed to them (OWNER_EMAILS) so a report is seen before that queue is opened.
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { directMessages, messageReports, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { mailOwners, type OwnerMailDeps } from "../moderation";
import { messageReportMail } from "../moderation";

type ReportDeps = Pick<AppDeps, "db"> & OwnerMailDeps;

/** Only the receiver reports a message; reporting it again changes nothing. */
export async function reportMessage(deps: ReportDeps, reporterId: string, messageId: string, reason: string) {
  const [message] = await deps.db
    .select({ id: directMessages.id, body: directMessages.body, sender: users.username })
    .from(directMessages)
    .leftJoin(users, eq(users.id, directMessages.senderId))
    .where(and(eq(directMessages.id, messageId), eq(directMessages.receiverId, reporterId)));
  if (!message) throw new AppError("message_not_found", 404, "Message not found.");
  const stored = await deps.db
    .insert(messageReports)
    .values({ messageId, reporterId, reason })
    .onConflictDoNothing()
    .returning({ id: messageReports.id });
  if (stored.length > 0) {
    await mailOwners(deps, (language) => messageReportMail(language, message.sender, reason, message.body));
  }
  return { reported: true };
}
