// Blocking the other person of a conversation: they can no longer send to the blocker.
import { and, eq } from "drizzle-orm";
import { publishHint } from "../../adapters/events/hints";
import type { Database } from "../../db/client";
import { messageBlocks } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { conversationOf, otherSide } from "./conversations";

export async function setBlocked(db: Database, viewerId: string, conversationId: string, blocked: boolean) {
  const conversation = await conversationOf(db, viewerId, conversationId);
  const otherId = otherSide(conversation, viewerId);
  if (!otherId) throw new AppError("account_deleted", 403, "This account no longer exists.");
  await db.transaction(async (tx) => {
    if (blocked)
      await tx.insert(messageBlocks).values({ blockerId: viewerId, blockedId: otherId }).onConflictDoNothing();
    else
      await tx
        .delete(messageBlocks)
        .where(and(eq(messageBlocks.blockerId, viewerId), eq(messageBlocks.blockedId, otherId)));
    // Both composers change: the blocked side learns it cannot send.
    await publishHint(tx, [viewerId, otherId], ["messages"], conversationId);
  });
  return { blockedByMe: blocked };
}
