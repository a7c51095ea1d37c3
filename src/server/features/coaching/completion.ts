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

/**
 * The aggregate over every plan made from the program: its due days from planned_days, each
 * joined to its session (one row, with its sets counted and its stop kept up to date when sets
 * are saved), so neither the plans' days nor their sets are read. Exported for EXPLAIN.
 */
export const completionQuery = (creatorId: string, programId: string, today: string) => sql`
  with due as (
    select a.id as assignment_id, d.day_index
    from program_assignments a
    cross join lateral unnest(a.planned_days) as d(day_index)
    where a.program_id = ${programId} and a.creator_id = ${creatorId}
      and a.start_date + d.day_index <= ${today}::date
  ),
  counted as (
    select due.day_index, s.stop_index, s.stop_exercise,
      case
        when s.status is not null then s.status
        when s.logged_sets > 0 and s.stop_index is null then 'done'
        when s.logged_sets > 0 then 'partial'
        else 'missed'
      end as state
    from due
    left join workout_sessions s on s.assignment_id = due.assignment_id and s.day_index = due.day_index
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
    select distinct on (day_index) day_index, stop_exercise as stop_name, count(*)::int as stop_count
    from counted
    where state in ('done', 'partial') and stop_exercise is not null
    group by day_index, stop_exercise
    order by day_index, count(*) desc, min(stop_index), stop_exercise
  )
  select totals.*, stops.stop_name, stops.stop_count
  from totals left join stops using (day_index)
  order by day_index
`;
