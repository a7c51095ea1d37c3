// Each UTC day's figures computed from the raw tables (membership events, post views, favorites,
// the ledger): the rollup job stores them for past days, the page computes the days since live.
// Both go through these two queries, so a stored day and a live day are counted the same way.
import { sql, type SQL } from "drizzle-orm";

/** Days from..to inclusive (YYYY-MM-DD), for one creator or for everyone (the job). */
export interface DayScope {
  from: string;
  to: string;
  creatorId?: string;
}

/** Timestamps bounds of the scope's days, UTC. */
const startOf = (day: string) => sql`(${day}::date::timestamp at time zone 'UTC')`;
const endOf = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'UTC')`;
const utcDay = (column: SQL) => sql`(${column} at time zone 'UTC')::date`;
const ofCreator = (column: SQL, scope: DayScope) => (scope.creatorId ? sql`and ${column} = ${scope.creatorId}` : sql``);

/** Views and favorites per post and day: (post_id, creator_id, day, views, favorites). */
export function postDayFigures(scope: DayScope): SQL {
  return sql`
    select coalesce(v.post_id, f.post_id) as post_id, coalesce(v.creator_id, f.creator_id) as creator_id,
      coalesce(v.day, f.day) as day, coalesce(v.views, 0)::int as views, coalesce(f.favorites, 0)::int as favorites
    from (
      select pv.post_id, p.creator_id, pv.day, count(*) as views
      from post_views pv join posts p on p.id = pv.post_id
      where pv.day between ${scope.from}::date and ${scope.to}::date ${ofCreator(sql`p.creator_id`, scope)}
      group by pv.post_id, p.creator_id, pv.day
    ) v
    full join (
      select fv.post_id, p.creator_id, ${utcDay(sql`fv.created_at`)} as day, count(*) as favorites
      from favorites fv join posts p on p.id = fv.post_id
      where fv.created_at >= ${startOf(scope.from)} and fv.created_at < ${endOf(scope.to)} ${ofCreator(sql`p.creator_id`, scope)}
      group by fv.post_id, p.creator_id, 3
    ) f on f.post_id = v.post_id and f.day = v.day`;
}

const tierDelta = (tier: string) =>
  sql`(count(*) filter (where kind <> 'ended' and tier = ${tier}) - count(*) filter (where kind = 'ended' and tier = ${tier})
    - count(*) filter (where kind = 'tier_changed' and previous_tier = ${tier}))::int`;
const joinedFrom = (source: string) => sql`(count(*) filter (where kind = 'joined' and source = ${source}))::int`;

/** One row per creator and day with any figure, in creator_daily_stats' column order. */
export function creatorDayFigures(scope: DayScope): SQL {
  return sql`
    select creator_id, day,
      sum(rookie_delta)::int as rookie_delta, sum(pro_delta)::int as pro_delta, sum(all_star_delta)::int as all_star_delta,
      sum(joined)::int as joined, sum(ended)::int as ended,
      sum(joined_from_profile)::int as joined_from_profile, sum(joined_from_explore)::int as joined_from_explore,
      sum(joined_from_home)::int as joined_from_home, sum(joined_from_other)::int as joined_from_other,
      sum(views)::int as views, sum(favorites)::int as favorites,
      sum(gross_cents)::bigint as gross_cents, sum(platform_fee_cents)::bigint as platform_fee_cents, sum(net_cents)::bigint as net_cents
    from (
      select creator_id, ${utcDay(sql`occurred_at`)} as day,
        ${tierDelta("rookie")} as rookie_delta, ${tierDelta("pro")} as pro_delta, ${tierDelta("all_star")} as all_star_delta,
        (count(*) filter (where kind = 'joined'))::int as joined, (count(*) filter (where kind = 'ended'))::int as ended,
        ${joinedFrom("profile")} as joined_from_profile, ${joinedFrom("explore")} as joined_from_explore,
        ${joinedFrom("home")} as joined_from_home, ${joinedFrom("other")} as joined_from_other,
        0 as views, 0 as favorites, 0 as gross_cents, 0 as platform_fee_cents, 0 as net_cents
      from membership_events
      where occurred_at >= ${startOf(scope.from)} and occurred_at < ${endOf(scope.to)} ${ofCreator(sql`creator_id`, scope)}
      group by creator_id, 2
      union all
      select creator_id, day, 0, 0, 0, 0, 0, 0, 0, 0, 0, sum(views), sum(favorites), 0, 0, 0
      from (${postDayFigures(scope)}) posts_by_day
      group by creator_id, day
      union all
      select creator_id, ${utcDay(sql`occurred_at`)}, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        sum(gross_cents), sum(platform_fee_cents), sum(creator_net_cents)
      from ledger_entries
      where creator_id is not null and occurred_at >= ${startOf(scope.from)} and occurred_at < ${endOf(scope.to)} ${ofCreator(sql`creator_id`, scope)}
      group by creator_id, 2
    ) parts
    group by creator_id, day`;
}
