// Paid memberships as the payment provider knows them: customers, creators' prices and payout
// accounts, checkouts, subscriptions, the events received, the ledger of money moved, and the
// billing emails still to send. Every provider id is recorded with its provider, so a switch
// from the sandbox to Stripe never mixes the two.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { payoutStatuses } from "../../../domain/billing";
import { cancellationReasons } from "../../../domain/cancellation";
import { offerPurposes } from "../../../domain/offers";
import { users } from "./auth";
import { timestamps } from "./columns";
import { billingInterval, membershipSource, tier } from "./memberships";

export const paymentProvider = pgEnum("payment_provider", ["sandbox", "stripe"]);
export const payoutStatus = pgEnum("payout_status", payoutStatuses);

const userRef = () =>
  text()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** A user's customer record with the provider (spec: stripe_customers). */
export const billingCustomers = pgTable(
  "billing_customers",
  {
    userId: userRef(),
    provider: paymentProvider().notNull(),
    customerId: text().notNull(),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.provider] }),
    uniqueIndex("billing_customers_customer_unique").on(table.provider, table.customerId),
  ],
);

/** A creator's connected account that receives 70% of each payment (spec: stripe_connect_*). */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    creatorId: userRef(),
    provider: paymentProvider().notNull(),
    accountId: text().notNull(),
    status: payoutStatus().notNull().default("pending"),
    onboardedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.creatorId, table.provider] }),
    uniqueIndex("payout_accounts_account_unique").on(table.provider, table.accountId),
  ],
);

/**
 * One provider price per creator, tier, interval and amount, created the first time someone
 * subscribes at it. A price change makes a new row for new subscribers; existing ones keep theirs.
 */
export const creatorPrices = pgTable(
  "creator_prices",
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: userRef(),
    provider: paymentProvider().notNull(),
    tier: tier().notNull(),
    interval: billingInterval().notNull().default("month"),
    amountCents: integer().notNull(),
    productId: text().notNull(),
    priceId: text().notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("creator_prices_amount_unique").on(
      table.creatorId,
      table.provider,
      table.tier,
      table.interval,
      table.amountCents,
    ),
    uniqueIndex("creator_prices_price_unique").on(table.provider, table.priceId),
  ],
);

export const checkoutStatus = pgEnum("checkout_status", ["open", "complete", "expired"]);

/** A checkout the follower was sent to. At most one is open per follower and creator, and it is reused. */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: paymentProvider().notNull(),
    sessionId: text().notNull(),
    followerId: userRef(),
    creatorId: userRef(),
    tier: tier().notNull(),
    interval: billingInterval().notNull().default("month"),
    priceId: text().notNull(),
    url: text(),
    status: checkoutStatus().notNull().default("open"),
    /** Where the follower started; a membership the checkout creates records it (analytics trigger). */
    source: membershipSource().notNull().default("other"),
    /** The free trial this checkout offers, in days (0: none): a checkout is reused only for the same terms. */
    trialDays: smallint().notNull().default(0),
    /** The offer redeemed by this checkout, if any: it takes the place of a trial. */
    offerId: uuid().references(() => offers.id, { onDelete: "set null" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("checkout_sessions_session_unique").on(table.provider, table.sessionId),
    uniqueIndex("checkout_sessions_one_open")
      .on(table.followerId, table.creatorId)
      .where(sql`${table.status} = 'open'`),
    index("checkout_sessions_open_expiry_idx")
      .on(table.expiresAt)
      .where(sql`${table.status} = 'open'`),
    // An offer's redemption limit counts its open checkouts.
    index("checkout_sessions_open_offer_idx")
      .on(table.offerId)
      .where(sql`${table.status} = 'open' and ${table.offerId} is not null`),
    // The analytics trigger finds a pair's latest checkout to learn where a paid member came from.
    index("checkout_sessions_pair_idx").on(table.followerId, table.creatorId, table.createdAt),
  ],
);

