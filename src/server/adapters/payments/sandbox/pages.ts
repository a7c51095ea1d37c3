// What the sandbox's own pages do: pay a checkout, manage a card and subscriptions in the
// portal, finish payout onboarding. Ids in their URLs are bearer secrets, as Stripe's are.
import { and, desc, eq, inArray } from "drizzle-orm";
import { addDays, addInterval } from "../../../../domain/billing";
import type { BillingInterval } from "../../../../domain/billing-intervals";
import { discountedCents, discountEndsAt } from "../../../../domain/offers";
import {
  cardBehavior,
  cardBrand,
  parseExpiry,
  RESTRICTED_TEST_ACCOUNT_NUMBER,
  type SandboxCardInput,
  type SandboxCheckoutView,
  type SandboxOnboardingInput,
  type SandboxOnboardingView,
  type SandboxPortalView,
} from "../../../../domain/sandbox-payments";
import type { Queryable, Transaction } from "../../../db/client";
import {
  sandboxAccounts,
  sandboxCheckoutSessions,
  sandboxCustomers,
  sandboxInvoices,
  sandboxLinks,
  sandboxPayments,
  sandboxSubscriptions,
} from "../../../db/schema";
import { PaymentDeclinedError } from "../index";
import type { SandboxProvider } from "../sandbox";
import {
  billCustomer,
  couponDiscount,
  describePrice,
  findCoupon,
  findCustomer,
  findPrice,
  findSubscription,
  lockCustomer,
  periodCharge,
  SandboxNotFoundError,
  updateSubscription,
} from "./books";
import { retryInvoice } from "./billing-cycle";
import { declineMessage } from "./charges";
import { sandboxNow } from "./clock";
import { emitEvent } from "./events";
import { sandboxId } from "./ids";
import { checkoutSnapshot } from "./snapshots";

/** The checkout is paid already, or expired. */
export class CheckoutNotOpenError extends Error {
  constructor(readonly cancelUrl: string) {
    super("This checkout is no longer open.");
    this.name = "CheckoutNotOpenError";
  }
}

async function findCheckout(db: Queryable, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw new SandboxNotFoundError("checkout session", id);
  return row;
}

type CheckoutRow = typeof sandboxCheckoutSessions.$inferSelect;

/** What the checkout sells: a subscription's price, or a one-off payment's description and amount. */
/** What the checkout's coupon makes of the price, if it discounts it. */
async function checkoutDiscount(
  db: Queryable,
  session: CheckoutRow,
  item: { productId?: string; amountCents: number },
) {
  if (!session.couponId) return null;
  const coupon = await findCoupon(db, session.couponId);
  if (coupon.productId !== item.productId) return null;
  return { amountCents: discountedCents(item.amountCents, couponDiscount(coupon)), months: coupon.durationMonths };
}

async function checkoutItem(db: Queryable, session: CheckoutRow) {
  if (session.mode === "payment")
    return { productName: session.description!, amountCents: session.amountCents!, interval: null };
  const price = await findPrice(db, session.priceId!);
  return { ...price, interval: price.interval as BillingInterval };
}

