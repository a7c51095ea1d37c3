// The member is back from a one-off checkout (a tip, a post bought): bring it in now rather than
// wait for the webhook, and say where it stands.
import { and, eq } from "drizzle-orm";
import type { PurchaseSyncResponse } from "../../../domain/purchases";
import { purchases, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { BillingDeps } from "./deps";
import { syncCheckout } from "./event-sync";

// Checkout session ids of Stripe (cs_test_…) and the sandbox (cs_sbx_…): letters, digits, _ and -.
const SESSION_ID = /^[\w-]{1,255}$/;
const notFound = () => new AppError("checkout_not_found", 404, "We could not find this checkout.");

export async function syncMemberPurchase(
  deps: BillingDeps,
  memberId: string,
  sessionId: string,
): Promise<PurchaseSyncResponse> {
  if (!SESSION_ID.test(sessionId)) throw notFound();
  const theirs = and(
    eq(purchases.provider, deps.payments.name),
    eq(purchases.sessionId, sessionId),
    eq(purchases.followerId, memberId),
  );
  const [known] = await deps.db.select({ id: purchases.id }).from(purchases).where(theirs);
  if (!known) throw notFound();
  const snapshot = await syncCheckout(deps, sessionId);
  const [row] = await deps.db
    .select({ purchase: purchases, creator: { username: users.username, name: users.name } })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.creatorId))
    .where(theirs);
  if (!row) throw notFound();
  return {
    status: snapshot.status,
    kind: row.purchase.kind,
    amountCents: row.purchase.amountCents,
    creator: row.creator,
    place: row.purchase.place,
    postId: row.purchase.postId,
  };
}
