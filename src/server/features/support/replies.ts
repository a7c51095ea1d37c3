// The requester's replies in their own request's thread. A reply puts the request back in the
// owners' open list (its priority kept from when it was opened), and both sides' screens refresh.
import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../../domain/roles";
import type { SupportRequestView } from "../../../domain/support-requests";
import type { Database } from "../../db/client";
import { supportAnswers, supportRequests } from "../../db/schema";
import { isUuid } from "../../lib/ids";
import { hintSupport } from "./hints";
import { insertWithinReplyRate } from "./rate";
import { getSupportRequest, requestNotFound } from "./requests";

/**
 * Adds the viewer's reply to their request and reopens it, under the hourly limit on replies. Only
 * the requester replies here (owners answer from their dashboard); anyone else's request, or one
 * that does not exist, is the same 404, so nothing is written and nobody learns it exists.
 */
export async function replyToSupportRequest(
  db: Database,
  ownerEmails: readonly string[],
  viewer: SessionUser,
  requestId: string,
  message: string,
): Promise<SupportRequestView> {
  if (!isUuid(requestId)) throw requestNotFound();
  await insertWithinReplyRate(db, viewer.id, async (tx) => {
    const [request] = await tx
      .update(supportRequests)
      .set({ status: "open" })
      .where(and(eq(supportRequests.id, requestId), eq(supportRequests.requesterId, viewer.id)))
      .returning({ id: supportRequests.id });
    if (!request) throw requestNotFound();
    await tx.insert(supportAnswers).values({ requestId, authorId: viewer.id, writtenBy: "requester", message });
    await hintSupport(tx, ownerEmails, viewer.id);
  });
  return getSupportRequest(db, viewer, requestId);
}
