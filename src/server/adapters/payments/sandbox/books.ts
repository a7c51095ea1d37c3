// Reads and writes of the sandbox's own books shared by its API, its pages and its billing cycle.
import type { BillingInterval } from "../../../../domain/billing-intervals";
import { discountedCents, isDiscounted, type OfferDiscount } from "../../../../domain/offers";
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../../../db/client";
import {
  sandboxCoupons,
  sandboxCustomers,
  sandboxInvoices,
  sandboxPrices,
  sandboxSubscriptions,
} from "../../../db/schema";
import { canCharge } from "./charges";
import { emitEvent } from "./events";
import { sandboxId } from "./ids";

export class SandboxNotFoundError extends Error {
  constructor(what: string, id: string) {
    super(`No such sandbox ${what}: ${id}`);
    this.name = "SandboxNotFoundError";
  }
}

export async function findCustomer(db: Queryable, id: string) {
  const [row] = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, id));
  if (!row) throw new SandboxNotFoundError("customer", id);
  return row;
}

export async function findPrice(db: Queryable, id: string) {
  const [row] = await db.select().from(sandboxPrices).where(eq(sandboxPrices.id, id));
  if (!row) throw new SandboxNotFoundError("price", id);
  return row;
}

/** The subscription, locked for the rest of the transaction when asked (every change asks). */
export async function findSubscription(db: Queryable, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw new SandboxNotFoundError("subscription", id);
  return row;
}

export type SandboxSubscription = Awaited<ReturnType<typeof findSubscription>>;

export async function findCoupon(db: Queryable, id: string) {
  const [row] = await db.select().from(sandboxCoupons).where(eq(sandboxCoupons.id, id));
  if (!row) throw new SandboxNotFoundError("coupon", id);
  return row;
}

export function couponDiscount(coupon: typeof sandboxCoupons.$inferSelect): OfferDiscount {
  if (coupon.percentOff !== null) return { type: "percent", percentOff: coupon.percentOff };
  return { type: "amount", amountOffCents: coupon.amountOffCents! };
}

/**
 * What the subscription pays for a period of this price starting at `periodStart`: the price, less
 * its discount when the coupon is for the price's product and the period starts inside the
 * discount's window (domain/offers), as Stripe discounts an invoice; `couponId` names the coupon
 * that discounted it.
 */
export async function periodCharge(
  db: Queryable,
  subscription: Pick<SandboxSubscription, "couponId" | "discountStart" | "discountEnd">,
  priceId: string,
  periodStart: Date,
) {
  const price = await findPrice(db, priceId);
  const fullPrice = { amountCents: price.amountCents, couponId: null };
  const { couponId, discountStart: startsAt, discountEnd: endsAt } = subscription;
  if (!couponId || !startsAt || !isDiscounted({ startsAt, endsAt }, periodStart)) return fullPrice;
  const coupon = await findCoupon(db, couponId);
  if (coupon.productId !== price.productId) return fullPrice;
  return { amountCents: discountedCents(price.amountCents, couponDiscount(coupon)), couponId };
}

const invoiceNumber = () => `SBX-${sandboxId("n").slice(-8).toUpperCase()}`;

/**
 * Bills the customer: an invoice for the amount, paid at once when the card takes it, otherwise
 * left open for the retries. Announces invoice.paid or invoice.payment_failed.
 */
export async function billCustomer(
  tx: Queryable,
  input: {
    customerId: string;
    subscriptionId: string;
    description: string;
    amountCents: number;
    reason: "subscription_create" | "subscription_cycle" | "subscription_update";
    now: Date;
    retryAt: Date | null;
    /** The coupon that discounted the amount, if any. */
    couponId?: string | null;
  },
) {
  const customer = await findCustomer(tx, input.customerId);
  const isPaid =
    input.amountCents === 0 || canCharge(customer, input.reason === "subscription_create" ? "checkout" : "later");
  const id = sandboxId("in");
  await tx.insert(sandboxInvoices).values({
    id,
    number: invoiceNumber(),
    customerId: input.customerId,
    subscriptionId: input.subscriptionId,
    description: input.description,
    status: isPaid ? "paid" : "open",
    billingReason: input.reason,
    amountDueCents: input.amountCents,
    amountPaidCents: isPaid ? input.amountCents : 0,
    couponId: input.couponId ?? null,
    attemptCount: 1,
    nextPaymentAttemptAt: isPaid ? null : input.retryAt,
    paidAt: isPaid ? input.now : null,
    createdAt: input.now,
  });
  await emitEvent(tx, isPaid ? "invoice.paid" : "invoice.payment_failed", "invoice", id);
  return { id, isPaid };
}

export async function updateSubscription(
  tx: Queryable,
  id: string,
  changes: Partial<SandboxSubscription>,
  event = "customer.subscription.updated",
) {
  await tx.update(sandboxSubscriptions).set(changes).where(eq(sandboxSubscriptions.id, id));
  await emitEvent(tx, event, "subscription", id);
}

/** The product and price as a line on the portal and invoices: "maya_strong · PRO". */
export async function describePrice(db: Queryable, priceId: string) {
  const price = await findPrice(db, priceId);
  return { name: price.productName, amountCents: price.amountCents, interval: price.interval as BillingInterval };
}

/** Serialises sandbox changes to one customer's card and invoices across requests and instances. */
export async function lockCustomer(tx: Queryable, customerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-customer:${customerId}`}))`);
}
