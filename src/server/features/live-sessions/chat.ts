// The chat beside a live session: members who may watch write, the author removes their own
// message and the creator any (as in the community), anyone in the chat reports a message to the
// platform's owners. Every write hints the session's open pages to read the chat again.
import { and, desc, eq, sql } from "drizzle-orm";
import { LIVE_CHAT_LIMIT, LIVE_CHAT_PAGE_SIZE, type LiveChatMessageView } from "../../../domain/live-sessions";
import type { Database } from "../../db/client";
import { liveChatMessages, liveChatReports, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { isUuid } from "../../lib/ids";
import { RateLimited, rollingWindowWait } from "../../lib/rate-limit";
import { contentReportMail, mailOwners, type OwnerMailDeps } from "../moderation";
import { requireWatch, type SessionAccess } from "./access";
import { hintChat } from "./announce";

const messageNotFound = () => new AppError("live_chat_message_not_found", 404, "This chat message does not exist.");

/** The latest messages, oldest first as a chat reads. */
export async function listChat(db: Database, access: SessionAccess, viewerId: string) {
  requireWatch(access);
  const rows = await db
    .select({
      id: liveChatMessages.id,
      body: liveChatMessages.body,
      createdAt: liveChatMessages.createdAt,
      authorId: liveChatMessages.authorId,
      username: users.username,
      name: users.name,
    })
    .from(liveChatMessages)
    .innerJoin(users, eq(users.id, liveChatMessages.authorId))
    .where(eq(liveChatMessages.sessionId, access.session.id))
    .orderBy(desc(liveChatMessages.createdAt), desc(liveChatMessages.id))
    .limit(LIVE_CHAT_PAGE_SIZE);
  const messages: LiveChatMessageView[] = rows.reverse().map((row) => ({
    id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    author: { username: row.username, name: row.name, isCreator: row.authorId === access.session.creatorId },
    canDelete: row.authorId === viewerId || access.isOwner,
    canReport: row.authorId !== viewerId,
  }));
  return { messages };
}

export async function postChatMessage(db: Database, access: SessionAccess, authorId: string, body: string) {
  requireWatch(access);
  if (access.session.status === "ended" || access.session.status === "cancelled") {
    throw new AppError("live_session_over", 409, "This live session has ended.");
  }
  const wait = await rollingWindowWait(
    db,
    sql`select ${liveChatMessages.createdAt} from ${liveChatMessages} where ${liveChatMessages.authorId} = ${authorId}`,
    LIVE_CHAT_LIMIT,
  );
  if (wait !== null) throw new RateLimited(wait, "You are sending messages too fast.");
  await db.transaction(async (tx) => {
    await tx.insert(liveChatMessages).values({ sessionId: access.session.id, authorId, body });
    await hintChat(tx, access.session);
  });
  return listChat(db, access, authorId);
}

async function findMessage(db: Database, access: SessionAccess, messageId: string) {
  if (!isUuid(messageId)) throw messageNotFound();
  const [message] = await db
    .select({ id: liveChatMessages.id, authorId: liveChatMessages.authorId, body: liveChatMessages.body })
    .from(liveChatMessages)
    .where(and(eq(liveChatMessages.id, messageId), eq(liveChatMessages.sessionId, access.session.id)));
  if (!message) throw messageNotFound();
  return message;
}

export async function deleteChatMessage(db: Database, access: SessionAccess, viewerId: string, messageId: string) {
  requireWatch(access);
  const message = await findMessage(db, access, messageId);
  if (message.authorId !== viewerId && !access.isOwner) {
    throw new AppError("live_chat_not_yours", 403, "Only the author or the creator can remove this message.");
  }
  await db.transaction(async (tx) => {
    await tx.delete(liveChatMessages).where(eq(liveChatMessages.id, message.id));
    await hintChat(tx, access.session);
  });
  return { deleted: true };
}

const EXCERPT = 80;

/** Stored once per reporter and message, and mailed to the owners; never one's own words. */
export async function reportChatMessage(
  deps: { db: Database } & OwnerMailDeps,
  access: SessionAccess,
  reporterId: string,
  messageId: string,
  reason: string,
) {
  requireWatch(access);
  const message = await findMessage(deps.db, access, messageId);
  if (message.authorId === reporterId) {
    throw new AppError("cannot_report_own", 400, "You cannot report your own content.");
  }
  const stored = await deps.db
    .insert(liveChatReports)
    .values({ messageId: message.id, reporterId, targetUserId: message.authorId, reason })
    .onConflictDoNothing()
    .returning({ id: liveChatReports.id });
  if (stored.length > 0) {
    const [author] = await deps.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, message.authorId));
    const [reporter] = await deps.db.select({ username: users.username }).from(users).where(eq(users.id, reporterId));
    const excerpt = message.body.length > EXCERPT ? `${message.body.slice(0, EXCERPT - 1)}…` : message.body;
    await mailOwners(deps, (language) =>
      contentReportMail(
        language,
        { kind: "post", title: excerpt, username: author?.username ?? "" },
        reporter?.username ?? null,
        reason,
      ),
    );
  }
  return { reported: true };
}
