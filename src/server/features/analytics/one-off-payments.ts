// A creator's one-off payments over a range (tips, pay-per-view posts and gift memberships), read
// from the ledger's one-off entries: few beside membership invoices, and under their own partial
// index. Per bucket, how many were paid and what they brought in, refunds and disputes taken off;
// and the gifts redeemed, from the gifts themselves.
import { sql } from "drizzle-orm";
import type { AnalyticsBucket } from "../../../domain/analytics";
import type { Database } from "../../db/client";

interface OneOffRow extends Record<string, unknown> {
  bucket: string;
  tips: number;
  tips_cents: number;
  post_sales: number;
  post_sales_cents: number;
  gifts_sold: number;
  gifts_cents: number;
}

export interface OneOffFigures {
  tips: number;
  tipsCents: number;
  postSales: number;
  postSalesCents: number;
  giftsSold: number;
  giftsCents: number;
  giftsRedeemed: number;
}

export async function oneOffFigures(
  db: Database,
  creatorId: string,
  range: { from: string; to: string; bucket: AnalyticsBucket },
): Promise<Map<string, OneOffFigures>> {
  const unit = range.bucket === "month" ? sql.raw("'month'") : sql.raw("'day'");
  const paid = db.execute<OneOffRow>(sql`
    select to_char(date_trunc(${unit}, (occurred_at at time zone 'UTC')), 'YYYY-MM-DD') as bucket,
      (count(*) filter (where source = 'tip' and kind = 'payment'))::int as tips,
      coalesce(sum(gross_cents) filter (where source = 'tip'), 0)::int as tips_cents,
      (count(*) filter (where source = 'post' and kind = 'payment'))::int as post_sales,
      coalesce(sum(gross_cents) filter (where source = 'post'), 0)::int as post_sales_cents,
      (count(*) filter (where source = 'gift' and kind = 'payment'))::int as gifts_sold,
      coalesce(sum(gross_cents) filter (where source = 'gift'), 0)::int as gifts_cents
    from ledger_entries
    where creator_id = ${creatorId} and source <> 'membership'
      and occurred_at >= ${range.from}::date and occurred_at < ${range.to}::date + 1
    group by 1`);
  const redeemed = db.execute<{ bucket: string; redeemed: number }>(sql`
    select to_char(date_trunc(${unit}, (redeemed_at at time zone 'UTC')), 'YYYY-MM-DD') as bucket,
      count(*)::int as redeemed
    from gifts
    where creator_id = ${creatorId} and redeemed_at is not null
      and redeemed_at >= ${range.from}::date and redeemed_at < ${range.to}::date + 1
    group by 1`);
  const [{ rows }, { rows: redemptions }] = await Promise.all([paid, redeemed]);
  const figures = new Map<string, OneOffFigures>(
    rows.map((row) => [
      row.bucket,
      {
        tips: row.tips,
        tipsCents: row.tips_cents,
        postSales: row.post_sales,
        postSalesCents: row.post_sales_cents,
        giftsSold: row.gifts_sold,
        giftsCents: row.gifts_cents,
        giftsRedeemed: 0,
      },
    ]),
  );
  for (const { bucket, redeemed: count } of redemptions) {
    const known = figures.get(bucket) ?? { ...noOneOffs };
    figures.set(bucket, { ...known, giftsRedeemed: count });
  }
  return figures;
}

const noOneOffs: OneOffFigures = {
  tips: 0,
  tipsCents: 0,
  postSales: 0,
  postSalesCents: 0,
  giftsSold: 0,
  giftsCents: 0,
  giftsRedeemed: 0,
};
