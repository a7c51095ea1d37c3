// A creator's analytics for a range: stored daily rollups up to the last rolled-up day, and the
// days since (today at least) computed live from the raw tables, so the page is right before the
// job has run and never scans more than the days the job has not reached. Offers are counted over
// the whole range, not per bucket.
import { sql } from "drizzle-orm";
import {
  churnRate,
  joinSources,
  rangeBuckets,
  type AnalyticsPoint,
  type AnalyticsRange,
  type CreatorAnalytics,
  type JoinSource,
  type TopPost,
} from "../../../domain/analytics";
import type { Database } from "../../db/client";
import { analyticsRollupState } from "../../db/schema";
import { creatorDayFigures, postDayFigures } from "./daily-figures";
import { cancellationReasonCounts } from "./cancellation-reasons";
import { offerFigures, type OfferTotals } from "./offers";
import { oneOffFigures, type OneOffFigures } from "./one-off-payments";
import { pauseFigures, type PauseCounts } from "./pauses";
import { trialFigures, type TrialFigures } from "./trials";

const TOP_POSTS = 5;
/** Live figures start here when the job has never run (nothing on the platform is older). */
const EPOCH = "2000-01-01";
const DAY_MS = 86_400_000;

interface BucketRow extends Record<string, unknown> {
  bucket: string | null;
  rookie_delta: number;
  pro_delta: number;
  all_star_delta: number;
  joined: number;
  ended: number;
  joined_from_profile: number;
  joined_from_explore: number;
  joined_from_home: number;
  joined_from_other: number;
  views: number;
  favorites: number;
  gross_cents: string | number;
  platform_fee_cents: string | number;
  net_cents: string | number;
}

interface TopRow extends Record<string, unknown> {
  ranking: "views" | "favorites";
  id: string;
  title: string;
  views: number;
  favorites: number;
}

export async function creatorAnalytics(
  db: Database,
  creatorId: string,
  range: AnalyticsRange,
  now = new Date(),
): Promise<CreatorAnalytics> {
  const { bucket, from, to, starts } = rangeBuckets(range, now);
  const [state] = await db.select({ rolledThrough: analyticsRollupState.rolledThrough }).from(analyticsRollupState);
  const rolledThrough = state?.rolledThrough ?? null;
  const liveFrom = rolledThrough ? new Date(Date.parse(rolledThrough) + DAY_MS).toISOString().slice(0, 10) : EPOCH;
  const live = { creatorId, from: liveFrom, to };
  const stored = rolledThrough ?? "1999-12-31";
  // Days before the range only add up to the member counts it starts from (bucket null).
  const bucketOf =
    bucket === "month" ? sql`to_char(date_trunc('month', day), 'YYYY-MM-DD')` : sql`to_char(day, 'YYYY-MM-DD')`;

  const [byBucket, top, trials, reasons, oneOff, pauses, offers] = await Promise.all([
    // The live days in a materialized CTE: besides computing them once, it keeps PostgreSQL from
    // planning parallel workers for a query this small, whose start-up costs more than it saves.
    db.execute<BucketRow>(sql`
      with live as materialized (${creatorDayFigures(live)})
      select case when day < ${from}::date then null else ${bucketOf} end as bucket,
        sum(rookie_delta)::int as rookie_delta, sum(pro_delta)::int as pro_delta, sum(all_star_delta)::int as all_star_delta,
        sum(joined)::int as joined, sum(ended)::int as ended,
        sum(joined_from_profile)::int as joined_from_profile, sum(joined_from_explore)::int as joined_from_explore,
        sum(joined_from_home)::int as joined_from_home, sum(joined_from_other)::int as joined_from_other,
        sum(views)::int as views, sum(favorites)::int as favorites,
        sum(gross_cents)::bigint as gross_cents, sum(platform_fee_cents)::bigint as platform_fee_cents, sum(net_cents)::bigint as net_cents
      from (
        select day, rookie_delta, pro_delta, all_star_delta, joined, ended, joined_from_profile, joined_from_explore,
          joined_from_home, joined_from_other, views, favorites, gross_cents, platform_fee_cents, net_cents
        from creator_daily_stats where creator_id = ${creatorId} and day <= ${stored}::date
        union all
        select day, rookie_delta, pro_delta, all_star_delta, joined, ended, joined_from_profile, joined_from_explore,
          joined_from_home, joined_from_other, views, favorites, gross_cents, platform_fee_cents, net_cents
        from live
      ) days
      where day <= ${to}::date
      group by 1`),
    db.execute<TopRow>(sql`
      with post_days as (
        select post_id, views, favorites from post_daily_stats
        where creator_id = ${creatorId} and day between ${from}::date and ${stored}::date
        union all
        select post_id, views, favorites from (${postDayFigures({ ...live, from: liveFrom > from ? liveFrom : from })}) live
      ), totals as (
        select t.post_id as id, p.title, sum(t.views)::int as views, sum(t.favorites)::int as favorites
        from post_days t join posts p on p.id = t.post_id
        group by t.post_id, p.title
      )
      (select 'views' as ranking, * from totals where views > 0 order by views desc, favorites desc, id limit ${TOP_POSTS})
      union all
      (select 'favorites' as ranking, * from totals where favorites > 0 order by favorites desc, views desc, id limit ${TOP_POSTS})`),
    trialFigures(db, creatorId, { from, to, bucket, now }),
    cancellationReasonCounts(db, creatorId, { from, to }),
    oneOffFigures(db, creatorId, { from, to, bucket }),
    pauseFigures(db, creatorId, { from, to, bucket }),
    offerFigures(db, creatorId, { from, to }),
  ]);

  const shaped = shape(range, bucket, starts, byBucket.rows, top.rows, { trials, oneOff, pauses });
  return {
    ...shaped,
    totals: { ...shaped.totals, ...offers.totals },
    offers: offers.offers,
    cancellationReasons: reasons,
  };
}

