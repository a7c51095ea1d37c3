// Completion across all clients of one program: for each program day, how many members were due
// to do it, how many did it, partly, skipped or missed it, and at which exercise those who stopped
// early most often stopped. One aggregate query over every plan made from the program, however
// many members follow it.
import { sql } from "drizzle-orm";
import { DAYS_PER_WEEK, plannedDayIndexes } from "../../../domain/coaching";
import type { Database } from "../../db/client";
import { getProgram } from "./programs";

interface CompletionRow extends Record<string, unknown> {
  day_index: number;
  due: number;
  done: number;
  partial: number;
  skipped: number;
  missed: number;
  stop_name: string | null;
  stop_count: number | null;
}

/**
 * `today` is the creator's calendar day: a day is due once its date (the plan's start + its index)
 * is today or before.
 *
 * Each plan is a copy of the program made when it was assigned, and the program may have been
 * edited since. What a member was asked to do is their copy, so the planned days, the sets an
 * exercise asked for and the exercise named as the stop all come from the copy: an index may
 * name another exercise in today's program (reordered, replaced), and "most stop at Front Squat"
 * would be false when they stopped at the Back Squat of their copy. Stops are grouped by that name.
 *
 * How a session counts: its status when the member marked it; a session with sets but no status
 * counts as done when every planned set was logged, otherwise as partly done; a day without a
 * session or with neither a status nor a set is missed. A session stopped early (partly done, or
 * done with fewer sets than planned) stopped at the first exercise with fewer logged sets than
 * it asked for. Skipped sessions have no stop.
 */
export async function programCompletion(db: Database, creatorId: string, programId: string, today: string) {
  const program = await getProgram(db, creatorId, programId);
  const result = await db.execute<CompletionRow>(completionQuery(creatorId, programId, today));
  const byDay = new Map(result.rows.map((row) => [row.day_index, row]));
  // The program's current training days and those only older copies still plan (the program was
  // shortened or changed since), in order.
  const dayIndexes = [...new Set([...plannedDayIndexes(program.days), ...byDay.keys()])].sort((a, b) => a - b);
  return {
    program: { id: program.id, name: program.name, weeks: program.weeks },
    assigned: program.assignedCount,
    days: dayIndexes.map((dayIndex) => {
      const row = byDay.get(dayIndex);
      return {
        dayIndex,
        week: Math.floor(dayIndex / DAYS_PER_WEEK) + 1,
        day: (dayIndex % DAYS_PER_WEEK) + 1,
        due: row?.due ?? 0,
        done: row?.done ?? 0,
        partial: row?.partial ?? 0,
        skipped: row?.skipped ?? 0,
        missed: row?.missed ?? 0,
        mostStoppedAt: row?.stop_name ? { exercise: row.stop_name, count: row.stop_count ?? 0 } : null,
      };
    }),
  };
}

/** The aggregate over every plan made from the program; exported so its plan can be checked with EXPLAIN. */
export const completionQuery = (creatorId: string, programId: string, today: string) => sql`
    with due as (
      select a.id as assignment_id, d.day_index, a.days -> d.day_index -> 'exercises' as exercises
      from program_assignments a
      cross join lateral unnest(a.planned_days) as d(day_index)
      where a.program_id = ${programId} and a.creator_id = ${creatorId}
        and a.start_date + d.day_index <= ${today}::date
    ),
    sessions as (
      select due.day_index, s.status, stop.exercise_index as stop_index, stop.name as stop_name,
        s.id is not null and s.status is null
          and exists (select 1 from set_logs l where l.session_id = s.id) as started
      from due
      left join workout_sessions s on s.assignment_id = due.assignment_id and s.day_index = due.day_index
      -- The first exercise with fewer logged sets than planned, probing the set index per exercise
      -- (a complete session reads each exercise's few index entries, nothing else).
      left join lateral (
        select (e.ordinality - 1)::int as exercise_index, e.exercise ->> 'name' as name
        from jsonb_array_elements(due.exercises) with ordinality as e(exercise, ordinality)
        where (e.exercise ->> 'sets')::int > (
          select count(*) from set_logs l where l.session_id = s.id and l.exercise_index = e.ordinality - 1)
        order by e.ordinality
        limit 1
      ) stop on s.id is not null and s.status is distinct from 'skipped'
    ),
    counted as (
      select day_index, stop_index, stop_name,
        case
          when status is not null then status
          when started and stop_index is null then 'done'
          when started then 'partial'
          else 'missed'
        end as state
      from sessions
    ),
    totals as (
      select day_index, count(*)::int as due,
        count(*) filter (where state = 'done')::int as done,
        count(*) filter (where state = 'partial')::int as partial,
        count(*) filter (where state = 'skipped')::int as skipped,
        count(*) filter (where state = 'missed')::int as missed
      from counted
      group by day_index
    ),
    stops as (
      select distinct on (day_index) day_index, stop_name, count(*)::int as stop_count
      from counted
      where state in ('done', 'partial') and stop_name is not null
      group by day_index, stop_name
      order by day_index, count(*) desc, min(stop_index), stop_name
    )
    select totals.*, stops.stop_name, stops.stop_count
    from totals left join stops using (day_index)
    order by day_index
  `;
