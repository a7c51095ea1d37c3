// A creator's free trials over a range, read from their subscriptions (trials are few beside
// memberships and views, so no rollup): how many started and became paid per bucket, and of the
// trials that ended in the range, how many became paid. Trials last at most 30 days and a refused
// first charge is retried for about two weeks, so only subscriptions started up to 60 days before
// the range can end or convert in it: the index on (creator_id, trial_started_at) bounds the read.
import { sql } from "drizzle-orm";
import type { AnalyticsBucket } from "../../../domain/analytics";
import type { Database } from "../../db/client";

interface TrialRow extends Record<string, unknown> {
  bucket: string | null;
  started: number;
  converted: number;
  ended: number;
  ended_converted: number;
}

export interface TrialFigures {
  byBucket: Map<string, { started: number; converted: number }>;
  /** Trials whose end fell in the range (up to now), and how many of those became paid. */
  ended: number;
  endedConverted: number;
}

export async function trialFigures(
  db: Database,
  creatorId: string,
  range: { from: string; to: string; bucket: AnalyticsBucket; now: Date },
): Promise<TrialFigures> {
  const unit = range.bucket === "month" ? sql.raw("'month'") : sql.raw("'day'");
  const bucketOf = (column: string) =>
    sql`to_char(date_trunc(${unit}, (${sql.raw(column)} at time zone 'UTC')), 'YYYY-MM-DD')`;
  const inRange = (column: string) =>
    sql`${sql.raw(column)} >= ${range.from}::date and ${sql.raw(column)} < ${range.to}::date + 1`;
  const { rows } = await db.execute<TrialRow>(sql`
    with trials as materialized (
      select trial_started_at, trial_ends_at, trial_converted_at from subscriptions
      where creator_id = ${creatorId} and trial_started_at >= ${range.from}::date - 60
    )
    select ${bucketOf("trial_started_at")} as bucket, count(*)::int as started, 0 as converted, 0 as ended, 0 as ended_converted
      from trials where ${inRange("trial_started_at")} group by 1
    union all
    select ${bucketOf("trial_converted_at")}, 0, count(*)::int, 0, 0
      from trials where ${inRange("trial_converted_at")} group by 1
    union all
    select null, 0, 0, count(*)::int, (count(*) filter (where trial_converted_at is not null))::int
      from trials where ${inRange("trial_ends_at")} and trial_ends_at <= ${range.now.toISOString()}::timestamptz`);

  const byBucket = new Map<string, { started: number; converted: number }>();
  let ended = 0;
  let endedConverted = 0;
  for (const row of rows) {
    if (row.bucket === null) {
      ended += row.ended;
      endedConverted += row.ended_converted;
      continue;
    }
    const figures = byBucket.get(row.bucket) ?? { started: 0, converted: 0 };
    figures.started += row.started;
    figures.converted += row.converted;
    byBucket.set(row.bucket, figures);
  }
  return { byBucket, ended, endedConverted };
}
