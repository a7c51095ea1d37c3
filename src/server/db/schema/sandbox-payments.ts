// The built-in sandbox payment provider's own books: what Stripe would keep on its side.
// Only the sandbox adapter reads or writes these tables; the product sees them through the
// payments interface, like any provider. Times are on the sandbox clock (real time + offset).
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

const at = () => timestamp({ withTimezone: true });
const createdAt = () => at().notNull().defaultNow();

/** One row: how far the sandbox clock runs ahead of real time. */
export const sandboxClock = pgTable("sandbox_clock", {
  id: smallint().primaryKey().default(1),
  offsetMs: bigint({ mode: "number" }).notNull().default(0),
});

export const sandboxCustomers = pgTable("sandbox_customers", {
  id: text().primaryKey(),
  email: text().notNull(),
  name: text().notNull(),
  cardBrand: text(),
  cardLast4: text(),
  cardExpMonth: smallint(),
  cardExpYear: smallint(),
  /** What the card on file does when charged (see sandbox test cards). */
  cardBehavior: text(),
  createdAt: createdAt(),
});

export const sandboxPrices = pgTable("sandbox_prices", {
  id: text().primaryKey(),
  productId: text().notNull(),
  productName: text().notNull(),
  amountCents: integer().notNull(),
  /** "month" or "year": how long each period it bills lasts. */
  interval: text().notNull().default("month"),
  createdAt: createdAt(),
});

/** Discounts on one product's invoices, for some months or forever (Stripe's coupons with applies_to). */
export const sandboxCoupons = pgTable("sandbox_coupons", {
  id: text().primaryKey(),
  idempotencyKey: text().notNull().unique(),
  productId: text().notNull(),
  percentOff: integer(),
  amountOffCents: integer(),
  /** Null: forever. */
  durationMonths: integer(),
  createdAt: createdAt(),
});

export const sandboxAccounts = pgTable("sandbox_accounts", {
  id: text().primaryKey(),
  email: text().notNull(),
  country: text().notNull(),
  /** pending until onboarding is finished, then verified or restricted. */
  status: text().notNull().default("pending"),
  legalName: text(),
  createdAt: createdAt(),
});

/** Short-lived page links: onboarding, the payout dashboard, the customer portal. */
export const sandboxLinks = pgTable("sandbox_links", {
  id: text().primaryKey(),
  kind: text().notNull(),
  accountId: text(),
  customerId: text(),
  returnUrl: text().notNull(),
  refreshUrl: text(),
  expiresAt: at().notNull(),
  createdAt: createdAt(),
});

export const sandboxCheckoutSessions = pgTable("sandbox_checkout_sessions", {
  id: text().primaryKey(),
  idempotencyKey: text().notNull().unique(),
  customerId: text().notNull(),
  /** "subscription" (a price, monthly) or "payment" (one amount, once). */
  mode: text().notNull().default("subscription"),
  /** A subscription's price. */
  priceId: text(),
  /** A one-off payment's amount, what it is for and the platform's application fee. */
  amountCents: integer(),
  description: text(),
  platformFeeCents: integer(),
  destinationAccountId: text().notNull(),
  /** A subscription's split (a one-off payment's is its application fee). */
  creatorSharePercent: integer(),
  successUrl: text().notNull(),
  cancelUrl: text().notNull(),
  metadata: jsonb().$type<Record<string, string>>().notNull(),
  trialDays: integer().notNull().default(0),
  /** A coupon whose discount the subscription starts with. */
  couponId: text(),
  status: text().notNull().default("open"),
  subscriptionId: text(),
  paymentId: text(),
  expiresAt: at().notNull(),
  createdAt: createdAt(),
});

export const sandboxSubscriptions = pgTable(
  "sandbox_subscriptions",
  {
    id: text().primaryKey(),
    customerId: text().notNull(),
    priceId: text().notNull(),
    scheduledPriceId: text(),
    status: text().notNull(),
    currentPeriodStart: at().notNull(),
    currentPeriodEnd: at().notNull(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    destinationAccountId: text().notNull(),
    creatorSharePercent: integer().notNull(),
    metadata: jsonb().$type<Record<string, string>>().notNull(),
    trialStart: at(),
    trialEnd: at(),
    /** A pause's window of uncharged periods (domain/pauses), kept after it is over like Stripe's metadata. */
    pauseStartsAt: at(),
    pauseResumesAt: at(),
    /** A coupon's discount: invoices of its product for periods starting in [start, end) (end null: forever). */
    couponId: text(),
    discountStart: at(),
    discountEnd: at(),
    endedAt: at(),
    createdAt: createdAt(),
  },
  (table) => [
    index("sandbox_subscriptions_customer_idx").on(table.customerId),
    index("sandbox_subscriptions_due_idx")
      .on(table.currentPeriodEnd)
      .where(sql`${table.status} in ('trialing', 'active', 'past_due')`),
  ],
);

export const sandboxInvoices = pgTable(
  "sandbox_invoices",
  {
    id: text().primaryKey(),
    number: text().notNull(),
    customerId: text().notNull(),
    subscriptionId: text().notNull(),
    description: text().notNull(),
    status: text().notNull(),
    billingReason: text().notNull(),
    amountDueCents: integer().notNull(),
    amountPaidCents: integer().notNull().default(0),
    /** The coupon that discounted it, if any. */
    couponId: text(),
    attemptCount: integer().notNull().default(0),
    nextPaymentAttemptAt: at(),
    paidAt: at(),
    createdAt: at().notNull(),
  },
  (table) => [
    index("sandbox_invoices_customer_idx").on(table.customerId, table.createdAt),
    index("sandbox_invoices_retry_idx")
      .on(table.nextPaymentAttemptAt)
      .where(sql`${table.status} = 'open'`),
  ],
);

/** One-off payments (tips), made by paying a checkout in "payment" mode. */
export const sandboxPayments = pgTable("sandbox_payments", {
  id: text().primaryKey(),
  customerId: text().notNull(),
  checkoutSessionId: text().notNull().unique(),
  description: text().notNull(),
  amountCents: integer().notNull(),
  platformFeeCents: integer().notNull(),
  destinationAccountId: text().notNull(),
  metadata: jsonb().$type<Record<string, string>>().notNull(),
  paidAt: at().notNull(),
  createdAt: createdAt(),
});

/** Refunds of one-off payments (a gift its buyer took back): the whole payment and its fee. */
export const sandboxRefunds = pgTable("sandbox_refunds", {
  id: text().primaryKey(),
  idempotencyKey: text().notNull().unique(),
  paymentId: text().notNull(),
  amountCents: integer().notNull(),
  createdAt: at().notNull(),
});

/** Events the sandbox emitted; delivered to the billing sync like webhooks, and redelivered until taken. */
export const sandboxEvents = pgTable(
  "sandbox_events",
  {
    id: text().primaryKey(),
    type: text().notNull(),
    objectKind: text().notNull(),
    objectId: text().notNull(),
    deliveredAt: at(),
    attempts: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index("sandbox_events_undelivered_idx")
      .on(table.createdAt)
      .where(sql`${table.deliveredAt} is null`),
  ],
);
