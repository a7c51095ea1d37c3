// A creator's tips over a range, read from the ledger's one-off entries (few beside membership
// invoices, and under their own partial index): per bucket, how many were paid and what they
// brought in, refunds and disputes taken off.
import { sql } from "drizzle-orm";
import type { AnalyticsBucket } from "../../../domain/analytics";
import type { Database } from "../../db/client";

interface TipRow extends Record<string, unknown> {
  bucket: string;
  tips: number;
  gross_cents: number;
}

export type TipFigures = Map<string, { tips: number; grossCents: number }>;

export async function tipFigures(
  db: Database,
  creatorId: string,
  range: { from: string; to: string; bucket: AnalyticsBucket },
): Promise<TipFigures> {
  const unit = range.bucket === "month" ? sql.raw("'month'") : sql.raw("'day'");
  const { rows } = await db.execute<TipRow>(sql`
    select to_char(date_trunc(${unit}, (occurred_at at time zone 'UTC')), 'YYYY-MM-DD') as bucket,
      (count(*) filter (where kind = 'payment'))::int as tips, sum(gross_cents)::int as gross_cents
    from ledger_entries
    where creator_id = ${creatorId} and source = 'tip'
      and occurred_at >= ${range.from}::date and occurred_at < ${range.to}::date + 1
    group by 1`);
  return new Map(rows.map((row) => [row.bucket, { tips: row.tips, grossCents: row.gross_cents }]));
}
