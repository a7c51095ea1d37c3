// Tips: a member sends a creator a one-off payment from a post, the profile or a message thread,
// with a note; the creator reads the tips they received.
import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { RedirectResponse } from "../../../domain/billing";
import type { SessionUser } from "../../../domain/roles";
import { tipReturnPath, type ReceivedTip, type TipRequest } from "../../../domain/tips";
import { posts, purchases, users } from "../../db/schema";
import { afterCursor, cursorTime, decodeCursor, encodeCursor } from "../../lib/cursor";
import { postNotFound, findPostFor } from "../content";
import { findCreatorId } from "../memberships";
import type { BillingDeps } from "./deps";
import { startOneOffCheckout } from "./one-off-checkout";

export const TIPS_PAGE = 20;

const tipper = alias(users, "tipper");

export async function startTip(deps: BillingDeps, member: SessionUser, request: TipRequest): Promise<RedirectResponse> {
  const creatorId = await findCreatorId(deps.db, request.creator);
  if (request.postId) {
    // Only a post the member may know of, and only the creator's own.
    const { post } = await findPostFor(deps.db, request.postId, member.id);
    if (post.creatorId !== creatorId) throw postNotFound();
  }
  const [creator] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, creatorId));
  return startOneOffCheckout(
    deps,
    member,
    {
      kind: "tip",
      creatorId,
      amountCents: request.amountCents,
      postId: request.postId ?? null,
      place: request.place,
      note: request.note ? request.note : null,
    },
    { description: `Tip for ${creator?.name ?? request.creator}`, returnPath: tipReturnPath(request) },
  );
}

/** The creator's paid tips, newest first, a page at a time. */
export async function listTips(deps: BillingDeps, creatorId: string, cursor?: string) {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await deps.db
    .select({
      tip: purchases,
      cursorTime: cursorTime(purchases.paidAt),
      follower: { username: tipper.username, name: tipper.name },
      post: { id: posts.id, title: posts.title },
    })
    .from(purchases)
    .leftJoin(tipper, eq(tipper.id, purchases.followerId))
    .leftJoin(posts, eq(posts.id, purchases.postId))
    .where(
      and(
        eq(purchases.creatorId, creatorId),
        eq(purchases.kind, "tip"),
        eq(purchases.status, "paid"),
        after ? afterCursor(purchases.paidAt, purchases.id, after) : undefined,
      ),
    )
    .orderBy(desc(purchases.paidAt), desc(purchases.id))
    .limit(TIPS_PAGE + 1);
  const page = rows.slice(0, TIPS_PAGE);
  const last = page[page.length - 1];
  return {
    tips: page.map(({ tip, follower, post }): ReceivedTip => ({
      id: tip.id,
      follower: follower?.username ? { username: follower.username, name: follower.name } : null,
      amountCents: tip.amountCents,
      note: tip.note,
      place: tip.place!,
      post: post?.id ? { id: post.id, title: post.title } : null,
      paidAt: tip.paidAt!.toISOString(),
    })),
    nextCursor: rows.length > TIPS_PAGE && last ? encodeCursor({ createdAt: last.cursorTime, id: last.tip.id }) : null,
  };
}
