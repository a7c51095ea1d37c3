// Sending a message: who may send (spec 5 and 6), the abuse limits, and storing it once.
// A follower writes to a creator only with an active ALL STAR membership, checked on every
// send; the creator replies inside conversations members started. Either side's block stops
// the other from sending.
import { and, eq, or, sql } from "drizzle-orm";
import { effectiveTier } from "../../../domain/memberships";
import type { MessageView, SendBlock, SentMessage } from "../../../domain/messages";
import { publishHint } from "../../adapters/events/hints";
import type { Database, Queryable } from "../../db/client";
import { conversations, directMessages, memberships, messageBlocks } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { findCreatorId } from "../memberships";
import { namedUser, notifyNewMessage } from "../notifications";
import { conversationOf, otherSide, type ConversationRow } from "./conversations";
import { checkMessageRate } from "./rate-limit";

const refusals: Record<SendBlock, AppError> = {
  all_star_required: new AppError(
    "all_star_required",
    403,
    "You need an active All Star subscription to send messages to this influencer.",
  ),
  blocked: new AppError("blocked", 403, "You blocked this person. Unblock them to send messages."),
  blocked_by_other: new AppError("blocked_by_other", 403, "This person is not accepting messages from you."),
  account_deleted: new AppError("account_deleted", 403, "This account no longer exists."),
};

/** Why the viewer cannot send in this conversation right now, or null when they can. */
export async function sendBlockFor(
  db: Queryable,
  conversation: ConversationRow,
  viewerId: string,
): Promise<SendBlock | null> {
  const otherId = otherSide(conversation, viewerId);
  if (!otherId || !conversation.creatorId || !conversation.followerId) return "account_deleted";
  if (viewerId === conversation.followerId) {
    const [membership] = await db
      .select({ tier: memberships.tier, status: memberships.status, currentPeriodEnd: memberships.currentPeriodEnd })
      .from(memberships)
      .where(and(eq(memberships.followerId, viewerId), eq(memberships.creatorId, conversation.creatorId)));
    if (effectiveTier(membership) !== "all_star") return "all_star_required";
  }
  const blocks = await db
    .select({ blockerId: messageBlocks.blockerId })
    .from(messageBlocks)
    .where(
      or(
        and(eq(messageBlocks.blockerId, viewerId), eq(messageBlocks.blockedId, otherId)),
        and(eq(messageBlocks.blockerId, otherId), eq(messageBlocks.blockedId, viewerId)),
      ),
    );
  if (blocks.some((block) => block.blockerId === viewerId)) return "blocked";
  if (blocks.length > 0) return "blocked_by_other";
  return null;
}

export const toMessageView = (
  row: Pick<
    typeof directMessages.$inferSelect,
    "id" | "body" | "createdAt" | "readAt" | "senderId" | "clientMessageId"
  >,
  viewerId: string,
): MessageView => ({
  id: row.id,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  fromMe: row.senderId === viewerId,
  clientMessageId: row.clientMessageId,
});

interface Outgoing {
  body: string;
  clientMessageId: string;
}

/** A message this sender already stored under the same client id: the retry's answer. */
async function alreadySent(db: Queryable, senderId: string, clientMessageId: string): Promise<SentMessage | null> {
  const [row] = await db
    .select()
    .from(directMessages)
    .where(and(eq(directMessages.senderId, senderId), eq(directMessages.clientMessageId, clientMessageId)));
  return row ? { conversationId: row.conversationId, message: toMessageView(row, senderId) } : null;
}

export type SendResult = SentMessage & { isNew: boolean };

/** A follower writes to a creator, in their conversation (started by the first message). */
export async function sendToCreator(
  db: Database,
  followerId: string,
  creatorUsername: string,
  outgoing: Outgoing,
): Promise<SendResult> {
  const creatorId = await findCreatorId(db, creatorUsername);
  if (creatorId === followerId) throw new AppError("cannot_message_self", 400, "You cannot message yourself.");
  const previous = await alreadySent(db, followerId, outgoing.clientMessageId);
  if (previous) return { ...previous, isNew: false };
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({ creatorId, followerId })
      .onConflictDoUpdate({
        target: [conversations.creatorId, conversations.followerId],
        set: { lastMessageAt: sql`${conversations.lastMessageAt}` },
      })
      .returning({ id: conversations.id, creatorId: conversations.creatorId, followerId: conversations.followerId });
    return store(tx, conversation!, followerId, outgoing);
  });
}

/** Either participant writes inside an existing conversation (a creator's reply). */
export async function sendInConversation(
  db: Database,
  senderId: string,
  conversationId: string,
  outgoing: Outgoing,
): Promise<SendResult> {
  await conversationOf(db, senderId, conversationId);
  const previous = await alreadySent(db, senderId, outgoing.clientMessageId);
  if (previous) return { ...previous, isNew: false };
  return db.transaction(async (tx) =>
    store(tx, await conversationOf(tx, senderId, conversationId), senderId, outgoing),
  );
}

async function store(
  tx: Queryable,
  conversation: ConversationRow,
  senderId: string,
  outgoing: Outgoing,
): Promise<SendResult> {
  // One send at a time per sender: the rate limit counts exactly, and a double-click's second
  // request finds the first one's message.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`message-sender:${senderId}`}))`);
  const previous = await alreadySent(tx, senderId, outgoing.clientMessageId);
  if (previous) return { ...previous, isNew: false };
  const block = await sendBlockFor(tx, conversation, senderId);
  if (block) throw refusals[block];
  await checkMessageRate(tx, senderId);

  const receiverId = otherSide(conversation, senderId)!;
  const [row] = await tx
    .insert(directMessages)
    .values({
      conversationId: conversation.id,
      senderId,
      receiverId,
      body: outgoing.body,
      clientMessageId: outgoing.clientMessageId,
    })
    .returning();
  await tx.update(conversations).set({ lastMessageAt: row!.createdAt }).where(eq(conversations.id, conversation.id));
  await notifyNewMessage(tx, receiverId, { from: await namedUser(tx, senderId), conversationId: conversation.id });
  await publishHint(tx, [senderId, receiverId], ["messages"], conversation.id);
  return { conversationId: conversation.id, message: toMessageView(row!, senderId), isNew: true };
}
