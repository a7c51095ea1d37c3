// Offers over a range (decision 027): redemptions from offer_redemptions, by when the discount
// began, and revenue at offer prices from the ledger rows that carry an offer (payments, and the
// refunds and disputes of those payments, so it is net of them). Both are few beside memberships
// and views, so no rollup: a creator's read through (creator_id, redeemed_at) and
// (creator_id, occurred_at), the platform's through the time indexes.
import { sql } from "drizzle-orm";
import type { OfferFigures } from "../../../domain/analytics";
import type { PaidTier } from "../../../domain/memberships";
import type { OfferPurpose } from "../../../domain/offers";
import type { Database } from "../../db/client";

interface Range {
  /** Whole UTC days, both included (YYYY-MM-DD). */
  from: string;
  to: string;
}

interface OfferRow extends Record<string, unknown> {
  id: string;
  code: string | null;
  purpose: OfferPurpose;
  tier: PaidTier;
  redemptions: number;
  gross_cents: number;
}

export interface OfferTotals {
  offerRedemptions: number;
  offerGrossCents: number;
}

const within = (column: string, range: Range) =>
  sql`${sql.raw(column)} >= ${range.from}::date and ${sql.raw(column)} < ${range.to}::date + 1`;

/** The creator's offers redeemed or paid at in the range, most redemptions first, and their totals. */
export async function offerFigures(
  db: Database,
  creatorId: string,
  range: Range,
): Promise<{ totals: OfferTotals; offers: OfferFigures[] }> {
  const { rows } = await db.execute<OfferRow>(sql`
    with redeemed as (
      select offer_id, count(*)::int as redemptions from offer_redemptions
      where creator_id = ${creatorId} and ${within("redeemed_at", range)}
      group by offer_id
    ), paid as (
      select offer_id, sum(gross_cents)::int as gross_cents from ledger_entries
      where creator_id = ${creatorId} and offer_id is not null and ${within("occurred_at", range)}
      group by offer_id
    )
    select o.id, o.code, o.purpose, o.tier,
      coalesce(r.redemptions, 0) as redemptions, coalesce(p.gross_cents, 0) as gross_cents
    from offers o
      left join redeemed r on r.offer_id = o.id
      left join paid p on p.offer_id = o.id
    where o.id in (select offer_id from redeemed union select offer_id from paid)
    order by redemptions desc, gross_cents desc, o.created_at desc, o.id`);
  const offers = rows.map((row) => ({
    id: row.id,
    code: row.code,
    purpose: row.purpose,
    tier: row.tier,
    redemptions: row.redemptions,
    grossCents: row.gross_cents,
  }));
  return {
    totals: {
      offerRedemptions: offers.reduce((total, offer) => total + offer.redemptions, 0),
      offerGrossCents: offers.reduce((total, offer) => total + offer.grossCents, 0),
    },
    offers,
  };
}

/** The platform's offers redeemed in the range, and what invoices at offer prices brought in, for the owner. */
export async function platformOfferTotals(db: Database, range: Range): Promise<OfferTotals> {
  const { rows } = await db.execute<{ redemptions: number; gross_cents: number }>(sql`
    select
      (select count(*)::int from offer_redemptions where ${within("redeemed_at", range)}) as redemptions,
      (select coalesce(sum(gross_cents), 0)::int from ledger_entries
        where offer_id is not null and ${within("occurred_at", range)}) as gross_cents`);
  return { offerRedemptions: rows[0]?.redemptions ?? 0, offerGrossCents: rows[0]?.gross_cents ?? 0 };
}
