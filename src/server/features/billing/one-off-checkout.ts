// The checkout of a one-off payment (a tip, a post bought): the member is sent to the provider's
// hosted page, and the purchase waits, pending, for the provider to say it was paid.
import { randomUUID } from "node:crypto";
import type { RedirectResponse } from "../../../domain/billing";
import { splitRevenue } from "../../../domain/money";
import type { SessionUser } from "../../../domain/roles";
import { PURCHASE_THANKS_PATH } from "../../../domain/purchases";
import type { Queryable } from "../../db/client";
import { purchases } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { ensureCustomer } from "./customers";
import type { BillingDeps } from "./deps";
import { payoutDestination } from "./payouts";

type PurchaseFacts = Pick<
  typeof purchases.$inferInsert,
  "kind" | "creatorId" | "amountCents" | "postId" | "place" | "note"
>;

/** `db`: the transaction holding the caller's lock, if any, for the purchase's row. */
export async function startOneOffCheckout(
  deps: BillingDeps,
  member: SessionUser,
  purchase: PurchaseFacts & { creatorId: string },
  page: { description: string; returnPath: string },
  db: Queryable = deps.db,
): Promise<RedirectResponse> {
  const destinationAccountId = await payoutDestination(deps, purchase.creatorId);
  const customerId = await ensureCustomer(deps, member);
  const id = randomUUID();
  const base = deps.config.publicUrl;
  const session = await deps.payments.createPaymentCheckout({
    customerId,
    amountCents: purchase.amountCents,
    // The provider takes the platform's share as the charge happens: the ledger's split, to the cent.
    platformFeeCents: splitRevenue(purchase.amountCents).platformCents,
    description: page.description,
    destinationAccountId,
    successUrl: `${base}${PURCHASE_THANKS_PATH}`,
    cancelUrl: `${base}${page.returnPath}`,
    metadata: { kind: purchase.kind, purchaseId: id, followerId: member.id, creatorId: purchase.creatorId },
    idempotencyKey: `purchase-${id}`,
  });
  if (!session.url) throw new AppError("payment_provider_error", 502, "No checkout URL received");
  await db
    .insert(purchases)
    .values({ ...purchase, id, provider: deps.payments.name, sessionId: session.id, followerId: member.id });
  return { url: session.url };
}
