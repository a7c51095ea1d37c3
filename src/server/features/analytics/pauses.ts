// Paused memberships over a range, read from membership_pauses (pauses are few beside memberships
// and views, so no rollup): a creator's for their analytics, the platform's (creator null) for the
// owner. A pause counts in the bucket it was asked in, unless it was undone (dropped before it began
// or ended by a cancellation), since then the member never spent time paused; a resume counts in the
// bucket the member paid again, whenever the pause was asked. Each half reads one of the table's
// indexes: (creator_id, created_at) or (created_at), and the partial ones on resumed_at.
import { sql } from "drizzle-orm";
import type { AnalyticsBucket } from "../../../domain/analytics";
import type { Database } from "../../db/client";

interface PauseRow extends Record<string, unknown> {
  bucket: string;
  pauses: number;
  resumes: number;
}

export interface PauseCounts {
  pauses: number;
  resumes: number;
}

/** Pauses and resumes per bucket (first day, YYYY-MM-DD) from `from` to `to`, whole UTC days. */
export async function pauseFigures(
  db: Database,
  creatorId: string | null,
  range: { from: string; to: string; bucket: AnalyticsBucket },
): Promise<Map<string, PauseCounts>> {
  const unit = range.bucket === "month" ? sql.raw("'month'") : sql.raw("'day'");
  const bucketOf = (column: string) =>
    sql`to_char(date_trunc(${unit}, (${sql.raw(column)} at time zone 'UTC')), 'YYYY-MM-DD')`;
  const inRange = (column: string) =>
    sql`${sql.raw(column)} >= ${range.from}::date and ${sql.raw(column)} < ${range.to}::date + 1`;
  const ofCreator = creatorId === null ? sql`true` : sql`creator_id = ${creatorId}`;
  const { rows } = await db.execute<PauseRow>(sql`
    select ${bucketOf("created_at")} as bucket, count(*)::int as pauses, 0 as resumes
      from membership_pauses where ${ofCreator} and undone_at is null and ${inRange("created_at")} group by 1
    union all
    select ${bucketOf("resumed_at")}, 0, count(*)::int
      from membership_pauses where ${ofCreator} and resumed_at is not null and ${inRange("resumed_at")} group by 1`);

  const byBucket = new Map<string, PauseCounts>();
  for (const row of rows) {
    const counts = byBucket.get(row.bucket) ?? { pauses: 0, resumes: 0 };
    counts.pauses += row.pauses;
    counts.resumes += row.resumes;
    byBucket.set(row.bucket, counts);
  }
  return byBucket;
}

/** The platform's pauses and resumes from `from` to `to`, whole UTC days, for the owner. */
export async function platformPauseCounts(db: Database, range: { from: string; to: string }): Promise<PauseCounts> {
  const byBucket = await pauseFigures(db, null, { ...range, bucket: "month" });
  let pauses = 0;
  let resumes = 0;
  for (const counts of byBucket.values()) {
    pauses += counts.pauses;
    resumes += counts.resumes;
  }
  return { pauses, resumes };
}
