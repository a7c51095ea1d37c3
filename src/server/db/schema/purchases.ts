// One-off payments from a member to a creator: tips, and pay-per-view posts. A row is written
// when the member is sent to checkout and becomes paid when the provider says so; the money
// itself is in the ledger.
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { TIP_MAX_CENTS, TIP_MIN_CENTS, tipPlaces } from "../../../domain/tips";
import { users } from "./auth";
import { paymentProvider } from "./billing";
import { posts } from "./content";

export const purchaseKind = pgEnum("purchase_kind", ["tip", "post"]);
export const tipPlace = pgEnum("tip_place", tipPlaces);
/** "refunded": a post's purchase whose money all went back (refunds or a lost dispute): it opens nothing. */
export const purchaseStatus = pgEnum("purchase_status", ["pending", "paid", "expired", "refunded"]);

export const purchases = pgTable(
  "purchases",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: purchaseKind().notNull(),
    provider: paymentProvider().notNull(),
    /** The provider's checkout session. */
    sessionId: text().notNull(),
    /** The provider's payment, once paid (Stripe's payment intent). */
    paymentId: text(),
    // Kept when either side deletes their account: the creator's books still hold the money.
    followerId: text().references(() => users.id, { onDelete: "set null" }),
    creatorId: text().references(() => users.id, { onDelete: "set null" }),
    /** The post bought, or the post a tip was sent from. */
    postId: uuid().references(() => posts.id, { onDelete: "set null" }),
    amountCents: integer().notNull(),
    /** A tip's: where it was sent from, and its note for the creator's eyes. */
    place: tipPlace(),
    note: text(),
    status: purchaseStatus().notNull().default("pending"),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("purchases_session_unique").on(table.provider, table.sessionId),
    uniqueIndex("purchases_payment_unique").on(table.provider, table.paymentId),
    // The creator's list of tips, newest first, by keyset on (paid_at, id).
    index("purchases_creator_tips_idx")
      .on(table.creatorId, table.paidAt, table.id)
      .where(sql`${table.kind} = 'tip' and ${table.status} = 'paid'`),
    // Whether a member bought a post (the access check), and their checkout still open for it.
    index("purchases_member_post_idx")
      .on(table.followerId, table.postId)
      .where(sql`${table.kind} = 'post' and ${table.status} in ('paid', 'pending')`),
    check(
      "purchases_amount",
      sql`${table.amountCents} between ${sql.raw(String(TIP_MIN_CENTS))} and ${sql.raw(String(TIP_MAX_CENTS))}`,
    ),
    check("purchases_paid_at", sql`(${table.status} in ('paid', 'refunded')) = (${table.paidAt} is not null)`),
    check("purchases_tip_place", sql`(${table.kind} = 'tip') = (${table.place} is not null)`),
  ],
);
