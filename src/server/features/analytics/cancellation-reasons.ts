// Why members cancelled over a range, from what they chose in the cancel dialog: a creator's for
// their analytics, the platform's for the owner.
import { and, count, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { cancellationReasons, type CancellationReason } from "../../../domain/cancellation";
import type { Database } from "../../db/client";
import { cancellationFeedback } from "../../db/schema";

/** A creator's (or, with null, the whole platform's) reasons given from `from` to `to`, whole UTC days. */
export async function cancellationReasonCounts(
  db: Database,
  creatorId: string | null,
  range: { from: string; to: string },
) {
  const rows = await db
    .select({ reason: cancellationFeedback.reason, count: count() })
    .from(cancellationFeedback)
    .where(
      and(
        creatorId ? eq(cancellationFeedback.creatorId, creatorId) : undefined,
        isNotNull(cancellationFeedback.reason),
        gte(cancellationFeedback.createdAt, sql`${range.from}::date`),
        lt(cancellationFeedback.createdAt, sql`${range.to}::date + 1`),
      ),
    )
    .groupBy(cancellationFeedback.reason);
  const counts = Object.fromEntries(cancellationReasons.map((reason) => [reason, 0])) as Record<
    CancellationReason,
    number
  >;
  for (const row of rows) if (row.reason) counts[row.reason] = row.count;
  return counts;
}
