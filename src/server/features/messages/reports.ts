// Reporting a received message to the platform's owners (their moderation queue).
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { directMessages, messageReports } from "../../db/schema";
import { AppError } from "../../lib/errors";

/** Only the receiver reports a message; reporting it again changes nothing. */
export async function reportMessage(db: Database, reporterId: string, messageId: string, reason: string) {
  const [message] = await db
    .select({ id: directMessages.id })
    .from(directMessages)
    .where(and(eq(directMessages.id, messageId), eq(directMessages.receiverId, reporterId)));
  if (!message) throw new AppError("message_not_found", 404, "Message not found.");
  await db.insert(messageReports).values({ messageId, reporterId, reason }).onConflictDoNothing();
  return { reported: true };
}