/**
 * Our copy of each provider subscription (spec: stripe_subscriptions), as of its last sync.
 * The membership is derived from the follower's live one with the creator.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: paymentProvider().notNull(),
    subscriptionId: text().notNull(),
    customerId: text().notNull(),
    followerId: userRef(),
    creatorId: userRef(),
    priceId: text().notNull(),
    tier: tier().notNull(),
    interval: billingInterval().notNull().default("month"),
    /** A downgrade waiting for the period's end: its tier and interval, set together. */
    scheduledTier: tier(),
    scheduledInterval: billingInterval(),
    /** The provider's status word (see domain/billing subscriptionStatuses). */
    status: text().notNull(),
    currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    paymentMethodBrand: text(),
    paymentMethodLast4: text(),
    /** A free trial's start and end, when it began with one: a member gets one trial per creator. */
    trialStartedAt: timestamp({ withTimezone: true }),
    trialEndsAt: timestamp({ withTimezone: true }),
    /** When the first payment after the trial was made: the trial became a paid membership. */
    trialConvertedAt: timestamp({ withTimezone: true }),
    /** The member's pause from the provider (domain/pauses): the unpaid periods start and end here. */
    pauseStartsAt: timestamp({ withTimezone: true }),
    pauseResumesAt: timestamp({ withTimezone: true }),
    /** The offer whose discount the provider applies (domain/offers), from when and until when (null: forever). */
    offerId: uuid().references(() => offers.id, { onDelete: "set null" }),
    discountStartsAt: timestamp({ withTimezone: true }),
    discountEndsAt: timestamp({ withTimezone: true }),
    /**
     * A gift redeemed on top of it moved the next charge here (domain/gifts): the provider shows the
     * stretch as a trial, which is not one (the trial columns keep what they held).
     */
    giftedUntil: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("subscriptions_provider_unique").on(table.provider, table.subscriptionId),
    // No double subscriptions: one live subscription per follower and creator.
    uniqueIndex("subscriptions_one_live")
      .on(table.followerId, table.creatorId)
      .where(sql`${table.status} in ('trialing', 'active', 'past_due')`),
    index("subscriptions_pair_idx").on(table.followerId, table.creatorId),
    index("subscriptions_creator_idx").on(table.creatorId),
    // Trials by start, a creator's for the analytics and all for the owner's figures.
    index("subscriptions_creator_trial_idx")
      .on(table.creatorId, table.trialStartedAt)
      .where(sql`${table.trialStartedAt} is not null`),
    index("subscriptions_trial_idx")
      .on(table.trialStartedAt)
      .where(sql`${table.trialStartedAt} is not null`),
    index("subscriptions_live_period_end_idx")
      .on(table.currentPeriodEnd)
      .where(sql`${table.status} in ('trialing', 'active', 'past_due')`),
  ],
);

/** Provider events received, each once: a replayed event finds its id here and changes nothing. */
export const billingEvents = pgTable(
  "billing_events",
  {
    provider: paymentProvider().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

export const ledgerKind = pgEnum("ledger_kind", ["payment", "refund", "dispute", "dispute_won"]);
/** What the money was for: a membership's invoice, a tip, a pay-per-view post, or a gift membership. */
export const ledgerSource = pgEnum("ledger_source", ["membership", "tip", "post", "gift"]);

/**
 * Money that moved, to the cent: paid invoices positive, refunds and disputes negative (a won
 * dispute gives it back). Revenue figures are sums of this table, never of list prices.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: paymentProvider().notNull(),
    kind: ledgerKind().notNull(),
    /** The invoice, one-off payment, refund or dispute id. */
    reference: text().notNull(),
    source: ledgerSource().notNull().default("membership"),
    /** The membership invoice the money belongs to. */
    invoiceId: text(),
    /** Or the one-off payment it belongs to (a tip's). */
    paymentId: text(),
    followerId: text().references(() => users.id, { onDelete: "set null" }),
    creatorId: text().references(() => users.id, { onDelete: "set null" }),
    tier: tier(),
    /** The offer that discounted the invoice paid (or refunded): revenue per offer. */
    offerId: uuid().references(() => offers.id, { onDelete: "set null" }),
    grossCents: integer().notNull(),
    platformFeeCents: integer().notNull(),
    creatorNetCents: integer().notNull(),
    currency: text().notNull().default("usd"),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("ledger_entries_reference_unique").on(table.provider, table.kind, table.reference),
    index("ledger_entries_creator_time_idx").on(table.creatorId, table.occurredAt),
    index("ledger_entries_time_idx").on(table.occurredAt),
    // A creator's one-off payments (tips) for their analytics, without reading their invoices.
    index("ledger_entries_creator_one_off_idx")
      .on(table.creatorId, table.occurredAt)
      .where(sql`${table.source} <> 'membership'`),
    check("ledger_entries_split", sql`${table.platformFeeCents} + ${table.creatorNetCents} = ${table.grossCents}`),
  ],
);

export const billingEmailKind = pgEnum("billing_email_kind", ["receipt", "payment_failed", "trial_ending"]);

/**
 * Emails a sync decided to send, written in the same transaction so none is lost or doubled;
 * sent after the commit, and retried by the billing job until sentAt is set.
 */
