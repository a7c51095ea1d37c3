// Pay-per-view: a member whose tier leaves a post locked buys it, once and for good, at the price
// the creator set. A second click or tab gets the same open checkout, never a second charge.
import { and, desc, eq } from "drizzle-orm";
import type { RedirectResponse } from "../../../domain/billing";
import { unlockReturnPath } from "../../../domain/pay-per-view";
import type { SessionUser } from "../../../domain/roles";
import { purchases } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { findPostFor } from "../content";
import { lockFor, type BillingDeps } from "./deps";
import { syncCheckout } from "./event-sync";
import { startOneOffCheckout } from "./one-off-checkout";

const alreadyOpen = () => new AppError("post_already_open", 409, "You can already open this post.");

export async function startPostUnlock(
  deps: BillingDeps,
  member: SessionUser,
  postId: string,
): Promise<RedirectResponse> {
  const { post, access } = await findPostFor(deps.db, postId, member.id);
  if (access === "open") throw alreadyOpen();
  const price = post.unlockPriceCents;
  if (price === null) throw new AppError("post_not_for_sale", 409, "This post is only for members of its tier.");

  // One member buying one post at a time: two clicks or tabs at once get one checkout, not two.
  return deps.db.transaction(async (tx) => {
    await lockFor(tx, `unlock:${member.id}:${post.id}`);
    const [pending] = await tx
      .select()
      .from(purchases)
      .where(
        and(
          eq(purchases.provider, deps.payments.name),
          eq(purchases.followerId, member.id),
          eq(purchases.postId, post.id),
          eq(purchases.kind, "post"),
          eq(purchases.status, "pending"),
        ),
      )
      .orderBy(desc(purchases.createdAt))
      .limit(1);
    if (pending) {
      const checkout = await deps.payments.getCheckoutSession(pending.sessionId);
      if (checkout.status === "open" && checkout.url && pending.amountCents === price) return { url: checkout.url };
      // Paid meanwhile (in another tab): bring it in rather than sell the post twice.
      if (checkout.status === "complete") {
        await syncCheckout(deps, pending.sessionId);
        throw alreadyOpen();
      }
    }
    return startOneOffCheckout(
      deps,
      member,
      { kind: "post", creatorId: post.creatorId, amountCents: price, postId: post.id, place: null, note: null },
      { description: `Unlock “${post.title}”`, returnPath: unlockReturnPath(post.username, post.id) },
      tx,
    );
  });
}
