// Gift memberships, from the buyer's side: they choose a creator's tier, a length and an email
// address and pay once at the provider's checkout; they list the gifts they gave. What happens once
// a gift is paid, redeemed or refunded is in gift-sync, gift-redeem and gift-refunds.
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { RedirectResponse } from "../../../domain/billing";
import {
  GIFT_THANKS_PATH,
  giftPriceCents,
  giftRefundableUntil,
  isGiftRefundable,
  type GiftMonths,
  type GiftRequest,
  type GiftSyncResponse,
  type GivenGift,
} from "../../../domain/gifts";
import { tierNames, type PaidTier } from "../../../domain/memberships";
import type { SessionUser } from "../../../domain/roles";
import type { Queryable } from "../../db/client";
import { gifts, users } from "../../db/schema";
import { afterCursor, cursorTime, decodeCursor, encodeCursor } from "../../lib/cursor";
import { AppError } from "../../lib/errors";
import { findCreatorId } from "../memberships";
import type { BillingDeps } from "./deps";
import { syncCheckout } from "./event-sync";
import { createOneOffSession } from "./one-off-checkout";
import { planAmount } from "./prices";

export const GIFTS_PAGE = 20;

export async function startGift(
  deps: BillingDeps,
  buyer: SessionUser,
  request: GiftRequest,
): Promise<RedirectResponse> {
  const creatorId = await findCreatorId(deps.db, request.creator);
  // The price of the tier's month today, times the months: what a member would pay for them.
  const { amountCents: monthly } = await planAmount(deps, creatorId, { tier: request.tier, interval: "month" });
  const [creator] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, creatorId));
  const [buyerRow] = await deps.db.select({ language: users.language }).from(users).where(eq(users.id, buyer.id));
  const id = randomUUID();
  const amountCents = giftPriceCents(monthly, request.months);
  const months = request.months === 1 ? "1 month" : `${request.months} months`;
  const session = await createOneOffSession(deps, buyer, {
    id,
    kind: "gift",
    creatorId,
    amountCents,
    description: `Gift: ${months} of ${tierNames[request.tier]} with ${creator?.name ?? request.creator}`,
    successPath: GIFT_THANKS_PATH,
    returnPath: `/subscription/${encodeURIComponent(request.creator.toLowerCase())}`,
  });
  await deps.db.insert(gifts).values({
    id,
    provider: deps.payments.name,
    sessionId: session.id,
    buyerId: buyer.id,
    creatorId,
    tier: request.tier,
    months: request.months,
    amountCents,
    recipientEmail: request.recipientEmail,
    message: request.message ? request.message : null,
    language: buyerRow?.language ?? "en",
  });
  return { url: session.url };
}

const givenGiftColumns = { gift: gifts, creator: { username: users.username, name: users.name } };
type GivenGiftRow = {
  gift: typeof gifts.$inferSelect;
  creator: { username: string | null; name: string | null } | null;
};

/** A gift as its buyer sees it. */
export function givenGift({ gift, creator }: GivenGiftRow, now = new Date()): GivenGift {
  return {
    id: gift.id,
    creator: { username: creator?.username ?? "", name: creator?.name ?? "" },
    tier: gift.tier as PaidTier,
    months: gift.months as GiftMonths,
    recipientEmail: gift.recipientEmail,
    message: gift.message,
    amountCents: gift.amountCents,
    status: gift.status,
    paidAt: gift.paidAt?.toISOString() ?? null,
    redeemedAt: gift.redeemedAt?.toISOString() ?? null,
    refundableUntil: isGiftRefundable(gift, now) && gift.paidAt ? giftRefundableUntil(gift.paidAt).toISOString() : null,
  };
}

/** One of the buyer's gifts (by id or checkout), or null when it is not theirs. */
export async function findGivenGift(
  db: Queryable,
  buyerId: string,
  where: { id: string; sessionId?: never } | { sessionId: string; id?: never },
) {
  const [row] = await db
    .select(givenGiftColumns)
    .from(gifts)
    .leftJoin(users, eq(users.id, gifts.creatorId))
    .where(
      and(
        eq(gifts.buyerId, buyerId),
        where.id ? eq(gifts.id, where.id) : undefined,
        where.sessionId ? eq(gifts.sessionId, where.sessionId) : undefined,
      ),
    );
  return row ? givenGift(row) : null;
}

/** The buyer's gifts, newest first, a page at a time. */
export async function listGivenGifts(db: Queryable, buyerId: string, cursor?: string) {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select({ ...givenGiftColumns, cursorTime: cursorTime(gifts.createdAt) })
    .from(gifts)
    .leftJoin(users, eq(users.id, gifts.creatorId))
    .where(and(eq(gifts.buyerId, buyerId), after ? afterCursor(gifts.createdAt, gifts.id, after) : undefined))
    .orderBy(desc(gifts.createdAt), desc(gifts.id))
    .limit(GIFTS_PAGE + 1);
  const page = rows.slice(0, GIFTS_PAGE);
  const last = page[page.length - 1];
  return {
    gifts: page.map((row) => givenGift(row)),
    nextCursor:
      rows.length > GIFTS_PAGE && last ? encodeCursor({ createdAt: last.cursorTime, id: last.gift.id }) : null,
  };
}

// Checkout session ids of Stripe (cs_test_…) and the sandbox (cs_sbx_…): letters, digits, _ and -.
const SESSION_ID = /^[\w-]{1,255}$/;

/** The buyer is back from checkout: bring the payment in now rather than wait for the webhook. */
export async function syncBuyerGift(deps: BillingDeps, buyerId: string, sessionId: string): Promise<GiftSyncResponse> {
  const notFound = () => new AppError("checkout_not_found", 404, "We could not find this checkout.");
  if (!SESSION_ID.test(sessionId) || !(await findGivenGift(deps.db, buyerId, { sessionId }))) throw notFound();
  const snapshot = await syncCheckout(deps, sessionId);
  const gift = await findGivenGift(deps.db, buyerId, { sessionId });
  if (!gift) throw notFound();
  return { status: snapshot.status, gift };
}
