// Completion across all clients of one program: for each program day, how many members were due
// to do it, how many did it, partly, skipped or missed it, and at which exercise those who stopped
// early most often stopped. One aggregate query over every plan made from the program, however
// many members follow it.
import { sql } from "drizzle-orm";
import { DAYS_PER_WEEK, plannedDayIndexes } from "../../../domain/coaching";
import type { Database } from "../../db/client";
import { getProgram } from "./programs";

/** A day's due count, or a count of its sessions by state and stop. */
interface CompletionRow extends Record<string, unknown> {
  day_index: number;
  state: "due" | "done" | "partial" | "skipped";
  stop_index: number | null;
  stop_exercise: string | null;
  count: number;
}

type Tally = Record<CompletionRow["state"], number> & {
  stops: Map<string, { index: number; count: number }>;
};

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
  const tallies = new Map<number, Tally>();
  for (const row of result.rows) {
    const tally = tallies.get(row.day_index) ?? { due: 0, done: 0, partial: 0, skipped: 0, stops: new Map() };
    tallies.set(row.day_index, tally);
    tally[row.state] += row.count;
    if (row.state !== "skipped" && row.stop_exercise !== null) {
      const stop = tally.stops.get(row.stop_exercise) ?? { index: row.stop_index ?? 0, count: 0 };
      stop.count += row.count;
      stop.index = Math.min(stop.index, row.stop_index ?? 0);
      tally.stops.set(row.stop_exercise, stop);
    }
  }
  // The program's current training days and those only older copies still plan (the program was
  // shortened or changed since), in order.
  const dayIndexes = [...new Set([...plannedDayIndexes(program.days), ...tallies.keys()])].sort((a, b) => a - b);
  return {
    program: { id: program.id, name: program.name, weeks: program.weeks },
    assigned: program.assignedCount,
    days: dayIndexes.map((dayIndex) => {
      const tally = tallies.get(dayIndex);
      // The most frequent stop; a tie goes to the earlier exercise, then the name.
      const [stop] = [...(tally?.stops ?? [])].sort(
        ([nameA, a], [nameB, b]) => b.count - a.count || a.index - b.index || nameA.localeCompare(nameB),
      );
      return {
        dayIndex,
        week: Math.floor(dayIndex / DAYS_PER_WEEK) + 1,
        day: (dayIndex % DAYS_PER_WEEK) + 1,
        due: tally?.due ?? 0,
        done: tally?.done ?? 0,
        partial: tally?.partial ?? 0,
        skipped: tally?.skipped ?? 0,
        // Due with no session, or one with neither a status nor a set.
        missed: tally ? tally.due - tally.done - tally.partial - tally.skipped : 0,
        mostStoppedAt: stop ? { exercise: stop[0], count: stop[1].count } : null,
      };
    }),
  };
}

/**
 * Two aggregates in one statement, over the program's plans only: the due days per day index,
 * from planned_days (the plans' days are never read), and the sessions per day, state and stop
 * (each session's sets counted and its stop kept up to date as sets are saved, so no set is read).
 * Missed is what is due with no counted session. Exported so its plan can be checked with EXPLAIN.
 */
export const completionQuery = (creatorId: string, programId: string, today: string) => sql`
  with plans as materialized (
    select a.id, a.planned_days, a.start_date
    from program_assignments a
    where a.program_id = ${programId} and a.creator_id = ${creatorId} and a.start_date <= ${today}::date
  )
  select d.day_index, 'due' as state, null::smallint as stop_index, null as stop_exercise, count(*)::int as count
  from plans a cross join lateral unnest(a.planned_days) as d(day_index)
  where a.start_date + d.day_index <= ${today}::date
  group by d.day_index
  union all
  select s.day_index,
    case when s.status is not null then s.status when s.stop_index is null then 'done' else 'partial' end as state,
    s.stop_index, s.stop_exercise, count(*)::int as count
  from plans a
  join workout_sessions s on s.assignment_id = a.id
  where s.scheduled_on <= ${today}::date and s.day_index = any(a.planned_days)
    and (s.status is not null or s.logged_sets > 0)
  group by 1, 2, 3, 4
`;
