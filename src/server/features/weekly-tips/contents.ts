// What one batch of members' weekly emails hold, read with one query per section for the whole
// batch (never one per member): the week's posts each member may open, the week ahead of their
// plans, and their new records.
import { sql } from "drizzle-orm";
import type { Tier } from "../../../domain/memberships";
import {
  MAX_TIPS_PLANS,
  MAX_TIPS_POSTS,
  MAX_TIPS_RECORDS,
  WEEK_AHEAD_DAYS,
  WEEKLY_TIPS_LOOKBACK_DAYS,
} from "../../../domain/weekly-tips";
import type { Queryable } from "../../db/client";
import { postAccessFor } from "../content";

export interface TipsPost {
  memberId: string;
  title: string;
  creator: string;
}

export interface TipsPlanDay {
  memberId: string;
  assignmentId: string;
  plan: string;
  creator: string;
  date: string;
  rest: boolean;
  exercises: string[];
}

export interface TipsRecord {
  memberId: string;
  exercise: string;
  kind: "load_for_reps" | "estimated_1rm" | "time";
  reps: number;
  value: number;
}

const idList = (ids: readonly string[]) => sql`${sql.param(ids)}::text[]`;

/**
 * Posts published in the last week by creators the member holds a membership with, that the
 * member may open at their tier now (step-down release counted), newest first, a few each.
 * The tier is decided in SQL (so the per-member limit counts only open posts) and checked again
 * by postAccessFor, the rule every content read goes through.
 */
export async function postsFor(db: Queryable, memberIds: readonly string[], now: Date): Promise<TipsPost[]> {
  const result = await db.execute<{
    memberId: string;
    title: string;
    creator: string;
    creatorId: string;
    tier: Tier;
    requiredTier: Tier;
    publishedAt: Date;
    opensToProAfterDays: number | null;
    opensToEveryoneAfterDays: number | null;
  }>(sql`
    select "memberId", title, creator, "creatorId", tier, "requiredTier", "publishedAt",
      "opensToProAfterDays", "opensToEveryoneAfterDays"
    from (
      select m.follower_id as "memberId", p.title, c.username as creator, p.creator_id as "creatorId", m.tier,
        p.required_tier as "requiredTier", p.published_at as "publishedAt",
        p.opens_to_pro_after_days as "opensToProAfterDays", p.opens_to_everyone_after_days as "opensToEveryoneAfterDays",
        row_number() over (partition by m.follower_id order by p.published_at desc, p.id desc) as rank
      from memberships m
      join users c on c.id = m.creator_id and c.suspended_at is null
      join posts p on p.creator_id = m.creator_id and p.status = 'published' and p.hidden_at is null
        and p.published_at > ${now}::timestamptz - make_interval(days => ${WEEKLY_TIPS_LOOKBACK_DAYS}::int)
        and p.published_at <= ${now}::timestamptz
      where m.follower_id = any(${idList(memberIds)})
        and m.status in ('active', 'past_due')
        and (m.current_period_end is null or m.current_period_end > ${now}::timestamptz)
        and m.tier >= (case
          when p.required_tier <> 'rookie' and p.opens_to_everyone_after_days is not null
            and p.published_at + make_interval(days => p.opens_to_everyone_after_days) <= ${now}::timestamptz then 'rookie'
          when p.required_tier = 'all_star' and p.opens_to_pro_after_days is not null
            and p.published_at + make_interval(days => p.opens_to_pro_after_days) <= ${now}::timestamptz then 'pro'
          else p.required_tier end)::tier
    ) open_posts
    where rank <= ${MAX_TIPS_POSTS}::int
    order by "memberId", rank`);
  return result.rows
    .filter(
      (row) =>
        postAccessFor(
          { ...row, status: "published", hiddenAt: null, publishedAt: new Date(row.publishedAt) },
          row.memberId,
          row.tier,
          now,
        ) === "open",
    )
    .map((row) => ({ memberId: row.memberId, title: row.title, creator: row.creator }));
}

/**
 * The coming days (from `today`, UTC) of each member's plans that run in them: each day's
 * exercise names, or a rest day. The assignment's own copy of the days is read in SQL, so only
 * the week's days leave the database.
 */
export async function planDaysFor(db: Queryable, memberIds: readonly string[], today: string): Promise<TipsPlanDay[]> {
  const result = await db.execute<TipsPlanDay & Record<string, unknown>>(sql`
    with plans as (
      select a.id, a.member_id, a.name, a.start_date, a.end_date, a.days, c.username,
        row_number() over (partition by a.member_id order by a.start_date, a.id) as rank
      from program_assignments a
      join users c on c.id = a.creator_id and c.suspended_at is null
      where a.member_id = any(${idList(memberIds)})
        and a.start_date < ${today}::date + ${WEEK_AHEAD_DAYS}::int and a.end_date > ${today}::date
    )
    select plans.member_id as "memberId", plans.id as "assignmentId", plans.name as plan, plans.username as creator,
      to_char(d.on_date, 'YYYY-MM-DD') as date,
      coalesce((day.value ->> 'rest')::boolean, false) as rest,
      array(select e ->> 'name' from jsonb_array_elements(coalesce(day.value -> 'exercises', '[]'::jsonb)) e) as exercises
    from plans
    cross join lateral (select (${today}::date + g) as on_date from generate_series(0, ${WEEK_AHEAD_DAYS - 1}::int) g) d
    cross join lateral (select plans.days -> (d.on_date - plans.start_date) as value) day
    where plans.rank <= ${MAX_TIPS_PLANS}::int and d.on_date >= plans.start_date and d.on_date < plans.end_date
    order by plans.member_id, plans.rank, d.on_date`);
  return result.rows;
}

/** Records set in the last week that beat an earlier best (a first value is a starting point, not a record). */
export async function recordsFor(db: Queryable, memberIds: readonly string[], now: Date): Promise<TipsRecord[]> {
  const result = await db.execute<Omit<TipsRecord, "value"> & { value: string }>(sql`
    select "memberId", exercise, kind, reps, value from (
      select r.member_id as "memberId", r.exercise_name as exercise, r.kind, r.reps, r.value,
        row_number() over (partition by r.member_id order by r.created_at desc, r.id) as rank
      from personal_records r
      where r.member_id = any(${idList(memberIds)}) and r.beat_previous
        and r.created_at > ${now}::timestamptz - make_interval(days => ${WEEKLY_TIPS_LOOKBACK_DAYS}::int)
    ) recent
    where rank <= ${MAX_TIPS_RECORDS}::int
    order by "memberId", rank`);
  return result.rows.map((row) => ({ ...row, value: Number(row.value) }));
}