export const billingEmails = pgTable(
  "billing_emails",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: billingEmailKind().notNull(),
    /** What the email is about, once: the invoice id, or the invoice and attempt of a failure. */
    reference: text().notNull(),
    userId: userRef(),
    payload: jsonb().$type<Record<string, string | number | null>>().notNull(),
    sentAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("billing_emails_reference_unique").on(table.kind, table.reference),
    index("billing_emails_unsent_idx")
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

export const cancellationReason = pgEnum("cancellation_reason", cancellationReasons);

/**
 * Why members cancelled, when they said: counted for the creator's analytics and the owner. The
 * follower is kept only to tell a creator's cancellations apart; deleting the account keeps the count.
 */
export const cancellationFeedback = pgTable(
  "cancellation_feedback",
  {
    id: uuid().primaryKey().defaultRandom(),
    followerId: text().references(() => users.id, { onDelete: "set null" }),
    creatorId: userRef(),
    tier: tier().notNull(),
    reason: cancellationReason(),
    details: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("cancellation_feedback_creator_idx").on(table.creatorId, table.createdAt),
    index("cancellation_feedback_time_idx").on(table.createdAt),
  ],
);

/**
 * Each pause a member asked for, for the creator's numbers: pauses by when they were asked for,
 * resumes by the first payment after one (or the member resuming early). A pause dropped before
 * it began, or ended by a cancellation, is `undone`. Deleting the account keeps the count.
 */
export const membershipPauses = pgTable(
  "membership_pauses",
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: paymentProvider().notNull(),
    subscriptionId: text().notNull(),
    followerId: text().references(() => users.id, { onDelete: "set null" }),
    creatorId: userRef(),
    tier: tier().notNull(),
    months: smallint().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    resumesAt: timestamp({ withTimezone: true }).notNull(),
    undoneAt: timestamp({ withTimezone: true }),
    resumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("membership_pauses_months", sql`${table.months} between 1 and 3`),
    // One pause at a time per subscription: a repeated request is the same pause.
    uniqueIndex("membership_pauses_one_open")
      .on(table.provider, table.subscriptionId, table.startsAt)
      .where(sql`${table.undoneAt} is null`),
    index("membership_pauses_creator_idx").on(table.creatorId, table.createdAt),
    index("membership_pauses_time_idx").on(table.createdAt),
    index("membership_pauses_creator_resumed_idx")
      .on(table.creatorId, table.resumedAt)
      .where(sql`${table.resumedAt} is not null`),
    index("membership_pauses_resumed_idx")
      .on(table.resumedAt)
      .where(sql`${table.resumedAt} is not null`),
  ],
);

export const offerPurpose = pgEnum("offer_purpose", offerPurposes);

/**
 * A creator's offers (domain/offers): a promo code, or the retention offer made to members about to
 * cancel. Never edited, only ended: members who redeemed one keep its terms.
 */
export const offers = pgTable(
  "offers",
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: userRef(),
    purpose: offerPurpose().notNull(),
    /** Upper case; a retention offer has none. */
    code: text(),
    tier: tier().notNull(),
    percentOff: smallint(),
    amountOffCents: integer(),
    /** How many months of invoices are discounted; null: every one, for as long as the membership lasts. */
    months: smallint(),
    /** A promo code can no longer be redeemed from then on. */
    endsAt: timestamp({ withTimezone: true }),
    redemptionLimit: integer(),
    /** Kept by the sync as redemptions are recorded, for the limit and the creator's list. */
    redemptions: integer().notNull().default(0),
    endedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    check(
      "offers_one_discount",
      sql`(${table.percentOff} between 1 and 90 and ${table.amountOffCents} is null)
        or (${table.amountOffCents} >= 100 and ${table.percentOff} is null)`,
    ),
    check("offers_months", sql`${table.months} between 1 and 12`),
    // Stripe refuses amount-off coupons that last forever.
    check("offers_amount_has_months", sql`${table.amountOffCents} is null or ${table.months} is not null`),
    check("offers_code_for_promo", sql`(${table.purpose} = 'code') = (${table.code} is not null)`),
    // A code names one running offer of its creator; an ended one's code may be used again.
    uniqueIndex("offers_running_code_unique")
      .on(table.creatorId, table.code)
      .where(sql`${table.code} is not null and ${table.endedAt} is null`),
    // One retention offer per tier at a time.
    uniqueIndex("offers_one_retention")
      .on(table.creatorId, table.tier)
      .where(sql`${table.purpose} = 'retention' and ${table.endedAt} is null`),
    index("offers_creator_idx").on(table.creatorId, table.createdAt),
  ],
);

/** The provider's coupon for an offer on its tier's product, created the first time it is redeemed. */
export const offerCoupons = pgTable(
  "offer_coupons",
  {
    offerId: uuid()
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    provider: paymentProvider().notNull(),
    productId: text().notNull(),
    couponId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.offerId, table.provider, table.productId] }),
    uniqueIndex("offer_coupons_coupon_unique").on(table.provider, table.couponId),
  ],
);

/**
 * Each subscription an offer's discount was applied to, recorded once by the sync whichever event
 * shows it first. Deleting the member's account keeps the count.
 */
export const offerRedemptions = pgTable(
  "offer_redemptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    offerId: uuid()
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    provider: paymentProvider().notNull(),
    subscriptionId: text().notNull(),
    followerId: text().references(() => users.id, { onDelete: "set null" }),
    creatorId: userRef(),
    redeemedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("offer_redemptions_once").on(table.provider, table.subscriptionId, table.offerId),
    index("offer_redemptions_offer_follower_idx").on(table.offerId, table.followerId),
    index("offer_redemptions_creator_idx").on(table.creatorId, table.redeemedAt),
    index("offer_redemptions_time_idx").on(table.redeemedAt),
  ],
);
