// The checkout of a one-off payment (a tip, a post bought, a gift): the member is sent to the provider's
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
  const id = randomUUID();
  const session = await createOneOffSession(deps, member, {
    ...page,
    id,
    kind: purchase.kind,
    creatorId: purchase.creatorId,
    amountCents: purchase.amountCents,
    successPath: PURCHASE_THANKS_PATH,
  });
  await db
    .insert(purchases)
    .values({ ...purchase, id, provider: deps.payments.name, sessionId: session.id, followerId: member.id });
  return { url: session.url };
}

/**
 * The provider's hosted page for one payment to a creator (a tip, a post, a gift): `id` is our
 * row's, which the metadata names and the idempotency key is made of.
 */
export async function createOneOffSession(
  deps: BillingDeps,
  member: SessionUser,
  payment: {
    id: string;
    kind: string;
    creatorId: string;
    amountCents: number;
    description: string;
    successPath: string;
    returnPath: string;
  },
) {
  const destinationAccountId = await payoutDestination(deps, payment.creatorId);
  const customerId = await ensureCustomer(deps, member);
  const base = deps.config.publicUrl;
  const session = await deps.payments.createPaymentCheckout({
    customerId,
    amountCents: payment.amountCents,
    // The provider takes the platform's share as the charge happens: the ledger's split, to the cent.
    platformFeeCents: splitRevenue(payment.amountCents).platformCents,
    description: payment.description,
    destinationAccountId,
    successUrl: `${base}${payment.successPath}`,
    cancelUrl: `${base}${payment.returnPath}`,
    metadata: { kind: payment.kind, purchaseId: payment.id, followerId: member.id, creatorId: payment.creatorId },
    idempotencyKey: `${payment.kind === "gift" ? "gift" : "purchase"}-${payment.id}`,
  });
  if (!session.url) throw new AppError("payment_provider_error", 502, "No checkout URL received");
  return { id: session.id, url: session.url };
}
