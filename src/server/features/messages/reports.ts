// Reporting a received message to the platform's owners: stored for their moderation queue and
// mailed to them (OWNER_EMAILS) so a report is seen before that queue is opened.
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../lib/context";
import { directMessages, messageReports, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { escapeHtml } from "../../lib/html";

type ReportDeps = Pick<AppDeps, "db" | "mailer" | "logger" | "config">;

/** Only the receiver reports a message; reporting it again changes nothing. */
export async function reportMessage(deps: ReportDeps, reporterId: string, messageId: string, reason: string) {
  const [message] = await deps.db
    .select({ id: directMessages.id, body: directMessages.body, sender: users.username })
    .from(directMessages)
    .leftJoin(users, eq(users.id, directMessages.senderId))
    .where(and(eq(directMessages.id, messageId), eq(directMessages.receiverId, reporterId)));
  if (!message) throw new AppError("message_not_found", 404, "Message not found.");
  const stored = await deps.db.insert(messageReports).values({ messageId, reporterId, reason }).onConflictDoNothing().returning({ id: messageReports.id });
  if (stored.length > 0) await tellOwners(deps, { sender: message.sender ?? "Unknown User", body: message.body, reason });
  return { reported: true };
}

async function tellOwners(deps: ReportDeps, report: { sender: string; body: string; reason: string }) {
  const lines = [`A message from @${report.sender} was reported.`, `Reason: ${report.reason}`, `Message: ${report.body}`];
  for (const owner of deps.config.ownerEmails) {
    await deps.mailer
      .send({
        to: owner,
        subject: `Message reported: @${report.sender}`,
        text: lines.join("\n"),
        html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(""),
      })
      .catch((error: unknown) => deps.logger.warn({ err: error }, "report email to an owner not sent; the report is stored"));
  }
}
