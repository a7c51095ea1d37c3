// The scheduled job that stores each finished UTC day's analytics figures, so the creator's page
// sums a row per day instead of scanning history. It rewrites the last few days every round,
// which takes in late arrivals (a webhook that comes hours after the payment it reports).
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { analyticsRollupState } from "../../db/schema";
import { creatorDayFigures, postDayFigures } from "./daily-figures";

export const ANALYTICS_ROLLUP_JOB = "analytics-rollup";

/** Finished days written again each round. */
const REWRITE_DAYS = 3;
/** The first round takes in all of history from here (nothing on the platform is older). */
const EPOCH = "2000-01-01";

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Rolls up every finished day not yet stored (and the last few again); returns the days written, or null when none had
 * finished.
 */
export async function rollupAnalytics(db: Database, now = new Date()) {
  const yesterday = isoDay(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - DAY_MS);
  return db.transaction(async (tx) => {
    // One round at a time, also across instances (the queue is a singleton, this makes sure).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('analytics-rollup'))`);
    const [state] = await tx.select({ rolledThrough: analyticsRollupState.rolledThrough }).from(analyticsRollupState);
    // Scheduled hourly, it works once a day: when another day has finished.
    if (state && state.rolledThrough >= yesterday) return null;
    const from = state ? isoDay(Date.parse(state.rolledThrough) - (REWRITE_DAYS - 1) * DAY_MS) : EPOCH;
    const scope = { from, to: yesterday };
    await tx.execute(sql`delete from creator_daily_stats where day between ${from}::date and ${yesterday}::date`);
    await tx.execute(sql`delete from post_daily_stats where day between ${from}::date and ${yesterday}::date`);
    await tx.execute(sql`insert into creator_daily_stats ${sql.raw(CREATOR_COLUMNS)} ${creatorDayFigures(scope)}`);
    await tx.execute(
      sql`insert into post_daily_stats (post_id, creator_id, day, views, favorites) ${postDayFigures(scope)}`,
    );
    await tx
      .insert(analyticsRollupState)
      .values({ id: 1, rolledThrough: yesterday })
      .onConflictDoUpdate({
        target: analyticsRollupState.id,
        set: { rolledThrough: yesterday, updatedAt: new Date() },
      });
    return { from, to: yesterday };
  });
}

const CREATOR_COLUMNS = `(creator_id, day, rookie_delta, pro_delta, all_star_delta, joined, ended, joined_from_profile, joined_from_explore,
  joined_from_home, joined_from_other, views, favorites, gross_cents, platform_fee_cents, net_cents)`;
