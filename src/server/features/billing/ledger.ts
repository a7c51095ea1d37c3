// The ledger of money that moved, and the revenue figures summed from it. Every entry is split
// 70/30 to the cent by the domain's one rule; refunds and disputes are negative.
import { and, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { splitRevenue } from "../../../domain/money";
import type { Queryable } from "../../db/client";
import { ledgerEntries } from "../../db/schema";

type LedgerEntry = Omit<typeof ledgerEntries.$inferInsert, "id" | "platformFeeCents" | "creatorNetCents" | "createdAt">;

/**
 * Records the entry once; answers whether this call recorded it (a replay does not). Split by
 * splitRevenue unless the caller gives the split (a refund takes back part of its payment's).
 */
export async function recordLedgerEntry(tx: Queryable, entry: LedgerEntry, split = splitRevenue(entry.grossCents)) {
  const { creatorCents, platformCents } = split;
  const inserted = await tx
    .insert(ledgerEntries)
    .values({ ...entry, creatorNetCents: creatorCents, platformFeeCents: platformCents })
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id });
  return inserted.length > 0;
}

/**
 * The payment entry of an invoice or a one-off payment (its reference either way): who paid whom,
 * for which tier or what.
 */
export async function paymentEntry(db: Queryable, provider: "sandbox" | "stripe", reference: string) {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.provider, provider),
        eq(ledgerEntries.kind, "payment"),
        eq(ledgerEntries.reference, reference),
      ),
    );
  return row ?? null;
}
export type PaymentEntry = NonNullable<Awaited<ReturnType<typeof paymentEntry>>>;

/**
 * The cents refunded so far of this payment (an invoice's or a one-off one), other than by `refundId`. Locks the
 * payment's row until the transaction ends, so refunds of one payment are recorded one at a time.
 */
export async function refundedBefore(tx: Queryable, payment: PaymentEntry, refundId: string) {
  await tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.id, payment.id)).for("update");
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(-sum(${ledgerEntries.grossCents}), 0)::int` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.provider, payment.provider),
        eq(ledgerEntries.kind, "refund"),
        payment.paymentId
          ? eq(ledgerEntries.paymentId, payment.paymentId)
          : eq(ledgerEntries.invoiceId, payment.invoiceId ?? ""),
        sql`${ledgerEntries.reference} <> ${refundId}`,
      ),
    );
  return row?.cents ?? 0;
}

/** The first moment of this calendar month, UTC. */
export const startOfMonth = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const startOfNextMonth = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));

/** Within this calendar month. Bounded on both sides: the sandbox's clock can run ahead of ours. */
const withinMonthOf = (now: Date) =>
  and(gte(ledgerEntries.occurredAt, startOfMonth(now)), lt(ledgerEntries.occurredAt, startOfNextMonth(now)));

async function sums(db: Queryable, where: SQL | undefined) {
  const [row] = await db
    .select({
      grossCents: sql<number>`coalesce(sum(${ledgerEntries.grossCents}), 0)::int`,
      platformFeeCents: sql<number>`coalesce(sum(${ledgerEntries.platformFeeCents}), 0)::int`,
      netCents: sql<number>`coalesce(sum(${ledgerEntries.creatorNetCents}), 0)::int`,
    })
    .from(ledgerEntries)
    .where(where);
  return row ?? { grossCents: 0, platformFeeCents: 0, netCents: 0 };
}

/** What a creator's members paid since the month began: gross, the platform's 30%, the creator's 70%. */
export const creatorRevenueThisMonth = (db: Queryable, creatorId: string, now = new Date()) =>
  sums(db, and(eq(ledgerEntries.creatorId, creatorId), withinMonthOf(now)));

/** The platform's gross volume and fee, this month and since the start. */
export async function platformRevenue(db: Queryable, now = new Date()) {
  const [thisMonth, allTime] = await Promise.all([sums(db, withinMonthOf(now)), sums(db, undefined)]);
  return { thisMonth, allTime };
}

/** The platform's one-off payments this month (tips, posts, gifts) and what they brought in (refunds taken off). */
export async function platformOneOffThisMonth(db: Queryable, now = new Date()) {
  const paid = (source: "tip" | "post" | "gift") =>
    sql<number>`(count(*) filter (where ${ledgerEntries.source} = ${source} and ${ledgerEntries.kind} = 'payment'))::int`;
  const cents = (source: "tip" | "post" | "gift") =>
    sql<number>`coalesce(sum(${ledgerEntries.grossCents}) filter (where ${ledgerEntries.source} = ${source}), 0)::int`;
  const [row] = await db
    .select({
      tips: paid("tip"),
      tipsCents: cents("tip"),
      postSales: paid("post"),
      postSalesCents: cents("post"),
      giftsSold: paid("gift"),
      giftsCents: cents("gift"),
    })
    .from(ledgerEntries)
    .where(and(sql`${ledgerEntries.source} <> 'membership'`, withinMonthOf(now)));
  return row ?? { tips: 0, tipsCents: 0, postSales: 0, postSalesCents: 0, giftsSold: 0, giftsCents: 0 };
}
