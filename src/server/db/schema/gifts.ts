// Gift memberships (domain/gifts): bought at checkout for an email address, emailed with a redeem
// link, redeemed by an account (a grant of the tier for its months, or a paid membership's next
// charge moved later), or refunded to its buyer. The money itself is in the ledger.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { giftStatuses } from "../../../domain/gifts";
import { users } from "./auth";
import { paymentProvider } from "./billing";
import { tier } from "./memberships";

export const giftStatus = pgEnum("gift_status", giftStatuses);

const at = () => timestamp({ withTimezone: true });

export const gifts = pgTable(
  "gifts",
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: paymentProvider().notNull(),
    /** The provider's checkout session, and its payment once paid. */
    sessionId: text().notNull(),
    paymentId: text(),
    // Kept when an account is deleted: the creator's books still hold the money.
    buyerId: text().references(() => users.id, { onDelete: "set null" }),
    creatorId: text().references(() => users.id, { onDelete: "set null" }),
    tier: tier().notNull(),
    months: smallint().notNull(),
    amountCents: integer().notNull(),
    recipientEmail: text().notNull(),
    message: text(),
    /** The buyer's language when buying: the email's, unless the address belongs to an account. */
    language: text().notNull(),
    status: giftStatus().notNull().default("pending"),
    paidAt: at(),
    /** The recipient's email went out (retried by the billing job until then). */
    emailSentAt: at(),
    emailAttempts: integer().notNull().default(0),
    redeemedBy: text().references(() => users.id, { onDelete: "set null" }),
    redeemedAt: at(),
    /** The time the gift gives its redeemer: [grantStartsAt, grantEndsAt). */
    grantStartsAt: at(),
    grantEndsAt: at(),
    /** The paid subscription it extended, when redeemed on top of one (no grant of its own then). */
    subscriptionId: text(),
    refundedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("gifts_session_unique").on(table.provider, table.sessionId),
    uniqueIndex("gifts_payment_unique").on(table.provider, table.paymentId),
    // The buyer's list of gifts, newest first.
    index("gifts_buyer_idx").on(table.buyerId, table.createdAt),
    // A member's running gifts with a creator (the membership's derivation).
    index("gifts_redeemer_idx")
      .on(table.redeemedBy, table.creatorId, table.grantEndsAt)
      .where(sql`${table.status} = 'redeemed'`),
    // Emails still to send.
    index("gifts_unsent_idx")
      .on(table.paidAt)
      .where(sql`${table.status} = 'paid' and ${table.emailSentAt} is null`),
    // A creator's gifts redeemed, for the analytics.
    index("gifts_creator_redeemed_idx")
      .on(table.creatorId, table.redeemedAt)
      .where(sql`${table.redeemedAt} is not null`),
    check("gifts_months", sql`${table.months} in (1, 3, 6, 12)`),
    check("gifts_amount", sql`${table.amountCents} > 0`),
    check("gifts_tier", sql`${table.tier} <> 'rookie'`),
    check("gifts_paid_at", sql`(${table.status} in ('paid', 'redeemed', 'refunded')) = (${table.paidAt} is not null)`),
    check("gifts_redeemed", sql`(${table.status} = 'redeemed') = (${table.redeemedAt} is not null)`),
  ],
);
