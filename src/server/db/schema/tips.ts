// Tips: one-off payments from a member to a creator. A row is written when the member is sent to
// checkout and becomes paid when the provider says so; the money itself is in the ledger.
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { TIP_MAX_CENTS, TIP_MIN_CENTS, tipPlaces } from "../../../domain/tips";
import { users } from "./auth";
import { paymentProvider } from "./billing";
import { posts } from "./content";

export const tipPlace = pgEnum("tip_place", tipPlaces);
export const tipStatus = pgEnum("tip_status", ["pending", "paid", "expired"]);

export const tips = pgTable(
  "tips",
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: paymentProvider().notNull(),
    /** The provider's checkout session. */
    sessionId: text().notNull(),
    /** The provider's payment, once paid (Stripe's payment intent). */
    paymentId: text(),
    // Kept when either side deletes their account: the creator's books still hold the money.
    followerId: text().references(() => users.id, { onDelete: "set null" }),
    creatorId: text().references(() => users.id, { onDelete: "set null" }),
    place: tipPlace().notNull(),
    postId: uuid().references(() => posts.id, { onDelete: "set null" }),
    amountCents: integer().notNull(),
    /** For the creator's eyes. */
    note: text(),
    status: tipStatus().notNull().default("pending"),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("tips_session_unique").on(table.provider, table.sessionId),
    uniqueIndex("tips_payment_unique").on(table.provider, table.paymentId),
    // The creator's list of tips, newest first, by keyset on (paid_at, id).
    index("tips_creator_paid_idx")
      .on(table.creatorId, table.paidAt, table.id)
      .where(sql`${table.status} = 'paid'`),
    check(
      "tips_amount",
      sql`${table.amountCents} between ${sql.raw(String(TIP_MIN_CENTS))} and ${sql.raw(String(TIP_MAX_CENTS))}`,
    ),
    check("tips_paid_at", sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`),
  ],
);