function shape(
  range: AnalyticsRange,
  bucket: "day" | "month",
  starts: string[],
  rows: BucketRow[],
  top: TopRow[],
  {
    trials,
    oneOff,
    pauses,
  }: { trials: TrialFigures; oneOff: Map<string, OneOffFigures>; pauses: Map<string, PauseCounts> },
): Omit<CreatorAnalytics, "cancellationReasons" | "offers" | "totals"> & {
  totals: Omit<CreatorAnalytics["totals"], keyof OfferTotals>;
} {
  const rowsByBucket = new Map(rows.map((row) => [row.bucket, row]));
  const before = rowsByBucket.get(null);
  const members = {
    rookie: before?.rookie_delta ?? 0,
    pro: before?.pro_delta ?? 0,
    all_star: before?.all_star_delta ?? 0,
  };
  const membersAtStart = members.rookie + members.pro + members.all_star;
  const sources = Object.fromEntries(joinSources.map((source) => [source, 0])) as Record<JoinSource, number>;
  const points: AnalyticsPoint[] = starts.map((date) => {
    const row = rowsByBucket.get(date);
    if (row) {
      members.rookie += row.rookie_delta;
      members.pro += row.pro_delta;
      members.all_star += row.all_star_delta;
      sources.profile += row.joined_from_profile;
      sources.explore += row.joined_from_explore;
      sources.home += row.joined_from_home;
      sources.other += row.joined_from_other;
    }
    return {
      date,
      members: { ...members },
      joined: row?.joined ?? 0,
      ended: row?.ended ?? 0,
      views: row?.views ?? 0,
      favorites: row?.favorites ?? 0,
      grossCents: Number(row?.gross_cents ?? 0),
      platformFeeCents: Number(row?.platform_fee_cents ?? 0),
      netCents: Number(row?.net_cents ?? 0),
      trialsStarted: trials.byBucket.get(date)?.started ?? 0,
      trialsConverted: trials.byBucket.get(date)?.converted ?? 0,
      tips: oneOff.get(date)?.tips ?? 0,
      tipsCents: oneOff.get(date)?.tipsCents ?? 0,
      postSales: oneOff.get(date)?.postSales ?? 0,
      postSalesCents: oneOff.get(date)?.postSalesCents ?? 0,
      giftsSold: oneOff.get(date)?.giftsSold ?? 0,
      giftsCents: oneOff.get(date)?.giftsCents ?? 0,
      giftsRedeemed: oneOff.get(date)?.giftsRedeemed ?? 0,
      pauses: pauses.get(date)?.pauses ?? 0,
      resumes: pauses.get(date)?.resumes ?? 0,
    };
  });
  const sum = (pick: (point: AnalyticsPoint) => number) => points.reduce((total, point) => total + pick(point), 0);
  const joined = sum((point) => point.joined);
  const ended = sum((point) => point.ended);
  const toTopPost = ({ id, title, views, favorites }: TopRow): TopPost => ({ id, title, views, favorites });
  return {
    range,
    bucket,
    points,
    totals: {
      membersAtStart,
      membersAtEnd: members.rookie + members.pro + members.all_star,
      joined,
      ended,
      churnRate: churnRate(ended, membersAtStart, joined),
      views: sum((point) => point.views),
      favorites: sum((point) => point.favorites),
      grossCents: sum((point) => point.grossCents),
      platformFeeCents: sum((point) => point.platformFeeCents),
      netCents: sum((point) => point.netCents),
      trialsStarted: sum((point) => point.trialsStarted),
      trialsConverted: sum((point) => point.trialsConverted),
      trialConversionRate: trials.ended === 0 ? null : trials.endedConverted / trials.ended,
      tips: sum((point) => point.tips),
      tipsCents: sum((point) => point.tipsCents),
      postSales: sum((point) => point.postSales),
      postSalesCents: sum((point) => point.postSalesCents),
      giftsSold: sum((point) => point.giftsSold),
      giftsCents: sum((point) => point.giftsCents),
      giftsRedeemed: sum((point) => point.giftsRedeemed),
      pauses: sum((point) => point.pauses),
      resumes: sum((point) => point.resumes),
    },
    sources,
    topPostsByViews: top.filter((row) => row.ranking === "views").map(toTopPost),
    topPostsByFavorites: top.filter((row) => row.ranking === "favorites").map(toTopPost),
  };
}