export async function checkoutView(sandbox: SandboxProvider, id: string): Promise<SandboxCheckoutView> {
  const session = await findCheckout(sandbox.db, id);
  const [item, customer] = await Promise.all([
    checkoutItem(sandbox.db, session),
    findCustomer(sandbox.db, session.customerId),
  ]);
  return {
    id,
    status: checkoutSnapshot(session, sandbox.publicUrl).status,
    productName: item.productName,
    amountCents: item.amountCents,
    currency: "usd",
    mode: session.mode === "payment" ? "payment" : "subscription",
    interval: item.interval,
    trialDays: session.trialDays,
    discount: await checkoutDiscount(sandbox.db, session, item),
    customerEmail: customer.email,
    cancelUrl: session.cancelUrl,
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** Declined cards leave no trace: the session stays open and nothing is created. */
function acceptCard(card: SandboxCardInput) {
  const behavior = cardBehavior(card.cardNumber);
  if (behavior === "declined" || behavior === "insufficient_funds")
    throw new PaymentDeclinedError(declineMessage(behavior));
  const expiry = parseExpiry(card.expiry)!;
  const digits = card.cardNumber.replace(/\D/g, "");
  return {
    cardBrand: cardBrand(digits),
    cardLast4: digits.slice(-4),
    cardExpMonth: expiry.month,
    cardExpYear: expiry.year,
    cardBehavior: behavior,
  };
}

/**
 * Pays the checkout: the card goes on file, and either the subscription starts with its first
 * invoice paid (discounted already when the checkout carries a coupon; with a free trial, a $0
 * invoice, as Stripe does, and its first charge at the trial's end), or the one-off payment is made.
 */
export async function payCheckout(sandbox: SandboxProvider, id: string, card: SandboxCardInput) {
  const acceptedCard = acceptCard(card);
  return sandbox.change(async (tx) => {
    const session = await findCheckout(tx, id, { lock: true });
    if (checkoutSnapshot(session, sandbox.publicUrl).status !== "open")
      throw new CheckoutNotOpenError(session.cancelUrl);
    await lockCustomer(tx, session.customerId);
    await tx.update(sandboxCustomers).set(acceptedCard).where(eq(sandboxCustomers.id, session.customerId));
    if (session.mode === "payment") await makePayment(tx, session);
    else await startSubscription(tx, session, await sandboxNow(tx));
    return { redirectUrl: session.successUrl };
  }, "wait");
}

/**
 * A one-off payment: charged at once, the platform's fee kept, the rest to the creator's account.
 * It has no billing cycle for the sandbox clock to move, so it is dated by the real time it was
 * made: a tip shows in this month's figures however far the clock was advanced.
 */
async function makePayment(tx: Transaction, session: CheckoutRow) {
  const id = sandboxId("pi");
  await tx.insert(sandboxPayments).values({
    id,
    customerId: session.customerId,
    checkoutSessionId: session.id,
    description: session.description!,
    amountCents: session.amountCents!,
    platformFeeCents: session.platformFeeCents!,
    destinationAccountId: session.destinationAccountId,
    metadata: session.metadata,
    paidAt: new Date(),
  });
  await tx
    .update(sandboxCheckoutSessions)
    .set({ status: "complete", paymentId: id })
    .where(eq(sandboxCheckoutSessions.id, session.id));
  await emitEvent(tx, "checkout.session.completed", "checkout_session", session.id);
}

/** A coupon's discount from the subscription's start: its first invoice is discounted already. */
async function discountFrom(tx: Transaction, couponId: string | null, start: Date) {
  if (!couponId) return { couponId: null, discountStart: null, discountEnd: null };
  const coupon = await findCoupon(tx, couponId);
  return { couponId, discountStart: start, discountEnd: discountEndsAt(start, coupon.durationMonths) };
}

async function startSubscription(tx: Transaction, session: CheckoutRow, now: Date) {
  const id = sandboxId("sub");
  const price = await describePrice(tx, session.priceId!);
  const trialEnd = session.trialDays > 0 ? addDays(now, session.trialDays) : null;
  const discount = await discountFrom(tx, session.couponId, now);
  // A trial's first invoice is $0, nothing to discount; the discount's window runs from now all
  // the same, as Stripe's does.
  const charge = trialEnd
    ? { amountCents: 0, couponId: null }
    : await periodCharge(tx, discount, session.priceId!, now);
  await tx.insert(sandboxSubscriptions).values({
    id,
    customerId: session.customerId,
    priceId: session.priceId!,
    status: trialEnd ? "trialing" : "active",
    currentPeriodStart: now,
    currentPeriodEnd: trialEnd ?? addInterval(now, price.interval),
    trialStart: trialEnd ? now : null,
    trialEnd,
    destinationAccountId: session.destinationAccountId,
    creatorSharePercent: session.creatorSharePercent!,
    metadata: session.metadata,
    ...discount,
  });
  await emitEvent(tx, "customer.subscription.created", "subscription", id);
  await billCustomer(tx, {
    customerId: session.customerId,
    subscriptionId: id,
    description: trialEnd ? `Free trial of ${price.name}` : price.name,
    amountCents: charge.amountCents,
    couponId: charge.couponId,
    reason: "subscription_create",
    now,
    retryAt: null,
  });
  await tx
    .update(sandboxCheckoutSessions)
    .set({ status: "complete", subscriptionId: id })
    .where(eq(sandboxCheckoutSessions.id, session.id));
  await emitEvent(tx, "checkout.session.completed", "checkout_session", session.id);
  return id;
}

/** A live link of this kind, or not found (expired links are as good as unknown). */
async function findLink(db: Queryable, id: string, kinds: string[]) {
  const [link] = await db
    .select()
    .from(sandboxLinks)
    .where(and(eq(sandboxLinks.id, id), inArray(sandboxLinks.kind, kinds)));
  if (!link || link.expiresAt.getTime() <= Date.now()) throw new SandboxNotFoundError("link", id);
  return link;
}

async function portalCustomerId(db: Queryable, sessionId: string) {
  const link = await findLink(db, sessionId, ["portal"]);
  return { customerId: link.customerId!, returnUrl: link.returnUrl };
}

export async function portalView(sandbox: SandboxProvider, sessionId: string): Promise<SandboxPortalView> {
  const { db } = sandbox;
  const { customerId, returnUrl } = await portalCustomerId(db, sessionId);
  const [customer, subscriptions, invoices] = await Promise.all([
    findCustomer(db, customerId),
    db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.customerId, customerId))
      .orderBy(desc(sandboxSubscriptions.createdAt)),
    db
      .select()
      .from(sandboxInvoices)
      .where(eq(sandboxInvoices.customerId, customerId))
      .orderBy(desc(sandboxInvoices.createdAt))
      .limit(50),
  ]);
  return {
    returnUrl,
    customer: { email: customer.email, name: customer.name },
    card:
      customer.cardBrand && customer.cardLast4
        ? {
            brand: customer.cardBrand,
            last4: customer.cardLast4,
            expMonth: customer.cardExpMonth!,
            expYear: customer.cardExpYear!,
          }
        : null,
    subscriptions: await Promise.all(
      subscriptions
        .filter((subscription) => subscription.status !== "canceled")
        .map(async (subscription) => {
          const price = await describePrice(db, subscription.priceId);
          return {
            id: subscription.id,
            productName: price.name,
            amountCents: price.amountCents,
            interval: price.interval,
            status: subscription.status,
            currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
            cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
            scheduled: subscription.scheduledPriceId
              ? await describePrice(db, subscription.scheduledPriceId).then(({ name, amountCents, interval }) => ({
                  productName: name,
                  amountCents,
                  interval,
                }))
              : null,
          };
        }),
    ),
    invoices: invoices
      .filter((invoice) => invoice.status !== "draft")
      .map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        createdAt: invoice.createdAt.toISOString(),
        description: invoice.description,
        amountDueCents: invoice.amountDueCents,
        amountPaidCents: invoice.amountPaidCents,
        status: invoice.status as SandboxPortalView["invoices"][number]["status"],
      })),
  };
}

