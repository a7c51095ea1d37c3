// The coach's clients: every ALL STAR member with their current plan, this week's adherence,
// missed sessions, new records, and when they last logged and checked in, flagged and sorted by
// what needs attention. One query for the whole roster, so 1,000 clients wait as long as 10.
import { and, eq, sql } from "drizzle-orm";
import {
  CHECKIN_SILENCE_DAYS,
  daysBetween,
  MISSED_LOOKBACK_DAYS,
  MISSED_SESSIONS_FLAG,
  RECENT_RECORD_DAYS,
} from "../../../domain/coaching";
import type { Database } from "../../db/client";
import { grantsAccess } from "../../db/membership-access";
import { memberships, programAssignments, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { listMyPlans, readPlanDay } from "./my-plan";

interface ClientRow extends Record<string, unknown> {
  id: string;
  username: string;
  name: string;
  image: string | null;
  plan_id: string | null;
  plan_name: string | null;
  planned_days: number[] | null;
  done_this_week: number;
  /** Planned days of the last 14 the member logged (and did not skip). */
  attended: number;
  new_records: number;
  last_logged_on: string | null;
  last_checkin_on: string | null;
  plan_day: number | null;
}

export type ClientFlag = "missed_sessions" | "no_checkin" | "new_record";

// One collator for every sort: String#localeCompare builds one per call, a few milliseconds over
// a roster of 1,000.
const byName = new Intl.Collator("en").compare;

/**
 * A plan's planned days this plan week (up to today) and in the last 14 days before today:
 * counted here from the few dozen day numbers rather than by unnesting every plan's array in SQL,
 * which was a quarter of the roster's query.
 */
function plannedCounts(plannedDays: number[], todayIndex: number) {
  const weekStart = todayIndex - (todayIndex % 7);
  const lookbackStart = Math.max(0, todayIndex - MISSED_LOOKBACK_DAYS);
  let thisWeek = 0;
  let lookback = 0;
  for (const day of plannedDays) {
    if (day >= weekStart && day <= todayIndex) thisWeek++;
    if (day >= lookbackStart && day < todayIndex) lookback++;
  }
  return { thisWeek, lookback };
}

export async function listClients(db: Database, creatorId: string, today: string) {
  const result = await db.execute<ClientRow>(sql`
    with clients as (
      select u.id, u.username, u.name, u.image
      from memberships m join users u on u.id = m.follower_id
      where m.creator_id = ${creatorId} and m.tier = 'all_star'
        and m.status in ('active', 'past_due') and (m.current_period_end is null or m.current_period_end > now())
    ),
    current_plans as (
      select distinct on (a.member_id) a.id, a.member_id, a.name, a.planned_days,
        (${today}::date - a.start_date) as today_index
      from program_assignments a
      where a.creator_id = ${creatorId} and a.start_date <= ${today}::date and a.end_date > ${today}::date
      order by a.member_id, a.start_date desc
    )
    select c.id, c.username, c.name, c.image, p.id as plan_id, p.name as plan_name,
      p.planned_days, coalesce(sessions.done, 0)::int as done_this_week,
      coalesce(sessions.attended, 0)::int as attended, records.count::int as new_records,
      (select max(s.scheduled_on)::text from workout_sessions s
        where s.member_id = c.id and s.creator_id = ${creatorId} and s.status is distinct from 'skipped') as last_logged_on,
      (select max(k.created_at)::date::text from checkins k
        where k.member_id = c.id and k.creator_id = ${creatorId}) as last_checkin_on,
      p.today_index as plan_day
    from clients c
    left join current_plans p on p.member_id = c.id
    -- What the member did this plan week and in the last 14 days, from one range scan of the plan's
    -- sessions over those days (what was planned is counted from planned_days in the handler).
    left join lateral (
      select count(*) filter (where s.day_index >= p.today_index - p.today_index % 7 and s.status in ('done', 'partial')) as done,
        count(*) filter (where s.day_index < p.today_index and s.status is distinct from 'skipped') as attended
      from workout_sessions s
      where s.assignment_id = p.id and s.day_index = any(p.planned_days)
        and s.day_index between greatest(0, p.today_index - ${MISSED_LOOKBACK_DAYS}) and p.today_index
    ) sessions on p.id is not null
    cross join lateral (
      select count(distinct r.exercise_key) as count from personal_records r
      where r.member_id = c.id and r.beat_previous and r.creator_id = ${creatorId}
        and r.created_at > now() - make_interval(days => ${RECENT_RECORD_DAYS})
    ) records
    limit 5000
  `);
  const clients = result.rows.map((row) => {
    const planned = plannedCounts(row.planned_days ?? [], row.plan_day ?? 0);
    const missed = row.plan_id ? Math.max(0, planned.lookback - row.attended) : 0;
    const flags: ClientFlag[] = [];
    if (missed >= MISSED_SESSIONS_FLAG) flags.push("missed_sessions");
    // Silence counts once a plan has run long enough to expect a check-in.
    const silentSince =
      row.last_checkin_on ?? (row.plan_day !== null && row.plan_day >= CHECKIN_SILENCE_DAYS ? "" : null);
    if (silentSince !== null && (silentSince === "" || daysBetween(silentSince, today) >= CHECKIN_SILENCE_DAYS)) {
      flags.push("no_checkin");
    }
    if (row.new_records > 0) flags.push("new_record");
    return {
      id: row.id,
      username: row.username,
      name: row.name,
      image: row.image,
      plan: row.plan_id ? { id: row.plan_id, name: row.plan_name! } : null,
      thisWeek: { done: row.done_this_week, planned: row.plan_id ? planned.thisWeek : 0 },
      missedSessions: missed,
      newRecords: row.new_records,
      lastLoggedOn: row.last_logged_on,
      lastCheckinOn: row.last_checkin_on,
      flags,
    };
  });
  // Needs attention first: the most flags, then missed sessions before records, then by name.
  return clients.sort(
    (a, b) =>
      b.flags.length - a.flags.length ||
      Number(b.flags.includes("missed_sessions")) - Number(a.flags.includes("missed_sessions")) ||
      byName(a.name, b.name),
  );
}

/** One client as their coach sees them: who they are and the plans from this coach, with logs. */
export async function getClient(db: Database, creatorId: string, memberId: string) {
  const [member] = await db
    .select({ id: users.id, username: users.username, name: users.name, image: users.image })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.followerId, users.id), eq(memberships.creatorId, creatorId)))
    .where(and(eq(users.id, memberId), grantsAccess()));
  if (!member) throw new AppError("client_not_found", 404, "No such client.");
  return { member, ...(await listMyPlans(db, memberId, creatorId)) };
}

/** A day of a client's plan, for their coach only. */
export async function getClientPlanDay(db: Database, creatorId: string, assignmentId: string, dayIndex: number) {
  const [plan] = await db
    .select({ id: programAssignments.id, creatorId: programAssignments.creatorId, days: programAssignments.days })
    .from(programAssignments)
    .where(and(eq(programAssignments.id, assignmentId), eq(programAssignments.creatorId, creatorId)));
  if (!plan) throw new AppError("plan_not_found", 404, "No such plan.");
  return readPlanDay(db, { ...plan, canLog: false }, dayIndex);
}
