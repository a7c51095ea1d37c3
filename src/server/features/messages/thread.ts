// One conversation as its participant reads it: the messages page by page, and marking the
// ones they received read, which the sender sees as a read tick, live.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { MESSAGE_PAGE_SIZE, type MessagePage } from "../../../domain/messages";
import type { Role } from "../../../domain/roles";
import { publishHint } from "../../adapters/events/hints";
import type { Database } from "../../db/client";
import { directMessages, messageBlocks, notifications } from "../../db/schema";
import { afterCursor, cursorTime, decodeCursor, encodeCursor } from "../../lib/cursor";
import { conversationOf, otherSide, participantFor } from "./conversations";
import { sendBlockFor, toMessageView } from "./send";

export async function readThread(
  db: Database,
  viewer: { id: string; role: Role },
  conversationId: string,
  cursor?: string,
): Promise<MessagePage> {
  const conversation = await conversationOf(db, viewer.id, conversationId);
  const otherId = otherSide(conversation, viewer.id);
  const [rows, other, sendBlock, blockedByMe] = await Promise.all([
    db
      .select({
        id: directMessages.id,
        body: directMessages.body,
        createdAt: directMessages.createdAt,
        readAt: directMessages.readAt,
        senderId: directMessages.senderId,
        clientMessageId: directMessages.clientMessageId,
        cursorTime: cursorTime(directMessages.createdAt),
      })
      .from(directMessages)
      .where(
        and(
          eq(directMessages.conversationId, conversationId),
          cursor ? afterCursor(directMessages.createdAt, directMessages.id, decodeCursor(cursor)) : undefined,
        ),
      )
      .orderBy(desc(directMessages.createdAt), desc(directMessages.id))
      .limit(MESSAGE_PAGE_SIZE + 1),
    participantFor(db, conversation, viewer.id, viewer.role),
    sendBlockFor(db, conversation, viewer.id),
    otherId
      ? db
          .select({ blockedId: messageBlocks.blockedId })
          .from(messageBlocks)
          .where(and(eq(messageBlocks.blockerId, viewer.id), eq(messageBlocks.blockedId, otherId)))
          .then((found) => found.length > 0)
      : Promise.resolve(false),
  ]);
  const page = rows.slice(0, MESSAGE_PAGE_SIZE);
  const last = page.at(-1);
  return {
    conversation: { id: conversation.id, other, sendBlock, blockedByMe },
    messages: page.map((row) => toMessageView(row, viewer.id)),
    nextCursor:
      rows.length > MESSAGE_PAGE_SIZE && last ? encodeCursor({ createdAt: last.cursorTime, id: last.id }) : null,
  };
}

/** Marks what the viewer received in the conversation read; answers how many messages changed. */
export async function markConversationRead(db: Database, viewerId: string, conversationId: string) {
  await conversationOf(db, viewerId, conversationId);
  return db.transaction(async (tx) => {
    const read = await tx
      .update(directMessages)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(directMessages.conversationId, conversationId),
          eq(directMessages.receiverId, viewerId),
          isNull(directMessages.readAt),
        ),
      )
      .returning({ senderId: directMessages.senderId });
    if (read.length === 0) return 0;
    // The bell's "new message" for this conversation is read with it.
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        sql`${notifications.userId} = ${viewerId} and ${notifications.type} = 'new_message' and ${notifications.readAt} is null
          and ${notifications.data}->>'conversationId' = ${conversationId}`,
      );
    const senders = [...new Set(read.map((row) => row.senderId).filter((id): id is string => id !== null))];
    await publishHint(tx, [viewerId, ...senders], ["messages", "notifications"], conversationId);
    return read.length;
  });
}