/** A new card replaces the one on file, and open invoices are tried with it at once. */
export async function updatePortalCard(sandbox: SandboxProvider, sessionId: string, card: SandboxCardInput) {
  const acceptedCard = acceptCard(card);
  const { customerId } = await portalCustomerId(sandbox.db, sessionId);
  await sandbox.change(async (tx) => {
    await lockCustomer(tx, customerId);
    await tx.update(sandboxCustomers).set(acceptedCard).where(eq(sandboxCustomers.id, customerId));
    const open = await tx
      .select({ id: sandboxInvoices.id })
      .from(sandboxInvoices)
      .where(and(eq(sandboxInvoices.customerId, customerId), eq(sandboxInvoices.status, "open")));
    const now = await sandboxNow(tx);
    for (const invoice of open) await retryInvoice(tx, invoice.id, now, { giveUpOnFailure: false });
  }, "wait");
  return portalView(sandbox, sessionId);
}

/** Cancel at the period end, or resume, one of the portal customer's own subscriptions. */
export async function setPortalCancellation(
  sandbox: SandboxProvider,
  sessionId: string,
  subscriptionId: string,
  cancelAtPeriodEnd: boolean,
) {
  const { customerId } = await portalCustomerId(sandbox.db, sessionId);
  await sandbox.change(async (tx) => {
    const subscription = await findSubscription(tx, subscriptionId, { lock: true });
    if (subscription.customerId !== customerId || subscription.status === "canceled")
      throw new SandboxNotFoundError("subscription", subscriptionId);
    await updateSubscription(
      tx,
      subscriptionId,
      cancelAtPeriodEnd ? { cancelAtPeriodEnd, scheduledPriceId: null } : { cancelAtPeriodEnd },
    );
  }, "wait");
  return portalView(sandbox, sessionId);
}

export async function onboardingView(sandbox: SandboxProvider, linkId: string): Promise<SandboxOnboardingView> {
  const link = await findLink(sandbox.db, linkId, ["onboarding", "dashboard"]);
  const [account] = await sandbox.db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, link.accountId!));
  if (!account) throw new SandboxNotFoundError("account", link.accountId!);
  return {
    kind: link.kind as SandboxOnboardingView["kind"],
    account: {
      id: account.id,
      email: account.email,
      country: account.country,
      status: account.status as SandboxOnboardingView["account"]["status"],
      legalName: account.legalName,
    },
    returnUrl: link.returnUrl,
  };
}

/** Finishing onboarding verifies the account, unless the test account number says it fails verification. */
export async function completeOnboarding(sandbox: SandboxProvider, linkId: string, input: SandboxOnboardingInput) {
  const link = await findLink(sandbox.db, linkId, ["onboarding"]);
  const status = input.accountNumber === RESTRICTED_TEST_ACCOUNT_NUMBER ? "restricted" : "verified";
  await sandbox.change(async (tx) => {
    // No bank details are kept, not even by the sandbox: only the outcome.
    await tx
      .update(sandboxAccounts)
      .set({ status, legalName: input.legalName })
      .where(eq(sandboxAccounts.id, link.accountId!));
    await emitEvent(tx, "account.updated", "account", link.accountId!);
  }, "wait");
  return { redirectUrl: link.returnUrl };
}
