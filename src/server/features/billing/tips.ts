// Tips: a member sends a creator a one-off payment from a post, the profile or a message thread.
// The member is sent to the provider's checkout; the tip is paid when its checkout completes
// (tip-sync.ts), whether the webhook or the member's return comes first.
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { RedirectResponse } from "../../../domain/billing";
import { splitRevenue } from "../../../domain/money";
import type { SessionUser } from "../../../domain/roles";
import {
  TIP_THANKS_PATH,
  tipReturnPath,
  type PurchaseSyncResponse,
  type ReceivedTip,
  type TipRequest,
} from "../../../domain/tips";
import { posts, tips, users } from "../../db/schema";
import { afterCursor, cursorTime, decodeCursor, encodeCursor } from "../../lib/cursor";
import { AppError } from "../../lib/errors";
import { findPostFor } from "../content";
import { findCreatorId } from "../memberships";
import { ensureCustomer } from "./customers";
import type { BillingDeps } from "./deps";
import { syncCheckout } from "./event-sync";
import { payoutDestination } from "./payouts";

export const TIPS_PAGE = 20;

const follower = alias(users, "tipper");

/** Sends the member to checkout for the tip; nothing is recorded as paid until the provider says so. */
export async function startTip(deps: BillingDeps, member: SessionUser, request: TipRequest): Promise<RedirectResponse> {
  const creatorId = await findCreatorId(deps.db, request.creator);
  if (request.postId) {
    // Only a post the member may know of, and only the creator's own.
    const { post } = await findPostFor(deps.db, request.postId, member.id);
    if (post.creatorId !== creatorId)
      throw new AppError("post_not_found", 404, "This post does not exist or is not available.");
  }
  const destinationAccountId = await payoutDestination(deps, creatorId);
  const [customerId, [creator]] = await Promise.all([
    ensureCustomer(deps, member),
    deps.db.select({ name: users.name }).from(users).where(eq(users.id, creatorId)),
  ]);
  const tipId = randomUUID();
  const base = deps.config.publicUrl;
  const session = await deps.payments.createPaymentCheckout({
    customerId,
    amountCents: request.amountCents,
    // The platform's share is taken by the provider as the charge happens, the ledger's split to the cent.
    platformFeeCents: splitRevenue(request.amountCents).platformCents,
    description: `Tip for ${creator?.name ?? request.creator}`,
    destinationAccountId,
    successUrl: `${base}${TIP_THANKS_PATH}`,
    cancelUrl: `${base}${tipReturnPath(request)}`,
    metadata: { kind: "tip", tipId, followerId: member.id, creatorId },
    idempotencyKey: `tip-${tipId}`,
  });
  if (!session.url) throw new AppError("payment_provider_error", 502, "No checkout URL received");
  await deps.db.insert(tips).values({
    id: tipId,
    provider: deps.payments.name,
    sessionId: session.id,
    followerId: member.id,
    creatorId,
    place: request.place,
    postId: request.postId ?? null,
    amountCents: request.amountCents,
    note: request.note ? request.note : null,
  });
  return { url: session.url };
}

// Checkout session ids of Stripe (cs_test_…) and the sandbox (cs_sbx_…): letters, digits, _ and -.
const SESSION_ID = /^[\w-]{1,255}$/;
const tipNotFound = () => new AppError("checkout_not_found", 404, "We could not find this checkout.");

/** The member is back from checkout: bring the tip in now rather than wait for the webhook. */
export async function syncMemberTip(
  deps: BillingDeps,
  memberId: string,
  sessionId: string,
): Promise<PurchaseSyncResponse> {
  if (!SESSION_ID.test(sessionId)) throw tipNotFound();
  const where = and(
    eq(tips.provider, deps.payments.name),
    eq(tips.sessionId, sessionId),
    eq(tips.followerId, memberId),
  );
  const [known] = await deps.db.select({ id: tips.id }).from(tips).where(where);
  if (!known) throw tipNotFound();
  const snapshot = await syncCheckout(deps, sessionId);
  const [tip] = await deps.db
    .select({ tip: tips, creator: { username: users.username, name: users.name } })
    .from(tips)
    .innerJoin(users, eq(users.id, tips.creatorId))
    .where(where);
  if (!tip) throw tipNotFound();
  return {
    status: snapshot.status,
    kind: "tip",
    amountCents: tip.tip.amountCents,
    creator: tip.creator,
    place: tip.tip.place,
    postId: tip.tip.postId,
  };
}

/** The creator's paid tips, newest first, a page at a time. */
export async function listTips(deps: BillingDeps, creatorId: string, cursor?: string) {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await deps.db
    .select({
      tip: tips,
      cursorTime: cursorTime(tips.paidAt),
      follower: { username: follower.username, name: follower.name },
      post: { id: posts.id, title: posts.title },
    })
    .from(tips)
    .leftJoin(follower, eq(follower.id, tips.followerId))
    .leftJoin(posts, eq(posts.id, tips.postId))
    .where(
      and(
        eq(tips.creatorId, creatorId),
        eq(tips.status, "paid"),
        after ? afterCursor(tips.paidAt, tips.id, after) : undefined,
      ),
    )
    .orderBy(desc(tips.paidAt), desc(tips.id))
    .limit(TIPS_PAGE + 1);
  const page = rows.slice(0, TIPS_PAGE);
  const last = page[page.length - 1];
  return {
    tips: page.map(({ tip, follower, post }): ReceivedTip => ({
      id: tip.id,
      follower: follower?.username ? { username: follower.username, name: follower.name } : null,
      amountCents: tip.amountCents,
      note: tip.note,
      place: tip.place,
      post: post?.id ? { id: post.id, title: post.title } : null,
      paidAt: tip.paidAt!.toISOString(),
    })),
    nextCursor: rows.length > TIPS_PAGE && last ? encodeCursor({ createdAt: last.cursorTime, id: last.tip.id }) : null,
  };
}
